// The period a payout covers: the revenue days credited since the partner's previous payout.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

export async function sinceLastPayout({ db }: DatabaseHandle, partnerId: number, today: string) {
  const last = await db
    .selectFrom('partner_ledger')
    .select(sql<number>`coalesce(max(id), 0)`.as('id'))
    .where('partner_id', '=', partnerId)
    .where('kind', '=', 'payout')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('partner_ledger')
    .select([
      sql<string | null>`min(day)`.as('from'),
      sql<string | null>`max(day)`.as('to'),
      sql<number>`coalesce(sum(gross_cents), 0)`.as('gross'),
    ])
    .where('partner_id', '=', partnerId)
    .where('kind', 'in', ['share', 'adjustment'])
    .where('id', '>', Number(last.id))
    .executeTakeFirstOrThrow();
  return { from: row.from ?? today, to: row.to ?? today, grossCents: Number(row.gross) };
}
