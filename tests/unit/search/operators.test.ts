import { describe, expect, it } from 'vitest';
import {
  hasOperators,
  keptByOperators,
  parseSearchOperators,
  queryCacheText,
  wantedText,
} from '../../../common/searchOperators';

describe('search operators as people type them', () => {
  it('reads a quoted phrase, folded, and keeps the other words plain', () => {
    const ops = parseSearchOperators('horaires "Musée d\'Orsay" paris');
    expect(ops.phrases).toEqual([['musee', 'd', 'orsay']]);
    expect(ops.words).toEqual(['horaires', 'paris']);
  });

  it('excludes a word and a phrase written with a leading minus', () => {
    const ops = parseSearchOperators('lyon -sainte -"gare de"');
    expect(ops.words).toEqual(['lyon']);
    expect(ops.excluded).toEqual([['sainte'], ['gare', 'de']]);
    expect(wantedText(ops)).toBe('lyon');
  });

  it('keeps hyphenated names and negative numbers as words', () => {
    const ops = parseSearchOperators('saint-etienne -5 °C');
    expect(ops.words).toEqual(['saint-etienne', '-5', '°C']);
    expect(hasOperators(ops)).toBe(false);
  });

  it('reads site: as a bare host, and -site: as an excluded one', () => {
    const ops = parseSearchOperators('mairie site:https://www.Lyon.fr/agenda -site:pub.example.com');
    expect(ops.sites).toEqual(['lyon.fr']);
    expect(ops.excludedSites).toEqual(['pub.example.com']);
    expect(ops.words).toEqual(['mairie']);
  });

  it('reads filetype: and ext: as an extension', () => {
    expect(parseSearchOperators('rapport filetype:PDF').filetypes).toEqual(['pdf']);
    expect(parseSearchOperators('rapport ext:.odt').filetypes).toEqual(['odt']);
  });

  it('groups the terms joined by OR, phrases included', () => {
    const ops = parseSearchOperators('musée lyon OR marseille OR "saint etienne"');
    expect(ops.words).toEqual(['musée']);
    expect(ops.anyOf).toEqual([
      [
        { words: ['lyon'], phrase: false },
        { words: ['marseille'], phrase: false },
        { words: ['saint', 'etienne'], phrase: true },
      ],
    ]);
  });

  it('reads a lower-case or, and a dangling OR, as words', () => {
    expect(parseSearchOperators("l'or or argent").anyOf).toEqual([]);
    expect(parseSearchOperators('OR lyon').words).toEqual(['OR', 'lyon']);
    expect(parseSearchOperators('lyon OR').words).toEqual(['lyon', 'OR']);
    expect(parseSearchOperators('lyon OR -paris').anyOf).toEqual([]);
  });

  describe('naughty input never throws and means nothing it does not say', () => {
    it('an unbalanced quote: its words are plain words', () => {
      const ops = parseSearchOperators('"tour eiffel');
      expect(ops.phrases).toEqual([]);
      expect(ops.words).toEqual(['tour', 'eiffel']);
      expect(parseSearchOperators('a " b').words).toEqual(['a', 'b']);
      expect(parseSearchOperators('""').phrases).toEqual([]);
    });

    it('a lone minus, a minus before a space, an empty site: or filetype: are dropped', () => {
      const ops = parseSearchOperators('lyon - -- site: filetype: site:/// ext:é -"" -');
      expect(ops.words).toEqual(['lyon', '--']);
      expect(ops.sites).toEqual([]);
      expect(ops.filetypes).toEqual([]);
      expect(ops.excluded).toEqual([]);
    });

    it('a site: that is no host (spaces, percent, underscores) is dropped', () => {
      expect(parseSearchOperators('site:%.fr').sites).toEqual([]);
      expect(parseSearchOperators('site:a_b.fr').sites).toEqual([]);
      expect(parseSearchOperators("site:x.fr'--").sites).toEqual([]);
    });

    it('a 500-character query of operators keeps at most ten of each kind', () => {
      const q = Array.from({ length: 100 }, (_, i) => `-w${i}`)
        .join(' ')
        .slice(0, 500);
      const ops = parseSearchOperators(q);
      expect(ops.excluded).toHaveLength(10);
      const quotes = parseSearchOperators('"'.repeat(500));
      expect(quotes.phrases).toEqual([]);
      expect(quotes.words).toEqual([]);
      const ors = parseSearchOperators(Array.from({ length: 120 }, () => 'a').join(' OR '));
      expect(ors.anyOf[0]).toHaveLength(10);
    });
  });

  it('checks a result on what it shows: excluded words, site and subdomains, extension', () => {
    const ops = parseSearchOperators('lyon -sainte site:lyon.fr filetype:pdf');
    const page = (url: string, title = 'Lyon') => ({ url, title, text: 'Ville de Lyon' });
    expect(keptByOperators(page('https://www.lyon.fr/plan.pdf'), ops)).toBe(true);
    expect(keptByOperators(page('https://lyon.fr/plan.pdf?v=2'), ops)).toBe(true);
    expect(keptByOperators(page('https://notlyon.fr/plan.pdf'), ops)).toBe(false);
    expect(keptByOperators(page('https://lyon.fr/plan.html'), ops)).toBe(false);
    expect(keptByOperators(page('https://lyon.fr/a.pdf', 'Sainte-Foy-lès-Lyon'), ops)).toBe(false);
  });

  it('keeps the OR operator apart from the word "or" in the cache key, case aside', () => {
    expect(queryCacheText('Lyon OR Paris')).not.toBe(queryCacheText('lyon or paris'));
    expect(queryCacheText('LYON or Paris')).toBe(queryCacheText('lyon or paris'));
  });
});
