// The layer's own answer to a request it stops (banned, over a limit): a French page for a browser opening one,
// saying when to come back; JSON for the rest.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_MESSAGES } from '../../common/messages';
import { errorPageHtml, isNavigation } from '../platform/http/errorPage';

export type Refusal = {
  status: number;
  message: string;
  code: string;
  /** When the client may come back (the page says it). */
  until?: Date;
  /** Seconds before a limit lets the client in again (Retry-After). */
  retryAfterS?: number;
};

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

export const banned = (until: Date | undefined): Refusal => ({
  status: 403,
  message: SECURITY_MESSAGES.banned,
  code: 'banned',
  until,
});

/** The refusal's content type and body, as this request should read it. */
export function refusalBody(request: FastifyRequest, { status, message, code, until }: Refusal) {
  if (isNavigation(request)) return { type: HTML, body: errorPageHtml({ status, message, until }) };
  return { type: JSON_TYPE, body: JSON.stringify({ error: { message, code } }) };
}

/** Answers the refusal from the request hook; the answer side then leaves it alone. */
export function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): void {
  request.answeredByLayer = true;
  if (refusal.retryAfterS !== undefined) void reply.header('retry-after', String(refusal.retryAfterS));
  const { type, body } = refusalBody(request, refusal);
  void reply.status(refusal.status).type(type).send(body);
}
