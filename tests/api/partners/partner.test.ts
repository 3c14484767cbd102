import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAYMENT_WITHIN_DAYS } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { addDays } from '../../../common/periods';
import { createTestBrowser, signInWith, type TestBrowser } from '../../fixtures/browser';
import { creditRevenueDay, ledgerEntries, yesterday } from '../../fixtures/money';
import { partnerApplication } from '../../fixtures/partnerApplication';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const IBAN = 'FR7630006000011234567890189';
const IBAN_MASKED = 'FR76 •••• •••• •••• •••• •••• 189';
const OTHER_IBAN = 'DE89370400440532013000';
const ADMIN = 'admin@partenaires.fr';

describe('partner calls', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await signIn(t.app, 'Admin', ADMIN);
  });
  afterAll(() => t.close());

  type Person = { browser: TestBrowser; token: string; email: string; name: string };
  let people = 0;
  async function person(
    identity: { name?: string; given_name?: string; family_name?: string; email?: string } = {},
  ): Promise<Person> {
    const email = identity.email ?? `p${++people}@example.fr`;
    const name = identity.name ?? `Personne ${people}`;
    const browser = createTestBrowser(t.app);
    await signInWith(browser, { ...identity, name, email });
    const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
    return { browser, token, email, name };
  }
  const call = (p: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: p.browser.cookieHeader(), 'x-csrf-token': p.token },
      ...(payload && { payload }),
    });
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers(), ...(payload && { payload }) });

  const apply = (p: Person, more: object = {}) =>
    call(p, 'POST', '/api/partner/apply', { ...partnerApplication(p.name), ...more });
  async function partner(identity?: Parameters<typeof person>[0]) {
    const p = await person(identity);
    const res = await apply(p);
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, code: res.json().data.code as string, id: res.json().data.id as number };
  }
  const setStatus = (id: number, status: string) =>
    t.database.db.updateTable('partners').set({ status }).where('id', '=', id).execute();
  const activate = (id: number) => setStatus(id, 'active');
  /** The partner's channel earned `cents` gross that day: imported by the admin as a report. */
  const earn = (id: number, day: string, cents: number) =>
    creditRevenueDay({ app: t.app, database: t.database, admin }, id, day, cents);
  const payoutStatus = (id: number, body: object) => asAdmin('PUT', `/api/admin/payouts/${id}/status`, body);

  describe('apply', () => {
    it('creates a pending partner with a readable code, the default threshold of 70 € and the name applied with', async () => {
      const p = await person({ name: 'Élise Durand' });
      const res = await apply(p, {
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
      const again = await apply(p);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('Vous êtes déjà partenaire');
    });

    it.each([
      ['an empty application', {}],
      [
        'an application without its name',
        { first_name: 'Jean', last_name: 'Dupont', company_name: 'Dupont SA' },
      ],
      ['an application whose name is blank', { name: '   ', first_name: 'Jean' }],
    ])('refuses %s with 400 naming the missing field in French, creating nothing', async (_, body) => {
      const p = await person();
      const res = await call(p, 'POST', '/api/partner/apply', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION',
        errors: [{ field: 'name', message: 'Nom requis' }],
      });
      expect((await call(p, 'GET', '/api/partner/me')).statusCode).toBe(404);
      expect(
        await t.database.db.selectFrom('partners').select('id').where('email', '=', p.email).execute(),
      ).toEqual([]);
    });

    it('refuses a guest with 401, and a bad phone with the field error, creating nothing', async () => {
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/partner/apply',
        payload: partnerApplication(),
      });
      expect(guest.statusCode).toBe(401);
      const p = await person();
      const bad = await apply(p, {
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

    it('links the partner an admin created to the person who signs in with that verified e-mail', async () => {
      const created = await asAdmin('POST', '/api/admin/partners', {
        code: 'LIEN1',
        name: 'Lien Un',
        email: 'lien1@example.fr',
      });
      expect(created.statusCode, created.body).toBe(201);
      const p = await person({ email: 'lien1@example.fr' });
      expect((await call(p, 'GET', '/api/partner/me')).json().data).toMatchObject({
        id: created.json().data.id,
        code: 'LIEN1',
        email: 'lien1@example.fr',
      });
      const again = await apply(p);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(PARTNER_MESSAGES.alreadyPartner);
      const partners = await t.database.db
        .selectFrom('partners')
        .select('id')
        .where('email', '=', 'lien1@example.fr')
        .execute();
      expect(partners).toHaveLength(1);
    });

    it('answers 409 "email_has_partner" to a sign-up with an e-mail that already has a partner, creating none', async () => {
      const p = await person({ email: 'lien2@example.fr' });
      // The admin adds the partner once the person is already signed in: it is theirs at their next sign-in.
      expect(
        (
          await asAdmin('POST', '/api/admin/partners', {
            code: 'LIEN2',
            name: 'Lien Deux',
            email: 'lien2@example.fr',
          })
        ).statusCode,
      ).toBe(201);
      const res = await apply(p);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'email_has_partner',
        message: PARTNER_MESSAGES.emailHasPartner,
      });
      const partners = await t.database.db
        .selectFrom('partners')
        .select('code')
        .where('email', '=', 'lien2@example.fr')
        .execute();
      expect(partners).toEqual([{ code: 'LIEN2' }]);
      const signedInAgain = await person({ email: 'lien2@example.fr' });
      expect((await call(signedInAgain, 'GET', '/api/partner/me')).json().data.code).toBe('LIEN2');
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
        '/api/partner/ledger',
        '/api/partner/ledger.csv',
      ])
        expect((await call(p, 'GET', url)).statusCode, url).toBe(404);
    });
  });

  describe('stats', () => {
    it('lists the days of the period with the gross in euros and cents, and the partner’s share', async () => {
      const p = await partner();
      await activate(p.id);
      await earn(p.id, '2025-11-02', 1234);
      await earn(p.id, '2025-11-05', 1);
      const res = await call(p, 'GET', '/api/partner/stats?from=2025-11-01&to=2025-11-30');
      expect(res.json().data).toEqual([
        {
          stat_date: '2025-11-02',
          page_views: 0,
          searches: 0,
          ad_filled_impressions: 0,
          adsense_estimated_earnings: 12.34,
          adsense_estimated_earnings_cents: 1234,
          partner_share_cents: 617,
        },
        {
          stat_date: '2025-11-05',
          page_views: 0,
          searches: 0,
          ad_filled_impressions: 0,
          adsense_estimated_earnings: 0.01,
          adsense_estimated_earnings_cents: 1,
          partner_share_cents: 1, // 0.5 cent, rounded half up
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
      await activate(a.id);
      await earn(a.id, '2025-11-03', 5000);
      expect(
        (await call(a, 'GET', '/api/partner/stats?from=2000-01-01&to=2030-01-01')).json().data,
      ).toHaveLength(1);
      expect((await call(b, 'GET', '/api/partner/stats?from=2000-01-01&to=2030-01-01')).json().data).toEqual(
        [],
      );
      expect((await call(b, 'GET', '/api/partner/ledger')).json().data).toEqual({
        entries: [],
        months: [],
        balance_cents: 0,
      });
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
    it('saves the IBAN cleaned and encrypted at rest, answers it masked to its owner, deletes it', async () => {
      const p = await partner();
      const saved = await call(p, 'PUT', '/api/partner/payment', {
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        holderName: '  Élise   Durand ',
      });
      expect(saved.json().data).toEqual({
        iban: IBAN_MASKED,
        holderName: 'Élise Durand',
        locked: false,
        usable_from: null, // a partner's first IBAN is usable at once
        open_payout_iban: null,
      });
      expect(saved.body).not.toContain('0112345678');
      const stored = await t.database.db
        .selectFrom('partner_payment_info')
        .selectAll()
        .where('partner_id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(stored.iban_encrypted).not.toContain('30006');
      const read = await call(p, 'GET', '/api/partner/payment');
      expect(read.json().data).toEqual({
        iban: IBAN_MASKED,
        holderName: 'Élise Durand',
        locked: false,
        usable_from: null,
        open_payout_iban: null,
      });
      expect(read.body).not.toContain(IBAN);
      // The full IBAN only in the admin's audited view.
      expect((await asAdmin('GET', `/api/admin/partners/${p.id}/payment`)).json().data.iban).toBe(IBAN);
      expect((await call(p, 'DELETE', '/api/partner/payment')).json().data).toEqual({
        iban: null,
        holderName: null,
        locked: false,
      });
      expect((await call(p, 'GET', '/api/partner/payment')).json().data).toEqual({
        iban: null,
        holderName: null,
        locked: false,
        usable_from: null,
        open_payout_iban: null,
      });
      const audit = await t.database.db
        .selectFrom('admin_audit')
        .select(['action', 'detail'])
        .where('target', '=', `partner:${p.id}`)
        .where('action', 'like', 'partner.payment.%')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => [a.action, a.detail && JSON.parse(a.detail)])).toEqual([
        ['partner.payment.save', { iban_last4: '0189' }],
        ['partner.payment.view', null],
        ['partner.payment.delete', { iban_last4: '0189' }],
      ]);
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
    /** The share of `cents` gross on `day` counted in this month's figure (yesterday is last month on the 1st). */
    const thisMonth = (day: string, cents: number) =>
      day.slice(0, 7) === parisDay().slice(0, 7) ? cents : 0;
    const payouts = async (p: Person) => (await call(p, 'GET', '/api/partner/payouts')).json().data;

    it('shows where the money stands: this month’s share, the available balance, lifetime, progress and why no claim', async () => {
      const p = await partner();
      await activate(p.id);
      await earn(p.id, yesterday(), 10_001); // 100.01 € gross, 50 % → 50.01 € (half up), threshold 70 €
      const { accrual, payouts: list } = await payouts(p);
      expect(list).toEqual([]);
      expect(accrual).toEqual({
        payout_threshold: 70,
        payout_threshold_cents: 7000,
        partner_amount: thisMonth(yesterday(), 5001) / 100,
        partner_amount_cents: thisMonth(yesterday(), 5001),
        percent: 71,
        eligible: false,
        share_percent: 50,
        available_cents: 5001,
        lifetime_cents: 5001,
        blocked_by: 'below_threshold',
        iban_usable_from: null,
      });
    });

    it('refuses a claim without payment info, and one below the threshold once a re-import lowered the day', async () => {
      const p = await partner();
      await activate(p.id);
      const day = yesterday();
      await earn(p.id, day, 15_000); // 75 € share: above the 70 € threshold
      const noPayment = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(noPayment.statusCode).toBe(400);
      expect(noPayment.json().error.message).toBe(PARTNER_MESSAGES.paymentInfoRequired);
      // The spec's button follows the threshold: it stays enabled, and the click shows the warning.
      expect((await payouts(p)).accrual).toMatchObject({ eligible: true, blocked_by: 'payment_info' });
      // The day imported again at 1 €: an adjustment, never a rewrite of the share.
      const again = await earn(p.id, day, 100);
      expect(again).toMatchObject({ shares: 0, adjustments: 1 });
      expect((await ledgerEntries(t.database, p.id)).map((e) => [e.kind, Number(e.amount_cents)])).toEqual([
        ['share', 7500],
        ['adjustment', -7450],
      ]);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      const low = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(low.statusCode).toBe(400);
      expect(low.json().error.message).toBe(PARTNER_MESSAGES.paymentPossibleAtThreshold);
      expect(await payouts(p)).toMatchObject({
        payouts: [],
        accrual: { available_cents: 50, eligible: false, blocked_by: 'below_threshold' },
      });
    });

    it('refuses a claim of a pending, paused, banned or suspended partner, whose earnings still count', async () => {
      const p = await partner();
      await activate(p.id);
      await earn(p.id, yesterday(), 15_000);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      for (const status of ['pending', 'paused', 'banned', 'suspended']) {
        await setStatus(p.id, status);
        const res = await call(p, 'POST', '/api/partner/payouts/claim');
        expect(res.statusCode, status).toBe(403);
        expect(res.json().error.message).toBe(PARTNER_MESSAGES.claimNotActive);
        expect((await payouts(p)).accrual).toMatchObject({
          available_cents: 7500,
          eligible: false,
          blocked_by: 'status',
        });
      }
      expect((await payouts(p)).payouts).toEqual([]);
      await activate(p.id);
      const res = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.partner_amount_cents).toBe(7500);
    });

    it('takes the whole available balance with the account it will be paid to; nothing more while it is open', async () => {
      const p = await partner();
      await activate(p.id);
      const day = yesterday();
      await earn(p.id, day, 15_000);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      expect((await payouts(p)).accrual).toMatchObject({ eligible: true, blocked_by: null, percent: 100 });
      const claim = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(claim.statusCode, claim.body).toBe(201);
      expect(claim.json().data).toMatchObject({
        status: 'pending',
        source: 'claim',
        gross_earnings_cents: 15_000,
        partner_share_percent: 50,
        partner_amount_cents: 7_500,
        partner_amount: 75,
        period_start: day,
        period_end: day,
        due_on: addDays(parisDay(), FIRST_PAYMENT_WITHIN_DAYS),
        iban_masked: IBAN_MASKED,
        holder_name: 'Élise',
        rejection_reason: null,
      });
      const again = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(PARTNER_MESSAGES.claimPending);
      const { payouts: list, accrual } = await payouts(p);
      expect(list).toHaveLength(1);
      expect(accrual).toMatchObject({
        available_cents: 0,
        lifetime_cents: 7_500,
        eligible: false,
        blocked_by: 'open_payout',
      });

      // The payment info is locked while the payout is open: it cannot be deleted, and a new IBAN does not
      // change the account the payout will be paid to.
      expect((await call(p, 'GET', '/api/partner/payment')).json().data).toEqual({
        iban: IBAN_MASKED,
        holderName: 'Élise',
        locked: true,
        usable_from: null,
        open_payout_iban: null,
      });
      const removed = await call(p, 'DELETE', '/api/partner/payment');
      expect(removed.statusCode).toBe(409);
      expect(removed.json().error.message).toBe(PARTNER_MESSAGES.paymentInfoLocked);
      expect(
        (await call(p, 'PUT', '/api/partner/payment', { iban: OTHER_IBAN, holderName: 'Autre' })).statusCode,
      ).toBe(200);
      expect((await payouts(p)).payouts[0]).toMatchObject({ iban_masked: IBAN_MASKED, holder_name: 'Élise' });
    });

    it('starts the next payout from what was earned after the last one: nothing is locked to a month', async () => {
      const p = await partner();
      await activate(p.id);
      const [first, second] = [addDays(parisDay(), -2), yesterday()];
      await earn(p.id, first, 15_000);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      const claimed = (await call(p, 'POST', '/api/partner/payouts/claim')).json().data;
      expect((await payoutStatus(claimed.id, { status: 'approved' })).statusCode).toBe(200);
      expect((await payoutStatus(claimed.id, { status: 'paid', reference: 'VIR-0001' })).statusCode).toBe(
        200,
      );
      // 80 € share: the next day's earnings count toward the next payout, with the launch bonus once the
      // lifetime share reaches its threshold (75 € + 80 € ≥ 80 €).
      await earn(p.id, second, 16_000);
      const { accrual } = await payouts(p);
      expect(accrual).toMatchObject({ available_cents: 9_000, lifetime_cents: 16_500, eligible: true });
      const next = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().data).toMatchObject({
        partner_amount_cents: 9_000,
        gross_earnings_cents: 16_000,
        period_start: second,
        period_end: second,
      });
      const list = (await payouts(p)).payouts;
      expect(
        list.map((x: { status: string; partner_amount_cents: number }) => [x.status, x.partner_amount_cents]),
      ).toEqual([
        ['pending', 9_000],
        ['paid', 7_500],
      ]);
    });

    it('gives a rejected payout’s money back, with the reason, and a new claim takes it again', async () => {
      const p = await partner();
      await activate(p.id);
      await earn(p.id, yesterday(), 15_000);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      const claimed = (await call(p, 'POST', '/api/partner/payouts/claim')).json().data;
      const rejected = await payoutStatus(claimed.id, {
        status: 'rejected',
        reason: 'IBAN refusé par la banque',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const { payouts: list, accrual } = await payouts(p);
      expect(list[0]).toMatchObject({ status: 'rejected', rejection_reason: 'IBAN refusé par la banque' });
      expect(accrual).toMatchObject({ available_cents: 7_500, eligible: true, blocked_by: null });
      expect((await ledgerEntries(t.database, p.id)).map((e) => [e.kind, Number(e.amount_cents)])).toEqual([
        ['share', 7_500],
        ['payout', -7_500],
        ['reversal', 7_500],
      ]);
      const again = await call(p, 'POST', '/api/partner/payouts/claim');
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().data.partner_amount_cents).toBe(7_500);
    });

    it('turns concurrent claims into one request', async () => {
      const p = await partner();
      await activate(p.id);
      await earn(p.id, yesterday(), 15_000);
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
      expect((await ledgerEntries(t.database, p.id)).filter((e) => e.kind === 'payout')).toHaveLength(1);
    });
  });

  describe('ledger', () => {
    it('lists every movement newest first with the running balance, and exports it as CSV', async () => {
      const p = await partner();
      await activate(p.id);
      await earn(p.id, '2025-10-31', 10_000);
      await earn(p.id, '2025-11-01', 5_001);
      await call(p, 'PUT', '/api/partner/payment', { iban: IBAN, holderName: 'Élise' });
      expect((await call(p, 'POST', '/api/partner/payouts/claim')).statusCode).toBe(201);
      const ledger = (await call(p, 'GET', '/api/partner/ledger')).json().data;
      expect(
        ledger.entries.map(
          (e: { kind: string; day: string; amount_cents: number; balance_cents: number }) => [
            e.kind,
            e.day,
            e.amount_cents,
            e.balance_cents,
          ],
        ),
      ).toEqual([
        ['payout', parisDay(), -7_501, 0],
        ['share', '2025-11-01', 2_501, 7_501],
        ['share', '2025-10-31', 5_000, 5_000],
      ]);
      expect(ledger.balance_cents).toBe(0);
      expect(ledger.months).toEqual([
        expect.objectContaining({
          month: '2025-10',
          gross_cents: 10_000,
          share_percent: 50,
          share_cents: 5_000,
          paid_cents: 0,
          balance_cents: 5_000,
        }),
        expect.objectContaining({
          month: '2025-11',
          gross_cents: 5_001,
          share_cents: 2_501,
          paid_cents: 0,
          balance_cents: 7_501,
        }),
        expect.objectContaining({ month: parisDay().slice(0, 7), paid_cents: 7_501, balance_cents: 0 }),
      ]);
      const csv = await call(p, 'GET', '/api/partner/ledger.csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('date;opération;canal;brut;pourcentage;montant;solde');
      expect(lines.slice(1).map((l) => l.split(';').slice(3).join(';'))).toEqual([
        '100,00;50;50,00;50,00',
        '50,01;50;25,01;75,01',
        ';;-75,01;0,00',
      ]);
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
    expect((await call(p, 'GET', '/api/partner/slots')).json().data).toEqual({
      slots: [
        { id: 'home', label: 'Accueil' },
        { id: 'cse_search', label: 'Page de résultats' },
      ],
      chosen: ['home', 'cse_search'],
    });
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
