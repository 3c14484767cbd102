// Every public page: a way past the top bar, the top bar, the page, the footer.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { GuestHistoryOffer } from '../search/GuestHistoryOffer';
import { KeyboardShortcuts } from '../search/keyboard/KeyboardShortcuts';
import { Footer } from './Footer';
import { GuestSettingsOffer } from './GuestSettingsOffer';
import { LABELS } from '../components/labels';
import { TopBar } from './TopBar';

export function Layout({ children }: { children?: ReactNode }) {
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {LABELS.skipToContent}
      </a>
      <TopBar />
      <main id="main" className="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <GuestHistoryOffer />
      <GuestSettingsOffer />
      <KeyboardShortcuts />
    </div>
  );
}
