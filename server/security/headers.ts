// Security headers: helmet's for pages, computed once at start (per request they cost a third of the throughput),
// with a content security policy that lets in only the third parties this install uses; a short set for JSON.
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { API_MESSAGES, messageForStatus } from '../../common/messages';
import type { Config } from '../platform/config';
import { errorBody } from '../platform/http/errors';
import { INVALID_TEXT } from '../platform/http/text';

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

type HeaderSets = { page: [string, string][]; api: [string, string][]; apiObject: Record<string, string> };

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
    sets = { page: Object.entries(page), api: Object.entries(api), apiObject: api };
    headersOfConfig.set(config, sets);
  }
  return sets;
}

const isApiUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/events');

function headerEntries(config: Config, url: string): [string, string][] {
  const sets = headerSetsOf(config);
  return isApiUrl(url) ? sets.api : sets.page;
}

/** Set on the Node response itself: they stay on answers Fastify does not write. */
function setRawSecurityHeaders(raw: ServerResponse, config: Config, url: string) {
  const entries = headerEntries(config, url);
  for (let i = 0; i < entries.length; i++) raw.setHeader(entries[i]![0], entries[i]![1]);
}

/**
 * The answer's security headers, set by the security layer's request hook (security/plugin.ts). Pages' go on the
 * Node response itself: the built-in provider's `/oidc/*` answers are hijacked replies Fastify never writes. JSON
 * answers' go on Fastify's reply, written with its head in one pass (issue 19). Set first, before any other: when a
 * head cannot be written (a header no HTTP may carry), Node has kept those before the bad one, and the bare answer
 * Fastify falls back to still carries them (tests/api/http/headers.test.ts, "the crash answer").
 */
export function setSecurityHeaders(reply: FastifyReply, config: Config, url: string) {
  if (isApiUrl(url)) void reply.headers(headerSetsOf(config).apiObject);
  else setRawSecurityHeaders(reply.raw, config, url);
}

/**
 * Fastify's own refusals before any hook (a path whose escapes are not UTF-8, a parameter too long): our French
 * 400, with the security headers the hooks never got to set.
 */
export function frameworkErrorsOf(config: Config): FastifyServerOptions['frameworkErrors'] {
  return (error, request, reply) => {
    setRawSecurityHeaders(reply.raw, config, request.url);
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    void (reply as FastifyReply)
      .status(400)
      .send(
        errorBody(
          badUrl ? API_MESSAGES.invalidText : messageForStatus(400),
          badUrl ? INVALID_TEXT : undefined,
        ),
      );
  };
}

/**
 * Requests Node's parser refuses before Fastify sees them (a NUL or a bare CR in a header, a line too long): the
 * same French answer shape, with the API's security headers, written on the socket.
 */
export function clientErrorHandlerOf(config: Config): FastifyServerOptions['clientErrorHandler'] {
  return (error, socket) => {
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
    const code = (error as NodeJS.ErrnoException).code;
    const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 400
        ? messageForStatus(400)
        : status === 431
          ? API_MESSAGES.payloadTooLarge
          : messageForStatus(408);
    const body = Buffer.from(JSON.stringify(errorBody(message)));
    const headers = headerEntries(config, '/api/')
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n${headers}Connection: close\r\n\r\n${body.toString()}`,
      );
    socket.destroy(error);
  };
}
