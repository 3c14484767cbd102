// The time in a city or a country from its IANA zone, in French; Paris when no place is named.
import { describe, expect, it } from 'vitest';
import { time } from '../../../server/search/answers/time';
import { COUNTRY_ZONES, CITY_ZONES } from '../../../server/search/answers/timeZones';
import { ask } from '../../fixtures/answers/context';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

describe('time in a place', () => {
  it.each([
    [
      'heure new york',
      'Heure à New York',
      '10 h 42',
      "vendredi 27 novembre 2026, UTC−5, 6 h de moins qu'à Paris",
    ],
    [
      'heure new-york',
      'Heure à New York',
      '10 h 42',
      "vendredi 27 novembre 2026, UTC−5, 6 h de moins qu'à Paris",
    ],
    [
      'quelle heure à Tokyo',
      'Heure à Tokyo',
      '0 h 42',
      "samedi 28 novembre 2026, UTC+9, 8 h de plus qu'à Paris",
    ],
    [
      'Quelle heure est-il à Tokyo ?',
      'Heure à Tokyo',
      '0 h 42',
      "samedi 28 novembre 2026, UTC+9, 8 h de plus qu'à Paris",
    ],
    ['tokyo heure', 'Heure à Tokyo', '0 h 42', "samedi 28 novembre 2026, UTC+9, 8 h de plus qu'à Paris"],
    ['heure au japon', 'Heure : Japon', '0 h 42', "samedi 28 novembre 2026, UTC+9, 8 h de plus qu'à Paris"],
    [
      'heure en Inde',
      'Heure : Inde',
      '21 h 12',
      "vendredi 27 novembre 2026, UTC+5:30, 4 h 30 de plus qu'à Paris",
    ],
    [
      'heure katmandou',
      'Heure à Katmandou',
      '21 h 27',
      "vendredi 27 novembre 2026, UTC+5:45, 4 h 45 de plus qu'à Paris",
    ],
    [
      'heure au caire',
      'Heure au Caire',
      '17 h 42',
      "vendredi 27 novembre 2026, UTC+2, 1 h de plus qu'à Paris",
    ],
    [
      'heure londres',
      'Heure à Londres',
      '15 h 42',
      "vendredi 27 novembre 2026, UTC, 1 h de moins qu'à Paris",
    ],
    [
      'heure à la réunion',
      'Heure : Réunion',
      '19 h 42',
      "vendredi 27 novembre 2026, UTC+4, 3 h de plus qu'à Paris",
    ],
    [
      'heure guadeloupe',
      'Heure : Guadeloupe',
      '11 h 42',
      "vendredi 27 novembre 2026, UTC−4, 5 h de moins qu'à Paris",
    ],
    [
      'heure en angleterre',
      'Heure : Royaume-Uni',
      '15 h 42',
      "vendredi 27 novembre 2026, UTC, 1 h de moins qu'à Paris",
    ],
    ['heure lyon', 'Heure à Lyon', '16 h 42', 'vendredi 27 novembre 2026, UTC+1'],
    ['quelle heure est-il', 'Heure à Paris', '16 h 42', 'vendredi 27 novembre 2026, UTC+1'],
    ['heure', 'Heure à Paris', '16 h 42', 'vendredi 27 novembre 2026, UTC+1'],
    [
      'décalage horaire new york',
      'Heure à New York',
      '10 h 42',
      "vendredi 27 novembre 2026, UTC−5, 6 h de moins qu'à Paris",
    ],
    ["l'heure actuelle", 'Heure à Paris', '16 h 42', 'vendredi 27 novembre 2026, UTC+1'],
  ])('« %s » → %s : %s (%s)', (q, question, value, detail) => {
    expect(ask(time, q)).toEqual({ kind: 'time', question, value, detail, asOf: '2026-11-27T15:42:00.000Z' });
  });

  it("gives a country of several zones its capital's and says so", () => {
    expect(ask(time, 'heure aux États-Unis')).toMatchObject({
      question: 'Heure : États-Unis',
      value: '10 h 42',
      detail: expect.stringContaining('fuseau de la capitale, le pays en compte plusieurs'),
    });
    expect(ask(time, 'heure en russie')?.value).toBe('18 h 42');
  });

  it('follows summer time on each side: New York is 5 h behind Paris between their changes in March', () => {
    const march = new Date('2027-03-20T12:00:00Z');
    expect(ask(time, 'heure new york', march)?.detail).toBe(
      "samedi 20 mars 2027, UTC−4, 5 h de moins qu'à Paris",
    );
    const july = new Date('2027-07-01T08:05:00Z');
    expect(ask(time, 'heure new york', july)).toMatchObject({ value: '4 h 05' });
    expect(ask(time, 'heure', july)?.detail).toBe('jeudi 1er juillet 2027, UTC+2');
  });

  it('ships a zone the runtime knows for every country and city of its table', () => {
    const zones = [...COUNTRY_ZONES.map((c) => c[2]), ...CITY_ZONES.map((c) => c[1])];
    const unknown = zones.filter((zone) => {
      try {
        new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
    expect(COUNTRY_ZONES.length).toBeGreaterThan(240);
    expect(CITY_ZONES.length).toBeGreaterThan(150);
  });

  it.each([
    'heure de pointe',
    "heure d'été",
    "heure d'hiver 2027",
    'heures sup',
    '24 heures du mans',
    'heure atlantis',
    'heure bleue',
    'une heure de marche',
    'heure tokyo paris vol',
    'heureux',
    'décalage horaire',
    'décalage horaire avion',
    'horaire paris',
  ])('gives no answer when no known place is asked about: « %s »', (q) => {
    expect(ask(time, q)).toBeNull();
  });

  it.each(ORDINARY_QUERIES)('stays silent on the ordinary query « %s »', (q) => {
    expect(ask(time, q)).toBeNull();
  });
});
