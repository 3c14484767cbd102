// Money safety around the IBAN, through the API: a change asks for a recent sign-in; a new IBAN waits 72 hours
// (the first one does not); an open payout keeps the IBAN of its claim, and the partner and the admin see both;
// « Ce n'était pas moi » freezes the partner's payouts until an admin lifts it.
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_IBAN_HOLD_HOURS } from '../../../common/constants';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { maskIban } from '../../../common/partner';
import { parisDay } from '../../../common/dates';
import { signInWith } from '../../fixtures/browser';
import type { Caller } from '../../fixtures/roles';
import { claimPayout } from '../../../server/programme/payouts/service';
import { runMonthlyPayouts } from '../../../server/programme/payouts/monthly';
import {
  accrualOf,
  call,
  claim,
  IBAN,
  importReport,
  newPartner,
  OTHER_IBAN,
  setStatus,
  type Business,
  type TestPartner,
  useBusiness,
} from './business';

const THIRD_IBAN = 'GB82WEST12345698765432';
const HOUR_MS = 3_600_000;

const ctx = useBusiness({
  SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
  SEPA_DEBTOR_IBAN: 'FR76 3000 4000 0312 3456 7890 143',
  SEPA_DEBTOR_BIC: 'BNPAFRPPXXX',
});
let b: Business;
beforeAll(() => ({ b } = ctx));

const changeIban = (p: { caller: Caller }, iban: string) =>
  call(b.app, p.caller, 'PUT', '/api/partner/payment', { iban, holderName: 'Zoé Dupré' });

/** The partner's sign-in in this session made `minutes` ago. */
async function signedInMinutesAgo(p: TestPartner, minutes: number | null) {
  const user = await b.database.db
    .selectFrom('partners')
    .select('user_id')
    .where('id', '=', p.id)
    .executeTakeFirstOrThrow();
  await b.database.db
    .updateTable('session_accounts')
    .set({ signed_in_at: minutes === null ? null : new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('user_id', '=', user.user_id!)
    .execute();
}

/** Signs the partner in again in the same browser (a new session, hence a new CSRF token). */
async function signInAgain(p: TestPartner): Promise<TestPartner> {
  const me = (await call(b.app, p.caller, 'GET', '/api/partner/me')).json().data;
  const browser = p.caller.browser;
  await signInWith(browser, { name: me.name, email: me.email });
  const token = JSON.parse((await browser.request('/csrf-token')).body).data.csrfToken as string;
  return {
    ...p,
    caller: { browser, token, headers: () => ({ cookie: browser.cookieHeader(), 'x-csrf-token': token }) },
  };
}

/** A partner with a payout of their balance claimed to their first IBAN. */
async function partnerWithClaim(status: 'pending' | 'approved' = 'pending') {
  const p = await newPartner(b);
  await importReport(b, [['2026-11-05', p.channel, '200.00']]);
  const claimed = await claim(b, p);
  expect(claimed.status, claimed.body).toBe(201);
  const id = claimed.json().data.id as number;
  if (status === 'approved') expect((await setStatus(b, id, { status: 'approved' })).status).toBe(200);
  return { p, payoutId: id };
}

const outboxOf = (email: string) =>
  b.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .where('kind', '=', 'iban_changed')
    .orderBy('id')
    .execute();

const emailOf = async (p: TestPartner) =>
  (await call(b.app, p.caller, 'GET', '/api/partner/me')).json().data.email as string;

describe('PUT /api/partner/payment – a recent sign-in', () => {
  it('a sign-in older than 10 minutes is refused with 401 « reconnectez-vous » and changes nothing', async () => {
    const p = await newPartner(b);
    await signedInMinutesAgo(p, 11);
    const refused = await changeIban(p, OTHER_IBAN);
    expect(refused.status).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'recent_sign_in_required',
      message: M.recentSignInRequired,
    });
    expect(M.recentSignInRequired).toContain('reconnectez-vous');
    expect((await call(b.app, p.caller, 'GET', '/api/partner/payment')).json().data.iban).toBe(
      maskIban(IBAN),
    );
    expect(await outboxOf(await emailOf(p))).toHaveLength(1); // the first IBAN's message only
  });

  it('a session from before sign-in times were kept is asked to sign in again too', async () => {
    const p = await newPartner(b);
    await signedInMinutesAgo(p, null);
    expect((await changeIban(p, OTHER_IBAN)).status).toBe(401);
  });

  it('a sign-in of 9 minutes is enough, and signing in again renews it', async () => {
    const p = await newPartner(b);
    await signedInMinutesAgo(p, 9);
    expect((await changeIban(p, OTHER_IBAN)).status).toBe(200);
    await signedInMinutesAgo(p, 30);
    expect((await changeIban(p, THIRD_IBAN)).status).toBe(401);
    const again = await signInAgain(p);
    const saved = await changeIban(again, THIRD_IBAN);
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json().data.iban).toBe(maskIban(THIRD_IBAN));
  });
});

