import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditRevenueDay, ledgerEntries, yesterday } from '../../fixtures/money';
import { applyAsPartner, signIn } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const CLAIMS = 200;

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: 'admin@course.fr' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it(`V2.3.4 ${CLAIMS} concurrent identical claims over real connections create exactly one payout request`, async () => {
  const partner = await signIn(t.app, 'Course', 'course@example.fr');
  const id = await applyAsPartner(t.app, partner);
  await t.database.db.updateTable('partners').set({ status: 'active' }).where('id', '=', id).execute();
  const admin = await signIn(t.app, 'Admin', 'admin@course.fr');
  await creditRevenueDay({ app: t.app, database: t.database, admin }, id, yesterday(), 30_000);
  const payment = await t.app.inject({
    method: 'PUT',
    url: '/api/partner/payment',
    headers: partner.headers(),
    payload: { iban: 'FR7630006000011234567890189', holderName: 'Course' },
  });
  expect(payment.statusCode, payment.body).toBe(200);

  const statuses = await Promise.all(
    Array.from({ length: CLAIMS }, () =>
      fetch(`${origin}/api/partner/payouts/claim`, { method: 'POST', headers: partner.headers() }).then(
        async (res) => (await res.arrayBuffer(), res.status),
      ),
    ),
  );
  const tally = statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
  expect(tally).toEqual({ 201: 1, 409: CLAIMS - 1 });
  const requests = await t.database.db
    .selectFrom('payout_requests')
    .selectAll()
    .where('partner_id', '=', id)
    .execute();
  expect(requests).toHaveLength(1);
  // The whole balance: the 150 € share and the 10 € launch bonus its lifetime share reached.
  expect(requests[0]).toMatchObject({
    gross_earnings_cents: 30_000,
    partner_amount_cents: 16_000,
    status: 'pending',
  });
  const ledger = await ledgerEntries(t.database, id);
  expect(ledger.map((e) => [e.kind, Number(e.amount_cents)])).toEqual([
    ['share', 15_000],
    ['bonus', 1_000],
    ['payout', -16_000],
  ]);
});
