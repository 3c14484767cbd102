// The pa_ref cookie as text: the partner code read among other cookies, and the cookie written back.
import { describe, expect, it } from 'vitest';
import {
  referralCodeFromCookies,
  referralCodeFromSearch,
  referralCookieString,
  validReferralCode,
} from '../../../web/state/referralCookie';

describe('referralCodeFromCookies', () => {
  it('finds pa_ref among other cookies, wherever it stands', () => {
    expect(referralCodeFromCookies('pa_ref=ABC123')).toBe('ABC123');
    expect(referralCodeFromCookies('theme=dark; pa_ref=ABC123; other=1')).toBe('ABC123');
    expect(referralCodeFromCookies('a=1;pa_ref=part_ner-9')).toBe('part_ner-9');
  });

  it('is null without pa_ref, or for a cookie whose name only looks like it', () => {
    expect(referralCodeFromCookies('')).toBeNull();
    expect(referralCodeFromCookies('sid=xyz; theme=dark')).toBeNull();
    expect(referralCodeFromCookies('xpa_ref=ABC; pa_ref_old=DEF')).toBeNull();
  });

  it('rejects codes the server would not have set', () => {
    expect(referralCodeFromCookies('pa_ref=')).toBeNull();
    expect(referralCodeFromCookies('pa_ref=a%20b')).toBeNull();
    expect(referralCodeFromCookies('pa_ref=<script>')).toBeNull();
    expect(referralCodeFromCookies(`pa_ref=${'A'.repeat(41)}`)).toBeNull();
    expect(referralCodeFromCookies('pa_ref=%E0%A4%A')).toBeNull();
  });
});

describe('referralCodeFromSearch', () => {
  it('reads a valid ?ref= and ignores anything else', () => {
    expect(referralCodeFromSearch('?ref=PARTNER1')).toBe('PARTNER1');
    expect(referralCodeFromSearch('?q=lyon&ref=CLIENT7')).toBe('CLIENT7');
    expect(referralCodeFromSearch('?q=lyon')).toBeNull();
    expect(referralCodeFromSearch('?ref=bad%20code')).toBeNull();
    expect(referralCodeFromSearch('')).toBeNull();
  });

  it('validReferralCode takes only strings of 1 to 40 letters, digits, _ and -', () => {
    expect(validReferralCode('A'.repeat(40))).toBe('A'.repeat(40));
    expect(validReferralCode(42)).toBeNull();
    expect(validReferralCode(null)).toBeNull();
    expect(validReferralCode('é')).toBeNull();
  });
});

describe('referralCookieString', () => {
  it('writes the server’s cookie: 90 days, whole site, Lax', () => {
    expect(referralCookieString('ABC123', false)).toBe(
      'pa_ref=ABC123; Max-Age=7776000; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure on https', () => {
    expect(referralCookieString('ABC123', true)).toBe(
      'pa_ref=ABC123; Max-Age=7776000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('reads back what it writes', () => {
    expect(referralCodeFromCookies(referralCookieString('Z-9_z', true).split(';')[0]!)).toBe('Z-9_z');
  });
});
