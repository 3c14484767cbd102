// The referral on the client: the partner code kept in pa_ref, and kept again on client-side navigations.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  referralCodeFromSearch,
  referralCookieString,
  subIdCookieString,
  subIdFromSearch,
} from './referralCookie';

/** Keeps the code of a `?ref=CODE` query in pa_ref and its `&sub=` in pa_sub; does nothing without a valid code. */
export function rememberReferralFromSearch(search: string): string | null {
  const code = referralCodeFromSearch(search);
  if (!code) return null;
  const secure = window.location.protocol === 'https:';
  document.cookie = referralCookieString(code, secure);
  document.cookie = subIdCookieString(subIdFromSearch(search), secure);
  return code;
}

/** Call once near the root: a client-side navigation never reaches the server, which sets pa_ref otherwise. */
export function useReferralCookie(): void {
  const { search } = useLocation();
  useEffect(() => {
    rememberReferralFromSearch(search);
  }, [search]);
}

/** A partner's link: the site's home with `?ref=CODE`, which any page of the site turns into pa_ref. */
export function affiliateLinkOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
