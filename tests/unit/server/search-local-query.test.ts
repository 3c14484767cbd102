import { describe, expect, it } from 'vitest';
import {
  correctionProbes,
  editsAway,
  readQuery,
  toFts5Match,
  toTsQuery,
} from '../../../server/search/results/local/query';

describe('readQuery: what the local index is asked for', () => {
  it('searches the meaningful part of "mairie de lyon" and asks for a commune named so', () => {
    expect(readQuery('mairie de lyon')).toEqual({
      terms: [{ word: 'lyon', prefix: true, typed: 'lyon' }],
      words: ['mairie', 'de', 'lyon'],
      names: ['mairie de lyon', 'lyon'],
      sources: ['commune'],
    });
  });

  it('drops the words that say what is wanted, not which: "musée d\'orsay horaires"', () => {
    const read = readQuery("musée d'orsay horaires");
    expect(read.terms.map((t) => t.word)).toEqual(['musee', 'orsay']);
    expect(read.names).toContain('musee d orsay');
    expect(read.sources).toEqual([]);
  });

  it('reads "code postal" as one intent and keeps the number', () => {
    expect(readQuery('code postal 75011')).toMatchObject({
      terms: [{ word: '75011' }],
      sources: ['commune'],
    });
  });

  it('searches intent words when the query holds nothing else', () => {
    expect(readQuery('horaires').terms.map((t) => t.word)).toEqual(['horaire']);
  });

  it('writes out "st" and "ste" as place names spell them', () => {
    expect(readQuery('st-etienne').names).toContain('saint etienne');
    expect(readQuery('ste maxime').terms.map((t) => t.word)).toEqual(['sainte', 'maxime']);
  });

  it('keeps every word of a name with an apostrophe: "l\'hay les roses"', () => {
    expect(readQuery("l'hay les roses").names).toContain('l hay les roses');
  });
});

describe('editsAway: a misspelt word and the word meant', () => {
  const term = (typed: string) => ({ word: typed, prefix: true, typed });
  it.each([
    ['marseile', 'marseille', 1],
    ['bordaux', 'bordeaux', 1],
    ['facebok', 'facebook', 1],
    ['tolouse', 'toulouse', 1],
    ['montpelier', 'montpellier', 1],
    ['toulousse', 'toulouse', 1],
    ['strasbuorg', 'strasbourg', 1],
  ])('"%s" is %i letter away from "%s"', (typed, word, edits) => {
    expect(editsAway(term(typed), word)).toBe(edits);
  });

  it('refuses words too far away, and the word itself', () => {
    expect(editsAway(term('bordaux'), 'bordas')).toBeNull();
    expect(editsAway(term('lyon'), 'lyon')).toBeNull();
    expect(editsAway(term('montpelier'), 'montpellierx')).toBe(2);
  });

  it('measures against the word as typed, not its stem', () => {
    expect(editsAway({ word: 'bordau', prefix: true, typed: 'bordaux' }, 'bordas')).toBeNull();
  });

  it('probes by the first four letters, then three, never for a short word or a number', () => {
    expect(correctionProbes(term('marseile'))).toEqual([
      { word: 'mars', prefix: true },
      { word: 'mar', prefix: true },
    ]);
    expect(correctionProbes(term('lyom'))).toEqual([]);
    expect(correctionProbes(term('750111'))).toEqual([]);
  });
});

describe('full-text expressions', () => {
  const terms = [
    { word: 'mars', prefix: true },
    { word: 'la', prefix: false },
  ];
  it('restricts to titles when asked, in both dialects', () => {
    expect(toFts5Match(terms, false, true)).toBe('title_folded : ("mars"* AND "la")');
    expect(toTsQuery(terms, false, true)).toBe('mars:*A & la:A');
    expect(toTsQuery(terms, true)).toBe('mars:* | la');
  });
});
