// The partner code a visitor came with: `?ref=CODE` on a page kept in the pa_ref cookie (spec: 90 days, Lax),
// and its `&sub=VALUE` in pa_sub beside it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from '../../../common/constants';
import { SUB_ID_COOKIE, validSubId } from '../../../common/subIdSyntax';

const MAX_AGE_S = Math.floor(REFERRAL_COOKIE.maxAgeMs / 1000);

/** The code of the visitor's pa_ref cookie, or null when absent or not a code. */
export function referralCodeOf(request: FastifyRequest): string | null {
  const value = request.cookies[REFERRAL_COOKIE.name];
  return value !== undefined && REFERRAL_CODE_PATTERN.test(value) ? value : null;
}

/** The sub-ID of the visitor's pa_sub cookie, or null when absent or not a sub-ID. */
export function subIdOf(request: FastifyRequest): string | null {
  return validSubId(request.cookies[SUB_ID_COOKIE]);
}

/**
 * Keeps a page's `?ref=CODE` in the pa_ref cookie; anything but a code is ignored. Its `&sub=` goes to pa_sub, and a
 * link without a valid one clears it: an older link's sub-ID never counts for the new one.
 */
export function keepReferralCode(request: FastifyRequest, reply: FastifyReply): void {
  const query = request.query as Record<string, unknown> | undefined;
  const ref = query?.ref;
  if (typeof ref !== 'string' || !REFERRAL_CODE_PATTERN.test(ref)) return;
  const options = {
    maxAge: MAX_AGE_S,
    path: '/',
    sameSite: REFERRAL_COOKIE.sameSite,
    secure: request.server.config.secureCookies,
  };
  reply.setCookie(REFERRAL_COOKIE.name, ref, options);
  const sub = validSubId(query?.sub);
  if (sub) reply.setCookie(SUB_ID_COOKIE, sub, options);
  else if (request.cookies[SUB_ID_COOKIE] !== undefined) reply.clearCookie(SUB_ID_COOKIE, { path: '/' });
}
