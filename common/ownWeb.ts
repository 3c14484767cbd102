// « Votre web »: the sites a person hides, raises or lowers, and their own bangs, as plain values (no zod: the
// first page loads this). A rule for example.com covers its subdomains (www.example.com, a.b.example.com).

/** What a person does with a site's results. */
export const SITE_ACTIONS = ['hide', 'raise', 'lower'] as const;
export type SiteAction = (typeof SITE_ACTIONS)[number];
export type SiteRule = { domain: string; action: SiteAction };
/** A person's own shortcut: `!shortcut words` goes to `url` with `{q}` replaced by the encoded words. */
export type OwnBang = { shortcut: string; url: string };

/** Per account, on the server. */
export const SITES_MAX = 500;
export const OWN_BANGS_MAX = 50;
export const DOMAIN_MAX_LENGTH = 253;
export const BANG_URL_MAX_LENGTH = 500;
export const BANG_SHORTCUT_MAX_LENGTH = 30;
/** What a browser keeps of one cookie (name, `=` and value): a longer one is dropped whole. */
export const COOKIE_MAX_BYTES = 4096;
/** A guest's cookie: this many sites at most (and their bytes within COOKIE_MAX_BYTES); beyond, an account. */
export const GUEST_SITES_MAX = 150;
export const GUEST_BANGS_MAX = 10;

/** The shipped bangs' syntax: lower case letters, digits, dots and dashes, a letter or digit first. */
export const BANG_SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;
const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
// A name, not an address: the last label (the top-level domain) holds a letter, so `0`, `1.5` or `0x1`, which
// URL reads as IPv4 addresses, name no site.
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+(?=[a-z0-9-]*[a-z])${LABEL}$`);

/**
 * The site a person means, from a domain or an address: its host, lower case, without `www.` (the same site);
 * null when it names none. `https://www.Example.com/page` and `example.com.` give `example.com`.
 */
export function siteDomainOf(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (text === '' || text.length > 2048 || /\s/.test(text)) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '');
  if (host.startsWith('www.') && host.indexOf('.', 4) > 0) host = host.slice(4);
  if (host.length > DOMAIN_MAX_LENGTH || !DOMAIN_PATTERN.test(host)) return null;
  return host;
}

/** The host of a result's address, lower case; null for an address that has none. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/\.$/, '').toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The rules by domain, for lookups along a host's parents. */
export const siteRulesByDomain = (rules: readonly SiteRule[] | undefined): Map<string, SiteAction> =>
  new Map((rules ?? []).map((rule) => [rule.domain, rule.action]));

/** The rule of a host: its own, else its closest parent's (a rule on a.example.com beats one on example.com). */
export function siteActionOf(
  host: string | null,
  byDomain: ReadonlyMap<string, SiteAction>,
): SiteAction | null {
  if (host === null || byDomain.size === 0) return null;
  for (let at = -1; ;) {
    const action = byDomain.get(at < 0 ? host : host.slice(at + 1));
    if (action !== undefined) return action;
    at = host.indexOf('.', at + 1);
    if (at < 0) return null;
  }
}

/** The rules with this site's set to `action` (null: removed); a changed rule moves to the end, as a new one. */
export function withSiteRule(
  rules: readonly SiteRule[] | undefined,
  domain: string,
  action: SiteAction | null,
) {
  const others = (rules ?? []).filter((rule) => rule.domain !== domain);
  return action === null ? others : [...others, { domain, action }];
}

/** `{q}` filled with the encoded words; the words alone lead to the address's origin. */
export function ownBangTarget(bang: OwnBang, rest: string): string {
  return rest === ''
    ? `${new URL(bang.url.replace('{q}', '')).origin}/`
    : bang.url.replace('{q}', encodeURIComponent(rest));
}

// The cookie and link text: `hide=a.fr~b.fr&up=c.fr&down=d.fr&bang=yt2~https%3A%2F%2F…` (cookie- and URL-safe).
const CODES: Record<SiteAction, string> = { hide: 'hide', raise: 'up', lower: 'down' };
const SEPARATOR = '~';
const BANG_CODE = 'bang';

/** The sites and bangs as parts of the settings' text; none when both lists are empty. */
export function encodeOwnWeb(sites: readonly SiteRule[] | undefined, bangs: readonly OwnBang[] | undefined) {
  const parts: string[] = [];
  for (const action of SITE_ACTIONS) {
    const domains = (sites ?? []).filter((rule) => rule.action === action).map((rule) => rule.domain);
    if (domains.length > 0) parts.push(`${CODES[action]}=${domains.join(SEPARATOR)}`);
  }
  for (const bang of bangs ?? [])
    parts.push(`${BANG_CODE}=${bang.shortcut}${SEPARATOR}${encodeURIComponent(bang.url)}`);
  return parts;
}

/** An https address with `{q}` once, outside its host. */
export function isOwnBangUrl(url: string): boolean {
  if (url.length > BANG_URL_MAX_LENGTH || url.split('{q}').length !== 2) return false;
  try {
    const filled = new URL(url.replace('{q}', 'zzqzz'));
    return filled.protocol === 'https:' && !filled.host.includes('zzqzz') && filled.username === '';
  } catch {
    return false;
  }
}

export const isBangShortcut = (text: string): boolean =>
  text.length <= BANG_SHORTCUT_MAX_LENGTH && BANG_SHORTCUT_PATTERN.test(text);

/** The sites and bangs of a settings text; a malformed entry is dropped alone, the others kept. */
export function decodeOwnWeb(params: URLSearchParams): { sites?: SiteRule[]; bangs?: OwnBang[] } {
  const seen = new Set<string>();
  const sites: SiteRule[] = [];
  for (const action of SITE_ACTIONS)
    for (const raw of (params.get(CODES[action]) ?? '').split(SEPARATOR)) {
      const domain = siteDomainOf(raw);
      if (domain === null || domain !== raw || seen.has(domain) || sites.length >= SITES_MAX) continue;
      seen.add(domain);
      sites.push({ domain, action });
    }
  const bangs: OwnBang[] = [];
  for (const raw of params.getAll(BANG_CODE)) {
    const at = raw.indexOf(SEPARATOR);
    const shortcut = raw.slice(0, at);
    // URLSearchParams has already decoded the address once.
    const url = raw.slice(at + 1);
    if (at < 0 || !isBangShortcut(shortcut) || !isOwnBangUrl(url)) continue;
    if (bangs.some((b) => b.shortcut === shortcut) || bangs.length >= OWN_BANGS_MAX) continue;
    bangs.push({ shortcut, url });
  }
  return { ...(sites.length > 0 && { sites }), ...(bangs.length > 0 && { bangs }) };
}

/** The bytes of a cookie `name=value` as the browser counts them. */
export const cookieBytes = (name: string, value: string): number =>
  new TextEncoder().encode(`${name}=${value}`).length;