describe('a new IBAN waits before any transfer', () => {
  it('the first IBAN is usable at once; a new one is refused for 72 hours with « Nouvel IBAN utilisable à partir du … »', async () => {
    const p = await newPartner(b);
    expect((await call(b.app, p.caller, 'GET', '/api/partner/payment')).json().data.usable_from).toBeNull();
    await importReport(b, [['2026-11-06', p.channel, '200.00']]);
    const before = Date.now();
    const saved = await changeIban(p, OTHER_IBAN);
    expect(saved.status, saved.body).toBe(200);
    const usableFrom = saved.json().data.usable_from as string;
    const wait = new Date(usableFrom).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(NEW_IBAN_HOLD_HOURS * HOUR_MS - 1000);
    expect(wait).toBeLessThanOrEqual(NEW_IBAN_HOLD_HOURS * HOUR_MS + 60_000);

    const standing = await accrualOf(b, p);
    expect(standing.accrual.blocked_by).toBe('iban_hold');
    const refused = await claim(b, p);
    expect(refused.status).toBe(409);
    expect(refused.json().error.code).toBe('iban_on_hold');
    expect(refused.json().error.message).toBe(M.claimOnHold(usableFrom));
    expect(refused.json().error.message).toMatch(
      /^Nouvel IBAN utilisable à partir du \d{1,2} \S+ \d{4} à \d{2}:\d{2}/,
    );

    // The monthly run skips them too; 72 hours later the claim goes to the new IBAN.
    await runMonthlyPayouts(b.database, b.app.config.ibanKey, '2031-01-31');
    expect((await accrualOf(b, p)).payouts).toEqual([]);
    const later = new Date(new Date(usableFrom).getTime() + 60_000);
    const payout = await claimPayout(b.database, b.app.config.ibanKey, p.id, 'claim', parisDay(), later);
    expect(payout.iban_masked).toBe(maskIban(OTHER_IBAN));
  });

  it('the holder name alone is no new IBAN: nothing waits', async () => {
    const p = await newPartner(b);
    const saved = await call(b.app, p.caller, 'PUT', '/api/partner/payment', {
      iban: IBAN,
      holderName: 'Zoé Martin',
    });
    expect(saved.json().data).toMatchObject({ holderName: 'Zoé Martin', usable_from: null });
  });
});

