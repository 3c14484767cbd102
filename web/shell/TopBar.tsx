// The top bar: "Optimisé par" with the shaking logo, the Images toggle, settings and login.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '../state/keys';
import { useLocalSetting } from '../state/localSetting';
import { LABELS } from './labels';

export function loginHref(location: { pathname: string; search: string }): string {
  return `/auth/google?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

export function TopBar() {
  const location = useLocation();
  const [params] = useSearchParams();
  const onImages = location.pathname === '/search' && params.get('tab') === 'images';
  const next = new URLSearchParams(params);
  if (onImages) next.delete('tab');
  else next.set('tab', 'images');
  const imagesHref = location.pathname === '/search' ? `/search?${next}` : '/search?tab=images';

  return (
    <header className="topbar">
      <Link to="/" className="topbar-brand" aria-label={`${LABELS.optimizedBy} ${LABELS.brand}`}>
        <span className="topbar-by">{LABELS.optimizedBy}</span>
        <span className="logo shake">{LABELS.brand}</span>
      </Link>
      <nav className="topbar-actions">
        <Link to={imagesHref} className={onImages ? 'chip chip-on' : 'chip'} aria-pressed={onImages}>
          {LABELS.images}
        </Link>
        <SettingsMenu />
        <a className="button" href={loginHref(location)}>
          {LABELS.login}
        </a>
      </nav>
    </header>
  );
}

function SettingsMenu() {
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useLocalSetting<boolean>(STORAGE_KEYS.historyEnabled, true);
  const [safe, setSafe] = useLocalSetting<boolean>(STORAGE_KEYS.safeSearch, true);
  return (
    <div className="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="icon-button"
        aria-label={LABELS.settings}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.6a7 7 0 0 0-1.7 1l-2.4-1-2 3.4L6.6 11a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 1.7 1L11 21h4l.4-2.6a7 7 0 0 0 1.7-1l2.4 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
          />
        </svg>
      </button>
      {open && (
        <div className="menu-panel" role="menu">
          <label className="switch" role="menuitemcheckbox" aria-checked={history}>
            <input type="checkbox" checked={history} onChange={(e) => setHistory(e.target.checked)} />
            {LABELS.historySetting}
          </label>
          <label className="switch" role="menuitemcheckbox" aria-checked={safe}>
            <input type="checkbox" checked={safe} onChange={(e) => setSafe(e.target.checked)} />
            {LABELS.safeSearchSetting}
          </label>
        </div>
      )}
    </div>
  );
}
