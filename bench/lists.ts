// node --import tsx bench/lists.ts – every paged list at scale on PostgreSQL (its own schema, seeded in bulk by
// generate_series): 100k partners, payouts, ad channels and fraud signals, 1M ledger entries (100k of them one
// partner's) and 1M security events; each page asked through the app as the admin or the partner asks it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { FRAUD_SIGNAL_DAYS } from '../common/constants';
import { parisDay } from '../common/dates';
import { addDays } from '../common/periods';
import { PAGE_HEADERS } from '../common/pagination';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/platform/config';
import { isReachable, openDatabase } from '../server/platform/db/database';
import { migrateToLatest } from '../server/platform/db/migrate';
import { applyAsPartner, signIn, type Caller } from '../tests/fixtures/roles';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const BIG = Number(process.env.BENCH_LIST_BIG_ROWS ?? 1_000_000);
/** Pages asked per list (the first and the next ones, by their cursors). */
const SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 20);
/** The budget of a page, ms at p95. */
const BUDGET_MS = 50;

const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_lists_${randomBytes(4).toString('hex')}`;
const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lists-')),
  DATABASE_URL: pgUrl,
  DATABASE_SCHEMA: schema,
  ADMIN_EMAILS: 'admin@bench.test',
  LOG_LEVEL: 'warn',
});
const database = openDatabase(config.database);
if (!(await isReachable(database.db))) {
  console.error(`PostgreSQL does not answer at ${pgUrl}: this benchmark runs on PostgreSQL only.`);
  process.exit(1);
}
const { db } = database;
await migrateToLatest(database);
const app = await buildApp({ config, database });

const time = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await run();
  console.log(`seeded ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
};

