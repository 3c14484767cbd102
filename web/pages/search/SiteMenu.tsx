// A result's « ⋮ » menu: hide its site, raise it or lower it (« Votre web »), then a toast that undoes it.
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  hostOf,
  siteActionOf,
  siteDomainOf,
  siteRulesByDomain,
  type SiteAction,
} from '../../../common/ownWeb';
import { OWN_WEB_MESSAGES as M } from '../../../common/ownWebMessages';
import { useSettings } from '../../account/useSettings';
import { useSetSiteRule } from '../../account/useOwnWeb';
import { CloseButton } from '../../components/CloseButton';
import { LABELS } from '../../components/labels';
import { MenuItem } from '../../components/menu/MenuItem';
import { useMenu } from '../../components/menu/useMenu';

type Toast = { text: string; undo?: () => void; error?: boolean };
const ToastContext = createContext<(toast: Toast | null) => void>(() => undefined);

/** The results and the toast of their menus (kept while the list changes under it, or empties). */
export function SiteToastArea({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  return (
    <ToastContext.Provider value={setToast}>
      {children}
      {toast && (
        <div className="toast site-toast" role={toast.error ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          {toast.undo && (
            <button
              type="button"
              className="button button-quiet site-toast-undo"
              onClick={() => {
                toast.undo?.();
                setToast(null);
              }}
            >
              {M.undo}
            </button>
          )}
          <CloseButton label={LABELS.close} onClick={() => setToast(null)} />
        </div>
      )}
    </ToastContext.Provider>
  );
}

/** The rule the person has for this result's site, and the domain a new one would name. */
export function useSiteOf(url: string): { domain: string | null; action: SiteAction | null } {
  const { sites } = useSettings();
  const host = hostOf(url);
  return { domain: host && siteDomainOf(host), action: siteActionOf(host, siteRulesByDomain(sites)) };
}

export function SiteMenu({ url }: { url: string }) {
  const { open, setOpen, menuId, rootProps, buttonProps } = useMenu();
  const setRule = useSetSiteRule();
  const showToast = useContext(ToastContext);
  const { domain, action: current } = useSiteOf(url);
  if (!domain) return null;

  function choose(action: SiteAction | null) {
    setOpen(false);
    const before = current;
    setRule(domain!, action).then(
      () =>
        showToast({
          text: `${M.done[action ?? 'removed']} — ${domain}`,
          undo: () =>
            void setRule(domain!, before).catch((error: Error) =>
              showToast({ text: error.message, error: true }),
            ),
        }),
      (error: Error) => showToast({ text: error.message, error: true }),
    );
  }

  return (
    <div className="site-menu" {...rootProps}>
      <button
        {...buttonProps}
        className="site-menu-button"
        aria-label={M.menu.button(domain)}
        title={M.menu.button(domain)}
      >
        ⋮
      </button>
      {open && (
        <div id={menuId} role="menu" className="site-menu-panel" aria-label={M.menu.button(domain)}>
          <MenuItem className="site-menu-item" onClick={() => choose('hide')}>
            {M.menu.hide}
          </MenuItem>
          <MenuItem className="site-menu-item" onClick={() => choose(current === 'raise' ? null : 'raise')}>
            {current === 'raise' ? M.menu.unraise : M.menu.raise}
          </MenuItem>
          <MenuItem className="site-menu-item" onClick={() => choose(current === 'lower' ? null : 'lower')}>
            {current === 'lower' ? M.menu.unlower : M.menu.lower}
          </MenuItem>
        </div>
      )}
    </div>
  );
}
