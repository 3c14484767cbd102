// A partner business for the money tests: an admin, a partner holding a channel since long ago, and the
// admin's real calls to credit days (upload a report CSV, import it), claim and change payouts.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/platform/db/database';
import { reportCsv } from '../../fixtures/money';
import { applyAsPartner, signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

export const MONEY_ADMIN = 'admin@money.test';
export const IBAN = 'FR7630006000011234567890189';
export const OTHER_IBAN = 'DE89370400440532013000';

export type Business = { app: App; database: DatabaseHandle; admin: Caller };

/** A test file's app with its admin signed in, built before its tests and removed after them. */
export function useBusiness(env: NodeJS.ProcessEnv = {}): { t: TestApp; b: Business } {
  const handle = {} as { t: TestApp; b: Business };
  beforeAll(async () => {
    handle.t = await buildTestApp({ env: { ADMIN_EMAILS: MONEY_ADMIN, ...env } });
    const admin = await signIn(handle.t.app, 'Admin', MONEY_ADMIN);
    handle.b = { app: handle.t.app, database: handle.t.database, admin };
  });
  afterAll(() => handle.t.close());
  return handle;
}
export type TestPartner = { id: number; caller: Caller; channel: string; code: string };

export async function call(app: App, who: Caller, method: string, url: string, payload?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...who.headers(), ...(typeof payload === 'string' && { 'content-type': 'text/csv' }) },
    ...(payload !== undefined && { payload: payload as string }),
  });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
}

/** An active partner with a channel of its own, held since 2000, a threshold and a share, and an IBAN. */
export async function newPartner(
  b: Business,
  {
    percent = 50,
    thresholdEuros = 80,
    iban = IBAN,
  }: { percent?: number; thresholdEuros?: number; iban?: string | null } = {},
): Promise<TestPartner> {
  const tag = randomBytes(4).toString('hex');
  const caller = await signIn(b.app, `Partenaire ${tag}`, `p-${tag}@money.test`);
  const id = await applyAsPartner(b.app, caller);
  const channel = `ca-pub-1234567890123456:${parseInt(tag, 16)}`;
  expect(
    (await call(b.app, b.admin, 'POST', '/api/admin/adsense/unused-channels', { channel_id: channel }))
      .status,
  ).toBe(201);
  const activated = await call(b.app, b.admin, 'PUT', `/api/admin/partners/${id}`, {
    status: 'active',
    revenue_share_percent: percent,
    payout_threshold: thresholdEuros,
  });
  expect(activated.status, activated.body).toBe(200);
  expect(activated.json().data.adsense_custom_channel_id).toBe(channel);
  // The channel was handed out today; the tests credit earlier days to it.
  await b.database.db
    .updateTable('channel_holdings')
    .set({ from_day: '2000-01-01' })
    .where('partner_id', '=', id)
    .execute();
  if (iban)
    expect(
      (await call(b.app, caller, 'PUT', '/api/partner/payment', { iban, holderName: 'Zoé Dupré' })).status,
    ).toBe(200);
  const code = (await call(b.app, caller, 'GET', '/api/partner/me')).json().data.code as string;
  return { id, caller, channel, code };
}

/** Uploads a report and imports all its days as the admin; answers the import's result. */
export async function importReport(b: Business, rows: [string, string, string][]) {
  const upload = await call(b.app, b.admin, 'POST', '/api/admin/adsense/upload', reportCsv(rows));
  expect(upload.status, upload.body).toBe(200);
  const days = upload.json().data.days as string[];
  const imported = await call(b.app, b.admin, 'POST', '/api/admin/adsense/import', { days });
  expect(imported.status, imported.body).toBe(200);
  return imported.json().data as {
    updated: number;
    shares: number;
    adjustments: number;
    automatic_payouts: number;
  };
}

export const ledgerOf = async (b: Business, p: TestPartner) =>
  (await call(b.app, p.caller, 'GET', '/api/partner/ledger')).json().data as {
    entries: {
      kind: string;
      amount_cents: number;
      balance_cents: number;
      day: string;
      gross_cents: number | null;
      share_percent: number | null;
    }[];
    months: {
      month: string;
      gross_cents: number;
      share_cents: number;
      paid_cents: number;
      balance_cents: number;
    }[];
    balance_cents: number;
  };

export const accrualOf = async (b: Business, p: TestPartner) => {
  const res = await call(b.app, p.caller, 'GET', '/api/partner/payouts');
  expect(res.status, res.body).toBe(200);
  return res.json().data as {
    payouts: {
      id: number;
      status: string;
      partner_amount_cents: number;
      source: string;
      rejection_reason: string | null;
      iban_masked: string | null;
    }[];
    accrual: {
      available_cents: number;
      lifetime_cents: number;
      partner_amount_cents: number;
      eligible: boolean;
      blocked_by: string | null;
      percent: number;
      share_percent: number;
    };
  };
};

export const claim = (b: Business, p: TestPartner) =>
  call(b.app, p.caller, 'POST', '/api/partner/payouts/claim');

export const setStatus = (b: Business, payoutId: number, body: object) =>
  call(b.app, b.admin, 'PUT', `/api/admin/payouts/${payoutId}/status`, body);

/** The ledger's sum straight from the database, beside what the API says. */
export async function ledgerSum(database: DatabaseHandle, partnerId: number): Promise<number> {
  const rows = await database.db
    .selectFrom('partner_ledger')
    .select('amount_cents')
    .where('partner_id', '=', partnerId)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount_cents), 0);
}
