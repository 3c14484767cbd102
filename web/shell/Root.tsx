// Every page, public or not: the client config starts loading here and its notice stays above navigation.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViews } from '../site-events/usePageViews';
import { useReferralCookie } from '../state/referral';
import { ConfigNotice } from './ConfigNotice';

export function Root() {
  // A client-side navigation to ?ref=CODE never reaches the server: the app keeps the code itself.
  useReferralCookie();
  usePageViews();
  // The page answers the visitor's hands from here on (`html[data-live]`): the e2e tests wait for it.
  useEffect(() => void (document.documentElement.dataset.live = ''), []);
  return (
    <>
      <Outlet />
      <ConfigNotice />
      <ScrollRestoration />
    </>
  );
}
