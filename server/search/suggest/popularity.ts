// Who searched which query, batched in memory and written once a second, off the request's path. A query becomes a
// public suggestion once enough distinct visitors searched it: distinct sessions from distinct networks, in 30 days.
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { POPULAR_QUERY, SUGGESTION_UNUSED_DAYS } from '../../../common/constants';
import { wordsKeyOf } from '../../../common/text';
import type { DatabaseHandle } from '../../platform/db/database';
import { networkKeyOf } from '../../platform/http/clientAddress';
import { finishJobRun, takeJobRun } from '../../platform/jobs/store';
import { suggestabilityOf } from '../words/blocklist';
import { countSearchers, recordSearchedQueries, updatePopularity, type SearchedQuery } from './store';
import { deleteForgottenQueries, pruneSearches, pruneUnusedSuggestions } from './prune/store';

const FLUSH_INTERVAL_MS = 1000;
/** Recent (query, visitor) pairs whose row is kept ready. */
const RECENT_SEARCHES = 10_000;
const DAY_MS = 86_400_000;
/** Keyed hashes are cut to 128 bits: unique enough to count visitors, useless without the server's secret. */
const HASH_LENGTH = 22;

export type QueryPopularity = {
  /** Counts a search that found something, by the request's visitor. */
  count(label: string, request: FastifyRequest): Promise<void>;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

type Options = { secret: string; minVisitors: number };

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const SUGGEST_PRUNE_JOB = 'suggest-prune';

/** The day's pruning of past queries unused for 90 days, by one process (the job_runs row of the day is the lock). */
export async function pruneUnusedSuggestionsOnce(database: DatabaseHandle, now: number) {
  const today = dayOf(now);
  if (!(await takeJobRun(database, SUGGEST_PRUNE_JOB, today))) return 'skipped' as const;
  try {
    const { rows } = await pruneUnusedSuggestions(database, dayOf(now - SUGGESTION_UNUSED_DAYS * DAY_MS));
    await finishJobRun(database, SUGGEST_PRUNE_JOB, today, {
      status: 'ok',
      detail: `${rows} requête(s) oubliée(s)`,
    });
    return rows;
  } catch (error) {
    await finishJobRun(database, SUGGEST_PRUNE_JOB, today, {
      status: 'failed',
      detail: (error as Error).message,
    });
    throw error;
  }
}

export function createQueryPopularity(
  database: DatabaseHandle,
  { secret, minVisitors }: Options,
): QueryPopularity {
  let pending = new Map<string, SearchedQuery>();
  let prunedDay = '';
  // Hashed per query: the rows of two queries cannot be joined to follow one visitor across searches.
  const keyed = (term: string, kind: string, value: string) =>
    createHmac('sha256', secret)
      .update(`${kind}\0${term}\0${value}`)
      .digest('base64url')
      .slice(0, HASH_LENGTH);

  async function recount(terms: string[], now: number, lowering: boolean) {
    const since = dayOf(now - (POPULAR_QUERY.windowDays - 1) * DAY_MS);
    const counts = await countSearchers(database, terms, since);
    await updatePopularity(
      database,
      // A session that changes network, or a network of many sessions, counts once.
      counts
        .map((c) => ({ term: c.term, visitors: Math.min(c.visitors, c.networks) }))
        // Without lowering, a count short of the threshold shows nothing: most queries need no update.
        .filter((c) => lowering || c.visitors >= minVisitors),
      { minVisitors, now: new Date(now).toISOString(), lowering },
    );
  }

  async function writeBatch() {
    const now = Date.now();
    const today = dayOf(now);
    if (prunedDay !== today) {
      prunedDay = today;
      await recount(
        await pruneSearches(database, dayOf(now - (POPULAR_QUERY.windowDays - 1) * DAY_MS)),
        now,
        true,
      );
      await deleteForgottenQueries(database);
      await pruneUnusedSuggestionsOnce(database, now);
    }
    const batch = [...pending.values()];
    pending = new Map();
    await recount(await recordSearchedQueries(database, batch, today), now, false);
  }

  // One batch at a time: a recount that overlapped a later batch's could write its older, lower count last.
  let writing: Promise<void> = Promise.resolve();
  const flush = () => (writing = writing.catch(() => {}).then(writeBatch));

  /** The row of a search, or null for a query that may never be suggested: nothing is kept about who searched
   * it then. */
  function rowOf(label: string, visitor: string, network: string): SearchedQuery | null {
    const term = wordsKeyOf(label);
    // Read as typed: the key has lost the symbols a disguised word is written with ("put@in").
    const { unsuggestable, adult } = suggestabilityOf(label);
    if (!term || unsuggestable) return null;
    return {
      term,
      label: label.trim().replace(/\s+/g, ' '),
      adult,
      visitor: keyed(term, 'visitor', visitor),
      network: keyed(term, 'network', network),
    };
  }
  const recent = new LRUCache<string, { row: SearchedQuery | null }>({ max: RECENT_SEARCHES });

  const timer = setInterval(() => void flush().catch(() => {}), FLUSH_INTERVAL_MS).unref();
  return {
    async count(label, request) {
      // The session, or without one the client key (an IPv6 /64); its network is the /24 or /48 around it.
      const session = await request.session();
      const visitor = session ? `session:${session.token_hash}` : `client:${request.clientKey}`;
      // A visitor repeating a query (pages, reloads) costs one map lookup, not two keyed hashes and the word lists.
      const seenKey = `${label}\0${visitor}\0${request.clientKey}`;
      let seen = recent.get(seenKey);
      if (!seen) {
        seen = { row: rowOf(label, visitor, networkKeyOf(request.clientKey)) };
        recent.set(seenKey, seen);
      }
      const row = seen.row;
      if (row) pending.set(`${row.term}\0${row.visitor}\0${row.network}`, row);
    },
    flush,
    async stop() {
      clearInterval(timer);
      // A database already gone takes the last second's counts with it: closing must still finish.
      await flush().catch(() => {});
    },
  };
}
