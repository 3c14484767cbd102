// `?ref=CODE` on any page keeps the partner code in the pa_ref cookie (90 days, Lax, Secure on https).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from '../../common/constants';

export function setReferralCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  if (typeof ref !== 'string' || !REFERRAL_CODE_PATTERN.test(ref)) return;
  const maxAge = Math.floor(REFERRAL_COOKIE.maxAgeMs / 1000);
  reply.header(
    'set-cookie',
    `${REFERRAL_COOKIE.name}=${ref}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
