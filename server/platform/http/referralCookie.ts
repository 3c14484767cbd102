// The partner code a visitor came with: `?ref=CODE` on a page kept in the pa_ref cookie (spec: 90 days, Lax).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from '../../../common/constants';

const MAX_AGE_S = Math.floor(REFERRAL_COOKIE.maxAgeMs / 1000);

/** The code of the visitor's pa_ref cookie, or null when absent or not a code. */
export function referralCodeOf(request: FastifyRequest): string | null {
  const value = request.cookies[REFERRAL_COOKIE.name];
  return value !== undefined && REFERRAL_CODE_PATTERN.test(value) ? value : null;
}

/** Keeps a page's `?ref=CODE` in the pa_ref cookie; anything but a code is ignored. */
export function keepReferralCode(request: FastifyRequest, reply: FastifyReply): void {
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  if (typeof ref !== 'string' || !REFERRAL_CODE_PATTERN.test(ref)) return;
  reply.setCookie(REFERRAL_COOKIE.name, ref, {
    maxAge: MAX_AGE_S,
    path: '/',
    sameSite: REFERRAL_COOKIE.sameSite,
    secure: request.server.config.secureCookies,
  });
}