try {
  const admin = await signIn(app, 'Admin', 'admin@bench.test');
  const partner = await signIn(app, 'Partenaire', 'partner@bench.test');
  const partnerId = await applyAsPartner(app, partner);
  const today = parisDay();
  const now = Date.now();

  await time(`${ROWS} partners`, () =>
    sql`insert into partners (code, name, email, status, revenue_share_percent, payout_threshold_cents)
      select 'BENCH' || g, 'Partenaire ' || md5(g::text), 'p' || g || '@bench.test',
        (array['pending', 'active', 'suspended'])[1 + g % 3], 50, 7000
      from generate_series(1, ${ROWS}) g`.execute(db),
  );
  await time(`${ROWS} payouts`, () =>
    sql`insert into payout_requests (partner_id, period_start, period_end, gross_earnings_cents,
        partner_share_percent, partner_amount_cents, status, source, due_on)
      select ${partnerId} + 1 + g % ${ROWS}, '2026-01-01', '2026-01-31', 20000 + g % 5000, 50, 10000 + g % 2500,
        (array['pending', 'approved', 'paid', 'rejected'])[1 + g % 4], 'claim',
        to_char(date '2026-01-01' + (g % 600), 'YYYY-MM-DD')
      from generate_series(1, ${ROWS}) g`.execute(db),
  );
  await time(`${ROWS} ad channels`, () =>
    sql`insert into ad_channels (channel_id, label, used_by_partner_id, used_at)
      select (5000000 + g)::text, 'Canal ' || g, case when g % 2 = 0 then ${partnerId} + g end,
        case when g % 2 = 0 then now() end
      from generate_series(1, ${ROWS}) g`.execute(db),
  );
  // The partner's own 100k entries (a share a channel a day), then the rest of the ledger spread over the others.
  await time(`${BIG} ledger entries`, () =>
    sql`insert into partner_ledger (partner_id, kind, day, channel_id, gross_cents, share_percent, amount_cents)
      select case when g <= ${ROWS} then ${partnerId} else ${partnerId} + 1 + g % ${ROWS} end, 'share',
        to_char(date '2024-01-01' + (g / 100), 'YYYY-MM-DD'), (g % 100)::text, 200 + g % 50, 50, 100 + g % 25
      from generate_series(1, ${BIG}) g`.execute(db),
  );
  await time(`${ROWS} fraud signals`, () =>
    sql`insert into partner_fraud_signals (partner_id, day, scope, source, flagged_events, first_at, last_at)
      select ${partnerId} + 1 + g % ${ROWS}, ${addDays(today, -(FRAUD_SIGNAL_DAYS - 1))}::date + 0 + g % ${FRAUD_SIGNAL_DAYS}
        , 'address', '10.' || (g / 65536) % 256 || '.' || (g / 256) % 256 || '.' || g % 256, 1 + g % 40, now(), now()
      from generate_series(1, ${ROWS}) g`.execute(db),
  );
  // A week of the request log, evenly: the dashboard's last day holds a seventh of it.
  await time(`${BIG} security events`, () =>
    sql`insert into security_events (at, ip, path, status, jail)
      select ${new Date(now).toISOString()}::timestamptz - (g % ${7 * 24 * 3600}) * interval '1 second',
        '192.0.' || (g / 256) % 64 || '.' || g % 256, '/api/search', 429,
        (array['auth', 'rate-limit', 'api', 'scan'])[1 + g % 4]
      from generate_series(1, ${BIG}) g`.execute(db),
  );
  // As autovacuum leaves a table once written: its statistics and visibility map (index-only scans).
  await time('statistics', () => sql`vacuum analyze`.execute(db));

  type Row = { list: string; rows: string; p50: number; p95: number; pages: number; total: string };
  const table: Row[] = [];
  const measure = async (list: string, rows: string, path: string, as: Caller) => {
    const times: number[] = [];
    let url: string | null = path;
    let total = '';
    for (let i = 0; i < SAMPLES; i++) {
      if (!url) url = path; // past the last page: start again
      const start = performance.now();
      const res: { statusCode: number; body: string; headers: Record<string, unknown> } = await app.inject({
        method: 'GET',
        url,
        headers: as.headers(),
      });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      const capped = res.headers[PAGE_HEADERS.capped] === 'true';
      if (i === 0)
        total = res.headers[PAGE_HEADERS.total]
          ? `${capped ? '> ' : ''}${String(res.headers[PAGE_HEADERS.total])}`
          : '';
      const next: unknown = res.headers[PAGE_HEADERS.next];
      url = next ? `${path}${path.includes('?') ? '&' : '?'}cursor=${String(next)}` : null;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    table.push({ list, rows, p50: at(0.5), p95: at(0.95), pages: SAMPLES, total });
  };

  const k = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  await measure('admin partners (newest)', k(ROWS), '/api/admin/partners', admin);
  await measure('admin partners by name', k(ROWS), '/api/admin/partners?sort=name', admin);
  await measure('admin partners ?status=active', k(ROWS), '/api/admin/partners?status=active', admin);
  await measure('admin partners ?q=', k(ROWS), '/api/admin/partners?q=bench4242', admin);
  await measure('admin partners ?q= (common)', k(ROWS), '/api/admin/partners?q=partenaire%20a', admin);
  await measure('admin payouts (due)', k(ROWS), '/api/admin/payouts', admin);
  await measure('admin payouts ?status=paid', k(ROWS), '/api/admin/payouts?status=paid', admin);
  await measure('admin payouts by amount', k(ROWS), '/api/admin/payouts?sort=amount', admin);
  await measure('admin ad channels', k(ROWS), '/api/admin/adsense/unused-channels', admin);
  await measure('admin ad channels ?used=no', k(ROWS), '/api/admin/adsense/unused-channels?used=no', admin);
  await measure('admin request log', k(BIG), '/api/admin/security/events', admin);
  await measure('admin request log ?jail=auth', k(BIG), '/api/admin/security/events?jail=auth', admin);
  await measure('admin fraud list', k(ROWS), '/api/admin/security/fraud-signals', admin);
  await measure('admin security dashboard', `${k(BIG)} events`, '/api/admin/security', admin);
  await measure('partner ledger (portal)', `${k(ROWS)} of ${k(BIG)}`, '/api/partner/ledger', partner);
  await measure(
    'admin partner ledger',
    `${k(ROWS)} of ${k(BIG)}`,
    `/api/admin/partners/${partnerId}/ledger?limit=50`,
    admin,
  );

  console.log(`\n| list | rows | total shown | ms p50 | ms p95 | budget | ok |`);
  console.log('|---|---|---|---:|---:|---:|---|');
  for (const r of table)
    console.log(
      `| ${r.list} | ${r.rows} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ ${BUDGET_MS} ms | ${r.p95 <= BUDGET_MS ? 'ok' : 'OVER'} |`,
    );
  console.log(`\n${SAMPLES} pages each, walked by their cursors (PostgreSQL, schema ${schema}).`);
} finally {
  await app.close();
  // BENCH_LIST_KEEP=1 keeps the seeded schema, to read its plans with EXPLAIN.
  if (process.env.BENCH_LIST_KEEP !== '1') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
