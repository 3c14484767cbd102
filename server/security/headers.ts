// Security headers: helmet's for pages, computed once at start (per request they cost a third of the throughput),
// with a content security policy that lets in only the third parties this install uses; a short set for JSON.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';

const GOOGLE_SEARCH_ELEMENT = ['https://cse.google.com', 'https://www.google.com', 'https://www.gstatic.com'];
const GOOGLE_ADS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
];

/** The sources each third party needs, only when the configuration turns it on. */
export function contentSecurityPolicy(config: Config) {
  const element = config.search.providers[0] === 'google-element' ? GOOGLE_SEARCH_ELEMENT : [];
  const ads = config.adClient ? GOOGLE_ADS : [];
  const third = [...element, ...ads];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...third],
    // MUI (emotion) and Google's element write <style> tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...third],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", ...third],
    frameSrc: third.length > 0 ? third : ["'none'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}

/** The headers helmet would set with these options, read once from a stand-in response. */
export function securityHeadersOf(config: Config): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Result thumbnails and avatars come from other sites.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** JSON answers are never rendered: OWASP's REST set is enough, and keeps the hot calls light. */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const pageHeaders = securityHeadersOf(app.config);
  const hsts = pageHeaders['strict-transport-security'];
  const apiHeaders = hsts ? { ...API_HEADERS, 'strict-transport-security': hsts } : API_HEADERS;
  // A callback hook: no promise per request on the hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/api/') || request.url.startsWith('/events') ? apiHeaders : pageHeaders,
    );
    done();
  });
});
