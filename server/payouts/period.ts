// The period a payout covers: the revenue days credited since the partner's previous payout (not rejected).
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

export async function sinceLastPayout({ db }: DatabaseHandle, partnerId: number, today: string) {
  const last = await db
    .selectFrom('partner_ledger')
    .select(sql<number>`coalesce(max(id), 0)`.as('id'))
    .where('partner_id', '=', partnerId)
    .where('kind', '=', 'payout')
    // A rejected payout gave its money back: its days are the next payout's.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('partner_ledger as back')
            .select('back.id')
            .where('back.kind', '=', 'reversal')
            .whereRef('back.payout_id', '=', 'partner_ledger.payout_id'),
        ),
      ),
    )
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
