// One object per database handle (a cache, its subscribers): every reader and writer of that database shares it,
// and two apps in one process (tests, the cluster) keep theirs apart.
import type { DatabaseHandle } from './database';

export function perDatabase<T extends object>(create: (database: DatabaseHandle) => T) {
  const made = new WeakMap<DatabaseHandle, T>();
  return (database: DatabaseHandle): T => {
    let value = made.get(database);
    if (!value) {
      value = create(database);
      made.set(database, value);
    }
    return value;
  };
}
