// The addresses the rate limiter keeps, least recently seen first: past the configured number, the
// oldest is forgotten with its counts, so a flood of distinct addresses cannot grow memory without bound.

export type RecentAddresses = { touch: (address: string) => void; readonly size: number };

type Entry = { address: string; older: Entry | null; newer: Entry | null };

export function recentAddresses(max: number, forget: (address: string) => void): RecentAddresses {
  // A list from the least to the most recently seen, and a map to find an address's place in it: every step
  // is O(1) (a Map iterated from its front after many deletions is not).
  const entries = new Map<string, Entry>();
  let oldest: Entry | null = null;
  let newest: Entry | null = null;

  const unlink = (e: Entry) => {
    if (e.older) e.older.newer = e.newer;
    else oldest = e.newer;
    if (e.newer) e.newer.older = e.older;
    else newest = e.older;
    e.older = e.newer = null;
  };
  const append = (e: Entry) => {
    e.older = newest;
    if (newest) newest.newer = e;
    else oldest = e;
    newest = e;
  };

  return {
    touch(address) {
      const known = entries.get(address);
      if (known) {
        if (known !== newest) {
          unlink(known);
          append(known);
        }
        return;
      }
      const entry: Entry = { address, older: null, newer: null };
      append(entry);
      entries.set(address, entry);
      if (entries.size <= max) return;
      const gone = oldest!;
      unlink(gone);
      entries.delete(gone.address);
      forget(gone.address);
    },
    get size() {
      return entries.size;
    },
  };
}
