// Site events are written by group commit: they wait at most ~100 ms or 500 rows, then one transaction
// writes them all, and every request of the batch is acknowledged once that transaction is on disk.
import type { SiteEvent } from '../../common/events';
import type { DatabaseHandle } from '../db/database';
import { insertSiteEvents, type NewSiteEvent } from './store';

/** The rows of a browser's events, stamped with the Paris day and the partner code it came with. */
export function siteEventRows(events: SiteEvent[], referralCode: string | null, day: string): NewSiteEvent[] {
  return events.map((e) => ({
    type: e.type,
    path: e.path,
    slot: e.type === 'ad_filled' ? e.slot : null,
    force_admin: e.type === 'ad_filled' && e.force_admin ? 1 : 0,
    referral_code: referralCode,
    day,
  }));
}

const MAX_WAIT_MS = 100;
const MAX_ROWS = 500;

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

export type EventBuffer = { write(events: NewSiteEvent[]): Promise<void>; close(): Promise<void> };

export function createEventBuffer(database: DatabaseHandle): EventBuffer {
  let rows: NewSiteEvent[] = [];
  let waiters: Waiter[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (rows.length === 0) return writing;
    const batch = rows;
    const batchWaiters = waiters;
    rows = [];
    waiters = [];
    // One transaction at a time: SQLite has one writer, and order is kept.
    writing = writing.then(() =>
      insertSiteEvents(database, batch).then(
        () => batchWaiters.forEach((w) => w.resolve()),
        (error: unknown) => batchWaiters.forEach((w) => w.reject(error)),
      ),
    );
    return writing;
  }

  return {
    write(events) {
      return new Promise<void>((resolve, reject) => {
        rows.push(...events);
        waiters.push({ resolve, reject });
        if (rows.length >= MAX_ROWS) void flush();
        else timer ??= setTimeout(() => void flush(), MAX_WAIT_MS);
      });
    },
    close: flush,
  };
}
