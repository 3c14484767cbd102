// The guest's settings menu: a menu button, the history switch, safe search's level and the settings page.
import { Link } from 'react-router';
import { PREFERENCES_MESSAGES } from '../../common/preferencesMessages';
import { useChangeSettings, useSettings } from '../account/useSettings';
import { useClientConfig } from '../config/useClientConfig';
import { Icon } from '../components/Icon';
import { ICONS } from '../components/icons';
import { LABELS } from '../components/labels';
import { SearchPreferenceSwitches } from '../components/menu/SearchPreferenceSwitches';
import { useMenu } from '../components/menu/useMenu';

export function SettingsMenu() {
  const menu = useMenu();
  const settings = useSettings();
  const change = useChangeSettings();
  const features = useClientConfig().config?.features;
  return (
    <div className="menu" {...menu.rootProps}>
      <button {...menu.buttonProps} className="icon-button" aria-label={LABELS.settings}>
        <Icon path={ICONS.settings} size={22} />
      </button>
      {menu.open && (
        <div id={menu.menuId} className="menu-panel" role="menu" aria-label={LABELS.settings}>
          <SearchPreferenceSwitches
            features={features}
            history={settings.history}
            safeSearch={settings.safeSearch}
            setHistory={(history) => void change({ history })}
            setSafeSearch={(safeSearch) => void change({ safeSearch })}
          />
          <Link to="/preferences" role="menuitem" tabIndex={-1} className="menu-item">
            {PREFERENCES_MESSAGES.allSettings}
          </Link>
        </div>
      )}
    </div>
  );
}
