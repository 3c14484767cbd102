// The partner's papers: their legal details (optional), the one gapless counter of document numbers, and each
// paid payout's document with the snapshot it is drawn from, never changed once issued.
import { sql, type Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_legal_details')
    .addColumn('partner_id', 'integer', (col) => col.primaryKey().references('partners.id'))
    .addColumn('legal_name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    /** SIREN (9 digits) or SIRET (14 digits). */
    .addColumn('registration_number', 'text', (col) => col.notNull())
    /** `liable` (with a VAT number) or `exempt` (art. 293 B du CGI). */
    .addColumn('vat_regime', 'text', (col) => col.notNull())
    .addColumn('vat_number', 'text')
    .addColumn('updated_at', timestampType(db), nowDefault(db))
    .execute();

  // One row per sequence, taken (updated) in the transaction that assigns a number: no gap, no double.
  await db.schema
    .createTable('document_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into document_counters (name, last_number) values ('payout_documents', 0)`.execute(db);

  await db.schema
    .createTable('payout_documents')
    .addColumn('payout_id', 'integer', (col) => col.primaryKey().references('payout_requests.id'))
    .addColumn('number', 'integer', (col) => col.notNull().unique())
    /** `statement` or `self_billing_invoice`. */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('issued_at', timestampType(db), nowDefault(db))
    /** JSON: both parties, the figures, the payment: everything the PDF is drawn from, as it was when issued. */
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .execute();
  if (dialectOf(db) === 'postgres') {
    await sql`create or replace function payout_documents_issued_once() returns trigger language plpgsql as $$
              begin raise exception 'payout_documents is append-only'; end $$`.execute(db);
    await sql`create trigger payout_documents_no_change before update or delete on payout_documents
              for each row execute function payout_documents_issued_once()`.execute(db);
  } else {
    for (const event of ['update', 'delete'])
      await sql
        .raw(
          `create trigger payout_documents_no_${event} before ${event} on payout_documents
           begin select raise(abort, 'payout_documents is append-only'); end`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_documents').execute();
  await db.schema.dropTable('document_counters').execute();
  await db.schema.dropTable('partner_legal_details').execute();
}
