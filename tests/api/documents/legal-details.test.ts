// The partner's legal details: optional, checked as French numbers are (SIREN and SIRET by Luhn, La Poste's SIRETs
// by their sum, the VAT number's key and SIREN), refused whole with French field errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DETAILS_MESSAGES as M } from '../../../common/documentsMessages';
import { signIn } from '../../fixtures/roles';
import { call, newPartner, useBusiness, type Business } from '../money/business';
import { COMPANY, PAPERS_ENV, saveLegal, SOLE_TRADER } from './papers';

const ctx = useBusiness(PAPERS_ENV);
let b: Business;
beforeAll(() => ({ b } = ctx));

const URL = '/api/partner/legal-details';

/** The field errors of a refused body, as { field: message }. */
async function refusal(body: object) {
  const p = await newPartner(b);
  const res = await saveLegal(b, p, body);
  expect(res.status, res.body).toBe(400);
  const errors = res.json().error.errors as { field: string; message: string }[];
  expect((await call(b.app, p.caller, 'GET', URL)).json().data).toBeNull();
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}

describe('GET/PUT/DELETE /api/partner/legal-details', () => {
  it('answers 401 signed out and 404 to a person who is no partner', async () => {
    expect((await b.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const person = await signIn(b.app, 'Quelqu’un', 'nobody@papers.test');
    expect((await call(b.app, person, 'GET', URL)).status).toBe(404);
    expect((await call(b.app, person, 'PUT', URL, SOLE_TRADER)).status).toBe(404);
  });

  it('holds nothing until given, keeps the numbers without spaces, and forgets them on DELETE', async () => {
    const p = await newPartner(b);
    expect((await call(b.app, p.caller, 'GET', URL)).json()).toEqual({ data: null });
    const saved = await saveLegal(b, p, COMPANY);
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      legal_name: 'Dupré Conseil SARL',
      registration_number: '55203253400018',
      vat_regime: 'liable',
      vat_number: 'FR27552032534',
    });
    const exempt = await saveLegal(b, p, { ...COMPANY, vat_regime: 'exempt' });
    expect(exempt.json().data).toMatchObject({ vat_regime: 'exempt', vat_number: null });
    expect((await call(b.app, p.caller, 'GET', URL)).json().data.vat_regime).toBe('exempt');
    expect((await call(b.app, p.caller, 'DELETE', URL)).json()).toEqual({ data: null });
    expect((await call(b.app, p.caller, 'GET', URL)).json().data).toBeNull();
  });

  it('refuses a SIREN whose Luhn key fails and a number of another length', async () => {
    expect(await refusal({ ...SOLE_TRADER, registration_number: '552032535' })).toEqual({
      registration_number: M.registrationKey,
    });
    expect(await refusal({ ...SOLE_TRADER, registration_number: '5520325' })).toEqual({
      registration_number: M.registrationLength,
    });
    expect(await refusal({ ...SOLE_TRADER, registration_number: '55203253400019' })).toEqual({
      registration_number: M.registrationKey,
    });
  });

  it('accepts a SIRET of La Poste by the sum of its digits, which Luhn would refuse', async () => {
    const p = await newPartner(b);
    // 3+5+6+1+2+3+4+6 = 30, a multiple of 5; Luhn fails on it.
    const res = await saveLegal(b, p, { ...SOLE_TRADER, registration_number: '356 000 000 12346' });
    expect(res.status, res.body).toBe(200);
    expect(await refusal({ ...SOLE_TRADER, registration_number: '35600000012345' })).toEqual({
      registration_number: M.registrationKey,
    });
  });

  it('checks the VAT number: its form, its key, its SIREN; it is required unless art. 293 B is chosen', async () => {
    expect(await refusal({ ...COMPANY, vat_number: 'FR28552032534' })).toEqual({ vat_number: M.vatKey });
    expect(await refusal({ ...COMPANY, vat_number: 'DE123456789' })).toEqual({ vat_number: M.vatFormat });
    expect(await refusal({ ...COMPANY, vat_number: 'FR44732829320' })).toEqual({
      vat_number: M.vatOtherCompany,
    });
    expect(await refusal({ ...COMPANY, vat_number: '' })).toEqual({ vat_number: M.vatRequired });
    expect(await refusal({ ...COMPANY, vat_regime: 'maybe' })).toEqual({ vat_regime: M.vatRequired });
  });

  it('refuses letters an invoice could not reproduce, naming them', async () => {
    expect(await refusal({ ...SOLE_TRADER, legal_name: 'Łódź Conseil', city: 'Kraków 🌻' })).toEqual({
      legal_name: M.unprintable('Ł ź'),
      city: M.unprintable('🌻'),
    });
  });

  it('names each missing or malformed field in French', async () => {
    expect(
      await refusal({ legal_name: ' ', address: '', postal_code: '7500', city: '', registration_number: '' }),
    ).toEqual({
      legal_name: M.legalNameRequired,
      address: M.addressRequired,
      postal_code: M.postalCode,
      city: M.cityRequired,
      vat_regime: M.vatRequired,
      registration_number: M.registrationLength,
    });
  });
});
