// The profile menu of a signed-in person: who is active, the other accounts, preferences, add and log out.
import { Link } from 'react-router';
import type { Account } from '../../common/auth';
import { PREFERENCES_MESSAGES } from '../../common/preferencesMessages';
import { LABELS } from '../components/labels';
import { useClientConfig } from '../config/useClientConfig';
import { MenuItem } from '../components/menu/MenuItem';
import { SearchPreferenceSwitches } from '../components/menu/SearchPreferenceSwitches';
import { useMenu } from '../components/menu/useMenu';
import { Avatar } from './Avatar';
import { useAccountActions } from './useAccountActions';
import { useChangeSettings, useSettings } from './useSettings';
import './account.css';

type Props = { user: Account; accounts: Account[] };

/** A person's name over their e-mail. */
function Identity({ account }: { account: Account }) {
  return (
    <span>
      <span className="account-name">{account.name}</span>
      <span className="account-email">{account.email}</span>
    </span>
  );
}

export function AccountMenu({ user, accounts }: Props) {
  const menu = useMenu();
  const actions = useAccountActions();
  const features = useClientConfig().config?.features;
  const settings = useSettings();
  const change = useChangeSettings();
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
            <Identity account={user} />
          </div>
          {actions.error && (
            <p className="account-error" role="alert">
              {actions.error}
            </p>
          )}
          <p className="account-section">{LABELS.account.preferences}</p>
          <SearchPreferenceSwitches
            features={features}
            history={settings.history}
            safeSearch={settings.safeSearch}
            setHistory={(history) => void actions.updateSettings(() => change({ history }))}
            setSafeSearch={(safeSearch) => void actions.updateSettings(() => change({ safeSearch }))}
          />
          <Link to="/preferences" role="menuitem" tabIndex={-1} className="menu-item">
            {PREFERENCES_MESSAGES.allSettings}
          </Link>
          {others.length > 0 && <p className="account-section">{LABELS.account.otherAccounts}</p>}
          {others.map((account) => (
            <MenuItem
              key={account.id}
              className="menu-item account-other"
              label={LABELS.account.switchTo(account.name)}
              onClick={() => void actions.switchTo(account.id).then((ok) => ok && menu.setOpen(false))}
            >
              <Avatar account={account} size={28} />
              <Identity account={account} />
            </MenuItem>
          ))}
          <div className="account-actions">
            {/* Spec: add account with one account or fewer; logout-all only with more than one. */}
            {accounts.length <= 1 && (
              <MenuItem onClick={() => void actions.addAccount()}>{LABELS.account.add}</MenuItem>
            )}
            <MenuItem onClick={() => void actions.logout()}>{LABELS.account.logout}</MenuItem>
            {accounts.length > 1 && (
              <MenuItem onClick={() => void actions.logoutAll()}>{LABELS.account.logoutAll}</MenuItem>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
