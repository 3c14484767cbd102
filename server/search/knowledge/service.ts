// The knowledge card of a query: from the cache, else from the configured source within the search deadline.
// A source that fails or runs late gives no card, never an error: the card is a bonus beside the results.
import type { FastifyBaseLogger } from 'fastify';
import {
  knowledgeEntitySchema,
  type KnowledgeEntity,
  type KnowledgeRequest,
} from '../../../common/knowledge';
import { isKnowledgeQuery } from '../../../common/knowledgeQuery';
import { filtersAdult } from '../../../common/search';
import type { Cache } from '../../platform/cache/cache';
import type { DatabaseHandle } from '../../platform/db/database';
import { ProviderError } from '../results/provider';
import type { KnowledgeSource } from './source';
import { hasAdultPage } from './store';

export type KnowledgeService = { lookup(request: KnowledgeRequest): Promise<KnowledgeEntity | null> };

type Options = {
  source: KnowledgeSource;
  database: DatabaseHandle;
  cache: Cache;
  timeoutMs: number;
  cacheTtlMs: number;
  log: FastifyBaseLogger;
};

export function createKnowledgeService(options: Options): KnowledgeService {
  const { source, cache, cacheTtlMs } = options;
  return {
    async lookup(request) {
      if (!isKnowledgeQuery(request.q)) return null;
      const key = `knowledge:${source.name}:${JSON.stringify([request.q.toLowerCase(), request.lang, request.safesearch])}`;
      const cached = cacheTtlMs > 0 ? await cache.get(key) : undefined;
      if (cached !== undefined) return JSON.parse(cached) as KnowledgeEntity | null;
      const found = await askSource(options, request);
      // A failure is not remembered: the next search asks again.
      if (found.ok && cacheTtlMs > 0) await cache.set(key, JSON.stringify(found.entity), cacheTtlMs);
      return found.entity;
    },
  };
}

type Found = { ok: boolean; entity: KnowledgeEntity | null };

async function askSource(
  { source, database, timeoutMs, log }: Options,
  { q, lang, safesearch }: KnowledgeRequest,
): Promise<Found> {
  const signal = AbortSignal.timeout(timeoutMs);
  const safe = filtersAdult(safesearch);
  try {
    const entity = await untilDeadline(source.lookup({ q, lang, safe, signal }), signal, source.name);
    if (!entity) return { ok: true, entity: null };
    // Checked once, when fetched, so that what the cache serves is known good.
    const parsed = knowledgeEntitySchema.safeParse(entity);
    if (!parsed.success)
      throw new ProviderError(source.name, 'format', parsed.error.issues[0]?.message ?? '');
    // Safe search hides the card of an entity whose page it hides from the results.
    const pages = [...parsed.data.links.map((link) => link.url), parsed.data.source.url];
    if (safe && (await hasAdultPage(database, pages))) return { ok: true, entity: null };
    return { ok: true, entity: parsed.data };
  } catch (error) {
    log.warn({ source: source.name, err: error }, 'knowledge source failed: no card');
    return { ok: false, entity: null };
  }
}

/** A source that ignores its signal still cannot hold the card past the deadline. */
function untilDeadline<T>(work: Promise<T>, signal: AbortSignal, source: string): Promise<T> {
  const deadline = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new ProviderError(source, 'timeout', 'deadline')), {
      once: true,
    }),
  );
  return Promise.race([work, deadline]);
}
