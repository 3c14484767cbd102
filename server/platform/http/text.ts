// Text is text: every string that enters (path, query, header, cookie, body) holds no NUL and is valid UTF-8, lone
// surrogates included, or the request is refused with 400 before any handler or database sees it.
// The hot path pays one character-class test per URL and header; the careful checks run only when it matches.
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isUtf8 } from 'node:buffer';
import { MAX_BODY_DEPTH } from '../../../common/constants';
import { API_MESSAGES } from '../../../common/messages';
import { AppError } from './errors';
import { readsOnly, stepFirst } from './readOnly';

declare global {
  interface String {
    /** ES2024, in Node 20: false when the string holds a lone surrogate. */
    isWellFormed(): boolean;
  }
}

export const INVALID_TEXT = 'invalid_text';

export const invalidText = () => new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT);

/** A string as JavaScript holds it (a parsed body, a decoded value): no NUL, no lone surrogate. */
export function isText(value: string): boolean {
  return value.indexOf('\u0000') === -1 && value.isWellFormed();
}

/** Bytes that are UTF-8 without a NUL (the UTF-8 check refuses encoded surrogates and overlong forms). */
export function bytesAreText(bytes: Uint8Array): boolean {
  return bytes.indexOf(0) === -1 && isUtf8(bytes);
}

/** Anything but printable ASCII and tab: only such a value needs a closer look. */
const NOT_PLAIN_ASCII = /[^\t\x20-\x7e]/;

/**
 * A header value as Node hands it over: each byte one character (latin1). Its bytes must be UTF-8 without NUL.
 * A character above U+00FF cannot come from the wire (only from app.inject): it is then checked as a JS string.
 */
export function headerIsText(value: string): boolean {
  if (!NOT_PLAIN_ASCII.test(value)) return true;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0xff) return isText(value);
  return bytesAreText(Buffer.from(value, 'latin1'));
}

/**
 * The request line's target with its percent-escapes decoded strictly: the bytes they stand for must be UTF-8
 * without NUL (`%00`, `%FF`, `%ED%A0%80` are refused). A `%` not followed by two hex digits stays a `%`, as the
 * query parser reads it.
 */
export function urlIsText(url: string): boolean {
  if (!NOT_PLAIN_ASCII.test(url) && url.indexOf('%') === -1) return true;
  const bytes = Buffer.allocUnsafe(url.length);
  let length = 0;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    const high = code === 0x25 ? hexValue(url.charCodeAt(i + 1)) : -1;
    const low = high === -1 ? -1 : hexValue(url.charCodeAt(i + 2));
    if (low !== -1) {
      bytes[length++] = high * 16 + low;
      i += 2;
    } else if (code <= 0xff) bytes[length++] = code;
    // Above U+00FF only app.inject can send: its characters in UTF-8, then checked as any target.
    else return isText(url) && urlIsText(url.replace(/[^\p{ASCII}]/gu, (c) => encodeURIComponent(c)));
  }
  return bytesAreText(bytes.subarray(0, length));
}

/** 0–15 for a hex digit's character code, else -1 (NaN past the end of the string included). */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** A cookie value the cookie parser would decode into a NUL (`sid=%00`). */
function cookiesAreText(header: string): boolean {
  if (header.indexOf('%00') === -1) return true;
  for (const pair of header.split(';')) {
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    if (value.indexOf('%00') === -1) continue;
    try {
      if (!isText(decodeURIComponent(value))) return false;
    } catch {
      // Not decodable: the parser keeps it as it came, and `%00` as written is text.
    }
  }
  return true;
}

/** The request line and every header (cookies included) are text. */
export function requestHeadIsText(request: FastifyRequest): boolean {
  if (!urlIsText(request.raw.url ?? '')) return false;
  const raw = request.raw.rawHeaders;
  for (let i = 1; i < raw.length; i += 2) if (!headerIsText(raw[i]!)) return false;
  const cookie = request.headers.cookie;
  return cookie === undefined || cookiesAreText(cookie);
}

/** Every string of a parsed body, object keys included, at any depth. */
export function valueIsText(value: unknown): boolean {
  if (typeof value === 'string') return isText(value);
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(valueIsText);
  for (const key in value)
    if (!isText(key) || !valueIsText((value as Record<string, unknown>)[key])) return false;
  return true;
}

export const BODY_TOO_DEEP = 'body_too_deep';

const tooDeep = () => new AppError(400, API_MESSAGES.bodyTooDeep, BODY_TOO_DEEP);

/**
 * Whether JSON text nests its arrays and objects at most `max` deep, read in one pass without recursion (brackets
 * inside strings do not count): the walks of the parsed value below never go deeper.
 */
export function jsonDepthWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return false;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return true;
}

/** A body's bytes as text: UTF-8 without NUL, never silently replaced by U+FFFD; else `null`. */
export function textOfBytes(bytes: Buffer): string | null {
  return bytesAreText(bytes) ? bytes.toString('utf8') : null;
}

/**
 * A JSON body's value is walked only when its text holds a `\u` escape: the one way JSON text spells a NUL or a
 * lone surrogate once its bytes are known to be UTF-8 (a raw NUL is not JSON).
 */
export function jsonIsText(text: string, value: unknown): boolean {
  return text.indexOf('\\u') === -1 || valueIsText(value);
}

/**
 * The body's checks. The head's (`requestHeadIsText`) run first in the security layer's request hook, before
 * access, limits and parsing; the body's before validation, on the routes that take one.
 */
export const textPlugin = fp(async (app: FastifyInstance) => {
  // JSON as Fastify parses it (prototype poisoning refused), from bytes that are UTF-8.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = textOfBytes(body as Buffer);
    if (text === null) return done(invalidText());
    if (!jsonDepthWithin(text, MAX_BODY_DEPTH)) return done(tooDeep());
    void parseJson(request, text, (error, value) => {
      if (error) done(error);
      else done(jsonIsText(text, value) ? null : invalidText(), value);
    });
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = textOfBytes(body as Buffer);
    done(text === null ? invalidText() : null, text ?? undefined);
  });

  // Bodies of the other parsers (CSV, forms) are strings or objects by now: no NUL, no lone surrogate.
  const bodyIsText: preValidationHookHandler = (request, _reply, done) => {
    const body = request.body;
    done(body === undefined || body === null || valueIsText(body) ? undefined : invalidText());
  };
  app.addHook('onRoute', (route) => {
    if (!readsOnly(route))
      route.preValidation = stepFirst(bodyIsText, route.preValidation as typeof bodyIsText | undefined);
  });
});
