// The top bar: "Optimisé par" with the shaking logo, the Images toggle, settings and login.
import { useSyncExternalStore } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LABELS } from '../components/labels';
import { loginHref } from './loginHref';
import { Logo } from './Logo';
import { SettingsMenu } from './SettingsMenu';
import { Icon } from '../components/Icon';
import { ICONS } from '../components/icons';
import { AccountMenu } from '../account/AccountMenu';
import { remembersAccounts } from '../account/storage';
import { useAuthUser } from '../account/useAuthUser';
import { tabHash, tabOf, withTab } from '../search/searchUrl';

/** On /search the toggle flips the tab and keeps the rest (q, lang…); elsewhere it opens image search. */
function useImagesToggle(): { href: string; on: boolean } {
  const { pathname, hash } = useLocation();
  const [params] = useSearchParams();
  if (pathname !== '/search') return { href: `/search?tab=images${tabHash('images')}`, on: false };
  const on = tabOf(params, hash) === 'images';
  return { href: withTab(params, on ? 'web' : 'images'), on };
}

export function TopBar() {
  const images = useImagesToggle();
  return (
    <header className="topbar">
      <Link to="/" className="topbar-brand">
        <span className="topbar-by">{LABELS.optimizedBy}</span>
        <span className="shake">
          <Logo />
        </span>
      </Link>
      <div className="topbar-actions">
        <Link
          to={images.href}
          className={images.on ? 'chip chip-on' : 'chip'}
          aria-current={images.on ? 'page' : undefined}
        >
          <Icon path={ICONS.image} size={18} />
          <span className="chip-label">{LABELS.images}</span>
        </Link>
        <AccountArea />
      </div>
    </header>
  );
}

const noChange = () => () => undefined;

/** Signed in: the Admin link (admins) and Partenaire link (partners), and the profile menu; else settings and login. */
export function AccountArea() {
  const location = useLocation();
  const { user, accounts, roles, loading } = useAuthUser();
  // While the answer comes, someone the browser remembers gets a quiet placeholder, not a login button; the
  // server knows nothing of the browser's storage, so hydration draws what it drew first.
  const remembered = useSyncExternalStore(noChange, remembersAccounts, () => false);
  if (loading && remembered) return <span className="avatar-placeholder" aria-hidden="true" />;
  if (!user)
    return (
      <>
        <SettingsMenu />
        <a className="button" href={loginHref(location)}>
          {LABELS.login}
        </a>
      </>
    );
  return (
    <>
      {roles.isAdmin && (
        <Link to="/admin/partners" className="topbar-link">
          {LABELS.adminLink}
        </Link>
      )}
      {/* Partners only: an admin who is not one would land on an empty portal. */}
      {roles.isPartner && (
        <Link to="/partner/dashboard" className="topbar-link">
          {LABELS.partnerLink}
        </Link>
      )}
      {/* A new active account gets a fresh, closed menu in the same render as its name. */}
      <AccountMenu key={user.id} user={user} accounts={accounts} />
    </>
  );
}
