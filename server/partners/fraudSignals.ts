// Partner fraud signals: the bursts flagged per partner, Paris day and source, listed on the security page.
import { sql } from 'kysely';
import type { PartnerFraudSignal } from '../../common/admin';
import { FRAUD_SIGNAL_DAYS } from '../../common/constants';
import { parisDay } from '../../common/dates';
import { addDays } from '../../common/periods';
import type { DatabaseHandle } from '../db/database';
import type { Burst } from './burstGuard';

export async function recordFraudSignal(
  { db }: DatabaseHandle,
  partnerId: number,
  burst: Burst,
  events: number,
  at = new Date(),
): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('partner_fraud_signals')
    .values({
      partner_id: partnerId,
      day: parisDay(at),
      scope: burst.scope,
      source: burst.source,
      flagged_events: events,
      first_at: now,
      last_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['partner_id', 'day', 'scope', 'source']).doUpdateSet((eb) => ({
        flagged_events: sql`${eb.ref('partner_fraud_signals.flagged_events')} + ${events}`,
        last_at: now,
      })),
    )
    .execute();
}

/** Partners with flagged bursts in the last days, most flagged first, each with its main sources. */
export async function listFraudSignals(
  { db }: DatabaseHandle,
  at = new Date(),
): Promise<PartnerFraudSignal[]> {
  const since = addDays(parisDay(at), -(FRAUD_SIGNAL_DAYS - 1));
  const rows = await db
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
  const byPartner = new Map<number, PartnerFraudSignal>();
  for (const row of rows) {
    let signal = byPartner.get(row.partner_id);
    if (!signal) {
      signal = {
        partnerId: row.partner_id,
        code: row.code,
        name: row.name,
        status: row.status,
        flaggedEvents: 0,
        lastAt: '',
        sources: [],
      };
      byPartner.set(row.partner_id, signal);
    }
    const lastAt = new Date(row.last_at).toISOString();
    signal.flaggedEvents += row.flagged_events;
    if (lastAt > signal.lastAt) signal.lastAt = lastAt;
    const source = signal.sources.find((s) => s.source === row.source && s.scope === row.scope);
    if (source) source.events += row.flagged_events;
    else
      signal.sources.push({
        scope: row.scope as Burst['scope'],
        source: row.source,
        events: row.flagged_events,
      });
  }
  return [...byPartner.values()]
    .map((s) => ({ ...s, sources: s.sources.sort((a, b) => b.events - a.events).slice(0, 5) }))
    .sort((a, b) => b.flaggedEvents - a.flaggedEvents);
}
