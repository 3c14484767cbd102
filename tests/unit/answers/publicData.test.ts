// French public data read from the shipped administrative dataset: postal codes, départements, communes.
import { beforeAll, describe, expect, it } from 'vitest';
import { publicData, warmPublicData } from '../../../server/search/answers/publicData';
import { ask } from '../../fixtures/answers/context';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

const NNBSP = '\u202f';
const plain = (text: string | undefined) => text?.replaceAll(NNBSP, ' ');

describe('French public data', () => {
  beforeAll(() => warmPublicData());

  describe('postal codes', () => {
    it.each([
      ['69003', 'Lyon (3e arrondissement)', 'Rhône (69)'],
      ['code postal 13001', 'Marseille (1er arrondissement)', 'Bouches-du-Rhône (13)'],
      ['cp 75015', 'Paris (15e arrondissement)', 'Paris (75)'],
      ['75116', 'Paris (16e arrondissement)', 'Paris (75)'],
      ['Code postal 33000', 'Bordeaux', 'Gironde (33)'],
      ['20000 code postal', 'Ajaccio', 'Corse-du-Sud (2A)'],
    ])('« %s » → %s, %s', (q, commune, departement) => {
      expect(ask(publicData, q)).toMatchObject({
        kind: 'postal-code',
        value: commune,
        rows: [{ label: commune, value: departement }],
        source: { name: 'INSEE / découpage administratif' },
      });
    });

    it('lists every commune of a shared postal code, the most populous first', () => {
      const answer = ask(publicData, '01400');
      expect(answer).toMatchObject({ question: 'Code postal 01400', value: '10 communes' });
      expect(answer?.rows?.[0]).toEqual({ label: 'Châtillon-sur-Chalaronne', value: 'Ain (01)' });
      expect(answer?.rows).toHaveLength(10);
    });

    it.each(['99999', '00000', '69000 lyon bellecour', 'code postal 6900'])(
      'gives no answer to « %s »',
      (q) => {
        expect(ask(publicData, q)).toBeNull();
      },
    );
  });

  describe('départements', () => {
    it.each([
      'département 69',
      '69 département',
      'département du Rhône',
      'quel département 69',
      'numéro du département du rhône',
      'Département 69 ?',
    ])('« %s » → Rhône (69)', (q) => {
      const answer = ask(publicData, q);
      expect(answer).toMatchObject({
        kind: 'departement',
        question: 'Département 69',
        value: 'Rhône (69)',
        detail: 'Auvergne-Rhône-Alpes, préfecture : Lyon',
        source: { url: 'https://www.insee.fr/fr/statistiques/1405599?geo=DEP-69' },
      });
      expect(answer?.rows?.slice(0, 3)).toEqual([
        { label: 'Numéro', value: '69' },
        { label: 'Région', value: 'Auvergne-Rhône-Alpes' },
        { label: 'Préfecture', value: 'Lyon' },
      ]);
      expect(answer?.rows?.map((r) => r.label)).toEqual([
        'Numéro',
        'Région',
        'Préfecture',
        'Population',
        'Communes',
      ]);
    });

    it.each([
      ['quel département 33', 'Gironde (33)'],
      ['département de la gironde', 'Gironde (33)'],
      ['département 2a', 'Corse-du-Sud (2A)'],
      ['département 2B', 'Haute-Corse (2B)'],
      ['département 1', 'Ain (01)'],
      ["département de l'ain", 'Ain (01)'],
      ['département des bouches-du-rhône', 'Bouches-du-Rhône (13)'],
      ["département des côtes-d'armor", "Côtes-d'Armor (22)"],
      ['département 971', 'Guadeloupe (971)'],
      ['département de la réunion', 'La Réunion (974)'],
      ['numéro département gironde', 'Gironde (33)'],
      ['dept 75', 'Paris (75)'],
    ])('« %s » → %s', (q, value) => {
      expect(ask(publicData, q)?.value).toBe(value);
    });

    it.each([
      'département',
      'département 100',
      'département 20',
      'département de la lune',
      'département informatique',
    ])('gives no answer to « %s »', (q) => {
      expect(ask(publicData, q)).toBeNull();
    });
  });

  describe('communes', () => {
    it.each([
      ['code insee lyon', '69123'],
      ['code INSEE de Lyon', '69123'],
      ['population de Marseille', '886 040 habitants'],
      ["nombre d'habitants lyon", '519 127 habitants'],
      ["combien d'habitants à Lyon", '519 127 habitants'],
      ['lyon population', '519 127 habitants'],
      ['population du mans', '146 249 habitants'],
      ['population de la ciotat', expect.stringMatching(/^\d+ \d{3} habitants$/)],
      ['code postal lyon', '9 codes postaux'],
      ['code postal bordeaux', '33000, 33100, 33200, 33300, 33800'],
      ['population valence 26', '64 458 habitants'],
    ])('« %s » → %s', (q, value) => {
      expect(plain(ask(publicData, q)?.value)).toEqual(value);
    });

    it('draws the commune card: INSEE code, population, département, region, postal codes', () => {
      const answer = ask(publicData, 'code insee lyon');
      expect(answer).toMatchObject({
        kind: 'commune',
        question: 'Lyon, Rhône (69)',
        source: {
          name: 'INSEE / découpage administratif',
          url: 'https://www.insee.fr/fr/statistiques/1405599?geo=COM-69123',
        },
      });
      expect(answer?.rows?.map((r) => [r.label, plain(r.value)])).toEqual([
        ['Code INSEE', '69123'],
        ['Population', '519 127 habitants'],
        ['Département', 'Rhône (69)'],
        ['Région', 'Auvergne-Rhône-Alpes'],
        ['Codes postaux', '69001, 69002, 69003, 69004, 69005, 69006, 69007, 69008, 69009'],
      ]);
    });

    it('lists every commune of a shared name, the most populous first, rather than choose one', () => {
      const answer = ask(publicData, 'population valence');
      expect(answer).toMatchObject({ question: 'Valence', value: '3 communes portent ce nom' });
      expect(answer?.rows?.map((r) => [r.label, plain(r.value)])).toEqual([
        ['Valence, Drôme (26)', '64 458 habitants'],
        ['Valence, Tarn-et-Garonne (82)', '5 289 habitants'],
        ['Valence, Charente (16)', '192 habitants'],
      ]);
      expect(ask(publicData, 'code insee saint-martin')?.value).toMatch(/^\d+ communes portent ce nom$/);
      expect(ask(publicData, 'population de la rochelle')?.rows?.[0]?.label).toBe(
        'La Rochelle, Charente-Maritime (17)',
      );
    });

    it.each([
      'population',
      'population mondiale',
      'population france',
      'code insee',
      'code postal',
      'code de la route',
      'code promo lyon',
      'habitants de la terre',
      'population lyon marseille',
    ])('gives no answer to « %s »', (q) => {
      expect(ask(publicData, q)).toBeNull();
    });
  });

  it.each(ORDINARY_QUERIES)('stays silent on the ordinary query « %s »', (q) => {
    expect(ask(publicData, q)).toBeNull();
  });
});
