// What a process shares with Redis: its hits of each key, added there (INCRBY) every REDIS_SYNC_MS, one transaction
// per key (one key, one hash slot: Redis Cluster takes it), or at once for a hit near its limit; each answer tells the
// total over every process. An outage keeps the hits for later, and each process judges its limits on its own
// hits counted for every process alive (ownShare).
import type { ChainableCommander, Redis } from 'ioredis';
import type { WindowCount } from './counter';
import type { Window, Windows } from './windows';

/** How long local hits wait before they are added in Redis: a client spread over several processes can
 * pass its limit by what it sends in that time, nothing more. */
export const REDIS_SYNC_MS = 1_000;

export type Share = {
  redis: Redis;
  prefix: string;
  now: () => number;
  /** The processes alive, this one included: while Redis is lost each takes its share of a limit. */
  processes: () => number;
  windows: Windows['windows'];
  /** Keys with hits Redis does not know yet. */
  dirty: Set<string>;
  timer: NodeJS.Timeout | null;
  syncing: Promise<void>;
};

export function createShare(
  redis: Redis,
  windows: Share['windows'],
  now: () => number,
  prefix: string,
  processes: () => number = () => 1,
): Share {
  return {
    redis,
    prefix,
    now,
    processes,
    windows,
    dirty: new Set(),
    timer: null,
    syncing: Promise.resolve(),
  };
}

export const redisKeyOf = (share: Pick<Share, 'prefix'>, key: string) => `${share.prefix}rl:${key}`;

/** One key's transaction: SET NX starts the window once; INCRBY counts; PTTL says when the window ends. */
function add(share: Share, key: string, w: Window, by: number): ChainableCommander {
  const k = redisKeyOf(share, key);
  return share.redis.multi().set(k, 0, 'PX', w.windowMs, 'NX').incrby(k, by).pttl(k);
}

/**
 * The window's total as this process judges it without Redis: what Redis last said, and this process's own
 * unshared hits as many times as there are processes, the newest once. Spread evenly (a balancer's round robin),
 * N processes together let the limit through and at most N - 1 more (each rounds its share of it up).
 */
export function ownShare(share: Share, w: Window): WindowCount {
  const unshared = w.sending + w.pending;
  const count = w.shared + Math.max(0, unshared - 1) * share.processes() + Math.min(1, unshared);
  return { count, resetInMs: w.resetAt - share.now() };
}

function learn(w: Window, total: number, ttl: number, t: number) {
  // Answers of one connection come in order, but a later window may have begun meanwhile: never back.
  w.shared = Math.max(w.shared, total);
  if (ttl > 0) w.resetAt = t + ttl;
}

/** Hits Redis did not take are kept, and sent again with the next ones. */
function keep(share: Share, key: string, w: Window, by: number) {
  w.pending += by;
  share.dirty.add(key);
}

/** Sends every key's pending hits, a transaction per key written together on the connection, and learns the totals. */
async function send(share: Share): Promise<void> {
  const batch = [...share.dirty].flatMap((key) => {
    const w = share.windows.get(key);
    return w && w.pending > 0 ? [{ key, w, by: w.pending }] : [];
  });
  share.dirty.clear();
  await Promise.all(
    batch.map(async ({ key, w, by }) => {
      w.pending -= by;
      w.sending += by;
      const results = await add(share, key, w, by)
        .exec()
        .catch(() => null);
      w.sending -= by;
      const total = Number(results?.[1]?.[1]);
      if (Number.isFinite(total)) learn(w, total, Number(results?.[2]?.[1]), share.now());
      else keep(share, key, w, by);
    }),
  );
}

/** Sends within REDIS_SYNC_MS. */
export function arm(share: Share): void {
  share.timer ??= setTimeout(() => void sync(share), REDIS_SYNC_MS);
  share.timer.unref();
}

export function sync(share: Share): Promise<void> {
  if (share.timer) clearTimeout(share.timer);
  share.timer = null;
  // Hits Redis did not take are sent again a second later, not only with the next hit.
  share.syncing = share.syncing
    .then(() => send(share))
    .then(() => {
      if (share.dirty.size > 0) arm(share);
    });
  return share.syncing;
}

/** Adds the key's unshared hits and this one in Redis now; the hit is judged by the total Redis answers. */
export async function hitInRedis(share: Share, key: string, w: Window): Promise<WindowCount> {
  const by = w.pending + 1;
  w.pending = 0;
  w.sending += by;
  const results = await add(share, key, w, by)
    .exec()
    .catch(() => null);
  w.sending -= by;
  const total = Number(results?.[1]?.[1]);
  if (!Number.isFinite(total)) {
    // Redis did not answer: the hits are sent later. Lost, this process judges on its share; only slow (its
    // connection up), on what it knows, as when far from the limit.
    keep(share, key, w, by);
    arm(share);
    if (share.redis.status !== 'ready') return ownShare(share, w);
    return { count: w.shared + w.sending + w.pending, resetInMs: w.resetAt - share.now() };
  }
  learn(w, total, Number(results?.[2]?.[1]), share.now());
  return { count: total, resetInMs: w.resetAt - share.now() };
}
