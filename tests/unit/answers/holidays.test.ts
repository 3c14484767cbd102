// French public holidays computed for any year from 1982: the 11 of the Code du travail, Easter by the
// computus, Alsace-Moselle's two more marked as theirs.
import { describe, expect, it } from 'vitest';
import { holidays } from '../../../server/search/answers/holidays';
import { easterSunday } from '../../../server/search/answers/holidaysCalendar';
import { ask } from '../../fixtures/answers/context';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

describe('public holidays', () => {
  it('lists the holidays of a year in calendar order, the days of Alsace-Moselle marked', () => {
    const answer = ask(holidays, 'jours fériés 2027');
    expect(answer).toMatchObject({
      kind: 'holidays',
      question: 'Jours fériés 2027',
      value: '11 jours fériés (13 en Alsace-Moselle)',
      source: { name: 'Code du travail, art. L3133-1' },
    });
    expect(answer?.rows).toEqual([
      { label: "Jour de l'an", value: 'vendredi 1er janvier 2027' },
      { label: 'Vendredi saint (Alsace-Moselle seulement)', value: 'vendredi 26 mars 2027' },
      { label: 'Lundi de Pâques', value: 'lundi 29 mars 2027' },
      { label: 'Fête du Travail', value: 'samedi 1er mai 2027' },
      { label: 'Ascension', value: 'jeudi 6 mai 2027' },
      { label: 'Victoire 1945', value: 'samedi 8 mai 2027' },
      { label: 'Lundi de Pentecôte', value: 'lundi 17 mai 2027' },
      { label: 'Fête nationale', value: 'mercredi 14 juillet 2027' },
      { label: 'Assomption', value: 'dimanche 15 août 2027' },
      { label: 'Toussaint', value: 'lundi 1er novembre 2027' },
      { label: 'Armistice 1918', value: 'jeudi 11 novembre 2027' },
      { label: 'Noël', value: 'samedi 25 décembre 2027' },
      { label: 'Saint-Étienne (Alsace-Moselle seulement)', value: 'dimanche 26 décembre 2027' },
    ]);
  });

  it.each(['jours fériés alsace 2027', 'jours fériés en Alsace-Moselle 2027', 'jours fériés moselle 2027'])(
    'gives Alsace-Moselle its 13 days: « %s »',
    (q) => {
      const answer = ask(holidays, q);
      expect(answer).toMatchObject({
        question: 'Jours fériés 2027 en Alsace-Moselle',
        value: '13 jours fériés',
      });
      expect(answer?.rows).toContainEqual({ label: 'Vendredi saint', value: 'vendredi 26 mars 2027' });
      expect(answer?.rows).toContainEqual({ label: 'Saint-Étienne', value: 'dimanche 26 décembre 2027' });
    },
  );

  it.each([
    'jours fériés',
    'liste des jours fériés',
    'jours fériés cette année',
    'quels sont les jours fériés',
  ])("lists the current Paris year's when no year is given: « %s »", (q) => {
    expect(ask(holidays, q)?.question).toBe('Jours fériés 2026');
  });

  it('takes the year of Paris on New Year’s Eve night', () => {
    expect(ask(holidays, 'jours fériés', new Date('2026-12-31T23:30:00Z'))?.question).toBe(
      'Jours fériés 2027',
    );
  });

  it.each([
    ['lundi de Pentecôte 2027', 'Lundi de Pentecôte 2027', 'lundi 17 mai 2027'],
    ['pâques 2027', 'Pâques 2027', 'dimanche 28 mars 2027'],
    ['date de pâques 2028', 'Pâques 2028', 'dimanche 16 avril 2028'],
    ['lundi de pâques 2027', 'Lundi de Pâques 2027', 'lundi 29 mars 2027'],
    ['ascension 2027', 'Ascension 2027', 'jeudi 6 mai 2027'],
    ['pentecôte 2027', 'Pentecôte 2027', 'dimanche 16 mai 2027'],
    ['vendredi saint 2027', 'Vendredi saint 2027', 'vendredi 26 mars 2027'],
    ['noël 2027', 'Noël 2027', 'samedi 25 décembre 2027'],
    ['date de la toussaint 2030', 'Toussaint 2030', 'vendredi 1er novembre 2030'],
    ['14 juillet 2027', 'Fête nationale 2027', 'mercredi 14 juillet 2027'],
    ['1er mai 2027', 'Fête du Travail 2027', 'samedi 1er mai 2027'],
    ["quand est l'ascension", 'Ascension 2027', 'jeudi 6 mai 2027'],
    ['quand tombe la pentecôte', 'Pentecôte 2027', 'dimanche 16 mai 2027'],
    ["c'est quand pâques", 'Pâques 2027', 'dimanche 28 mars 2027'],
    ['quand est noël', 'Noël 2026', 'vendredi 25 décembre 2026'],
  ])('« %s » → %s : %s', (q, question, value) => {
    expect(ask(holidays, q)).toMatchObject({ kind: 'holidays', question, value });
  });

  it.each([
    ['prochain jour férié', '2026-11-27T15:42:00Z', 'Noël, vendredi 25 décembre 2026', 'Dans 28 jours'],
    ['quel est le prochain jour férié', '2026-12-24T10:00:00Z', 'Noël, vendredi 25 décembre 2026', 'Demain'],
    ['le prochain jour férié', '2026-12-25T10:00:00Z', 'Noël, vendredi 25 décembre 2026', "Aujourd'hui"],
    [
      'prochain jour férié',
      '2026-12-27T10:00:00Z',
      "Jour de l'an, vendredi 1er janvier 2027",
      'Dans 5 jours',
    ],
    [
      'prochain jour férié',
      '2026-12-26T10:00:00Z',
      "Jour de l'an, vendredi 1er janvier 2027",
      "Dans 6 jours ; en Alsace-Moselle d'abord : Saint-Étienne, samedi 26 décembre 2026",
    ],
    [
      'prochain férié',
      '2027-03-20T10:00:00Z',
      'Lundi de Pâques, lundi 29 mars 2027',
      "Dans 9 jours ; en Alsace-Moselle d'abord : Vendredi saint, vendredi 26 mars 2027",
    ],
  ])('« %s » on %s → %s (%s)', (q, at, value, detail) => {
    expect(ask(holidays, q, new Date(at))).toMatchObject({ question: 'Prochain jour férié', value, detail });
  });

  it('says which days are Sundays and which are holidays in Alsace-Moselle only', () => {
    expect(ask(holidays, 'pâques 2027')?.detail).toBe('Dimanche ; le lendemain est férié');
    expect(ask(holidays, 'vendredi saint 2027')?.detail).toBe('Jour férié en Alsace-Moselle seulement');
    expect(ask(holidays, 'ascension 2027')?.detail).toBe('Jour férié');
  });

  it('computes Easter by the Gregorian computus, its extreme dates included', () => {
    expect(
      [1818, 1943, 2000, 2008, 2011, 2019, 2024, 2025, 2026, 2038, 2285].map((y) => easterSunday(y)),
    ).toEqual([
      '1818-03-22',
      '1943-04-25',
      '2000-04-23',
      '2008-03-23',
      '2011-04-24',
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it.each([
    'pâques',
    'noël',
    'ascension',
    'jours fériés belgique',
    'jours fériés 1950',
    'jours fériés 2027 2028',
    '8 mai 1945',
    'saint étienne 2027',
    'toussaint 2027 film',
    'vacances de pâques 2027',
    'chocolat de pâques 2027',
    'marché de noël 2027',
  ])('gives no answer to what is not a holiday question: « %s »', (q) => {
    expect(ask(holidays, q)).toBeNull();
  });

  it.each(ORDINARY_QUERIES)('stays silent on the ordinary query « %s »', (q) => {
    expect(ask(holidays, q)).toBeNull();
  });
});
