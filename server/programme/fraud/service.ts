// Partner fraud signals: bursts flagged instead of counted, and their list on the security page.
import type { PartnerFraudSignal } from '../../../common/admin';
import { FRAUD_SIGNAL_DAYS } from '../../../common/constants';
import { parisDay } from '../../../common/dates';
import { fraudSignalsPageQuerySchema, type FraudSignalsPageQuery } from '../../../common/pagination';
import { addDays } from '../../../common/periods';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import type { Burst } from './burstGuard';
import {
  addFlaggedEvents,
  fraudPartnersOf,
  holdFraudWindows,
  pageFraudWindows,
  topFraudSources,
} from './store';

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

/**
 * Takes, in key order, the fraud windows that bursts flagged at these instants will add to (a batch's first
 * step, see holdFraudWindows).
 */
export async function holdFraudWindowsOf(
  database: DatabaseHandle,
  flagged: { partnerId: number; at: Date }[],
): Promise<void> {
  const windows = new Map<string, { partnerId: number; day: string; at: string }>();
  for (const f of flagged)
    for (let n = 0; n < FRAUD_SIGNAL_DAYS; n++) {
      const day = addDays(parisDay(f.at), n);
      windows.set(`${f.partnerId}|${day}`, { partnerId: f.partnerId, day, at: f.at.toISOString() });
    }
  const sorted = [...windows.values()].sort((a, b) => a.partnerId - b.partnerId || (a.day < b.day ? -1 : 1));
  await holdFraudWindows(database, sorted);
}

/** A page of the partners with flagged bursts in the last days, most flagged first, each with its main sources. */
export async function pageFraudSignals(
  database: DatabaseHandle,
  query: FraudSignalsPageQuery,
  at = new Date(),
): Promise<Page<PartnerFraudSignal>> {
  const today = parisDay(at);
  const since = addDays(today, -(FRAUD_SIGNAL_DAYS - 1));
  const page = await pageFraudWindows(database, today, query);
  const ids = page.items.map((w) => w.partner_id);
  // The page's partners and their main sources, asked at once.
  const [partners, sources] = await Promise.all([
    fraudPartnersOf(database, ids),
    topFraudSources(database, ids, since, TOP_SOURCES),
  ]);
  const byId = new Map(partners.map((p) => [p.id, p]));
  const items = page.items.flatMap((w) => {
    const partner = byId.get(w.partner_id);
    if (!partner) return [];
    return [
      {
        partnerId: w.partner_id,
        code: partner.code,
        name: partner.name,
        status: partner.status,
        flaggedEvents: Number(w.flagged_events),
        lastAt: new Date(w.last_at).toISOString(),
        sources: sources
          .filter((s) => s.partner_id === w.partner_id)
          .map((s) => ({ scope: s.scope as Burst['scope'], source: s.source, events: s.events })),
      },
    ];
  });
  return { ...page, items };
}

/** The dashboard's first page of them. */
export async function listFraudSignals(
  database: DatabaseHandle,
  at = new Date(),
): Promise<PartnerFraudSignal[]> {
  return (await pageFraudSignals(database, fraudSignalsPageQuerySchema.parse({}), at)).items;
}
