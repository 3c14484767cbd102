// The guest's settings menu: a menu button and two switches (history, safe search) kept in the browser.
import { useGuestSettings } from '../state/guestSettings';
import { Icon } from '../components/Icon';
import { LABELS } from '../components/labels';
import { MenuSwitch } from '../components/menu/MenuSwitch';
import { useMenu } from '../components/menu/useMenu';

const GEAR =
  'M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.6a7 7 0 0 0-1.7 1l-2.4-1-2 3.4L6.6 11a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 1.7 1L11 21h4l.4-2.6a7 7 0 0 0 1.7-1l2.4 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z';

export function SettingsMenu() {
  const menu = useMenu();
  const settings = useGuestSettings();
  return (
    <div className="menu" {...menu.rootProps}>
      <button {...menu.buttonProps} className="icon-button" aria-label={LABELS.settings}>
        <Icon path={GEAR} size={22} />
      </button>
      {menu.open && (
        <div id={menu.menuId} className="menu-panel" role="menu" aria-label={LABELS.settings}>
          <MenuSwitch
            label={LABELS.historySetting}
            on={settings.historyEnabled}
            set={settings.setHistoryEnabled}
          />
          <MenuSwitch
            label={LABELS.safeSearchSetting}
            on={settings.safeSearch}
            set={settings.setSafeSearch}
          />
        </div>
      )}
    </div>
  );
}
