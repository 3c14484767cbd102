// The calculator answers French arithmetic with the French way of writing numbers, and nothing else.
import { describe, expect, it } from 'vitest';
import { calculator } from '../../../server/search/answers/calculator';
import { ask } from '../../fixtures/answers/context';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

const NNBSP = '\u202f';
const valueOf = (q: string) => ask(calculator, q)?.value ?? null;

describe('calculator', () => {
  it.each([
    ['2+2', '2 + 2', '4'],
    ['2 + 2 =', '2 + 2', '4'],
    ['combien font 7*8', '7 × 8', '56'],
    ['2,5*4', '2,5 × 4', '10'],
    ['2,5 × 4', '2,5 × 4', '10'],
    ['10 ÷ 4', '10 ÷ 4', '2,5'],
    ['3 x 7', '3 × 7', '21'],
    ['(2+3)*4', '(2 + 3) × 4', '20'],
    ['2(3+4)', '2(3 + 4)', '14'],
    ['15 % de 80', '15 % de 80', '12'],
    ['100 + 20 %', '100 + 20 %', '120'],
    ['80 - 25%', '80 − 25 %', '60'],
    ['10 % 3', '10 mod 3', '1'],
    ['racine carrée de 16', '√(16)', '4'],
    ['racine cubique de 27', '∛(27)', '3'],
    ['sqrt(2)', '√(2)', '1,4142135624'],
    ['2 puissance 10', '2^10', `1${NNBSP}024`],
    ['2 à la puissance 10', '2^10', `1${NNBSP}024`],
    ['3 au carré', '3^2', '9'],
    ['5!', '5!', '120'],
    ['factorielle 5', '5!', '120'],
    ['0,1 + 0,2', '0,1 + 0,2', '0,3'],
    ['1/3', '1 ÷ 3', '0,3333333333'],
    ['1 000 000 / 3', `1${NNBSP}000${NNBSP}000 ÷ 3`, `333${NNBSP}333,333333`],
    ['2,5 − 1', '2,5 − 1', '1,5'],
    ['-2^2', '−2^2', '−4'],
    ['5 moins 8', '5 − 8', '−3'],
    ['6 fois 7', '6 × 7', '42'],
    ['2^100', '2^100', '1,2676506 × 10³⁰'],
    ['1/3000000000', `1 ÷ 3${NNBSP}000${NNBSP}000${NNBSP}000`, '3,333333333 × 10⁻¹⁰'],
    ['pi*2', 'π × 2', '6,2831853072'],
    ['round(2,6)', 'round(2,6)', '3'],
  ])('« %s » reads « %s » = %s', (q, question, value) => {
    expect(ask(calculator, q)).toMatchObject({ kind: 'calculator', question, value });
  });

  it('says that angles are in radians', () => {
    expect(ask(calculator, 'sin(pi/2)')).toMatchObject({ value: '1', detail: 'Angles en radians' });
  });

  it.each(['2026', '69003', '-5', '1 000', '2,5', 'pi'])('does not answer a lone number: « %s »', (q) => {
    expect(valueOf(q)).toBeNull();
  });

  it.each(['14/07/2027', '14/07', '1939-1945', '2024-2025', '01-23-45-67-89', '06 12 34 56 78', '1.500 + 2'])(
    'does not read a date, a range, a phone number or a French thousands point as arithmetic: « %s »',
    (q) => {
      expect(valueOf(q)).toBeNull();
    },
  );

  it.each(['1/0', 'sqrt(-1)', '10 % 0', '(-8)^(1/3)', '1e400', '10^400', '171!', '2,5!', '1000!'])(
    'gives no answer when the result is not a finite number: « %s »',
    (q) => {
      expect(valueOf(q)).toBeNull();
    },
  );

  it.each([
    'x = 2',
    'a + 1',
    '[1, 2] * 2',
    '"a" + 1',
    '2 cm + 3',
    'import(2)',
    'evaluate(2+2)',
    'f(x) = x^2',
    '2 + 2; 3',
    'sqrt(4, 2)',
    'max(2, 3)',
    'e^pi > 3',
    '2 == 2',
    '4x4',
    '3x',
    `${'1+'.repeat(80)}1`,
    `${'1+'.repeat(45)}1`,
  ])('refuses what is not plain arithmetic: « %s »', (q) => {
    expect(valueOf(q)).toBeNull();
  });

  it.each(ORDINARY_QUERIES)('stays silent on the ordinary query « %s »', (q) => {
    expect(ask(calculator, q)).toBeNull();
  });
});
