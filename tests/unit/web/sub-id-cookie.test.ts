// The pa_sub cookie as the browser writes it on a client-side navigation: the link's sub-ID kept as long as its
// code, or cleared by a link without a valid one, as the server does.
import { describe, expect, it } from 'vitest';
import { REFERRAL_COOKIE } from '../../../common/constants';
import { subIdCookieString, subIdFromSearch } from '../../../web/state/referralCookie';

describe('subIdFromSearch', () => {
  it('reads the sub-ID of a link', () => {
    expect(subIdFromSearch('?ref=ABC&sub=video-nov.26')).toBe('video-nov.26');
    expect(subIdFromSearch('?q=lyon&sub=a_b&ref=ABC')).toBe('a_b');
  });

  it('is null without a sub-ID or for one the server would ignore', () => {
    for (const search of [
      '?ref=ABC',
      '?ref=ABC&sub=',
      '?sub=a%20b',
      '?sub=%C3%A9t%C3%A9',
      `?sub=${'a'.repeat(65)}`,
    ])
      expect(subIdFromSearch(search), search).toBeNull();
  });
});

describe('subIdCookieString', () => {
  const maxAge = Math.floor(REFERRAL_COOKIE.maxAgeMs / 1000);

  it('keeps the sub-ID for as long as pa_ref, on the whole site', () => {
    expect(subIdCookieString('video', false)).toBe(`pa_sub=video; Max-Age=${maxAge}; Path=/; SameSite=Lax`);
    expect(subIdCookieString('video', true)).toBe(
      `pa_sub=video; Max-Age=${maxAge}; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('clears it for a link without one', () => {
    expect(subIdCookieString(null, false)).toBe('pa_sub=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
