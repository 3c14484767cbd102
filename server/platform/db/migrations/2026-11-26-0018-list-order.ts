// Indexes for the paginated admin and partner lists: each sort and filter reads its page from an index ending in
// the id (the tie-breaker), not from a sort of the whole table.
import type { Kysely } from 'kysely';

const INDEXES: { name: string; table: string; columns: string[] }[] = [
  // Partners by name, or of one status, newest first.
  { name: 'partners_name_id', table: 'partners', columns: ['name', 'id'] },
  { name: 'partners_status_id', table: 'partners', columns: ['status', 'id'] },
  // Payouts of one status by due day, of one partner, by amount.
  { name: 'payout_requests_status_due', table: 'payout_requests', columns: ['status', 'due_on', 'id'] },
  { name: 'payout_requests_partner_id', table: 'payout_requests', columns: ['partner_id', 'id'] },
  { name: 'payout_requests_amount', table: 'payout_requests', columns: ['partner_amount_cents', 'id'] },
  // The request log newest first, of one jail (its hourly charts and counts too).
  { name: 'security_events_at_id', table: 'security_events', columns: ['at', 'id'] },
  { name: 'security_events_jail_at', table: 'security_events', columns: ['jail', 'at', 'id'] },
  // A partner's ledger entries in order.
  { name: 'partner_ledger_partner_id', table: 'partner_ledger', columns: ['partner_id', 'id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  // (at, id) serves every query the index on `at` alone served.
  await db.schema.dropIndex('security_events_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('security_events_at').on('security_events').column('at').execute();
  for (const { name } of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
