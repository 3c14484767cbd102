// Dates counted in Paris days: today, a shift from today, the days between two dates, the days left.
import { describe, expect, it } from 'vitest';
import { dates } from '../../../server/search/answers/dates';
import { ask } from '../../fixtures/answers/context';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

describe('dates', () => {
  it.each([
    "date d'aujourd'hui",
    'Date du jour',
    'quel jour sommes-nous',
    'Quel jour sommes-nous ?',
    'quel jour on est',
    'on est quel jour',
    'quelle est la date',
    "quelle est la date d'aujourd'hui",
    "c'est quel jour aujourd'hui",
  ])("gives today's Paris date: « %s »", (q) => {
    expect(ask(dates, q)).toEqual({
      kind: 'date',
      question: "Date d'aujourd'hui",
      value: 'vendredi 27 novembre 2026',
      detail: "Semaine 48, 331e jour de l'année",
    });
  });

  it.each([
    'quelle semaine sommes-nous',
    'numéro de semaine',
    'Numéro de la semaine en cours',
    'semaine en cours',
  ])('gives the ISO week number: « %s »', (q) => {
    expect(ask(dates, q)).toEqual({
      kind: 'date',
      question: 'Numéro de la semaine',
      value: 'Semaine 48',
      detail: 'Du lundi 23 novembre 2026 au dimanche 29 novembre 2026',
    });
  });

  it('counts ISO weeks across the new year: 1 January 2027 is in week 53 of 2026', () => {
    expect(ask(dates, 'numéro de semaine', new Date('2027-01-01T12:00:00Z'))?.value).toBe('Semaine 53');
    expect(ask(dates, 'numéro de semaine', new Date('2027-01-04T12:00:00Z'))?.value).toBe('Semaine 1');
  });

  it('counts the Paris day, not the UTC one, around midnight', () => {
    expect(ask(dates, "date d'aujourd'hui", new Date('2026-12-31T23:30:00Z'))?.value).toBe(
      'vendredi 1er janvier 2027',
    );
  });

  it.each([
    ['dans 90 jours', 'Dans 90 jours', 'jeudi 25 février 2027'],
    ['dans 1 jour', 'Dans 1 jour', 'samedi 28 novembre 2026'],
    ['quel jour dans 100 jours', 'Dans 100 jours', 'dimanche 7 mars 2027'],
    ['date dans 3 semaines', 'Dans 3 semaines', 'vendredi 18 décembre 2026'],
    ['il y a 3 semaines', 'Il y a 3 semaines', 'vendredi 6 novembre 2026'],
    ['il y a 100 jours', 'Il y a 100 jours', 'mercredi 19 août 2026'],
    ['dans 2 mois', 'Dans 2 mois', 'mercredi 27 janvier 2027'],
    ['dans 1 an', 'Dans 1 an', 'samedi 27 novembre 2027'],
    ['il y a 10 ans', 'Il y a 10 ans', 'dimanche 27 novembre 2016'],
  ])('« %s » → %s : %s', (q, question, value) => {
    expect(ask(dates, q)).toEqual({
      kind: 'date',
      question,
      value,
      detail: "Compté depuis aujourd'hui, vendredi 27 novembre 2026",
    });
  });

  it('ends a month shift on the last day of a shorter month', () => {
    expect(ask(dates, 'dans 3 mois', new Date('2026-11-30T12:00:00Z'))?.value).toBe(
      'dimanche 28 février 2027',
    );
  });

  it.each([
    ['nombre de jours entre le 1er janvier 2027 et le 14 juillet 2027', '194 jours'],
    ['combien de jours entre le 14/07/2027 et le 1/1/2027', '194 jours'],
    ['jours entre 2027-01-01 et 2027-07-14', '194 jours'],
    ['nombre de jours entre le 1er janvier 2028 et le 1er mars 2028', '60 jours'],
    ['combien de jours entre le 14 juillet 2027 et aujourd’hui', '229 jours'],
    ['combien de jours depuis le 1er janvier 2026', '330 jours'],
  ])('« %s » → %s', (q, value) => {
    expect(ask(dates, q)).toMatchObject({ kind: 'date', value });
  });

  it('restates both days and gives the span in weeks', () => {
    expect(ask(dates, 'nombre de jours entre le 1er janvier 2027 et le 14 juillet 2027')).toEqual({
      kind: 'date',
      question: 'Nombre de jours du vendredi 1er janvier 2027 au mercredi 14 juillet 2027',
      value: '194 jours',
      detail: 'Soit 27 semaines et 5 jours (le dernier jour non compté)',
    });
  });

  it.each([
    ['combien de jours avant noël', 'Jours avant Noël', '28 jours', 'Noël : vendredi 25 décembre 2026'],
    ['dans combien de jours noël', 'Jours avant Noël', '28 jours', 'Noël : vendredi 25 décembre 2026'],
    ['jours avant pâques', 'Jours avant Pâques', '121 jours', 'Pâques : dimanche 28 mars 2027'],
    [
      'combien de jours avant le nouvel an',
      'Jours avant Nouvel An',
      '35 jours',
      'Nouvel An : vendredi 1er janvier 2027',
    ],
    [
      'combien de jours avant le 14 juillet',
      'Jours avant le 14 juillet 2027',
      '229 jours',
      'mercredi 14 juillet 2027',
    ],
    [
      'combien de jours avant le 27 novembre',
      'Jours avant le 27 novembre 2026',
      "C'est aujourd'hui",
      'vendredi 27 novembre 2026',
    ],
  ])('« %s » → %s : %s', (q, question, value, detail) => {
    expect(ask(dates, q)).toEqual({ kind: 'date', question, value, detail });
  });

  it('counts down to next Christmas once this one has passed', () => {
    expect(ask(dates, 'combien de jours avant noël', new Date('2026-12-26T10:00:00Z'))?.detail).toBe(
      'Noël : samedi 25 décembre 2027',
    );
  });

  it.each([
    'jours entre le 31 février 2027 et le 1er mars 2027',
    'jours entre le 1er janvier 1200 et le 2 janvier 1200',
    'combien de jours avant le 1er janvier 2020',
    'combien de jours avant mon anniversaire',
    'dans 9999999 jours',
    'dans 5000 ans',
    'combien de jours depuis le 1er janvier 2030',
    'date',
    'jour',
    'le jour le plus long',
    'jour de marché lyon',
    'dans 90 jours film',
    'il y a 3 semaines paroles',
    'mois de mai',
    'semaine 12',
    'an 2000',
  ])('gives no answer to what is not a date it can compute: « %s »', (q) => {
    expect(ask(dates, q)).toBeNull();
  });

  it.each(ORDINARY_QUERIES)('stays silent on the ordinary query « %s »', (q) => {
    expect(ask(dates, q)).toBeNull();
  });
});
