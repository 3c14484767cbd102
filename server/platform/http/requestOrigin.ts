// The address a request was made to (scheme and host), for the few answers that need an absolute URL.
import type { FastifyRequest } from 'fastify';
import type { TrustedProxies } from './clientAddress';

// A host name, an IPv4 address or a bracketed IPv6 one, with an optional port: anything else is not echoed.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * `https://host[:port]` the browser used: its Host header, or X-Forwarded-Host and X-Forwarded-Proto when
 * the socket's peer is a proxy named in TRUST_PROXY; null when the host is missing or not a host.
 */
export function requestOriginOf(request: FastifyRequest, trusted: TrustedProxies): string | null {
  const proxied = trusted(request.socket.remoteAddress ?? '');
  const host = (proxied && firstOf(request.headers['x-forwarded-host'])) || request.headers.host;
  const forwardedProto = proxied ? firstOf(request.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const scheme = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : request.protocol;
  return host && HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : null;
}
