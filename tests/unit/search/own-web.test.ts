// « Votre web »: which results a site rule covers, how a page is reordered, and what a guest's cookie can hold.
import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_BYTES,
  cookieBytes,
  GUEST_BANGS_MAX,
  GUEST_SITES_MAX,
  hostOf,
  siteActionOf,
  siteDomainOf,
  siteRulesByDomain,
  SITE_ACTIONS,
  SITES_MAX,
  type SiteRule,
} from '../../../common/ownWeb';
import { readSettingsFile, settingsFileOf, settingsSchema } from '../../../common/preferences';
import { decodeSettings, encodeSettings, SETTINGS_COOKIE, SETTINGS_DEFAULT } from '../../../common/settings';
import { bangTarget } from '../../../server/search/bangs/service';
import { withSiteRules } from '../../../server/search/results/ownWeb';

const rules = (...list: [string, SiteRule['action']][]) =>
  siteRulesByDomain(list.map(([domain, action]) => ({ domain, action })));
const actionOf = (url: string, byDomain: ReturnType<typeof rules>) => siteActionOf(hostOf(url), byDomain);

describe('a site as a person names it', () => {
  it('is kept as its domain: lower case, without www., a scheme or a path', () => {
    expect(siteDomainOf('Example.COM')).toBe('example.com');
    expect(siteDomainOf('https://www.example.com/page?x=1')).toBe('example.com');
    expect(siteDomainOf(' www.lemonde.fr ')).toBe('lemonde.fr');
    expect(siteDomainOf('blog.example.com.')).toBe('blog.example.com');
    expect(siteDomainOf('http://a.b.example.co.uk:8080/')).toBe('a.b.example.co.uk');
    expect(siteDomainOf('www.fr')).toBe('www.fr');
    expect(siteDomainOf('bücher.de')).toBe('xn--bcher-kva.de');
  });

  it('names no site when it is not a domain', () => {
    for (const text of [
      '',
      'localhost',
      'exemple',
      'a b.fr',
      'https://',
      '-a.fr',
      'a..fr',
      `${'a'.repeat(250)}.fr`,
    ])
      expect(siteDomainOf(text), text).toBeNull();
  });
});

describe('which results a rule covers', () => {
  const byDomain = rules(['example.com', 'hide']);

  it('covers the domain and every subdomain, never a name that merely ends alike', () => {
    expect(actionOf('https://example.com/a', byDomain)).toBe('hide');
    expect(actionOf('https://www.example.com/a', byDomain)).toBe('hide');
    expect(actionOf('https://a.b.example.com/a', byDomain)).toBe('hide');
    expect(actionOf('https://EXAMPLE.com./a', byDomain)).toBe('hide');
    expect(actionOf('https://notexample.com/a', byDomain)).toBeNull();
    expect(actionOf('https://example.com.evil.fr/a', byDomain)).toBeNull();
    expect(actionOf('https://example.org/a', byDomain)).toBeNull();
    expect(actionOf('pas une adresse', byDomain)).toBeNull();
  });

  it('takes the closest rule: a subdomain raised inside a hidden domain stays, raised', () => {
    const mixed = rules(['example.com', 'hide'], ['blog.example.com', 'raise']);
    expect(actionOf('https://blog.example.com/x', mixed)).toBe('raise');
    expect(actionOf('https://www.blog.example.com/x', mixed)).toBe('raise');
    expect(actionOf('https://shop.example.com/x', mixed)).toBe('hide');
  });
});

describe('a page with the person’s rules', () => {
  const page = ['a.fr', 'b.fr', 'c.fr', 'd.fr', 'e.fr'].map((host) => ({ url: `https://www.${host}/` }));
  const hosts = (results: { url: string }[]) => results.map((r) => hostOf(r.url));

  it('drops hidden sites and counts them, raised ones first, lowered ones last, the rest in order', () => {
    const { results, hidden } = withSiteRules(
      page,
      rules(['b.fr', 'lower'], ['c.fr', 'hide'], ['e.fr', 'raise'], ['a.fr', 'lower']),
    );
    expect(hosts(results)).toEqual(['www.e.fr', 'www.d.fr', 'www.a.fr', 'www.b.fr']);
    expect(hidden).toBe(1);
  });

  it('is the very same array when no rule touches it (the cached bytes then serve it)', () => {
    expect(withSiteRules(page, rules(['z.fr', 'hide'])).results).toBe(page);
    expect(withSiteRules(page, new Map()).results).toBe(page);
  });
});

describe('own bangs', () => {
  const own = [
    { shortcut: 'mdr', url: 'https://mon.exemple.fr/chercher?mots={q}&x=1' },
    { shortcut: 'w', url: 'https://wiki.exemple.fr/?s={q}' },
  ];

  it('lead to their address with the words encoded, or to its origin alone', () => {
    expect(bangTarget('!mdr vélo & co', own)).toBe(
      'https://mon.exemple.fr/chercher?mots=v%C3%A9lo%20%26%20co&x=1',
    );
    expect(bangTarget('vélo !MDR', own)).toBe('https://mon.exemple.fr/chercher?mots=v%C3%A9lo&x=1');
    expect(bangTarget('!mdr', own)).toBe('https://mon.exemple.fr/');
  });

  it('win over a shipped bang of the same name; the others still work', () => {
    expect(bangTarget('!w lyon', own)).toBe('https://wiki.exemple.fr/?s=lyon');
    expect(bangTarget('!w lyon')).toBe('https://fr.wikipedia.org/w/index.php?search=lyon');
    expect(bangTarget('!wen lyon', own)).toBe('https://en.wikipedia.org/w/index.php?search=lyon');
  });

  it('are validated: https only, {q} once and not in the host, the shipped bangs’ syntax', () => {
    const check = (bang: object) => settingsSchema.safeParse({ ...SETTINGS_DEFAULT, bangs: [bang] }).success;
    expect(check({ shortcut: 'mdr', url: 'https://a.fr/?q={q}' })).toBe(true);
    expect(check({ shortcut: '!MDR', url: 'https://a.fr/?q={q}' })).toBe(true);
    expect(check({ shortcut: 'mdr', url: 'http://a.fr/?q={q}' })).toBe(false);
    expect(check({ shortcut: 'mdr', url: 'javascript:alert(1)//{q}' })).toBe(false);
    expect(check({ shortcut: 'mdr', url: 'https://a.fr/?q=' })).toBe(false);
    expect(check({ shortcut: 'mdr', url: 'https://{q}.fr/' })).toBe(false);
    expect(check({ shortcut: 'mdr', url: 'https://a.fr/?q={q}&r={q}' })).toBe(false);
    expect(check({ shortcut: 'a b', url: 'https://a.fr/?q={q}' })).toBe(false);
    expect(check({ shortcut: '-x', url: 'https://a.fr/?q={q}' })).toBe(false);
  });
});

