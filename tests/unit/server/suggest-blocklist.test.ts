// The words a public suggestion never holds, matched whole and folded.
import { describe, expect, it } from 'vitest';
import { isAdultQuery, isUnsuggestable } from '../../../server/search/words/blocklist';

describe('words a public suggestion never holds', () => {
  it.each([
    'paris arnaque escroc',
    'Dupont ESCROC',
    'maire pédophile',
    'gros con',
    'Putain',
    'fils de pute',
    'fuck',
    'lyon bâtard',
  ])('refuses "%s" (French and English lists, and our accusations, whatever the case and accents)', (query) =>
    expect(isUnsuggestable(query)).toBe(true),
  );

  it('reads phrases of the lists as whole words in a row ("2 girls 1 cup"), not scattered', () => {
    expect(isUnsuggestable('video 2 girls 1 cup')).toBe(true);
    expect(isUnsuggestable('2 girls and 1 cup of tea')).toBe(false);
  });

  it.each([
    'Sussex',
    'Essex',
    'Lyon',
    'Scunthorpe',
    'Middlesex',
    'brut',
    'Consolation',
    'La Manche',
    "L'Étang-Salé",
    'chili con carne',
    'Moby Dick',
    'Bourrée auvergnate',
    'Les Misérables',
  ])('lets "%s" pass: whole words only, everyday words and names kept', (query) => {
    expect(isUnsuggestable(query)).toBe(false);
    expect(isAdultQuery(query)).toBe(false);
  });

  it('leaves out list entries written in symbols, which would fold to an innocent word ("@brut!" → "brut")', () => {
    expect(isUnsuggestable('champagne brut')).toBe(false);
  });

  it.each(['lyon xxx', 'Lyon érotique', 'SEXE', 'photos nues', 'porn'])(
    'marks "%s" adult: hidden with safe search on, not refused',
    (query) => {
      expect(isAdultQuery(query)).toBe(true);
      expect(isUnsuggestable(query)).toBe(false);
    },
  );
});
