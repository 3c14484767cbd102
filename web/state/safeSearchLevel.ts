// Safe search in three levels on top of the spec's on/off (safesearch_enabled says whether results are filtered,
// the level whether the filter is the moderate one rather than strict).
import type { SafeSearch } from '../../common/search';

/** The stricter of two levels: an address may ask for more filtering than the visitor's choice, never less. */
export function stricterLevel(a: SafeSearch, b: SafeSearch): SafeSearch {
  const rank = { off: 0, moderate: 1, active: 2 } as const;
  return rank[a] >= rank[b] ? a : b;
}
