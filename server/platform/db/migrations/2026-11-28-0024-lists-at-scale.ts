// Lists at 100k rows and more: the payouts' default order (open ones by due day, then the rest newest first) read
// from an index of its own expressions, a partner's ledger by day with its months kept summed (by a trigger, so
// that no writer can forget them), the security dashboard's and the fraud list's windows read from their
// indexes alone, and on PostgreSQL the partners' search by trigrams (`pg_trgm`).
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Written as the payouts store writes its order, literal for literal: an expression index serves only the same
// expressions.
const OPEN = `status in ('pending', 'approved')`;
const DUE_ORDER = [
  `(case when ${OPEN} then 0 else 1 end)`,
  `(case when ${OPEN} then due_on else '' end)`,
  `(case when ${OPEN} then id else -id end)`,
].join(', ');

const INDEXES: { name: string; table: string; columns: string }[] = [
  { name: 'payout_requests_due_order', table: 'payout_requests', columns: DUE_ORDER },
  { name: 'payout_requests_status_due_order', table: 'payout_requests', columns: `status, ${DUE_ORDER}` },
  {
    name: 'payout_requests_partner_due_order',
    table: 'payout_requests',
    columns: `partner_id, ${DUE_ORDER}`,
  },
  // A page of a ledger, its balance up to an entry and its months' sums, all from one range.
  {
    name: 'partner_ledger_partner_day',
    table: 'partner_ledger',
    columns: 'partner_id, day, id, amount_cents',
  },
  // The dashboard's most failing addresses of the last day, from the index alone.
  { name: 'security_events_at_ip', table: 'security_events', columns: 'at, ip' },
  // The fraud list's window summed without reading the table.
  {
    name: 'partner_fraud_signals_day_sums',
    table: 'partner_fraud_signals',
    columns: 'day, partner_id, flagged_events, last_at',
  },
];

const SEARCHED = ['code', 'name', 'email'];

// One entry's part of its month: credited gross and share, bonus, and the other moves (payouts, reversals).
const CREDIT = (row: string) => `${row}.kind in ('share', 'adjustment')`;
const PARTS = (row: string) => [
  `case when ${CREDIT(row)} then coalesce(${row}.gross_cents, 0) else 0 end`,
  `case when ${CREDIT(row)} then ${row}.amount_cents else 0 end`,
  `case when ${row}.kind = 'bonus' then ${row}.amount_cents else 0 end`,
  `case when ${row}.kind not in ('share', 'adjustment', 'bonus') then ${row}.amount_cents else 0 end`,
];
const SUMS = ['gross_cents', 'share_cents', 'bonus_cents', 'moved_cents'];
const ADD = SUMS.map((c) => `${c} = partner_ledger_months.${c} + excluded.${c}`).join(', ');
const ADD_ENTRY = `insert into partner_ledger_months (partner_id, month, ${SUMS.join(', ')})
  values (new.partner_id, substr(new.day, 1, 7), ${PARTS('new').join(', ')})
  on conflict (partner_id, month) do update set ${ADD};`;

async function keptMonths(db: Kysely<unknown>) {
  const pg = dialectOf(db) === 'postgres';
  const cents = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('partner_ledger_months')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('gross_cents', cents, (col) => col.notNull())
    .addColumn('share_cents', cents, (col) => col.notNull())
    .addColumn('bonus_cents', cents, (col) => col.notNull())
    .addColumn('moved_cents', cents, (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_ledger_months_pk', ['partner_id', 'month'])
    .execute();
  await sql
    .raw(
      `insert into partner_ledger_months (partner_id, month, ${SUMS.join(', ')})
       select l.partner_id, substr(l.day, 1, 7), ${PARTS('l')
         .map((part) => `sum(${part})`)
         .join(', ')}
       from partner_ledger l group by l.partner_id, substr(l.day, 1, 7)`,
    )
    .execute(db);
  // The ledger is append-only (migration 0011): an insert is the only change its months follow.
  if (pg) {
    await sql
      .raw(
        `create function partner_ledger_months_add() returns trigger language plpgsql as $$
         begin ${ADD_ENTRY} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger partner_ledger_months_add after insert on partner_ledger
         for each row execute function partner_ledger_months_add()`,
      )
      .execute(db);
  } else
    await sql
      .raw(`create trigger partner_ledger_months_add after insert on partner_ledger begin ${ADD_ENTRY} end`)
      .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES)
    await sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
  // (partner_id, day, id, amount_cents) serves every query (partner_id, id) served.
  await db.schema.dropIndex('partner_ledger_partner_id').execute();
  await keptMonths(db);
  if (dialectOf(db) !== 'postgres') return;
  // Once per database, in `public` whatever schema this install uses (a schema dropped never takes it along);
  // the lock keeps two installs migrating at once from creating it twice.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  for (const column of SEARCHED)
    await sql
      .raw(
        `create index partners_${column}_trgm on partners using gin (lower(${column}) public.gin_trgm_ops)`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  if (pg) for (const column of SEARCHED) await db.schema.dropIndex(`partners_${column}_trgm`).execute();
  await sql`drop trigger partner_ledger_months_add${pg ? sql` on partner_ledger` : sql``}`.execute(db);
  if (pg) await sql`drop function partner_ledger_months_add()`.execute(db);
  await db.schema.dropTable('partner_ledger_months').execute();
  await db.schema
    .createIndex('partner_ledger_partner_id')
    .on('partner_ledger')
    .columns(['partner_id', 'id'])
    .execute();
  for (const { name } of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
