import { describe, expect, it } from 'vitest';
import { BANG_CATEGORIES, BANGS } from '../../../common/bangs';
import { mayHoldBang } from '../../../common/bangSyntax';
import { bangTarget, findBang } from '../../../server/search/bangs/service';

describe('the shipped bangs', () => {
  const triggers = BANGS.flatMap((b) => b.triggers);

  it('are at least 80, each trigger once, lower case, typeable', () => {
    expect(BANGS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(triggers).size).toBe(triggers.length);
    for (const trigger of triggers) expect(trigger).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
  });

  it('lead only to https addresses, with one {q} outside the host', () => {
    for (const { url, home, name } of BANGS) {
      expect(url.split('{q}'), name).toHaveLength(2);
      const parsed = new URL(url.replace('{q}', 'zzqzz'));
      expect(parsed.protocol, name).toBe('https:');
      expect(parsed.host, name).not.toContain('zzqzz');
      expect(new URL(url).host, name).toBe(parsed.host);
      if (home) expect(new URL(home).protocol, name).toBe('https:');
    }
  });

  it('have a French name and a listed category', () => {
    for (const { name, category } of BANGS) {
      expect(name.trim()).not.toBe('');
      expect(name, 'written in French').not.toMatch(
        /\b(english|german|spanish|italian|translate|wikipedia|jobs|dictionary)\b/i,
      );
      expect(BANG_CATEGORIES).toContain(category);
    }
    // Every category holds some bang.
    expect(new Set(BANGS.map((b) => b.category)).size).toBe(BANG_CATEGORIES.length);
  });

  it('include the ones French users reach for', () => {
    for (const t of [
      'w',
      'wen',
      'wde',
      'yt',
      'carte',
      'osm',
      'gmaps',
      'lbc',
      'sncf',
      'amazon',
      'imdb',
      'legifrance',
      'service-public',
      'impots',
      'ameli',
      'caf',
      'francetravail',
      'insee',
      'larousse',
      'wiktionnaire',
      'deepl',
      'gt',
      'github',
      'mdn',
      'ddg',
      'g',
      'qwant',
    ])
      expect(triggers).toContain(t);
  });
});

describe('reading a bang in a query', () => {
  it('at the start or at the end, case aside', () => {
    expect(findBang('!w Lyon')).toMatchObject({ trigger: 'w', rest: 'Lyon' });
    expect(findBang('tour eiffel !WEN')).toMatchObject({ trigger: 'wen', rest: 'tour eiffel' });
    expect(findBang('lyon !w gare')).toBeNull();
    expect(findBang('!xyz lyon')).toBeNull();
    expect(findBang('! lyon')).toBeNull();
  });

  it('fills {q} with the encoded query: nothing typed can leave the site', () => {
    expect(bangTarget('!w Saint-Étienne & co')).toBe(
      'https://fr.wikipedia.org/w/index.php?search=Saint-%C3%89tienne%20%26%20co',
    );
    for (const q of [
      '!w //evil.example',
      '!yt @evil.example',
      '!deezer ../../x?y#z',
      '!w https://evil.example/',
    ])
      expect(new URL(bangTarget(q)!).host).not.toContain('evil');
    expect(new URL(bangTarget('!deezer ../../evil')!).host).toBe('www.deezer.com');
  });

  it("a bang alone goes to the site's home page", () => {
    expect(bangTarget('!w')).toBe('https://fr.wikipedia.org/');
    expect(bangTarget('!lbc')).toBe('https://www.leboncoin.fr/');
  });
});

describe("the browser's cheap check, so the server answers a bang", () => {
  it('sees every shipped bang at the start or the end of a query', () => {
    for (const trigger of BANGS.flatMap((b) => b.triggers)) {
      expect(mayHoldBang(`!${trigger} lyon`), trigger).toBe(true);
      expect(mayHoldBang(`lyon !${trigger}`), trigger).toBe(true);
      expect(mayHoldBang(`!${trigger}`), trigger).toBe(true);
    }
  });

  it('lets ordinary queries be drawn in the page', () => {
    for (const q of ['lyon', 'lyon !w gare', 'super !', '! lyon', 'wow!', 'a!b'])
      expect(mayHoldBang(q), q).toBe(false);
  });
});
