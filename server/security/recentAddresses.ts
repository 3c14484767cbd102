// The addresses the rate limiter keeps, least recently seen first (issue 16): past the configured number, the
// oldest is forgotten with its counts, so a flood of distinct addresses cannot grow memory without bound.

export type RecentAddresses = { touch: (address: string) => void; readonly size: number };

export function recentAddresses(max: number, forget: (address: string) => void): RecentAddresses {
  // A Map iterates in insertion order: moving an address to the end on each visit makes it an LRU list.
  const seen = new Map<string, true>();
  return {
    touch(address) {
      if (seen.delete(address)) {
        seen.set(address, true);
        return;
      }
      seen.set(address, true);
      if (seen.size <= max) return;
      const oldest = seen.keys().next().value!;
      seen.delete(oldest);
      forget(oldest);
    },
    get size() {
      return seen.size;
    },
  };
}
