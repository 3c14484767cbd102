// The converter answers « N unit en unit » within one category, with exact factors, and nothing else.
import { describe, expect, it } from 'vitest';
import { units } from '../../../server/search/answers/units';
import { ask } from '../../fixtures/answers/context';
import { ORDINARY_QUERIES } from '../../fixtures/answers/ordinaryQueries';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** The card's value with plain spaces, to keep the expectations readable. */
const valueOf = (q: string) => ask(units, q)?.value.replaceAll(NBSP, ' ').replaceAll(NNBSP, ' ') ?? null;

describe('unit conversion', () => {
  it.each([
    ['10 km en miles', '10 km = 6,2137119 mi'],
    ['10 kilomètres en miles', '10 km = 6,2137119 mi'],
    ['1 mile en km', '1 mi = 1,609344 km'],
    ['5 pieds en cm', '5 ft = 152,4 cm'],
    ['12 pouces en cm', '12 in = 30,48 cm'],
    ['1 000 km en mi', '1 000 km = 621,37119 mi'],
    ['10 milles marins en km', '10 nmi = 18,52 km'],
    ['1 livre en kg', '1 lb = 0,45359237 kg'],
    ['1,5 kg en livres', '1,5 kg = 3,3069339 lb'],
    ['100 g en onces', '100 g = 3,5273962 oz'],
    ['2 tonnes en kg', '2 t = 2 000 kg'],
    ['3 litres en gallons', '3 L = 0,79251616 gal'],
    ['1 gallon impérial en litres', '1 gal imp. = 4,54609 L'],
    ['1 m3 en litres', '1 m³ = 1 000 L'],
    ['33 cl en ml', '33 cl = 330 ml'],
    ['2 hectares en m²', '2 ha = 20 000 m²'],
    ['1 km² en hectares', '1 km² = 100 ha'],
    ['1 acre en m2', '1 ac = 4 046,8564 m²'],
    ['20 mètres carrés en pieds carrés', '20 m² = 215,27821 ft²'],
    ['100 km/h en m/s', '100 km/h = 27,777778 m/s'],
    ['100 mph en km/h', '100 mph = 160,9344 km/h'],
    ['20 nœuds en km/h', '20 nd = 37,04 km/h'],
    ['30 °C en fahrenheit', '30 °C = 86 °F'],
    ['30°C en °F', '30 °C = 86 °F'],
    ['100 degrés fahrenheit en celsius', '100 °F = 37,777778 °C'],
    ['-40 c en f', '−40 °C = −40 °F'],
    ['0 K en °C', '0 K = −273,15 °C'],
    ['1 To en Go', '1 To = 1 000 Go'],
    ['1 To en Gio', '1 To = 931,32257 Gio'],
    ['1 Gio en Mo', '1 Gio = 1 073,7418 Mo'],
    ['100 Mbit en Mo', '100 Mbit = 12,5 Mo'],
    ['convertir 5 kg en livres', '5 kg = 11,023113 lb'],
    ['5 kg = lb', '5 kg = 11,023113 lb'],
    ['un pied en cm', '1 ft = 30,48 cm'],
    ['une livre en grammes', '1 lb = 453,59237 g'],
  ])('« %s » → %s', (q, value) => {
    expect(valueOf(q)).toBe(value);
  });

  it('restates the question in words and gives the factor', () => {
    expect(ask(units, '10 km en miles')).toMatchObject({
      kind: 'unit',
      question: '10 kilomètres en miles',
      detail: `1 km = 0,62137119${NBSP}mi`,
    });
  });

  it('says which prefixes a data size uses: decimal (To, Go) apart from binary (Tio, Gio)', () => {
    expect(ask(units, '1 To en Go')?.detail).toContain('préfixes décimaux du SI : 1 Go = 1 000 Mo');
    expect(ask(units, '1 To en Go')?.detail).toContain('préfixes binaires : 1 Gio = 1 024 Mio');
  });

  it('gives the formula of a temperature and says which gallon', () => {
    expect(ask(units, '30 °C en fahrenheit')?.detail).toBe('°F = °C × 9/5 + 32');
    expect(ask(units, '3 litres en gallons')?.detail).toContain('gallon américain');
  });

  it.each(['10 km en kg', '30 °C en km', '1 To en litres', '2 hectares en m', '100 km/h en km'])(
    'never converts between categories: « %s »',
    (q) => {
      expect(valueOf(q)).toBeNull();
    },
  );

  it.each([
    '-300 °C en K',
    '10 km en km',
    '10 parsecs en km',
    '10 km en lieues',
    '1 2 km en m',
    'km en miles',
    '10 km',
    'traduire chat en anglais',
    'lyon en 2 jours',
    'paris en 3 jours',
    '100 € en dollars',
    '1 euro en dollar',
    'un homme en or',
    'une fois en mille',
  ])('gives no answer to what is not a known conversion: « %s »', (q) => {
    expect(valueOf(q)).toBeNull();
  });

  it.each(ORDINARY_QUERIES)('stays silent on the ordinary query « %s »', (q) => {
    expect(ask(units, q)).toBeNull();
  });
});
