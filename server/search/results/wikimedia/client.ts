// Wikimedia's keyless APIs asked as their etiquette wants (meta.wikimedia.org/wiki/User-Agent_policy,
// mediawiki.org/wiki/API:Etiquette): a User-Agent naming us and a contact, few calls in flight, answers
// cached, a throttled source left alone for its Retry-After, an unreachable one skipped for a minute.
import type { z } from '../../../../common/zod';
import type { Cache } from '../../../platform/cache/cache';
import type { SourceStates } from '../../../platform/health/sourceStates';
import { ProviderError } from '../provider';
import { fetchJson } from '../providers/http';

/** Calls in flight at once across every source: the etiquette asks for calls in series, we allow two. */
const MAX_IN_FLIGHT = 2;
/** A host that cannot be resolved or reached (no network) is asked again after this, not at every search. */
export const UNREACHABLE_RETRY_MS = 60_000;
/** A 429 or 503 without a usable Retry-After backs off this long; a longer one is cut to an hour. */
const DEFAULT_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;
/** Answers are kept this long to be served while a source backs off, beyond the cache's freshness. */
const STALE_KEEP_MS = 24 * 3_600_000;
/** How long a background check of an unreachable source may take. */
const PROBE_TIMEOUT_MS = 5_000;
/** Errors of a connection that never started: the network, not the source, is missing. */
const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH']);

export type SourceState = {
  name: string;
  state: 'ok' | 'throttled' | 'unreachable';
  /** When it is asked again (ISO time), while throttled or unreachable. */
  until?: string;
};

export type WikimediaCall<S extends z.ZodType> = {
  /** `wikipedia` or `commons`: the source whose state (throttled, unreachable) this call shares. */
  source: string;
  url: URL;
  params?: Record<string, string>;
  schema: S;
  signal: AbortSignal;
  timeoutMs?: number;
};

export interface WikimediaClient {
  readonly userAgent: string;
  /** The app's log, for the callers' own warnings. */
  readonly log?: WikimediaLog;
  getJson<S extends z.ZodType>(call: WikimediaCall<S>): Promise<z.output<S>>;
  /**
   * False while the source backs off, is unreachable or is being checked: a search skips it at once (its cache
   * still answers). A minute after it was found unreachable, asking this checks it again in the background.
   */
  available(source: string): boolean;
  /** Checks in the background that a source's host answers (at start): no visitor waits for a dead network. */
  probe(source: string, apiUrl: string): void;
  states(): SourceState[];
}

/** What the client tells the log (the app's pino logger fits). */
export type WikimediaLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type WikimediaOptions = {
  userAgent: string;
  cache: Cache;
  /** How long an answer is fresh (SEARCH_CACHE_TTL_S); 0 asks again every time. */
  cacheTtlMs: number;
  log?: WikimediaLog;
  now?: () => number;
  fetch?: typeof fetch;
  /** Where each real call's outcome is recorded, for the health view and the metrics. */
  states?: SourceStates;
};

type Blocked = { state: 'throttled' | 'unreachable'; until: number };
type Kept = { at: number; value: unknown };

/** `PortailRecherche/1.4.0 (https://recherche.example)`: Wikimedia's preferred form, `<client>/<version> (<contact>)`. */
export function wikimediaUserAgent(version: string, contact: string): string {
  return `PortailRecherche/${version} (${contact})`;
}

