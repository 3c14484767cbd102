// The two search preferences of a menu, the guest's (kept in the browser) or a member's (kept on the server).
import { useClientConfig } from '../../config/useClientConfig';
import { LABELS } from '../labels';
import { MenuSwitch } from './MenuSwitch';

type Props = {
  history: boolean;
  safeSearch: boolean;
  setHistory: (on: boolean) => void;
  setSafeSearch: (on: boolean) => void;
};

export function SearchPreferenceSwitches({ history, safeSearch, setHistory, setSafeSearch }: Props) {
  // A feature the install turned off (FEATURE_SEARCH_HISTORY, FEATURE_SAFE_SEARCH) has no switch.
  const features = useClientConfig().config?.features;
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
