// The shipped data a new install searches and suggests from: written at start, once per data set version.
import type { DatabaseHandle } from './db/database';
import { ensureLocalIndex } from './search/local/seed';
import { ensureSuggestTerms } from './suggest/seed';

export async function seedShippedData(database: DatabaseHandle): Promise<void> {
  await ensureLocalIndex(database);
  await ensureSuggestTerms(database);
}
