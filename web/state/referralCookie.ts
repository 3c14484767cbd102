// The pa_ref referral cookie as text: reading the partner code out of a Cookie header, writing it back; and the
// pa_sub cookie of the link's sub-ID beside it.
import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from '../../common/constants';
import { SUB_ID_COOKIE, validSubId } from '../../common/subIdSyntax';

/** The code when it is a valid partner code, else null (a ref may come from any hand-typed URL). */
export function validReferralCode(value: unknown): string | null {
  return typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value) ? value : null;
}

/** The partner code of the pa_ref cookie among the others of `document.cookie`, or null. */
export function referralCodeFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== REFERRAL_COOKIE.name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return validReferralCode(decodeURIComponent(raw));
    } catch {
      // A malformed %-escape is not a code we set.
      return null;
    }
  }
  return null;
}

/** The partner code of a `?ref=` query string, or null. */
export function referralCodeFromSearch(search: string): string | null {
  return validReferralCode(new URLSearchParams(search).get('ref'));
}

/** The cookie that keeps a partner code, the same the server sets: 90 days, whole site, Lax, Secure on https. */
export function referralCookieString(code: string, secure: boolean): string {
  const maxAge = Math.floor(REFERRAL_COOKIE.maxAgeMs / 1000);
  return `${REFERRAL_COOKIE.name}=${code}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The sub-ID of a `?sub=` query string, or null (the referral counts without it). */
export function subIdFromSearch(search: string): string | null {
  return validSubId(new URLSearchParams(search).get('sub'));
}

/** The cookie that keeps a link's sub-ID as long as its code, or clears it for a link without one (as the server). */
export function subIdCookieString(sub: string | null, secure: boolean): string {
  const maxAge = sub === null ? 0 : Math.floor(REFERRAL_COOKIE.maxAgeMs / 1000);
  return `${SUB_ID_COOKIE}=${sub ?? ''}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
