// The two search preferences of a menu, the guest's (kept in the browser) or a member's (kept on the server).
import { LABELS } from '../labels';
import { MenuSwitch } from './MenuSwitch';

type Props = {
  history: boolean;
  safeSearch: boolean;
  setHistory: (on: boolean) => void;
  setSafeSearch: (on: boolean) => void;
};

export function SearchPreferenceSwitches({ history, safeSearch, setHistory, setSafeSearch }: Props) {
  return (
    <>
      <MenuSwitch label={LABELS.historySetting} on={history} set={setHistory} />
      <MenuSwitch label={LABELS.safeSearchSetting} on={safeSearch} set={setSafeSearch} />
    </>
  );
}
