// Partners by code, as every referred page asks for them (attribution, the ad slots): read from the database
// at most once per PARTNER_CACHE_TTL_MS per code and process, forgotten at once when this process changes the
// partner; the other processes forget it as soon as the broadcast tells them (within the TTL without Redis).
import { LRUCache } from 'lru-cache';
import type { Broadcast } from '../../platform/cache/broadcast';
import type { DatabaseHandle } from '../../platform/db/database';
import { perDatabase } from '../../platform/db/perDatabase';
import { findPartnerByCode, type PartnerRow } from './store';

export const PARTNER_CACHE_TTL_MS = 60_000;

export type PartnerCache = {
  /** The partner with this code, or null when there is none. */
  byCode: (code: string) => Promise<PartnerRow | null>;
  /** Forgets a code (its partner changed) here and in every process; each listener hears it. */
  forget: (code: string) => void;
  /** `code` undefined: every code was forgotten (the broadcast may have missed changes). */
  onForget: (listener: (code: string | undefined) => void) => void;
  /** From now on a forgotten code is forgotten by every process listening on the broadcast. */
  shareThrough: (broadcast: Broadcast) => void;
};

const TOPIC = 'partner';

/** The one cache of a database handle, shared by everything that reads partners by code. */
export const partnerCacheOf = perDatabase(createPartnerCache);

function createPartnerCache(database: DatabaseHandle): PartnerCache {
  // The promise is kept: concurrent first requests for a code share one read.
  const known = new LRUCache<string, Promise<PartnerRow | null>>({ max: 10_000, ttl: PARTNER_CACHE_TTL_MS });
  const listeners: Array<(code: string | undefined) => void> = [];
  let shared: Broadcast | null = null;
  function forgetHere(code: string | undefined) {
    if (code === undefined) known.clear();
    else known.delete(code);
    for (const listener of listeners) listener(code);
  }
  return {
    byCode(code) {
      let partner = known.get(code);
      if (!partner) {
        partner = findPartnerByCode(database, code).then(
          (row) => row ?? null,
          (error: unknown) => {
            known.delete(code);
            throw error;
          },
        );
        known.set(code, partner);
      }
      return partner;
    },
    forget(code) {
      if (shared) shared.publish(TOPIC, code);
      else forgetHere(code);
    },
    onForget: (listener) => void listeners.push(listener),
    shareThrough(broadcast) {
      shared = broadcast;
      broadcast.subscribe(TOPIC, forgetHere);
    },
  };
}
