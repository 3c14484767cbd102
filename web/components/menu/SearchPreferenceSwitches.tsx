// The two search preferences of a menu, the guest's (kept in the browser) or a member's (kept on the server).
import { LABELS } from '../labels';
import { MenuSwitch } from './MenuSwitch';

type Props = {
  /** The install's features (FEATURE_SEARCH_HISTORY, FEATURE_SAFE_SEARCH): one turned off has no switch. */
  features: { searchHistory: boolean; safeSearch: boolean } | undefined;
  history: boolean;
  safeSearch: boolean;
  setHistory: (on: boolean) => void;
  setSafeSearch: (on: boolean) => void;
};

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
        <MenuSwitch label={LABELS.safeSearchSetting} on={safeSearch} set={setSafeSearch} />
      )}
    </>
  );
}
