// node --import tsx bench/revenue-import.ts – a 100,000-line AdSense report (1,000 channels × 100 days) checked,
// kept, previewed and credited to 1,000 partners' ledgers; then the same report corrected on every line
// (100,000 adjustments). PostgreSQL when it answers (BENCH_PG_URL), else SQLite.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { parisDay } from '../common/dates';
import { addDays } from '../common/periods';
import { loadConfig } from '../server/platform/config';
import { isReachable, openDatabase } from '../server/platform/db/database';
import { migrateToLatest } from '../server/platform/db/migrate';
import { reportRowsOfCsv } from '../server/programme/revenue/csv';
import { createRevenueService } from '../server/programme/revenue/service';

const CHANNELS = 1_000;
const DAYS = 100;
/** Budget of each step on this 2-core machine, seconds. */
const BUDGET_S = { upload: 20, import: 30 };

const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_${randomBytes(4).toString('hex')}`;
const pgConfig = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-rev-')),
  DATABASE_URL: pgUrl,
  DATABASE_SCHEMA: schema,
  LOG_LEVEL: 'warn',
});
let database = openDatabase(pgConfig.database);
let config = pgConfig;
if (!(await isReachable(database.db))) {
  await database.db.destroy();
  config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-rev-')), LOG_LEVEL: 'warn' });
  database = openDatabase(config.database);
}
await migrateToLatest(database);

const { db } = database;
const admin = await db
  .insertInto('users')
  .values({
    issuer: 'bench',
    subject: 'admin',
    email: 'admin@bench.test',
    name: 'Admin',
    last_login_at: new Date().toISOString(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
for (let i = 0; i < CHANNELS; i += 500) {
  const batch = Array.from({ length: Math.min(500, CHANNELS - i) }, (_, k) => i + k);
  const partners = await db
    .insertInto('partners')
    .values(
      batch.map((n) => ({
        code: `BENCH${n}`,
        name: `Partenaire ${n}`,
        email: `p${n}@bench.test`,
        status: 'active',
        revenue_share_percent: 50,
        payout_threshold_cents: 7_000,
        adsense_custom_channel_id: `${1_000_000 + n}`,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('channel_holdings')
    .values(
      partners.map((p, k) => ({
        channel_id: `${1_000_000 + i + k}`,
        partner_id: p.id,
        from_day: '2000-01-01',
      })),
    )
    .execute();
}

const today = parisDay();
const days = Array.from({ length: DAYS }, (_, d) => addDays(today, -DAYS - 1 + d));
const csvOf = (extraCents: number) =>
  ['DATE,CUSTOM_CHANNEL_ID,ESTIMATED_EARNINGS']
    .concat(
      days.flatMap((day, d) =>
        Array.from({ length: CHANNELS }, (_, c) => {
          const cents = ((c * 7919 + d * 104_729) % 50_000) + extraCents;
          return `${day},ca-pub-1234567890123456:${1_000_000 + c},${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        }),
      ),
    )
    .join('\n');

const revenue = createRevenueService(database, config);
async function run(label: string, extraCents: number) {
  const text = csvOf(extraCents);
  let started = performance.now();
  const rows = reportRowsOfCsv(text);
  const parseS = (performance.now() - started) / 1000;
  started = performance.now();
  const upload = await revenue.storeUpload(rows, admin.id);
  const uploadS = (performance.now() - started) / 1000;
  started = performance.now();
  const result = await revenue.importDays(upload.days, admin.id);
  const importS = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${rows.length} lines (${(text.length / 1e6).toFixed(1)} MB) – parse ${parseS.toFixed(1)} s, check + keep + preview ${uploadS.toFixed(1)} s (budget ${BUDGET_S.upload} s), import ${importS.toFixed(1)} s (budget ${BUDGET_S.import} s): ${result.shares} shares, ${result.adjustments} adjustments, ${result.updated} partners`,
  );
  return uploadS <= BUDGET_S.upload && importS <= BUDGET_S.import;
}

console.log(`database: ${database.dialect}`);
const firstOk = await run('first import', 0);
const correctionOk = await run('every line corrected', 1);
const entries = await db
  .selectFrom('partner_ledger')
  .select((eb) => eb.fn.countAll().as('n'))
  .executeTakeFirstOrThrow();
console.log(`ledger entries: ${entries.n}`);
if (database.dialect === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
await db.destroy();
process.exit(firstOk && correctionOk ? 0 : 1);