export function createWikimediaClient(options: WikimediaOptions): WikimediaClient {
  const { userAgent, cache, cacheTtlMs, log, states, now = Date.now } = options;
  const blocked = new Map<string, Blocked>();
  const known = new Set<string>();
  /** Where each source answers, for its background checks. */
  const apiUrls = new Map<string, string>();
  const probing = new Set<string>();
  const slots = semaphore(MAX_IN_FLIGHT);

  /** What the log was last told of each source: one line when it is throttled or unreachable, one when it is back. */
  const reported = new Map<string, Blocked['state']>();

  function blockOf(source: string): Blocked | undefined {
    const block = blocked.get(source);
    if (block && block.until <= now()) {
      blocked.delete(source);
      return undefined;
    }
    return block;
  }

  function block(source: string, state: Blocked['state'], forMs: number, detail: string): void {
    blocked.set(source, { state, until: now() + forMs });
    if (reported.get(source) === state) return;
    reported.set(source, state);
    log?.warn({ source, detail, retryInS: Math.round(forMs / 1000) }, `wikimedia: source ${state}`);
  }

  function answered(source: string): void {
    if (!reported.delete(source)) return;
    log?.info({ source }, 'wikimedia: source answers again');
  }

  /** A call that reached out (never a cached answer nor a skip): how it ended, for the source's state. */
  function recordCall(source: string, started: number, error?: unknown): void {
    if (!states) return;
    const ms = performance.now() - started;
    if (error === undefined) return states.record(source, { ok: true, ms });
    const block = blocked.get(source);
    const reason =
      block?.state === 'throttled' ? 'throttled' : error instanceof ProviderError ? error.reason : 'network';
    states.record(source, { ok: false, ms, reason, ...(block && { retryAt: block.until }) });
  }

  /** The fetch of one source's calls: it notes throttling and an unreachable host before http.ts sees them. */
  function watchedFetch(source: string): typeof fetch {
    const fetchUpstream = options.fetch ?? fetch;
    return async (input, init) => {
      let response: Response;
      try {
        response = await fetchUpstream(input, init);
      } catch (error) {
        const code = codeOf(error);
        if (code && UNREACHABLE_CODES.has(code)) block(source, 'unreachable', UNREACHABLE_RETRY_MS, code);
        throw error;
      }
      if (response.status === 429 || response.status === 503)
        block(
          source,
          'throttled',
          retryAfterMs(response.headers.get('retry-after'), now()),
          `HTTP ${response.status}`,
        );
      return response;
    };
  }

  /** Any HTTP answer means the host is back; a network failure keeps it skipped another minute. */
  function probe(source: string, apiUrl: string): void {
    known.add(source);
    apiUrls.set(source, apiUrl);
    if (probing.has(source)) return;
    probing.add(source);
    const url = new URL(apiUrl);
    url.search = new URLSearchParams({ action: 'query', meta: 'siteinfo', format: 'json' }).toString();
    const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
    const started = performance.now();
    void watchedFetch(source)(url, { signal, headers: { 'user-agent': userAgent } })
      .then(async (response) => {
        await response.body?.cancel();
        if (blocked.get(source)?.state === 'unreachable') blocked.delete(source);
        answered(source);
        recordCall(source, started);
      })
      .catch((error: unknown) => {
        block(source, 'unreachable', UNREACHABLE_RETRY_MS, codeOf(error) ?? 'no answer');
        recordCall(source, started, error);
      })
      .finally(() => probing.delete(source));
  }

  function available(source: string): boolean {
    // Checked again after an outage: skipped until the check says it is back. At start, nothing is known yet.
    if (probing.has(source) && blocked.has(source)) return false;
    const block = blocked.get(source);
    if (block?.state === 'unreachable' && block.until <= now() && apiUrls.has(source)) {
      probe(source, apiUrls.get(source)!);
      return false;
    }
    return !blockOf(source);
  }

  return {
    userAgent,
    log,
    available,
    probe,
    states: () =>
      [...known].map((name) => {
        const block = blockOf(name);
        return block
          ? { name, state: block.state, until: new Date(block.until).toISOString() }
          : { name, state: 'ok' as const };
      }),
    async getJson(call) {
      known.add(call.source);
      if (!apiUrls.has(call.source)) apiUrls.set(call.source, call.url.href);
      const key = `wikimedia:${call.url.href}?${new URLSearchParams(call.params)}`;
      const kept = await readKept(cache, key);
      // Checked when fetched: what the cache keeps is known good.
      if (kept && now() - kept.at < cacheTtlMs) return kept.value as never;
      const block = blockOf(call.source);
      if (block) {
        if (kept) return kept.value as never;
        throw new ProviderError(call.source, block.state === 'throttled' ? 'http' : 'network', block.state);
      }
      const started = performance.now();
      try {
        const value = await slots.run(call.signal, () =>
          fetchJson({
            provider: call.source,
            url: call.url,
            params: call.params,
            schema: call.schema,
            signal: call.signal,
            timeoutMs: call.timeoutMs,
            headers: { 'user-agent': userAgent },
            fetch: watchedFetch(call.source),
          }),
        );
        answered(call.source);
        recordCall(call.source, started);
        await cache.set(key, JSON.stringify({ at: now(), value }), Math.max(cacheTtlMs, STALE_KEEP_MS));
        return value;
      } catch (error) {
        recordCall(call.source, started, error);
        // Throttled just now: what we had is better than nothing.
        if (kept && blocked.get(call.source)?.state === 'throttled') return kept.value as never;
        throw error;
      }
    },
  };
}

async function readKept(cache: Cache, key: string): Promise<Kept | undefined> {
  const text = await cache.get(key);
  return text ? (JSON.parse(text) as Kept) : undefined;
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, nowMs: number): number {
  const value = header?.trim() ?? '';
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - nowMs;
  if (!Number.isFinite(ms) || ms <= 0) return DEFAULT_BACKOFF_MS;
  return Math.min(ms, MAX_BACKOFF_MS);
}

function codeOf(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** At most `size` tasks at once; a waiting task whose signal aborts leaves the queue. */
function semaphore(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot to the next waiting one, so no newcomer slips in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const slot = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(new ProviderError('wikimedia', 'timeout', 'deadline passed while waiting'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(start);
    });
  return {
    async run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      else await slot(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
