// @vitest-environment jsdom
// The one field component says a missing value in French under the field, the input pointing to it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES } from '../../../common/messages';
import { z } from '../../../common/zod';
import { FormError } from '../../../web/components/form/FormError';
import { FormField } from '../../../web/components/form/FormField';
import { useZodForm } from '../../../web/components/form/useZodForm';
import { TextPromptDialog } from '../../../web/areas/admin/partners/TextPromptDialog';
import { errorUnder } from './formApi';

afterEach(cleanup);

const schema = z.object({ city: z.string(), zip: z.string() });

function CityForm({ onSave }: { onSave: (city: z.output<typeof schema>) => void }) {
  // A number where text is expected: the kind of value zod would call « nombre reçu ».
  const form = useZodForm(schema, { defaultValues: { zip: 69001 as unknown as string } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <FormField control={form.control} name="city" label="Ville" />
      <FormField control={form.control} name="zip" label="Code postal" />
      <FormError message="Le serveur a refusé" />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('the form field', () => {
  it('says « Champ obligatoire » under a missing value and « Valeur invalide » for a wrong one, never zod’s jargon', async () => {
    const onSave = vi.fn();
    render(<CityForm onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText('Ville'))).toBe(FIELD_MESSAGES.required));
    expect(errorUnder(screen.getByLabelText('Code postal'))).toBe(FIELD_MESSAGES.invalidValue);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('has no error, and points to none, while the value is right', async () => {
    const onSave = vi.fn();
    render(<CityForm onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Lyon' } });
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '69002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('Ville').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Ville').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Le serveur a refusé');
  });
});

describe('the text prompt dialog', () => {
  const tooShort = FIELD_MESSAGES.transferReference;
  const open = (onConfirm: (text: string) => Promise<string | null>) =>
    render(
      <TextPromptDialog
        title="Marquer payée"
        text="La référence du virement"
        label="Référence du virement"
        tooShort={tooShort}
        confirm="Marquer payée"
        busy={false}
        onCancel={() => undefined}
        onConfirm={onConfirm}
      />,
    );

  it('says under the field that the text is too short, and confirms nothing', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(null));
    open(onConfirm);
    const field = screen.getByLabelText('Référence du virement');
    fireEvent.change(field, { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer payée' }));
    await waitFor(() => expect(errorUnder(field)).toBe(tooShort));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms the trimmed text once and shows the server’s refusal in the error block', async () => {
    const onConfirm = vi.fn(() => Promise.resolve('Ce paiement est déjà payé'));
    open(onConfirm);
    fireEvent.change(screen.getByLabelText('Référence du virement'), { target: { value: ' VIR-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer payée' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce paiement est déjà payé');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('VIR-1');
  });
});
