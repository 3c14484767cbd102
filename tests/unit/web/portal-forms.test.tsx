// @vitest-environment jsdom
// The portal's payment info and profile are react-hook-form forms checked by common/partner's schemas,
// saved by mutations; field errors under their fields, the server's refusal in the one error block.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_MESSAGES, VALIDATION_MESSAGES } from '../../../common/messages';
import type { Partner } from '../../../common/partner';
import { PaymentInfoForm, type PaymentInfo } from '../../../web/areas/portal/PaymentInfoForm';
import ProfilePage from '../../../web/areas/portal/ProfilePage';
import { PARTNER_ME_KEY } from '../../../web/areas/portal/usePartner';
import { answer, callsTo, errorUnder, testQueryClient, useFormApi, withQueries } from './formApi';

useFormApi();
afterEach(cleanup);

const IBAN = 'FR7630006000011234567890189';
const masked = { iban: 'FR76 •••• •••• •••• •••• •••• 189', holderName: 'Paul Partenaire', locked: false };
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('the payment info form', () => {
  function open(saved: PaymentInfo = { iban: null, holderName: null, locked: false }) {
    const onChange = vi.fn();
    render(withQueries(<PaymentInfoForm saved={saved} onChange={onChange} warning={null} />));
    return {
      onChange,
      iban: screen.getByLabelText('IBAN'),
      holder: screen.getByLabelText('Titulaire du compte'),
    };
  }

  it('says under each empty field that it is required, and sends nothing', async () => {
    const { iban, holder } = open();
    save();
    await waitFor(() => expect(errorUnder(iban)).toBe(VALIDATION_MESSAGES.ibanRequired));
    expect(errorUnder(holder)).toBe(VALIDATION_MESSAGES.holderRequired);
    expect(callsTo('PUT /api/partner/payment')).toHaveLength(0);
  });

  it('checks the IBAN on blur and groups it by four as typed', async () => {
    const { iban } = open();
    fireEvent.change(iban, { target: { value: 'fr7630006000011234567890180' } });
    expect((iban as HTMLInputElement).value).toBe('FR76 3000 6000 0112 3456 7890 180');
    fireEvent.blur(iban);
    await waitFor(() => expect(errorUnder(iban)).toBe(VALIDATION_MESSAGES.ibanChecksum));
  });

  it('shows the server’s refusal in the error block', async () => {
    answer('PUT /api/partner/payment', 409, { error: { message: 'Compte partenaire archivé' } });
    const { iban, holder, onChange } = open();
    fireEvent.change(iban, { target: { value: IBAN } });
    fireEvent.change(holder, { target: { value: 'Paul Partenaire' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Compte partenaire archivé');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('saves with one call, the IBAN cleaned, then shows the saved account masked', async () => {
    answer('PUT /api/partner/payment', 200, { data: masked });
    const { iban, holder, onChange } = open();
    fireEvent.change(iban, { target: { value: 'fr76 3000 6000 0112 3456 7890 189' } });
    fireEvent.change(holder, { target: { value: ' Paul Partenaire ' } });
    save();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(masked));
    expect(callsTo('PUT /api/partner/payment').map((c) => c.body)).toEqual([
      { iban: IBAN, holderName: 'Paul Partenaire' },
    ]);
    expect(await screen.findByText(PARTNER_MESSAGES.saved)).toBeTruthy();
  });

  it('says why a delete failed in the same block', async () => {
    answer('DELETE /api/partner/payment', 409, { error: { message: 'Un paiement est en cours' } });
    open(masked);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Un paiement est en cours');
  });
});

describe('the profile form', () => {
  const partner: Partner = {
    id: 3,
    code: 'PAUL',
    status: 'active',
    name: 'Paul Partenaire',
    first_name: 'Paul',
    last_name: 'Partenaire',
    company_name: null,
    contact_phone: null,
    email: 'paul@example.fr',
    payout_threshold: 70,
    payout_threshold_cents: 7000,
    revenue_share_percent: 50,
  };

  function open() {
    const client = testQueryClient();
    client.setQueryData(PARTNER_ME_KEY, partner);
    render(withQueries(<ProfilePage />, client));
    return { client, phone: screen.getByLabelText('Téléphone (facultatif)') };
  }
  // The contact form's own button: the legal details and the mail choices below have theirs.
  const contactSave = () =>
    within(screen.getByLabelText('Téléphone (facultatif)').closest('form')!).getByRole('button', {
      name: 'Enregistrer',
    });

  it('says under the phone that it is invalid as it is typed, blocks the save and sends nothing', async () => {
    const { phone } = open();
    fireEvent.change(phone, { target: { value: '12' } });
    await waitFor(() => expect(errorUnder(phone)).toBe(VALIDATION_MESSAGES.phoneInvalid));
    expect(contactSave().hasAttribute('disabled')).toBe(true);
    fireEvent.submit(phone.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('PUT /api/partner/me')).toHaveLength(0);
  });

  it('shows the server’s refusal in the error block and its field errors under the fields', async () => {
    answer('PUT /api/partner/me', 400, {
      error: {
        message: 'Données invalides',
        errors: [{ field: 'company_name', message: 'Société refusée' }],
      },
    });
    open();
    const company = screen.getByLabelText('Société (facultatif)');
    fireEvent.change(company, { target: { value: 'Paul SARL' } });
    fireEvent.click(contactSave());
    const form = within(company.closest('form')!);
    expect((await form.findByRole('alert')).textContent).toBe('Données invalides');
    expect(errorUnder(company)).toBe('Société refusée');
  });

  it('saves with one call, empty fields left out, and keeps the answer as the partner', async () => {
    const updated = { ...partner, contact_phone: '+33611223344' };
    answer('PUT /api/partner/me', 200, { data: updated });
    const { phone, client } = open();
    fireEvent.change(phone, { target: { value: '+33 6 11 22 33 44' } });
    await waitFor(() => expect(contactSave().hasAttribute('disabled')).toBe(false));
    fireEvent.click(contactSave());
    expect(await screen.findByText(PARTNER_MESSAGES.saved)).toBeTruthy();
    expect(callsTo('PUT /api/partner/me').map((c) => c.body)).toEqual([{ contact_phone: '+33611223344' }]);
    expect(client.getQueryData(PARTNER_ME_KEY)).toEqual(updated);
  });
});
