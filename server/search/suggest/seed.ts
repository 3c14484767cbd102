// The names of the shipped data set as suggestions, on first start and again when the data set changes.
import type { DatabaseHandle } from '../../platform/db/database';
import { readMeta, writeMeta } from '../../platform/db/meta';
import { buildDataset, DATASET_VERSION } from '../results/local/dataset';
import { replaceDatasetTerms } from './store';

/** Each page's name (its title up to " (" or " –") is a suggestion of the page's weight. */
export async function ensureSuggestTerms(handle: DatabaseHandle): Promise<void> {
  if ((await readMeta(handle, 'suggest_dataset')) === DATASET_VERSION) return;
  const terms = buildDataset().map((page) => ({
    label: page.title.split(/ \(| – /)[0]!,
    weight: page.boost ?? 0,
  }));
  await replaceDatasetTerms(handle, terms);
  await writeMeta(handle, 'suggest_dataset', DATASET_VERSION);
}
