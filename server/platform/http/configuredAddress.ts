// In development, a page opened at another address than PUBLIC_URL (127.0.0.1 for localhost) is first sent to
// PUBLIC_URL: the sign-in's cookie is set on the host its callback comes back to, and signing in works.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { trustedProxiesOf } from './clientAddress';
import { requestOriginOf } from './requestOrigin';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/;
/** The calls of the API and of the built-in provider answer wherever they are asked: only pages move. */
const NOT_PAGES = /^\/(?:api|oidc)(?:\/|$)/;

/** A browser's navigation to a page: the API's callers, probes and curl (Accept: *\/*) are left alone. */
const isPageNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_PAGES.test(request.url) &&
  (request.headers['sec-fetch-mode'] === 'navigate' || /\btext\/html\b/.test(request.headers.accept ?? ''));

export const configuredAddressPlugin = fp(async (app: FastifyInstance) => {
  const { env, publicUrl, publicUrlSet } = app.config;
  if (env !== 'development') return;
  const configured = new URL(publicUrl);
  const trusted = trustedProxiesOf(app.config.security.trustProxy);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageNavigation(request)) return;
    const origin = requestOriginOf(request, trusted);
    // Cookies are kept per host name, whatever the port: Vite's server (:5173) before ours shares them.
    if (origin === null || new URL(origin).hostname === configured.hostname) return;
    // Without PUBLIC_URL, localhost is only the same machine: another device on the network keeps its address.
    if (!publicUrlSet && !LOOPBACK.test(new URL(origin).host)) return;
    // The configured origin, then the path as asked (`//elsewhere` stays a path of ours).
    return reply.redirect(`${configured.origin}${request.url.startsWith('/') ? request.url : '/'}`, 302);
  });
});
