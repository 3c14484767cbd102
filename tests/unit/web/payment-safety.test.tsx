// @vitest-environment jsdom
// The payment info form around the IBAN's safety: a change refused for an old sign-in says « reconnectez-vous »
// with a sign-in link back to the page; a new IBAN says from when it is usable; an open payout keeps its IBAN.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { PaymentInfoForm, type PaymentInfo } from '../../../web/areas/portal/PaymentInfoForm';
import { answer, useFormApi, withQueries } from './formApi';

useFormApi();
afterEach(cleanup);

const OLD = 'FR76 •••• •••• •••• •••• •••• 189';
const NEW = 'DE89 •••• •••• •••• •••• 00';
const saved: PaymentInfo = { iban: OLD, holderName: 'Paul Partenaire', locked: true };

function change(info: PaymentInfo = { iban: null, holderName: null, locked: false }) {
  render(withQueries(<PaymentInfoForm saved={info} onChange={vi.fn()} warning={null} />));
  if (info.iban) fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
  fireEvent.change(screen.getByLabelText(info.iban ? 'Nouvel IBAN' : 'IBAN'), {
    target: { value: 'DE89370400440532013000' },
  });
  fireEvent.change(screen.getByLabelText('Titulaire du compte'), { target: { value: 'Paul Partenaire' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('the payment info form and the IBAN’s safety', () => {
  it('an old sign-in: « reconnectez-vous » with a link that signs in again and comes back to the page', async () => {
    answer('PUT /api/partner/payment', 401, {
      error: { message: M.recentSignInRequired, code: 'recent_sign_in_required' },
    });
    change();
    expect((await screen.findByText(M.recentSignInRequired)).textContent).toContain('reconnectez-vous');
    const link = screen.getByRole('link', { name: M.signInAgain });
    expect(link.getAttribute('href')).toBe('/auth/google?redirect=%2Fpartner%2Fpayment');
  });

  it('another refusal shows no sign-in link', async () => {
    answer('PUT /api/partner/payment', 409, { error: { message: 'Compte partenaire archivé' } });
    change();
    expect((await screen.findByRole('alert')).textContent).toBe('Compte partenaire archivé');
    expect(screen.queryByRole('link', { name: M.signInAgain })).toBeNull();
  });

  it('a new IBAN says from when it is usable', () => {
    const usableFrom = '2026-12-01T09:15:00.000Z';
    render(
      withQueries(
        <PaymentInfoForm
          saved={{ ...saved, iban: NEW, usable_from: usableFrom }}
          onChange={vi.fn()}
          warning={null}
        />,
      ),
    );
    expect(screen.getByText(M.usableFrom(usableFrom))).toBeTruthy();
    expect(M.usableFrom(usableFrom)).toBe('Nouvel IBAN utilisable à partir du 1 décembre 2026 à 10:15.');
  });

  it('changed while a payout is open, it says the payout keeps the IBAN of its claim', async () => {
    answer('PUT /api/partner/payment', 200, {
      data: {
        iban: NEW,
        holderName: 'Paul Partenaire',
        locked: true,
        usable_from: null,
        open_payout_iban: OLD,
      },
    });
    change(saved);
    expect(await screen.findByText(M.openPayoutKeepsIban(OLD))).toBeTruthy();
  });
});