/** Domains as long as those people hide: 8 to 24 characters, 16 on average. */
const realisticDomains = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${'site'.padEnd(4 + (i % 17), 'x')}${i}.${['fr', 'com', 'net'][i % 3]}`,
  );

describe('the settings text with sites and bangs (cookie, link, account row)', () => {
  it('round-trips every site and bang', () => {
    const settings = {
      ...SETTINGS_DEFAULT,
      perPage: 20 as const,
      sites: [
        { domain: 'a.fr', action: 'hide' as const },
        { domain: 'b.example.com', action: 'raise' as const },
        { domain: 'c.fr', action: 'lower' as const },
      ],
      bangs: [{ shortcut: 'gal', url: 'https://gallica.bnf.fr/?q=%28{q}%29&x=1;y' }],
    };
    const text = encodeSettings(settings);
    expect(text).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/); // cookie-octets only
    expect(decodeSettings(text)).toEqual(settings);
    expect(decodeSettings(new URLSearchParams({ s: text }).get('s'))).toEqual(settings);
  });

  it('drops a malformed entry alone', () => {
    const decoded = decodeSettings(
      'n=20&hide=a.fr~<script>~WWW.B.FR~b.fr&bang=x~http%3A%2F%2Fa.fr%2F%7Bq%7D&bang=ok~https%3A%2F%2Fa.fr%2F%7Bq%7D',
    );
    expect(decoded.sites).toEqual([
      { domain: 'a.fr', action: 'hide' },
      { domain: 'b.fr', action: 'hide' },
    ]);
    expect(decoded.bangs).toEqual([{ shortcut: 'ok', url: 'https://a.fr/{q}' }]);
    expect(decoded.perPage).toBe(20);
  });

  it('measures a guest’s cookie: 500 sites do not fit in 4096 bytes, the guest limit does with its bangs', () => {
    const cookie = (sites: number, bangs: number) =>
      cookieBytes(
        SETTINGS_COOKIE.name,
        encodeSettings({
          ...SETTINGS_DEFAULT,
          safeSearch: 'moderate',
          perPage: 50,
          theme: 'dark',
          sites: realisticDomains(sites).map((domain, i) => ({
            domain,
            action: SITE_ACTIONS[i % 3]!,
          })),
          bangs: Array.from({ length: bangs }, (_, i) => ({
            shortcut: `raccourci${i}`,
            url: `https://www.exemple-de-site.fr/recherche?requete={q}&langue=fr`,
          })),
        }),
      );
    const all = cookie(SITES_MAX, 0);
    const guest = cookie(GUEST_SITES_MAX, GUEST_BANGS_MAX);
    console.info(
      `cookie: ${SITES_MAX} sites ${all} B, ${GUEST_SITES_MAX} sites + ${GUEST_BANGS_MAX} bangs ${guest} B`,
    );
    expect(all).toBeGreaterThan(COOKIE_MAX_BYTES);
    expect(guest).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
  });
});

describe('the settings file with sites and bangs', () => {
  it('exports the lists even when empty, so that an import empties them too', () => {
    const file = settingsFileOf(SETTINGS_DEFAULT);
    expect(file.settings.sites).toEqual([]);
    expect(file.settings.bangs).toEqual([]);
    expect(readSettingsFile(JSON.stringify(file))).toEqual({
      settings: { ...SETTINGS_DEFAULT, sites: [], bangs: [] },
    });
  });

  it('refuses a whole file for one bad entry, saying where in French', () => {
    const file = settingsFileOf({
      ...SETTINGS_DEFAULT,
      sites: [
        { domain: 'a.fr', action: 'hide' },
        { domain: 'pas un site', action: 'hide' },
      ],
    });
    const read = readSettingsFile(JSON.stringify(file));
    expect(read).toEqual({ error: expect.stringContaining('Sites, n° 2 : adresse de site invalide') });
    const twice = settingsFileOf({
      ...SETTINGS_DEFAULT,
      bangs: [
        { shortcut: 'x', url: 'https://a.fr/{q}' },
        { shortcut: 'x', url: 'https://b.fr/{q}' },
      ],
    });
    expect(readSettingsFile(JSON.stringify(twice))).toEqual({
      error: expect.stringContaining('Raccourcis, n° 2 : le raccourci !x figure deux fois'),
    });
    const many = settingsFileOf({
      ...SETTINGS_DEFAULT,
      sites: realisticDomains(SITES_MAX + 1).map((domain) => ({ domain, action: 'hide' as const })),
    });
    expect(readSettingsFile(JSON.stringify(many))).toEqual({
      error: expect.stringContaining('Sites : 500 sites au plus par compte'),
    });
  });
});
