// Visitors who came with an active partner's code (pa_ref) count into that partner's Paris day, except the
// partner's own signed-in traffic (never counted) and bursts from one address or network (flagged instead).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { parisDay } from '../../common/dates';
import type { DatabaseHandle } from '../db/database';
import { createBurstGuard, type BurstGuard } from '../fraud/burstGuard';
import { recordFraudSignal } from '../fraud/service';
import { referralCodeOf } from '../http/referralCookie';
import { sessionAccountIds } from '../session/store';
import { addToDailyStat, findPartnerByCode, type VisitCounts } from './store';

export type Attribution = {
  /** Adds counts for the visitor's partner; a pending or unknown code counts nothing (it works once active). */
  count: (request: FastifyRequest, counts: VisitCounts) => Promise<void>;
  /** Forgets what is known of a code (an admin changed the partner). */
  forget: (code: string) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    attribution: Attribution;
  }
}

/** A partner's status is read at most once a minute per code: attribution stays off the hot path. */
const STATUS_TTL_MS = 60_000;
type ActivePartner = { id: number; userId: number | null } | null;

export function createAttribution(database: DatabaseHandle, bursts: BurstGuard): Attribution {
  const activePartners = new LRUCache<string, { partner: ActivePartner }>({
    max: 10_000,
    ttl: STATUS_TTL_MS,
  });
  async function activePartnerOf(code: string): Promise<ActivePartner> {
    const known = activePartners.get(code);
    if (known) return known.partner;
    const row = await findPartnerByCode(database, code);
    const partner = row?.status === 'active' ? { id: row.id, userId: row.user_id } : null;
    activePartners.set(code, { partner });
    return partner;
  }
  async function isOwnTraffic(request: FastifyRequest, partner: NonNullable<ActivePartner>) {
    const session = partner.userId === null ? null : await request.session();
    return (
      session !== null && (await sessionAccountIds(database, session.token_hash)).includes(partner.userId!)
    );
  }
  return {
    async count(request, counts) {
      const code = referralCodeOf(request);
      if (!code) return;
      const partner = await activePartnerOf(code);
      if (!partner || (await isOwnTraffic(request, partner))) return;
      const events = (counts.page_views ?? 0) + (counts.searches ?? 0) + (counts.ad_filled_impressions ?? 0);
      if (events === 0) return;
      const burst = bursts.judge(partner.id, request.clientKey, events);
      if (burst) await recordFraudSignal(database, partner.id, burst, events);
      else await addToDailyStat(database, partner.id, parisDay(), counts);
    },
    forget: (code) => void activePartners.delete(code),
  };
}

export const attributionPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'attribution',
    createAttribution(app.database, createBurstGuard(app.hitCounter, app.config.fraudBurst)),
  );
});
