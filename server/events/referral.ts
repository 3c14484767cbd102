// The partner code a visitor came with, read from the pa_ref cookie.
import { REFERRAL_CODE_PATTERN as CODE } from '../../common/constants';

export function referralCodeOf(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = decodeURIComponent(rest.join('='));
    return CODE.test(value) ? value : null;
  }
  return null;
}
