// The words a public suggestion never holds, matched whole and folded.
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../../server/search/results/local/records';
import { isAdultQuery, isUnsuggestable, suggestabilityOf } from '../../../server/search/words/blocklist';

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

  it.each([
    ['lyon p0rn', 'leetspeak digits'],
    ['lyon put1', 'French texting: 1 reads "in"'],
    ['put@in', 'a symbol for a letter'],
    ['$alope', 'a dollar for an s'],
    ['€nculé', 'a euro sign for an e'],
    ['c0nn4rd', 'several digits'],
    ['5alope', 'a 5 for an s'],
    ['p.o.r.n', 'letters spelled out with dots'],
    ['p-o-r-n', 'with hyphens'],
    ['lyon p o r n', 'with spaces'],
    ['p.0.r.n', 'spelled out in leetspeak'],
    ['pooorn', 'a stretched letter'],
    ['fuuuuck', 'a stretched letter'],
    ['PUTAAAIN', 'stretched, in capitals'],
  ])('refuses "%s" (%s), even where the word is an adult one: whoever disguises a word means it', (query) => {
    expect(isUnsuggestable(query)).toBe(true);
  });

  it('leaves a plain adult term to safe search, and marks its disguise adult too (asked of no source)', () => {
    expect(suggestabilityOf('lyon porn')).toEqual({ unsuggestable: false, adult: true });
    expect(isAdultQuery('lyon p0rn')).toBe(true);
    expect(isAdultQuery('p.o.r.n')).toBe(true);
  });

  it.each([
    'Pornic',
    'Sexey-les-Forges',
    'Bitche',
    'Conches',
    'Vitry-le-Croisé',
    'Bosc-Bordel',
    'Sucé-sur-Erdre',
    'Conne-de-Labarde',
    'Chatte',
    'Andouillé',
    'andouille de Vire',
    'Peter Pan',
    'spaghetti puttanesca',
    'assassinat de Kennedy',
    'A380',
    '4x4',
    'covid-19',
    'MP3 gratuit',
    'G7',
    'S.N.C.F',
    'I.B.M',
    'a b c',
    'b1 sur',
    'salle de bains',
    'cool',
    'essai',
    'passer le bac',
    'villes de France',
  ])('lets "%s" pass: names, everyday words, acronyms and numbers are no disguise', (query) => {
    expect(suggestabilityOf(query)).toEqual({ unsuggestable: false, adult: false });
  });

  it('passes the name of every commune, département and région of the shipped data set', () => {
    const { communes, departements, regions } = readRecords();
    const names = [...communes, ...departements, ...regions].map((place) => place.nom);
    expect(names.length).toBeGreaterThan(34_000);
    const caught = names.filter((name) => {
      const { unsuggestable, adult } = suggestabilityOf(name);
      return unsuggestable || adult;
    });
    expect(caught).toEqual([]);
  });

  it('still refuses a listed word beside the name of a commune that holds one: "lyon bordel", "chatte lyon"', () => {
    expect(isUnsuggestable('lyon bordel')).toBe(true);
    expect(isUnsuggestable('chatte lyon')).toBe(true);
  });
});
