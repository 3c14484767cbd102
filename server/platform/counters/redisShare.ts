// What a process shares with Redis: its hits of each key, added there (INCRBY) every REDIS_SYNC_MS in one
// transaction, or at once for a hit near its limit; each answer tells the total over every process. An outage
// keeps the hits for later and the limits go on with this process's own counts.
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
): Share {
  return { redis, prefix, now, windows, dirty: new Set(), timer: null, syncing: Promise.resolve() };
}

// SET NX starts the window once; INCRBY counts; PTTL says when the window ends.
function add(transaction: ChainableCommander, share: Share, key: string, w: Window, by: number) {
  const k = `${share.prefix}rl:${key}`;
  transaction.set(k, 0, 'PX', w.windowMs, 'NX').incrby(k, by).pttl(k);
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

/** Sends every key's pending hits in one transaction and learns the totals. */
async function send(share: Share): Promise<void> {
  const batch = [...share.dirty].flatMap((key) => {
    const w = share.windows.get(key);
    return w && w.pending > 0 ? [{ key, w, by: w.pending }] : [];
  });
  share.dirty.clear();
  if (batch.length === 0) return;
  const transaction = share.redis.multi();
  for (const { key, w, by } of batch) {
    w.pending -= by;
    w.sending += by;
    add(transaction, share, key, w, by);
  }
  const results = await transaction.exec().catch(() => null);
  const t = share.now();
  batch.forEach(({ key, w, by }, i) => {
    w.sending -= by;
    const total = Number(results?.[i * 3 + 1]?.[1]);
    if (Number.isFinite(total)) learn(w, total, Number(results?.[i * 3 + 2]?.[1]), t);
    else keep(share, key, w, by);
  });
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
  const transaction = share.redis.multi();
  add(transaction, share, key, w, by);
  const results = await transaction.exec().catch(() => null);
  w.sending -= by;
  const total = Number(results?.[1]?.[1]);
  if (!Number.isFinite(total)) {
    // Redis did not answer: as far from it, this process's own view judges, the hits are sent later.
    keep(share, key, w, by);
    arm(share);
    return { count: w.shared + w.sending + w.pending, resetInMs: w.resetAt - share.now() };
  }
  learn(w, total, Number(results?.[2]?.[1]), share.now());
  return { count: total, resetInMs: w.resetAt - share.now() };
}
