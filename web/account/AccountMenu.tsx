// The profile menu of a signed-in person: who is active, the other accounts, preferences, add and log out.
import type { Account } from '../../common/auth';
import { LABELS } from '../components/labels';
import { MenuSwitch } from '../components/menu/MenuSwitch';
import { useMenu } from '../components/menu/useMenu';
import { Avatar } from './Avatar';
import { useAccountActions } from './useAccountActions';
import './account.css';

type Props = { user: Account; accounts: Account[] };

export function AccountMenu({ user, accounts }: Props) {
  const menu = useMenu();
  const actions = useAccountActions();
  const others = accounts.filter((a) => a.id !== user.id);

  return (
    <div className="menu" {...menu.rootProps}>
      <button {...menu.buttonProps} className="avatar-button" aria-label={LABELS.account.menu(user.name)}>
        <Avatar account={user} />
      </button>
      {menu.open && (
        <div
          id={menu.menuId}
          className="menu-panel account-panel"
          role="menu"
          aria-label={LABELS.account.menu(user.name)}
        >
          <div className="account-current">
            <Avatar account={user} size={48} />
            <div>
              <p className="account-name">{user.name}</p>
              <p className="account-email">{user.email}</p>
            </div>
          </div>
          {actions.error && (
            <p className="account-error" role="alert">
              {actions.error}
            </p>
          )}
          <p className="account-section">{LABELS.account.preferences}</p>
          <MenuSwitch
            label={LABELS.historySetting}
            on={user.history_enabled}
            set={(on) => void actions.updatePreferences({ history_enabled: on })}
          />
          <MenuSwitch
            label={LABELS.safeSearchSetting}
            on={user.safesearch_enabled}
            set={(on) => void actions.updatePreferences({ safesearch_enabled: on })}
          />
          {others.length > 0 && <p className="account-section">{LABELS.account.otherAccounts}</p>}
          {others.map((account) => (
            <button
              key={account.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item account-other"
              aria-label={LABELS.account.switchTo(account.name)}
              onClick={() => void actions.switchTo(account.id).then((ok) => ok && menu.setOpen(false))}
            >
              <Avatar account={account} size={28} />
              <span>
                <span className="account-name">{account.name}</span>
                <span className="account-email">{account.email}</span>
              </span>
            </button>
          ))}
          <div className="account-actions">
            {/* Spec: add account with one account or fewer; logout-all only with more than one. */}
            {accounts.length <= 1 && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                onClick={() => void actions.addAccount()}
              >
                {LABELS.account.add}
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => void actions.logout()}
            >
              {LABELS.account.logout}
            </button>
            {accounts.length > 1 && (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                onClick={() => void actions.logoutAll()}
              >
                {LABELS.account.logoutAll}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
