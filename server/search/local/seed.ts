// Fills the local index and the suggestions with the shipped data set on first start, and again when it changes.
import type { DatabaseHandle } from '../../db/database';
import { replaceDatasetTerms } from '../../suggest/store';
import { buildDataset, DATASET_VERSION } from './dataset';
import { upsertSearchPages } from './store';

const META_KEY = 'local_index_dataset';

export async function ensureLocalIndex(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const current = await db.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirst();
  if (current?.value === DATASET_VERSION) return 0;
  const { pages, terms } = buildDataset();
  const count = await upsertSearchPages(handle, pages);
  await replaceDatasetTerms(handle, terms);
  await db
    .insertInto('meta')
    .values({ key: META_KEY, value: DATASET_VERSION })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: DATASET_VERSION, updated_at: new Date().toISOString() }),
    )
    .execute();
  return count;
}
