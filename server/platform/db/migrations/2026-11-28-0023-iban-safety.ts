// Money safety around the IBAN: each sign-in's time, every IBAN change with the moment it may be paid to, the
// partners' payouts frozen by « Ce n'était pas moi », and paid payouts and paid SEPA batches frozen by the
// database itself on both dialects.
import { sql, type Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType, withId } from '../dialect';

type Legacy = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// A paid payout may only have its IBAN sealed again by a key rotation (same IBAN, another key): every other
// column stays. A column added later is covered on PostgreSQL (the whole row is compared); on SQLite an update
// that leaves the sealed IBAN alone is refused whatever it changes.
const PAYOUT_COLUMNS = [
  'id',
  'partner_id',
  'period_start',
  'period_end',
  'gross_earnings_cents',
  'partner_share_percent',
  'partner_amount_cents',
  'status',
  'source',
  'due_on',
  'holder_name',
  'iban_masked',
  'rejection_reason',
  'transfer_reference',
  'batch_id',
  'created_at',
  'updated_at',
];

async function frozenOncePaid(db: Kysely<unknown>) {
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create or replace function payout_requests_paid_frozen() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then raise exception 'payout_requests: a paid payout is never deleted'; end if;
           if (to_jsonb(new) - 'iban_encrypted') is distinct from (to_jsonb(old) - 'iban_encrypted')
             or new.iban_encrypted is not distinct from old.iban_encrypted then
             raise exception 'payout_requests: a paid payout is never changed';
           end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger payout_requests_paid_frozen before update or delete on payout_requests
         for each row when (old.status = 'paid') execute function payout_requests_paid_frozen()`,
      )
      .execute(db);
    await sql
      .raw(
        `create or replace function payout_batches_paid_frozen() returns trigger language plpgsql as $$
         begin raise exception 'payout_batches: a paid batch is never changed nor deleted'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger payout_batches_paid_frozen before update or delete on payout_batches
         for each row when (old.paid_at is not null) execute function payout_batches_paid_frozen()`,
      )
      .execute(db);
    return;
  }
  const changed = PAYOUT_COLUMNS.map((c) => `new.${c} is not old.${c}`).join(' or ');
  await sql
    .raw(
      `create trigger payout_requests_paid_no_update before update on payout_requests
       when old.status = 'paid' and (new.iban_encrypted is old.iban_encrypted or ${changed})
       begin select raise(abort, 'payout_requests: a paid payout is never changed'); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger payout_requests_paid_no_delete before delete on payout_requests
       when old.status = 'paid'
       begin select raise(abort, 'payout_requests: a paid payout is never deleted'); end`,
    )
    .execute(db);
  for (const event of ['update', 'delete'])
    await sql
      .raw(
        `create trigger payout_batches_paid_no_${event} before ${event} on payout_batches
         when old.paid_at is not null
         begin select raise(abort, 'payout_batches: a paid batch is never changed nor deleted'); end`,
      )
      .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const legacy = db as Legacy;

  // The last time each account of a session signed in (an account added earlier keeps its time on renewal).
  await legacy.schema.alterTable('session_accounts').addColumn('signed_in_at', timestampType(db)).execute();

  await withId(db, db.schema.createTable('iban_changes'))
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('iban_last4', 'text', (col) => col.notNull())
    .addColumn('changed_at', timestampType(db), nowDefault(db))
    /** No transfer to this IBAN before this moment. */
    .addColumn('usable_from', timestampType(db), (col) => col.notNull())
    /** When the partner said « Ce n'était pas moi » through the link of the message (once). */
    .addColumn('disowned_at', timestampType(db))
    .execute();
  await sql`create index iban_changes_partner on iban_changes (partner_id, id)`.execute(db);
  // The IBANs saved before: each is the partner's first, usable at once (an earlier change is no longer known).
  const saved = await legacy.selectFrom('partner_payment_info').selectAll().execute();
  for (const info of saved)
    await legacy
      .insertInto('iban_changes')
      .values({
        partner_id: info.partner_id,
        iban_last4: '????',
        changed_at: info.updated_at,
        usable_from: info.updated_at,
      })
      .execute();

  await withId(db, db.schema.createTable('payout_freezes'))
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('iban_change_id', 'integer', (col) => col.references('iban_changes.id'))
    .addColumn('frozen_at', timestampType(db), nowDefault(db))
    .addColumn('lifted_at', timestampType(db))
    .addColumn('lifted_by', 'integer')
    .execute();
  await sql`create unique index payout_freezes_one_open on payout_freezes (partner_id)
            where lifted_at is null`.execute(db);

  await frozenOncePaid(db);
}

export async function down(): Promise<void> {
  throw new Error('Paid payouts stay frozen: this migration is not undone.');
}
