// Site events are written by group commit: they wait at most ~100 ms or 500 rows, then one transaction
// writes them all, and every request of the batch is acknowledged once that transaction is on disk.
import type { SiteEvent } from '../../../common/events';
import type { DatabaseHandle } from '../../platform/db/database';
import { isText } from '../../platform/http/text';
import { metricsOf } from '../../platform/metrics/registry';
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

/** A request's rows, and how to tell it they are written (or not). */
type Waiter = { rows: NewSiteEvent[]; resolve: () => void; reject: (error: unknown) => void };

export type EventBuffer = { write(events: NewSiteEvent[]): Promise<void>; close(): Promise<void> };

/** A row no database refuses: its texts hold no NUL and are well-formed (the route checked them once already). */
export function isStorableEvent(row: NewSiteEvent): boolean {
  for (const value of [row.type, row.path, row.slot, row.referral_code, row.day])
    if (value !== null && value !== undefined && (typeof value !== 'string' || !isText(value))) return false;
  return true;
}

export class UnstorableEventError extends Error {
  constructor() {
    super('event that no database can store');
  }
}

/**
 * Writes each request's rows: a request whose rows cannot be stored is refused before it joins a batch; a batch
 * that still fails is retried request by request, so one bad row never costs another request its events.
 */
export function createEventBuffer(
  database: DatabaseHandle,
  { insert = insertSiteEvents, onRetry }: BufferOptions = {},
): EventBuffer {
  let pending: Waiter[] = [];
  let rowCount = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  async function writeBatch(batch: Waiter[]) {
    try {
      await insert(
        database,
        batch.flatMap((w) => w.rows),
      );
      metricsOf(database)?.eventsWritten.inc(batch.reduce((n, w) => n + w.rows.length, 0));
      for (const w of batch) w.resolve();
      return;
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      onRetry?.(error);
    }
    // The batch failed as a whole: each request alone, so only the one that holds the bad row fails.
    for (const w of batch)
      await insert(database, w.rows).then(
        () => (metricsOf(database)?.eventsWritten.inc(w.rows.length), w.resolve()),
        (error: unknown) => w.reject(error),
      );
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    rowCount = 0;
    // One transaction at a time: SQLite has one writer, and order is kept.
    writing = writing.then(() => writeBatch(batch));
    return writing;
  }

  return {
    write(rows) {
      if (!rows.every(isStorableEvent)) return Promise.reject(new UnstorableEventError());
      return new Promise<void>((resolve, reject) => {
        pending.push({ rows, resolve, reject });
        metricsOf(database)?.eventsQueued.inc(rows.length);
        rowCount += rows.length;
        if (rowCount >= MAX_ROWS) void flush();
        else timer ??= setTimeout(() => void flush(), MAX_WAIT_MS);
      });
    },
    close: flush,
  };
}

export type BufferOptions = {
  /** The batch insert (a test's stand-in may fail). */
  insert?: typeof insertSiteEvents;
  /** Told when a batch failed and is retried request by request. */
  onRetry?: (error: unknown) => void;
};
