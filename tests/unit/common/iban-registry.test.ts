import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { REGISTRY_LENGTHS } from '../../../common/iban';
import { REGISTRY_COUNTRIES, TERRITORIES } from '../../fixtures/iban';

/**
 * IBANs ibantools knows that the SWIFT registry does not hold (West and Central African banks, Algeria, Angola,
 * Cape Verde, Iran, Morocco, Mozambique…): the spec asks for the registry, so they are refused.
 */
const OUTSIDE_THE_REGISTRY = [
  'AO', 'BF', 'BJ', 'CF', 'CG', 'CI', 'CM', 'CV', 'DZ', 'GA', 'GQ', 'GW', 'IR', 'KM', 'MA', 'MG', 'ML', 'MZ', 'NE',
  'SN', 'TD', 'TG',
]; // prettier-ignore
/** Countries ibantools gives a length that are not ours, each for a reason above or in the fixture. */
const EXCEPTIONS = [...OUTSIDE_THE_REGISTRY, ...TERRITORIES];

const specifications = getCountrySpecifications();
/** ibantools' IBAN length of each country it gives one. */
const IBANTOOLS_LENGTHS = Object.fromEntries(
  Object.entries(specifications).flatMap(([code, spec]) => (spec.chars ? [[code, spec.chars]] : [])),
);

describe('the IBAN registry (common/iban.ts) beside ibantools', () => {
  it('holds every country ibantools gives a length, with that length, but the listed exceptions', () => {
    const parted = Object.entries(IBANTOOLS_LENGTHS)
      .filter(([code, length]) => !EXCEPTIONS.includes(code) && REGISTRY_LENGTHS[code] !== length)
      .map(([code, length]) => `${code}: ibantools ${length}, ours ${REGISTRY_LENGTHS[code]}`);
    expect(parted).toEqual([]);
  });

  it('holds no country ibantools does not know with the same length', () => {
    const parted = Object.entries(REGISTRY_LENGTHS)
      .filter(([code, length]) => IBANTOOLS_LENGTHS[code] !== length)
      .map(([code, length]) => `${code}: ours ${length}, ibantools ${IBANTOOLS_LENGTHS[code]}`);
    expect(parted).toEqual([]);
  });

  it('keeps only exceptions that still stand: in ibantools, not ours, and outside the registry by its flag', () => {
    expect(EXCEPTIONS.filter((code) => !IBANTOOLS_LENGTHS[code] || code in REGISTRY_LENGTHS)).toEqual([]);
    expect(OUTSIDE_THE_REGISTRY.filter((code) => specifications[code]?.IBANRegistry)).toEqual([]);
  });

  it('is the registry the test IBANs are built from', () => {
    expect(REGISTRY_COUNTRIES.map((c) => [c.code, c.length])).toEqual(
      Object.entries(REGISTRY_LENGTHS).sort(([a], [b]) => a.localeCompare(b)),
    );
  });
});
