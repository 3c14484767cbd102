// The popular spelling read from the shipped names alone: a typo of a well-known name is offered its spelling; a known
// name or word, a query with operators or digits, is offered none.
import { describe, expect, it } from 'vitest';
import { wordsKeyOf } from '../../../common/text';
import { datasetSuggestions } from '../../../server/search/suggest/seed';
import { betterSpelling, spellingTableOf } from '../../../server/search/suggest/spelling';

const table = spellingTableOf(
  datasetSuggestions().map((t) => ({
    term: wordsKeyOf(t.label),
    label: t.label,
    score: t.weight * 10,
    adult: false,
  })),
);

describe('the spelling people search, from the shipped names', () => {
  it.each([
    ['marseile', 'Marseille'],
    ['bordaux', 'Bordeaux'],
    ['toulouze', 'Toulouse'],
    ['strasbourgh', 'Strasbourg'],
    ['monpellier', 'Montpellier'],
  ])('offers %s → %s', (typed, spelling) => {
    expect(betterSpelling(table, typed, true)).toBe(spelling);
  });

  it.each([
    'marseille',
    'Marseille',
    'tour',
    'lyon',
    'marseile -foot',
    'paris 15',
    'lyo',
    'xqzwvkjpl',
    'you tube',
  ])(
    'offers nothing for %s: a known name or word, operators, digits, too short, too far, or spaced otherwise',
    (typed) => {
      expect(betterSpelling(table, typed, true)).toBeNull();
    },
  );

  it('leaves adult terms out under safe search', () => {
    const adult = spellingTableOf([{ term: 'sexshop lyon', label: 'sexshop lyon', score: 90, adult: true }]);
    expect(betterSpelling(adult, 'sexshop lyonn', false)).toBe('sexshop lyon');
    expect(betterSpelling(adult, 'sexshop lyonn', true)).toBeNull();
  });
});
