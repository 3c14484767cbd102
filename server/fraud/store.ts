// Kysely queries of partner fraud signals: bursts flagged per partner, Paris day and source.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

export type FraudSignalRow = {
  partner_id: number;
  code: string;
  name: string;
  status: string;
  scope: string;
  source: string;
  flagged_events: number;
  last_at: string;
};

/** Adds `events` flagged events to the partner's day for that source. */
export async function addFlaggedEvents(
  { db }: DatabaseHandle,
  signal: { partnerId: number; day: string; scope: string; source: string; events: number; at: string },
): Promise<void> {
  const { partnerId, day, scope, source, events, at } = signal;
  await db
    .insertInto('partner_fraud_signals')
    .values({ partner_id: partnerId, day, scope, source, flagged_events: events, first_at: at, last_at: at })
    .onConflict((oc) =>
      oc.columns(['partner_id', 'day', 'scope', 'source']).doUpdateSet((eb) => ({
        flagged_events: sql`${eb.ref('partner_fraud_signals.flagged_events')} + ${events}`,
        last_at: at,
      })),
    )
    .execute();
}

/** Every signal row since a Paris day, with its partner's code, name and status. */
export async function fraudSignalRowsSince({ db }: DatabaseHandle, since: string): Promise<FraudSignalRow[]> {
  return db
    .selectFrom('partner_fraud_signals as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .select([
      's.partner_id',
      'p.code',
      'p.name',
      'p.status',
      's.scope',
      's.source',
      's.flagged_events',
      's.last_at',
    ])
    .where('s.day', '>=', since)
    .execute();
}
