// A reply handed over to code that writes the Node response itself (a mounted Node app): Fastify will never write
// its head, so the headers already set on it (the security headers among them) go onto the Node response first.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Hijacks the reply and gives the Node response, carrying the reply's headers, to whoever writes it. */
export function handOver(reply: FastifyReply): ServerResponse {
  const raw = reply.raw;
  const headers = reply.getHeaders();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) raw.setHeader(name, value);
  reply.hijack();
  return raw;
}
