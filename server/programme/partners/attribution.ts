// Visitors who came with an active partner's code (pa_ref) count into that partner's Paris day, except the
// partner's own signed-in traffic (never counted) and bursts from one address or network (flagged instead); a visit
// with a sub-ID (pa_sub) counts under it as well.
// Attribution never blocks a request: counts are added up in memory and written in one transaction per batch
// window (ATTRIBUTION_BATCH_MS), and the last batch when the app closes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parisDay } from '../../../common/dates';
import { parisToday } from '../../platform/parisToday';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import { createBurstGuard, type Burst, type BurstGuard } from '../fraud/burstGuard';
import { holdFraudWindowsOf, recordFraudSignal } from '../fraud/service';
import { referralCodeOf, subIdOf } from '../../platform/http/referralCookie';
import { sessionAccountIds } from '../../platform/session/store';
import { partnerCacheOf } from './partnerCache';
import { addToDailyStat, type VisitCounts } from './store';
import { recordSubIdCounts } from './sub-ids/service';

/** A crash loses at most this window of attributed counts (and the flagged bursts in it). */
export const ATTRIBUTION_BATCH_MS = 1000;

export type Attribution = {
  /** Adds counts for the visitor's partner; a pending or unknown code counts nothing (it works once active). */
  count: (request: FastifyRequest, counts: VisitCounts) => Promise<void>;
  /** Forgets what is known of a code (an admin changed the partner). */
  forget: (code: string) => void;
  /** Writes the counts held in memory; resolves once they are stored. */
  flush: () => Promise<void>;
  /** Stops the timer and writes the last batch. */
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    attribution: Attribution;
  }
}

type DayCounts<Sub = null> = { partnerId: number; day: string; subId: Sub; counts: Required<VisitCounts> };
type Flagged = { partnerId: number; burst: Burst; events: number; at: Date };
export type AttributionBatch = { days: DayCounts[]; subDays: DayCounts<string>[]; flagged: Flagged[] };

const byKey = (a: readonly (string | number)[], b: readonly (string | number)[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

/**
 * Writes a batch in one transaction, its rows taken in the order of their keys (partner, day, then source): two
 * processes writing the same rows lock them in the same order, so neither waits for the other in a cycle. A day's
 * sub-IDs keep their order of arrival (the first come are named first): the day's row, taken before them, already
 * keeps a second writer of that day waiting.
 */
export async function writeAttributionBatch(
  database: DatabaseHandle,
  batch: AttributionBatch,
): Promise<void> {
  const days = [...batch.days].sort((a, b) => byKey([a.partnerId, a.day], [b.partnerId, b.day]));
  const subDays = [...batch.subDays].sort((a, b) => byKey([a.partnerId, a.day], [b.partnerId, b.day]));
  const flagged = [...batch.flagged].sort((a, b) =>
    byKey(
      [a.partnerId, parisDay(a.at), a.burst.scope, a.burst.source],
      [b.partnerId, parisDay(b.at), b.burst.scope, b.burst.source],
    ),
  );
  await inTransaction(database, async (tx) => {
    for (const { partnerId, day, counts } of days) await addToDailyStat(tx, partnerId, day, counts);
    for (const { partnerId, day, subId, counts } of subDays)
      await recordSubIdCounts(tx, partnerId, day, subId, counts);
    // The fraud windows the signals add to are taken first, in their own key order (see holdFraudWindows).
    await holdFraudWindowsOf(tx, flagged);
    for (const f of flagged) await recordFraudSignal(tx, f.partnerId, f.burst, f.events, f.at);
  });
}

export function createAttribution(
  database: DatabaseHandle,
  bursts: BurstGuard,
  { batchMs = ATTRIBUTION_BATCH_MS, onError }: { batchMs?: number; onError?: (error: unknown) => void } = {},
): Attribution {
  const partners = partnerCacheOf(database);
  let days = new Map<string, DayCounts>();
  let subDays = new Map<string, DayCounts<string>>();
  let flagged: Flagged[] = [];
  let writing: Promise<void> = Promise.resolve();

  async function isOwnTraffic(request: FastifyRequest, userId: number | null) {
    const session = userId === null ? null : await request.session();
    return session !== null && (await sessionAccountIds(database, session.token_hash)).includes(userId!);
  }

  function addTo<Sub extends string | null>(
    map: Map<string, DayCounts<Sub>>,
    partnerId: number,
    day: string,
    subId: Sub,
    counts: VisitCounts,
  ) {
    const key = `${partnerId}|${day}|${subId ?? ''}`;
    let entry = map.get(key);
    if (!entry) {
      entry = { partnerId, day, subId, counts: { page_views: 0, searches: 0, ad_filled_impressions: 0 } };
      map.set(key, entry);
    }
    entry.counts.page_views += counts.page_views ?? 0;
    entry.counts.searches += counts.searches ?? 0;
    entry.counts.ad_filled_impressions += counts.ad_filled_impressions ?? 0;
  }

  function add(partnerId: number, counts: VisitCounts, subId: string | null) {
    const day = parisToday();
    addTo(days, partnerId, day, null, counts);
    if (subId !== null) addTo(subDays, partnerId, day, subId, counts);
  }

  async function writeBatch() {
    if (days.size === 0 && flagged.length === 0) return;
    const batchDays = [...days.values()];
    const batchSubDays = [...subDays.values()];
    const batchFlagged = flagged;
    days = new Map();
    subDays = new Map();
    flagged = [];
    try {
      await writeAttributionBatch(database, {
        days: batchDays,
        subDays: batchSubDays,
        flagged: batchFlagged,
      });
    } catch (error) {
      // Kept for the next window: a database that comes back takes them then.
      for (const { partnerId, day, counts } of batchDays) addTo(days, partnerId, day, null, counts);
      for (const { partnerId, day, subId, counts } of batchSubDays)
        addTo(subDays, partnerId, day, subId, counts);
      flagged.unshift(...batchFlagged);
      throw error;
    }
  }

  // One batch at a time, in order.
  const flush = () => (writing = writing.catch(() => {}).then(writeBatch));
  const timer = setInterval(() => void flush().catch((error: unknown) => onError?.(error)), batchMs);
  timer.unref();

  return {
    async count(request, counts) {
      const code = referralCodeOf(request);
      if (!code) return;
      const partner = await partners.byCode(code);
      if (partner?.status !== 'active' || (await isOwnTraffic(request, partner.user_id))) return;
      const events = (counts.page_views ?? 0) + (counts.searches ?? 0) + (counts.ad_filled_impressions ?? 0);
      if (events === 0) return;
      const burst = bursts.judge(partner.id, request.clientKey, events);
      if (burst) flagged.push({ partnerId: partner.id, burst, events, at: new Date() });
      else add(partner.id, counts, subIdOf(request));
    },
    forget: (code) => partners.forget(code),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export const attributionPlugin = fp(async (app: FastifyInstance) => {
  const attribution = createAttribution(
    app.database,
    createBurstGuard(app.hitCounter, app.config.fraudBurst),
    { onError: (error) => app.log.error({ err: error }, 'attribution : écriture du lot impossible') },
  );
  app.decorate('attribution', attribution);
  app.addHook('onClose', () => attribution.close());
});
