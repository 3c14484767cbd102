// Visitors who came with an active partner's code (pa_ref) count into that partner's Paris day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { REFERRAL_COOKIE } from '../../common/constants';
import { parisDay } from '../../common/dates';
import type { DatabaseHandle } from '../db/database';
import { referralCodeOf } from '../events/referral';
import { addToDailyStat, findPartnerByCode } from './store';

type Counts = { page_views?: number; searches?: number; ad_filled_impressions?: number };

export type Attribution = {
  /** Adds counts for the visitor's partner; a pending or unknown code counts nothing (it works once active). */
  count: (cookieHeader: string | undefined, counts: Counts) => Promise<void>;
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

export function createAttribution(database: DatabaseHandle): Attribution {
  const activePartnerId = new LRUCache<string, { id: number | null }>({ max: 10_000, ttl: STATUS_TTL_MS });
  async function partnerIdOf(code: string): Promise<number | null> {
    const known = activePartnerId.get(code);
    if (known) return known.id;
    const partner = await findPartnerByCode(database, code);
    const id = partner?.status === 'active' ? partner.id : null;
    activePartnerId.set(code, { id });
    return id;
  }
  return {
    async count(cookieHeader, counts) {
      const code = referralCodeOf(cookieHeader, REFERRAL_COOKIE.name);
      if (!code) return;
      const id = await partnerIdOf(code);
      if (id !== null) await addToDailyStat(database, id, parisDay(), counts);
    },
    forget: (code) => void activePartnerId.delete(code),
  };
}

export const attributionPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('attribution', createAttribution(app.database));
});
