// Safe search in three levels on top of the spec's on/off: `safeSearchEnabled` (a guest's flag, or a member's
// safesearch_enabled on the server) says whether results are filtered, and the browser's `safeSearchModerate`
// whether the filter is the moderate one rather than strict.
import type { SafeSearch } from '../../common/search';
import { isBoolean, useLocalSetting } from './localSetting';

export const SAFE_SEARCH_MODERATE_KEY = 'safeSearchModerate';

/** Strict first: a new browser, and one that never chose, filters as the spec's default does. */
export const levelOf = (enabled: boolean, moderate: boolean): SafeSearch =>
  !enabled ? 'off' : moderate ? 'moderate' : 'active';

/** The level from the on/off preference where it is kept (browser or server), and how to choose another. */
export function useSafeSearchLevel(
  enabled: boolean,
  setEnabled: (on: boolean) => void,
): [SafeSearch, (level: SafeSearch) => void] {
  const [moderate, setModerate] = useLocalSetting(SAFE_SEARCH_MODERATE_KEY, false, isBoolean);
  return [
    levelOf(enabled, moderate),
    (level) => {
      // `off` keeps the moderate choice: switching the filter back on finds the level left.
      if (level !== 'off') setModerate(level === 'moderate');
      if (enabled !== (level !== 'off')) setEnabled(level !== 'off');
    },
  ];
}

/** The stricter of two levels: an address may ask for more filtering than the visitor's choice, never less. */
export function stricterLevel(a: SafeSearch, b: SafeSearch): SafeSearch {
  const rank = { off: 0, moderate: 1, active: 2 } as const;
  return rank[a] >= rank[b] ? a : b;
}
