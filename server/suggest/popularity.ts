// Counts searched queries in memory and writes them once a second, off the request's path.
import type { DatabaseHandle } from '../db/database';
import { recordSearchedQuery } from './store';

const FLUSH_INTERVAL_MS = 1000;

export type QueryPopularity = {
  count(label: string, adult: boolean): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createQueryPopularity(database: DatabaseHandle): QueryPopularity {
  let pending = new Map<string, { adult: boolean; times: number }>();

  async function flush() {
    const batch = pending;
    pending = new Map();
    for (const [label, counted] of batch) await recordSearchedQuery(database, label, counted);
  }

  const timer = setInterval(() => void flush().catch(() => {}), FLUSH_INTERVAL_MS).unref();
  return {
    count(label, adult) {
      const counted = pending.get(label) ?? { adult: false, times: 0 };
      pending.set(label, { adult: counted.adult || adult, times: counted.times + 1 });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
