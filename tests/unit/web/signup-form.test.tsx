// @vitest-environment jsdom
// The partner signup is a react-hook-form form checked by common/partner's apply schema, sent by a mutation.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUserAnswer } from '../../../common/auth';
import { PARTNER_MESSAGES, VALIDATION_MESSAGES } from '../../../common/messages';
import { SETTINGS_DEFAULT } from '../../../common/settings';
import { AUTH_USER_KEY } from '../../../web/account/useAuthUser';
import SignupPage from '../../../web/areas/signup/SignupPage';
import { answer, callsTo, errorUnder, testQueryClient, useFormApi, withQueries } from './formApi';

useFormApi();
afterEach(cleanup);

const signedIn: AuthUserAnswer = {
  user: {
    id: '12',
    name: 'Paul Partenaire',
    given_name: 'Paul',
    family_name: 'Partenaire',
    email: 'paul@example.fr',
    picture: null,
    isActive: true,
    safesearch_enabled: true,
    history_enabled: true,
    settings: SETTINGS_DEFAULT,
  },
  accounts: [],
  roles: { isPartner: false, isAdmin: false },
};

function open() {
  const client = testQueryClient();
  client.setQueryData(AUTH_USER_KEY, signedIn);
  const router = createMemoryRouter([{ path: '/partners/signup', Component: SignupPage }], {
    initialEntries: ['/partners/signup'],
  });
  render(withQueries(<RouterProvider router={router} />, client));
  return {
    phone: screen.getByLabelText('Téléphone (facultatif)'),
    company: screen.getByLabelText('Société (facultatif)'),
  };
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Devenir partenaire' }));

describe('the signup form', () => {
  it('says under the phone that it is invalid, and sends nothing', async () => {
    const { phone } = open();
    fireEvent.change(phone, { target: { value: '12' } });
    submit();
    await waitFor(() => expect(errorUnder(phone)).toBe(VALIDATION_MESSAGES.phoneInvalid));
    expect(callsTo('POST /api/partner/apply')).toHaveLength(0);
  });

  it('shows a refusal in the error block: the server’s words for an e-mail another partner holds', async () => {
    const taken =
      'Un partenaire existe déjà avec cet e-mail : connectez-vous avec le compte Google de cet e-mail.';
    answer('POST /api/partner/apply', 409, { error: { message: taken, code: 'email_has_partner' } });
    open();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
  });

  it('shows its own message in the error block for any other refusal', async () => {
    answer('POST /api/partner/apply', 400, { error: { message: 'Requête invalide' } });
    open();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(PARTNER_MESSAGES.applyFailed);
  });

  it('puts the server’s field errors under their fields', async () => {
    answer('POST /api/partner/apply', 400, {
      error: {
        message: 'Données invalides',
        errors: [{ field: 'company_name', message: 'Société refusée' }],
      },
    });
    const { company } = open();
    fireEvent.change(company, { target: { value: 'Paul SARL' } });
    submit();
    await waitFor(() => expect(errorUnder(company)).toBe('Société refusée'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies with one call, the identity’s names and the filled fields only, and shows the code', async () => {
    answer('POST /api/partner/apply', 201, { data: { id: 5, code: 'PAULPA2345', status: 'pending' } });
    const { phone } = open();
    fireEvent.change(phone, { target: { value: '06 12 34 56 78' } });
    submit();
    expect((await screen.findByTestId('partner-code')).textContent).toBe('PAULPA2345');
    expect(callsTo('POST /api/partner/apply').map((c) => c.body)).toEqual([
      { name: 'Paul Partenaire', first_name: 'Paul', last_name: 'Partenaire', contact_phone: '0612345678' },
    ]);
  });
});
