// @vitest-environment jsdom
// The admin's partner dialog is a react-hook-form form checked by common/admin's schemas, saved by a mutation.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPartner } from '../../../common/admin';
import { ADMIN_MESSAGES, FIELD_MESSAGES } from '../../../common/messages';
import { PartnerDialog } from '../../../web/areas/admin/partners/PartnerDialog';
import { answer, callsTo, errorUnder, useFormApi, withQueries } from './formApi';

useFormApi();
afterEach(cleanup);

const partner: AdminPartner = {
  id: 7,
  code: 'ZOE',
  name: 'Zoé Blog',
  email: 'zoe@example.fr',
  company_name: null,
  contact_phone: null,
  revenue_share_percent: 50,
  payout_threshold: 70,
  payout_threshold_cents: 7000,
  trial_until: null,
  status: 'pending',
  adsense_channel_pattern: { slots: [] },
  adsense_custom_channel_id: null,
  created_at: '2026-11-01T10:00:00Z',
  archived_at: null,
};

function open(editing: AdminPartner | null = null) {
  const onClose = vi.fn();
  render(withQueries(<PartnerDialog partner={editing} slots={[]} onClose={onClose} />));
  return {
    onClose,
    field: (name: string) => screen.getByLabelText(new RegExp(`^${name}`)),
  };
}

describe('the partner dialog', () => {
  it('says under each identity field what is missing, and sends nothing', async () => {
    const { field } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(errorUnder(field('Nom'))).toBe(FIELD_MESSAGES.nameRequired));
    expect(errorUnder(field('Code'))).toBe(FIELD_MESSAGES.partnerCode);
    expect(errorUnder(field('E-mail'))).toBe(FIELD_MESSAGES.email);
    expect(callsTo('POST /api/admin/partners')).toHaveLength(0);
  });

  it('refuses trial months that are not a whole number under the field', async () => {
    open(partner);
    const months = screen.getByLabelText('Période d’essai (mois)');
    fireEvent.change(months, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(errorUnder(months)).toBe('Un nombre entier de mois, 0 ou plus'));
    expect(callsTo('PUT /api/admin/partners/7')).toHaveLength(0);
  });

  it('shows a refusal in the error block and the server’s field errors under their fields', async () => {
    answer('POST /api/admin/partners', 400, {
      error: { message: 'Données invalides', errors: [{ field: 'code', message: 'Ce code est déjà pris' }] },
    });
    const { field, onClose } = open();
    fireEvent.change(field('Code'), { target: { value: 'ZOE' } });
    fireEvent.change(field('Nom'), { target: { value: 'Zoé Blog' } });
    fireEvent.change(field('E-mail'), { target: { value: 'zoe@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.savePartnerFailed);
    expect(errorUnder(field('Code'))).toBe('Ce code est déjà pris');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before activating without a free channel, then adds the partner pending and activates it', async () => {
    const noChannel = 'Aucun canal libre dans le pool : ajoutez un canal, ou confirmez l’activation';
    answer('POST /api/admin/partners', 409, { error: { message: noChannel, code: 'no_free_channel' } });
    answer('POST /api/admin/partners', 201, { data: partner });
    answer('PUT /api/admin/partners/7', 200, { data: { ...partner, status: 'active' } });
    const { field, onClose } = open();
    fireEvent.change(field('Code'), { target: { value: 'ZOE' } });
    fireEvent.change(field('Nom'), { target: { value: 'Zoé Blog' } });
    fireEvent.change(field('E-mail'), { target: { value: 'zoe@example.fr' } });
    fireEvent.mouseDown(screen.getByLabelText('Statut'));
    fireEvent.click(screen.getByRole('option', { name: 'actif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aucun canal libre' });
    expect(confirm.textContent).toContain(noChannel);
    fireEvent.click(screen.getByRole('button', { name: 'Activer sans canal' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const posts = callsTo('POST /api/admin/partners');
    expect(posts.map((p) => (p.body as { status: string }).status)).toEqual(['active', 'pending']);
    expect(callsTo('PUT /api/admin/partners/7').map((p) => p.body)).toEqual([
      { status: 'active', activate_without_channel: true },
    ]);
  });

  it('saves an edit with one call, the share forced to 0–100, and closes', async () => {
    answer('PUT /api/admin/partners/7', 200, { data: { ...partner, revenue_share_percent: 100 } });
    const { onClose } = open(partner);
    const share = screen.getByLabelText('Part des revenus (%)');
    fireEvent.change(share, { target: { value: '130' } });
    fireEvent.blur(share);
    expect((share as HTMLInputElement).value).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(callsTo('PUT /api/admin/partners/7').map((p) => p.body)).toEqual([
      { revenue_share_percent: 100, status: 'pending', payout_threshold: 70, slots: [] },
    ]);
  });
});
