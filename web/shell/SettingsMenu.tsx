// The guest's settings menu: a menu button, the history switch and safe search's level, kept in the browser.
import { useClientConfig } from '../config/useClientConfig';
import { useGuestSettings } from '../state/guestSettings';
import { Icon } from '../components/Icon';
import { ICONS } from '../components/icons';
import { LABELS } from '../components/labels';
import { SearchPreferenceSwitches } from '../components/menu/SearchPreferenceSwitches';
import { useMenu } from '../components/menu/useMenu';
import { useSafeSearchLevel } from '../state/safeSearchLevel';

export function SettingsMenu() {
  const menu = useMenu();
  const settings = useGuestSettings();
  const features = useClientConfig().config?.features;
  const [safeSearch, setSafeSearch] = useSafeSearchLevel(settings.safeSearch, settings.setSafeSearch);
  // An install with neither feature (FEATURE_SEARCH_HISTORY, FEATURE_SAFE_SEARCH) has nothing to set.
  if (features && !features.searchHistory && !features.safeSearch) return null;
  return (
    <div className="menu" {...menu.rootProps}>
      <button {...menu.buttonProps} className="icon-button" aria-label={LABELS.settings}>
        <Icon path={ICONS.settings} size={22} />
      </button>
      {menu.open && (
        <div id={menu.menuId} className="menu-panel" role="menu" aria-label={LABELS.settings}>
          <SearchPreferenceSwitches
            features={features}
            history={settings.historyEnabled}
            safeSearch={safeSearch}
            setHistory={settings.setHistoryEnabled}
            setSafeSearch={setSafeSearch}
          />
        </div>
      )}
    </div>
  );
}
