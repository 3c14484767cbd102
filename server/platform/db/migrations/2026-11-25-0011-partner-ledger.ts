// The partner ledger: every movement of a partner's money as an append-only entry; channel holdings with
// their days; payouts that keep what they will be paid to; SEPA batches. Earlier earnings and payouts are
// carried into the ledger so that no balance changes.
import { sql, type Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType, withId } from '../dialect';

type Legacy = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function appendOnly(db: Kysely<unknown>, table: string) {
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create or replace function ${table}_append_only() returns trigger language plpgsql as $$
         begin raise exception '${table} is append-only'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_no_change before update or delete on ${table}
         for each row execute function ${table}_append_only()`,
      )
      .execute(db);
  } else {
    for (const event of ['update', 'delete'])
      await sql
        .raw(
          `create trigger ${table}_no_${event} before ${event} on ${table}
           begin select raise(abort, '${table} is append-only'); end`,
        )
        .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const legacy = db as Legacy;
  const pg = dialectOf(db) === 'postgres';
  const cents = pg ? 'bigint' : 'integer';

  await legacy.schema.alterTable('partners').addColumn('archived_at', timestampType(db)).execute();
  if (pg) {
    await sql`alter table partners alter column payout_threshold_cents type bigint`.execute(db);
  }

  await withId(db, db.schema.createTable('partner_ledger'))
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The Paris day the entry is about: the revenue day of a share, the day of a claim or a change. */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('channel_id', 'text')
    .addColumn('gross_cents', cents)
    .addColumn('share_percent', 'integer')
    .addColumn('rule', 'text')
    .addColumn('amount_cents', cents, (col) => col.notNull())
    .addColumn('payout_id', 'integer')
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();
  await sql`create index partner_ledger_partner on partner_ledger (partner_id, id)`.execute(db);
  // One first share per partner, channel and day (re-imports add adjustments); a payout moves money once
  // each way; the launch bonus is credited once.
  await sql`create unique index partner_ledger_one_share on partner_ledger (partner_id, channel_id, day)
            where kind = 'share'`.execute(db);
  await sql`create unique index partner_ledger_payout_once on partner_ledger (payout_id, kind)
            where payout_id is not null`.execute(db);
  await sql`create unique index partner_ledger_one_bonus on partner_ledger (partner_id)
            where kind = 'bonus'`.execute(db);
  await appendOnly(db, 'partner_ledger');

  await withId(db, db.schema.createTable('channel_holdings'))
    .addColumn('channel_id', 'text', (col) => col.notNull())
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('from_day', 'text', (col) => col.notNull())
    /** The first day no longer held (exclusive); null while held. */
    .addColumn('to_day', 'text')
    .execute();
  await sql`create unique index channel_holdings_one_holder on channel_holdings (channel_id)
            where to_day is null`.execute(db);
  await sql`create unique index channel_holdings_one_channel on channel_holdings (partner_id)
            where to_day is null`.execute(db);
  await sql`create unique index ad_channels_one_per_partner on ad_channels (used_by_partner_id)
            where used_by_partner_id is not null`.execute(db);

  await withId(db, db.schema.createTable('payout_batches'))
    .addColumn('created_by', 'integer')
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('total_cents', cents, (col) => col.notNull())
    .addColumn('payout_count', 'integer', (col) => col.notNull())
    .addColumn('transfer_reference', 'text')
    .addColumn('paid_at', timestampType(db))
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .execute();

  // payout_requests again, without the one-per-month constraint and with what a payout keeps.
  await withId(db, db.schema.createTable('payouts_next'))
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('period_start', 'text', (col) => col.notNull())
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('gross_earnings_cents', cents, (col) => col.notNull())
    .addColumn('partner_share_percent', 'integer', (col) => col.notNull())
    .addColumn('partner_amount_cents', cents, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('claim'))
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('iban_encrypted', 'text')
    .addColumn('holder_name', 'text')
    .addColumn('iban_masked', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('transfer_reference', 'text')
    .addColumn('batch_id', 'integer', (col) => col.references('payout_batches.id'))
    .addColumn('created_at', timestampType(db), nowDefault(db))
    .addColumn('updated_at', timestampType(db), nowDefault(db))
    .execute();
  const old = await legacy.selectFrom('payout_requests').selectAll().orderBy('id').execute();
  for (const p of old)
    await legacy
      .insertInto('payouts_next')
      .values({
        ...p,
        source: 'legacy',
        due_on: String(p.created_at).slice(0, 10),
      })
      .execute();
  await legacy.schema.dropTable('payout_requests').execute();
  await legacy.schema.alterTable('payouts_next').renameTo('payout_requests').execute();
  if (pg)
    await sql`select setval(pg_get_serial_sequence('payout_requests', 'id'),
                coalesce((select max(id) from payout_requests), 0) + 1, false)`.execute(db);
  // One open payout per partner (legacy rows, which may be several, excepted): a race gives one.
  await sql`create unique index payout_requests_one_open on payout_requests (partner_id)
            where status in ('pending', 'approved') and source <> 'legacy'`.execute(db);

  // Earlier days' gross (kept per partner and day) become shares; earlier payouts not rejected are debited.
  const partners = await legacy.selectFrom('partners').selectAll().execute();
  const stats = await legacy
    .selectFrom('partner_daily_stats')
    .selectAll()
    .where('estimated_earnings_cents', '>', 0)
    .orderBy('stat_date')
    .execute();
  for (const s of stats) {
    const partner = partners.find((p) => p.id === s.partner_id);
    const percent = Number(partner?.revenue_share_percent ?? 0);
    const gross = Number(s.estimated_earnings_cents);
    await legacy
      .insertInto('partner_ledger')
      .values({
        partner_id: s.partner_id,
        kind: 'share',
        day: s.stat_date,
        channel_id: partner?.adsense_custom_channel_id ?? 'legacy',
        gross_cents: gross,
        share_percent: percent,
        rule: 'migration',
        amount_cents: Math.floor((gross * percent) / 100),
      })
      .execute();
  }
  for (const p of old.filter((p) => p.status !== 'rejected'))
    await legacy
      .insertInto('partner_ledger')
      .values({
        partner_id: p.partner_id,
        kind: 'payout',
        day: String(p.created_at).slice(0, 10),
        amount_cents: -Number(p.partner_amount_cents),
        payout_id: p.id,
      })
      .execute();
  await legacy.schema.alterTable('partner_daily_stats').dropColumn('estimated_earnings_cents').execute();

  // Who held each channel: the partners holding one today, since the day they joined.
  for (const p of partners.filter((p) => p.adsense_custom_channel_id))
    await legacy
      .insertInto('channel_holdings')
      .values({
        channel_id: p.adsense_custom_channel_id,
        partner_id: p.id,
        from_day: String(p.created_at).slice(0, 10),
      })
      .execute();

  if (pg) await sql`alter table revenue_report_rows alter column earnings_cents type bigint`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The partner ledger is not undone: money history stays.');
}
