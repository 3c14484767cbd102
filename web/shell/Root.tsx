// Every page, public or not: the client config starts loading here and its notice stays above navigation.
import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViews } from '../site-events/usePageViews';
import { useReferralCookie } from '../state/referral';
import { ConfigNotice } from './ConfigNotice';

export function Root() {
  // A client-side navigation to ?ref=CODE never reaches the server: the app keeps the code itself.
  useReferralCookie();
  usePageViews();
  return (
    <>
      <Outlet />
      <ConfigNotice />
      <ScrollRestoration />
    </>
  );
}
