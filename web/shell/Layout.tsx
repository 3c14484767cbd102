// Every public page: top bar, the page, footer; and the notice when the config could not load.
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CONFIG_MESSAGES } from '../../common/messages';
import { useClientConfig } from '../config/useClientConfig';
import { Footer } from './Footer';
import { LABELS } from './labels';
import { TopBar } from './TopBar';

export function Layout({ children }: { children?: ReactNode }) {
  const { failed } = useClientConfig();
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="page">
      <TopBar />
      {failed && !dismissed && (
        <div className="notice" role="alert">
          {CONFIG_MESSAGES.loadFailed}
          <button
            type="button"
            className="icon-button"
            aria-label={LABELS.close}
            onClick={() => setDismissed(true)}
          >
            ×
          </button>
        </div>
      )}
      <main className="main">{children ?? <Outlet />}</main>
      <Footer />
    </div>
  );
}
