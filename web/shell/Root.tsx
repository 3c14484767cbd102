// Every page, public or not: the client config starts loading here and its notice stays above navigation.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useThemeAttribute } from '../account/useSettings';
import { usePageViews } from '../site-events/usePageViews';
import { useReferralCookie } from '../state/referral';
import { ConfigNotice } from './ConfigNotice';

/** A new page opens at its top; going back or forward is left to the browser, which restores where one was. */
function useScrollToTop() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, type]);
}

export function Root() {
  // A client-side navigation to ?ref=CODE never reaches the server: the app keeps the code itself.
  useReferralCookie();
  usePageViews();
  useScrollToTop();
  useThemeAttribute();
  // The page answers the visitor's hands from here on (`html[data-live]`): the e2e tests wait for it.
  useEffect(() => void (document.documentElement.dataset.live = ''), []);
  return (
    <>
      {/* While a lazy area loads on a first visit the page stays blank rather than flash a shell. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
      <ConfigNotice />
    </>
  );
}
