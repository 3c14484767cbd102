// Fills the local index with the shipped data set on first start, and again when it changes.
import type { DatabaseHandle } from '../../../platform/db/database';
import { readMeta, writeMeta } from '../../../platform/db/meta';
import { buildDataset, DATASET_VERSION } from './dataset';
import { analyzeSearchPages, upsertSearchPages } from './store';

export async function ensureLocalIndex(handle: DatabaseHandle): Promise<number> {
  if ((await readMeta(handle, 'local_index_dataset')) === DATASET_VERSION) return 0;
  const count = await upsertSearchPages(handle, buildDataset());
  await analyzeSearchPages(handle);
  await writeMeta(handle, 'local_index_dataset', DATASET_VERSION);
  return count;
}
