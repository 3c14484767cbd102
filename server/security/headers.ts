// Security headers: helmet's for pages, computed once at start (per request they cost a third of the throughput),
// with a content security policy that lets in only the third parties this install uses; a short set for JSON.
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../platform/config';

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
    // The search form's bangs (`!w lyon`) are answered by a redirect to the site's own https search: a form's
    // redirect must be allowed, or a browser without JavaScript stays on the page.
    formAction: ["'self'", 'https:'],
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

/**
 * What the page may use of the browser: the microphone for voice search, from our own origin only; the camera,
 * location, sensors, payment and the other powerful features for nobody (third-party frames included).
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** JSON answers are never rendered: OWASP's REST set is enough, and keeps the hot calls light. */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': PERMISSIONS_POLICY,
};

type Entries = ReadonlyArray<readonly [string, string]>;
type HeaderSets = { page: Entries; api: Entries };

/** The headers of pages and of JSON answers, computed once per configuration. */
const headersOfConfig = new WeakMap<Config, HeaderSets>();
function headerSetsOf(config: Config): HeaderSets {
  let sets = headersOfConfig.get(config);
  if (!sets) {
    const page: Record<string, string> = {
      ...securityHeadersOf(config),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    const hsts = page['strict-transport-security'];
    const api = hsts ? { ...API_HEADERS, 'strict-transport-security': hsts } : API_HEADERS;
    sets = { page: Object.entries(page), api: Object.entries(api) };
    headersOfConfig.set(config, sets);
  }
  return sets;
}

const isApiUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/events');

/** The security headers of the answer to this URL: the short REST set for JSON, helmet's for the rest. */
export function securityHeadersFor(config: Config, url: string): Entries {
  const sets = headerSetsOf(config);
  return isApiUrl(url) ? sets.api : sets.page;
}

/**
 * The one place an answer gets its security headers: Fastify's reply, whose headers Node writes with the head in
 * one pass (no `setHeader` per header on the hot path). Set first, before any other header, by the request layer's
 * first step and by Fastify's own refusals. What Fastify does not write itself still gets them: a reply handed
 * over to code that writes the Node response takes its headers along (platform/http/handOver.ts), and an answer
 * whose head cannot be written is answered without the offending header (platform/http/errors.ts).
 */
export function setSecurityHeaders(reply: FastifyReply, config: Config): void {
  const entries = securityHeadersFor(config, reply.request.url);
  for (let i = 0; i < entries.length; i++) void reply.header(entries[i]![0], entries[i]![1]);
}
