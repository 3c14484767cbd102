// The computed answers together: each question goes to the kind it asks for, whatever the order they are tried
// in, and no ordinary query gets any card.
import { describe, expect, it } from 'vitest';
import { COMPUTED_ANSWERS } from '../../../server/search/answers/computed';
import { warmPublicData } from '../../../server/search/answers/publicData';
import { ask } from '../../fixtures/answers/context';
import { naughtyStrings } from '../../fixtures/blns';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

warmPublicData();

/** Every module's answer to a query, by kind: more than one would make the order decide. */
const answersTo = (q: string) =>
  COMPUTED_ANSWERS.map((module) => ask(module, q)?.kind).filter((kind) => kind !== undefined);

describe('computed answers', () => {
  it.each([
    ['2+2', 'calculator'],
    ['15 % de 80', 'calculator'],
    ['racine carrée de 16', 'calculator'],
    ['10 km en miles', 'unit'],
    ['30 °C en fahrenheit', 'unit'],
    ['1 To en Go', 'unit'],
    ['heure new york', 'time'],
    ['quelle heure à Tokyo', 'time'],
    ['quelle heure est-il', 'time'],
    ["date d'aujourd'hui", 'date'],
    ['dans 90 jours', 'date'],
    ['nombre de jours entre le 1er janvier 2027 et le 14 juillet 2027', 'date'],
    ['combien de jours avant noël', 'date'],
    ['jours fériés 2027', 'holidays'],
    ['lundi de Pentecôte 2027', 'holidays'],
    ['date de pâques 2027', 'holidays'],
    ['quand est noël', 'holidays'],
    ['14 juillet 2027', 'holidays'],
    ['69003', 'postal-code'],
    ['code postal 13001', 'postal-code'],
    ['département 69', 'departement'],
    ['code insee lyon', 'commune'],
    ['population de Marseille', 'commune'],
    ['prochain jour férié', 'holidays'],
    ['numéro de semaine', 'date'],
    ['décalage horaire new york', 'time'],
    ['un pied en cm', 'unit'],
  ])('« %s » is answered by one kind only: %s', (q, kind) => {
    expect(answersTo(q)).toEqual([kind]);
  });

  it.each(ORDINARY_QUERIES)('gives no card to the ordinary query « %s »', (q) => {
    expect(answersTo(q)).toEqual([]);
  });
});

describe('computed answers on hostile text', () => {
  const hostile = [
    ...naughtyStrings(),
    ...['constructor', '__proto__', 'toString', 'hasOwnProperty'].flatMap((word) => [
      word,
      `${word} 2027`,
      `quand est ${word}`,
      `combien de jours avant ${word}`,
      `population ${word}`,
      `population de ${word}`,
      `population ${word} 26`,
      `département ${word}`,
      `heure ${word}`,
      `10 ${word} en km`,
      `${word}(2)`,
    ]),
  ];

  it('never throws, whatever the query', () => {
    const throwing = hostile.filter((q) => {
      try {
        answersTo(q);
        return false;
      } catch {
        return true;
      }
    });
    expect(throwing).toEqual([]);
  });
});
