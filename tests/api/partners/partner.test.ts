import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../../common/dates';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const IBAN = 'FR7630006000011234567890189';

describe('partner calls', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  type Person = { browser: TestBrowser; token: string; email: string };
  let people = 0;
  async function person(
    identity: { name?: string; given_name?: string; family_name?: string } = {},
  ): Promise<Person> {
    const email = `p${++people}@example.fr`;
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { name: `Personne ${people}`, ...identity, email });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token, email };
  }
  const call = (p: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: p.browser.cookieHeader(), 'x-csrf-token': p.token },
      ...(payload && { payload }),
    });

  async function partner(identity?: Parameters<typeof person>[0]) {
    const p = await person(identity);
    const res = await call(p, 'POST', '/api/partner/apply', {});
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, code: res.json().data.code as string, id: res.json().data.id as number };
  }
  const activate = (id: number) =>
    t.database.db.updateTable('partners').set({ status: 'active' }).where('id', '=', id).execute();
  const earn = (id: number, day: string, cents: number) =>
    t.database.db
      .insertInto('partner_daily_stats')
      .values({ partner_id: id, stat_date: day, estimated_earnings_cents: cents })
      .onConflict((oc) =>
        oc.columns(['partner_id', 'stat_date']).doUpdateSet({ estimated_earnings_cents: cents }),
      )
      .execute();

  describe('apply', () => {
    it('creates a pending partner with a readable code, the default threshold of 70 € and the name of the identity', async () => {
      const p = await person({ name: 'Élise Durand' });
      const res = await call(p, 'POST', '/api/partner/apply', {
        company_name: '  Durand SARL ',
        contact_phone: '06 12 34 56 78',
      });
      expect(res.statusCode).toBe(201);
      const { code, status } = res.json().data;
      expect(status).toBe('pending');
      expect(code).toMatch(/^ELISED[A-Z2-9]{4}$/);
      const me = (await call(p, 'GET', '/api/partner/me')).json().data;
      expect(me).toMatchObject({
        name: 'Élise Durand',
        company_name: 'Durand SARL',
        contact_phone: '0612345678',
        payout_threshold: 70,
        payout_threshold_cents: 7000,
        email: p.email,
      });
    });

    it('answers 409 "Vous êtes déjà partenaire" the second time', async () => {
      const p = await partner();
      const again = await call(p, 'POST', '/api/partner/apply', {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('Vous êtes déjà partenaire');
    });

    it('refuses a guest with 401, and a bad phone with the field error, creating nothing', async () => {
      const guest = await t.app.inject({ method: 'POST', url: '/api/partner/apply', payload: {} });
      expect(guest.statusCode).toBe(401);
      const p = await person();
      const bad = await call(p, 'POST', '/api/partner/apply', {
        contact_phone: '12 34',
        company_name: 'x'.repeat(121),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.errors).toEqual(
        expect.arrayContaining([
          { field: 'contact_phone', message: 'Téléphone invalide (8 à 15 chiffres)' },
          { field: 'company_name', message: 'Société trop longue (≤120)' },
        ]),
      );
      expect((await call(p, 'GET', '/api/partner/me')).statusCode).toBe(404);
    });
  });

  describe('own record', () => {
    it('updates company and phone, and empties them with ""', async () => {
      const p = await partner();
      const res = await call(p, 'PUT', '/api/partner/me', {
        company_name: 'ACME',
        contact_phone: '+33 6 12 34 56 78',
      });
      expect(res.json().data).toMatchObject({ company_name: 'ACME', contact_phone: '+33612345678' });
      const cleared = await call(p, 'PUT', '/api/partner/me', { company_name: '' });
      expect(cleared.json().data).toMatchObject({ company_name: null, contact_phone: '+33612345678' });
    });

    it('answers 404 to a signed-in person who is not a partner, on every partner call', async () => {
      const p = await person();
      for (const url of [
        '/api/partner/me',
        '/api/partner/payouts',
        '/api/partner/payment',
        '/api/partner/slots',
        '/api/partner/adsense-channel',
      ])
        expect((await call(p, 'GET', url)).statusCode, url).toBe(404);
    });
  });

  describe('stats', () => {
    it('lists the days of the period with earnings in euros and cents', async () => {
      const p = await partner();
      await earn(p.id, '2026-11-02', 1234);
      await earn(p.id, '2026-11-05', 1);
      const res = await call(p, 'GET', '/api/partner/stats?from=2026-11-01&to=2026-11-30');
      expect(res.json().data).toEqual([
        {
          stat_date: '2026-11-02',
          page_views: 0,
          searches: 0,
          ad_filled_impressions: 0,
          adsense_estimated_earnings: 12.34,
          adsense_estimated_earnings_cents: 1234,
        },
        {
          stat_date: '2026-11-05',
          page_views: 0,
          searches: 0,
          ad_filled_impressions: 0,
          adsense_estimated_earnings: 0.01,
          adsense_estimated_earnings_cents: 1,
        },
      ]);
    });

    it.each([
      ['from=2026-11-10&to=2026-11-01', 'La date de début doit être antérieure à la date de fin'],
      ['from=2026-02-30&to=2026-03-01', 'Veuillez sélectionner des dates valides'],
      ['from=&to=2026-03-01', 'Veuillez sélectionner des dates valides'],
    ])('refuses %s with the French message', async (query, message) => {
      const p = await partner();
      const res = await call(p, 'GET', `/api/partner/stats?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.errors.map((e: { message: string }) => e.message)).toContain(message);
    });

    it('V8.2.2 partner B never sees partner A’s days', async () => {
      const a = await partner();
      const b = await partner();
      await earn(a.id, '2026-11-03', 5000);
      expect((await call(b, 'GET', '/api/partner/stats?from=2000-01-01&to=2030-01-01')).json().data).toEqual(
        [],
      );
    });
  });

  describe('attribution', () => {
    it('counts searches, page views and filled ads of visitors of an active partner, on the Paris day', async () => {
      const p = await partner();
      await activate(p.id);
      const cookie = `pa_ref=${p.code}`;
      await t.app.inject({ url: '/api/search?q=lyon', headers: { cookie } });
      await t.app.inject({ url: '/api/search?q=lyon&page=2', headers: { cookie } });
      await t.app.inject({
        method: 'POST',
        url: '/events',
        headers: { cookie, 'content-type': 'text/plain' },
        payload: JSON.stringify({
          events: [
            { type: 'page_view', path: '/' },
            { type: 'page_view', path: '/search' },
            { type: 'ad_filled', slot: 'home', path: '/' },
          ],
        }),
      });
      const today = parisDay();
      const [day] = (await call(p, 'GET', `/api/partner/stats?from=${today}&to=${today}`)).json().data;
      expect(day).toMatchObject({ stat_date: today, searches: 1, page_views: 2, ad_filled_impressions: 1 });
    });

    it('counts nothing for a pending partner: the link takes effect on activation', async () => {
      const p = await partner();
      await t.app.inject({ url: '/api/search?q=nice', headers: { cookie: `pa_ref=${p.code}` } });
      const today = parisDay();
      expect((await call(p, 'GET', `/api/partner/stats?from=${today}&to=${today}`)).json().data).toEqual([]);
    });
  });

  describe('payment info', () => {
    it('saves the IBAN cleaned and encrypted at rest, reads it back to its owner, deletes it', async () => {
      const p = await partner();
      const saved = await call(p, 'PUT', '/api/partner/payment', {
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        holderName: '  Élise   Durand ',
      });
      expect(saved.json().data).toEqual({ iban: IBAN, holderName: 'Élise Durand' });
      const stored = await t.database.db
        .selectFrom('partner_payment_info')
        .selectAll()
        .where('partner_id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(stored.iban_encrypted).not.toContain('30006');
      expect((await call(p, 'GET', '/api/partner/payment')).json().data).toEqual({
        iban: IBAN,
        holderName: 'Élise Durand',
      });
      expect((await call(p, 'DELETE', '/api/partner/payment')).json().data).toEqual({
        iban: null,
        holderName: null,
      });
      expect((await call(p, 'GET', '/api/partner/payment')).json().data).toEqual({
        iban: null,
        holderName: null,
      });
    });

    it.each([
      [{ iban: '', holderName: 'Élise' }, 'iban', 'IBAN est requis'],
      [{ iban: 'FR76 3000', holderName: 'Élise' }, 'iban', 'IBAN invalide'],
      [{ iban: 'FR7630006000011234567890180', holderName: 'Élise' }, 'iban', 'IBAN invalide (contrôle)'],
      [{ iban: IBAN, holderName: ' ' }, 'holderName', 'Titulaire requis'],
      [{ iban: IBAN, holderName: 'x'.repeat(81) }, 'holderName', 'Titulaire invalide (2–80)'],
    ])('refuses %o with the spec message on %s, saving nothing', async (body, field, message) => {
      const p = await partner();
      const res = await call(p, 'PUT', '/api/partner/payment', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.errors).toContainEqual({ field, message });
      expect((await call(p, 'GET', '/api/partner/payment')).json().data.iban).toBeNull();
    });
  });

  describe('payouts', () => {
    const monthStart = () => `${parisDay().slice(0, 7)}-01`;

    it('shows the month’s accrual: share of the gross, progress and eligibility', async () => {
      const p = await partner();
      await earn(p.id, monthStart(), 10_001); // 100.01 € gross, 50 % → 50.01 € (half up), threshold 70 €
      const { accrual, payouts } = (await call(p, 'GET', '/api/partner/payouts')).json().data;
      expect(payouts).toEqual([]);
      expect(accrual).toEqual({
        payout_threshold: 70,
        payout_threshold_cents: 7000,
        partner_amount: 50.01,
        partner_amount_cents: 5001,
        percent: 71,
        eligible: false,
      });
    });

    it('refuses a claim below the threshold, and one without payment info', async () => {
      const p = await partner();
      await earn(p.id, monthStart(), 20_000);
      const noPayment = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(noPayment.statusCode).toBe(400);
      expect(noPayment.json().error.message).toBe(
        'Veuillez renseigner et vérifier les Informations de paiement avant de continuer.',
      );
      await earn(p.id, monthStart(), 100);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      const low = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(low.statusCode).toBe(400);
      expect((await call(p, 'GET', '/api/partner/payouts')).json().data.payouts).toEqual([]);
    });

    it('creates one pending request when eligible; the month cannot be claimed again', async () => {
      const p = await partner();
      await earn(p.id, monthStart(), 15_000);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      const claim = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(claim.statusCode, claim.body).toBe(201);
      expect(claim.json().data).toMatchObject({
        status: 'pending',
        gross_earnings_cents: 15_000,
        partner_share_percent: 50,
        partner_amount_cents: 7_500,
        partner_amount: 75,
        period_start: monthStart(),
        period_end: parisDay(),
      });
      const again = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'Une demande de paiement est en cours de traitement (statut: pending).',
      );
      const { payouts, accrual } = (await call(p, 'GET', '/api/partner/payouts')).json().data;
      expect(payouts).toHaveLength(1);
      expect(accrual.eligible).toBe(false);
    });

    it('turns two concurrent claims into one request', async () => {
      const p = await partner();
      await earn(p.id, monthStart(), 15_000);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call(p, 'POST', '/api/partner/payouts/claim')),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await t.database.db
        .selectFrom('payout_requests')
        .selectAll()
        .where('partner_id', '=', p.id)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  it('answers the partner’s allowed slots and channel', async () => {
    const p = await partner();
    await t.database.db
      .updateTable('partners')
      .set({
        adsense_channel_pattern: JSON.stringify({ slots: ['home', 'cse_search'] }),
        adsense_custom_channel_id: '1234567',
      })
      .where('id', '=', p.id)
      .execute();
    expect((await call(p, 'GET', '/api/partner/slots')).json().data.slots).toEqual([
      { id: 'home', label: 'home' },
      { id: 'cse_search', label: 'cse_search' },
    ]);
    expect((await call(p, 'GET', '/api/partner/adsense-channel')).json().data).toEqual({
      displayChannelId: '1234567',
      adminDisplayChannelId: null,
      slots: ['home', 'cse_search'],
    });
  });

  it('tells the top bar that the person is a partner', async () => {
    const p = await partner();
    expect((await call(p, 'GET', '/auth/user')).json().data.roles).toEqual({
      isPartner: true,
      isAdmin: false,
    });
  });
});