describe('an open payout keeps the IBAN of its claim', () => {
  it('the partner is told at the change; the admin sees the IBAN paid and the current one beside it; the SEPA file pays the first', async () => {
    const { p, payoutId } = await partnerWithClaim('approved');
    const saved = await changeIban(p, OTHER_IBAN);
    expect(saved.json().data).toMatchObject({ iban: maskIban(OTHER_IBAN), open_payout_iban: maskIban(IBAN) });
    expect(M.openPayoutKeepsIban(maskIban(IBAN))).toContain(maskIban(IBAN));

    const mine = (await accrualOf(b, p)).payouts.find((x) => x.id === payoutId)!;
    expect(mine.iban_masked).toBe(maskIban(IBAN));

    const row = (await call(b.app, b.admin, 'GET', `/api/admin/payouts?partner_id=${p.id}`))
      .json()
      .data.find((x: { id: number }) => x.id === payoutId);
    expect(row).toMatchObject({ iban_masked: maskIban(IBAN), current_iban_masked: maskIban(OTHER_IBAN) });

    const batch = (await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches')).json().data;
    const file = await call(b.app, b.admin, 'GET', `/api/admin/payouts/batches/${batch.id}/sepa.xml`);
    expect(file.body).toContain(`<IBAN>${IBAN}</IBAN>`);
    expect(file.body).not.toContain(`<IBAN>${OTHER_IBAN}</IBAN>`);
  });

  it('with the same IBAN, the admin sees no second one', async () => {
    const { p, payoutId } = await partnerWithClaim();
    const row = (await call(b.app, b.admin, 'GET', `/api/admin/payouts?partner_id=${p.id}`))
      .json()
      .data.find((x: { id: number }) => x.id === payoutId);
    expect(row).toMatchObject({ iban_masked: maskIban(IBAN), current_iban_masked: null });
    expect(
      (await call(b.app, p.caller, 'GET', '/api/partner/payment')).json().data.open_payout_iban,
    ).toBeNull();
  });
});

describe('« Ce n’était pas moi »', () => {
  it('the change queues the IBAN changed message in its transaction, to the account’s address, with the last 4 and a link', async () => {
    const p = await newPartner(b);
    const email = await emailOf(p);
    await changeIban(p, OTHER_IBAN);
    const messages = await outboxOf(email);
    expect(messages).toHaveLength(2);
    const data = JSON.parse(messages[1]!.data);
    expect(data.last4).toBe(OTHER_IBAN.slice(-4));
    expect(Math.abs(new Date(data.at).getTime() - Date.now())).toBeLessThan(60_000);
    expect(data.notMePath).toMatch(/^\/iban\/not-me\?token=\d+\.[\w-]+$/);
  });

  it('freezes the partner’s payouts once: no claim, no monthly payout, out of SEPA batches, until an admin lifts it', async () => {
    const { p, payoutId } = await partnerWithClaim('approved');
    const email = await emailOf(p);
    await changeIban(p, OTHER_IBAN);
    const path = JSON.parse((await outboxOf(email)).at(-1)!.data).notMePath as string;
    const token = new URL(path, 'http://x').searchParams.get('token')!;

    const page = await b.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(M.notMeExplained(OTHER_IBAN.slice(-4)));
    expect(page.body).toContain('<form method="post" action="/iban/not-me">');
    // Opening the page freezes nothing: a mail scanner following the link changes nothing.
    expect((await accrualOf(b, p)).accrual.blocked_by).not.toBe('frozen');

    const tampered = await b.app.inject({
      method: 'POST',
      url: '/iban/not-me',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `token=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain(M.notMeInvalid);

    const post = () =>
      b.app.inject({
        method: 'POST',
        url: '/iban/not-me',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const frozen = await post();
    expect(frozen.statusCode).toBe(200);
    expect(frozen.body).toContain(M.notMeDone);
    expect((await post()).statusCode).toBe(409);

    expect((await accrualOf(b, p)).accrual.blocked_by).toBe('frozen');
    const audit = await b.database.db
      .selectFrom('admin_audit')
      .select(['action'])
      .where('target', '=', `partner:${p.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('partner.payouts.freeze');

    // The open payout stays approved and out of any batch; the admin sees the freeze.
    const created = await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches');
    if (created.status === 201) {
      const file = await call(
        b.app,
        b.admin,
        'GET',
        `/api/admin/payouts/batches/${created.json().data.id}/sepa.xml`,
      );
      expect(file.body).not.toContain(`paiement ${payoutId}<`);
    } else expect(created.status).toBe(409);
    const row = (await call(b.app, b.admin, 'GET', `/api/admin/payouts?partner_id=${p.id}`))
      .json()
      .data.find((x: { id: number }) => x.id === payoutId);
    expect(row).toMatchObject({ status: 'approved', batch_id: null });
    expect(row.payouts_frozen_since).toEqual(expect.any(String));
    const freezes = (await call(b.app, b.admin, 'GET', '/api/admin/partners/payouts-freezes')).json().data;
    expect(freezes.map((f: { partner_id: number }) => f.partner_id)).toContain(p.id);

    // The partner may not lift it; the admin does, once, and it is recorded.
    expect((await call(b.app, p.caller, 'POST', `/api/admin/partners/${p.id}/payouts-unfreeze`)).status).toBe(
      403,
    );
    const lifted = await call(b.app, b.admin, 'POST', `/api/admin/partners/${p.id}/payouts-unfreeze`);
    expect(lifted.status, lifted.body).toBe(200);
    expect(lifted.json().data.payouts_frozen_since).toBeNull();
    const again = await call(b.app, b.admin, 'POST', `/api/admin/partners/${p.id}/payouts-unfreeze`);
    expect(again.status).toBe(409);
    expect(again.json().error.message).toBe(M.notFrozen);
    const batch = await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches');
    expect(batch.status, batch.body).toBe(201);
    const file = await call(
      b.app,
      b.admin,
      'GET',
      `/api/admin/payouts/batches/${batch.json().data.id}/sepa.xml`,
    );
    expect(file.body).toContain(`paiement ${payoutId}<`);
    expect(file.body).toContain(`<IBAN>${IBAN}</IBAN>`);
  });

  it('a frozen partner’s claim is refused with a French message, and the monthly run skips them', async () => {
    const p = await newPartner(b);
    await importReport(b, [['2026-11-07', p.channel, '200.00']]);
    await changeIban(p, OTHER_IBAN);
    const path = JSON.parse((await outboxOf(await emailOf(p))).at(-1)!.data).notMePath as string;
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    await b.app.inject({
      method: 'POST',
      url: '/iban/not-me',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    const refused = await claim(b, p);
    expect(refused.status).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'payouts_frozen', message: M.payoutsFrozen });
    const later = new Date(Date.now() + 100 * HOUR_MS);
    await expect(
      claimPayout(b.database, b.app.config.ibanKey, p.id, 'claim', parisDay(), later),
    ).rejects.toMatchObject({ code: 'payouts_frozen' });
    await runMonthlyPayouts(b.database, b.app.config.ibanKey, '2031-02-28');
    expect((await accrualOf(b, p)).payouts).toEqual([]);
  });

  it('an unknown or forged link opens a page saying it is not valid', async () => {
    const page = await b.app.inject({
      method: 'GET',
      url: '/iban/not-me?token=999999.forged',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(M.notMeInvalid);
    // A caller that is no browser gets the API's JSON error.
    const api = await b.app.inject({ method: 'GET', url: '/iban/not-me?token=999999.forged' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toMatchObject({ code: 'not_me_link_invalid', message: M.notMeInvalid });
  });
});
