// The search preferences of a menu, the guest's (kept in the browser) or a member's (kept on the server): the
// history switch and safe search's three levels.
import type { SafeSearch } from '../../../common/search';
import { LABELS } from '../labels';
import { MenuRadioGroup } from './MenuRadioGroup';
import { MenuSwitch } from './MenuSwitch';

type Props = {
  /** The install's features (FEATURE_SEARCH_HISTORY, FEATURE_SAFE_SEARCH): one turned off has no control. */
  features: { searchHistory: boolean; safeSearch: boolean } | undefined;
  history: boolean;
  safeSearch: SafeSearch;
  setHistory: (on: boolean) => void;
  setSafeSearch: (level: SafeSearch) => void;
};

const LEVELS: readonly { value: SafeSearch; label: string }[] = [
  { value: 'active', label: LABELS.safeSearchStrict },
  { value: 'moderate', label: LABELS.safeSearchModerate },
  { value: 'off', label: LABELS.safeSearchOff },
];

export function SearchPreferenceSwitches({
  features,
  history,
  safeSearch,
  setHistory,
  setSafeSearch,
}: Props) {
  return (
    <>
      {features?.searchHistory !== false && (
        <MenuSwitch label={LABELS.historySetting} on={history} set={setHistory} />
      )}
      {features?.safeSearch !== false && (
        <MenuRadioGroup
          label={LABELS.safeSearchSetting}
          value={safeSearch}
          choices={LEVELS}
          choose={setSafeSearch}
        />
      )}
    </>
  );
}
