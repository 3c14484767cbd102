// Partner fraud signals: bursts flagged instead of counted, and their list on the security page.
import type { PartnerFraudSignal } from '../../common/admin';
import { FRAUD_SIGNAL_DAYS } from '../../common/constants';
import { parisDay } from '../../common/dates';
import { addDays } from '../../common/periods';
import type { DatabaseHandle } from '../db/database';
import type { Burst } from './burstGuard';
import { addFlaggedEvents, fraudSignalRowsSince, type FraudSignalRow } from './store';

const TOP_SOURCES = 5;

export async function recordFraudSignal(
  database: DatabaseHandle,
  partnerId: number,
  burst: Burst,
  events: number,
  at = new Date(),
): Promise<void> {
  await addFlaggedEvents(database, {
    partnerId,
    day: parisDay(at),
    scope: burst.scope,
    source: burst.source,
    events,
    at: at.toISOString(),
  });
}

/** Partners with flagged bursts in the last days, most flagged first, each with its main sources. */
export async function listFraudSignals(
  database: DatabaseHandle,
  at = new Date(),
): Promise<PartnerFraudSignal[]> {
  const rows = await fraudSignalRowsSince(database, addDays(parisDay(at), -(FRAUD_SIGNAL_DAYS - 1)));
  const byPartner = new Map<number, PartnerFraudSignal>();
  for (const row of rows) {
    const signal = byPartner.get(row.partner_id) ?? newSignal(row);
    byPartner.set(row.partner_id, signal);
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
    .map((s) => ({ ...s, sources: s.sources.sort((a, b) => b.events - a.events).slice(0, TOP_SOURCES) }))
    .sort((a, b) => b.flaggedEvents - a.flaggedEvents);
}

function newSignal(row: FraudSignalRow): PartnerFraudSignal {
  return {
    partnerId: row.partner_id,
    code: row.code,
    name: row.name,
    status: row.status,
    flaggedEvents: 0,
    lastAt: '',
    sources: [],
  };
}
