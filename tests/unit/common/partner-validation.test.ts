import { describe, expect, it } from 'vitest';
import { cleanIban, formatIban, ibanError, maskIban } from '../../../common/iban';
import { VALIDATION_MESSAGES } from '../../../common/messages';
import { formatEuros, partnerShareCents, thresholdProgress } from '../../../common/money';
import {
  cleanPhone,
  companyError,
  holderError,
  paymentBodySchema,
  phoneError,
} from '../../../common/partner';
import { naughtyStrings } from '../../fixtures/blns';
import {
  lettersForDigits,
  passesMod97,
  REGISTRY_COUNTRIES,
  reservedCheckDigits,
  territoryIbans,
  typedForms,
  validIbans,
  wrongCheckDigits,
  wrongLengths,
  type IbanCase,
} from '../../fixtures/iban';
import { frenchPhones } from '../../fixtures/phones';
import { REAL_WORLD, testdataLines } from '../../fixtures/testdata';

const { ibanChecksum, ibanInvalid, ibanRequired } = VALIDATION_MESSAGES;
/** The cases whose message is not the expected one, as `IBAN (why): message`. */
const misjudged = (cases: IbanCase[], expected: string | null) =>
  cases
    .map(({ iban, why }) => ({ iban, why, message: ibanError(cleanIban(iban)) }))
    .filter(({ message }) => message !== expected)
    .map(({ iban, why, message }) => `${iban} (${why}): ${message}`);

describe('IBAN (partner-programme.md §5), on IBANs built from the registry rules', () => {
  const valid = validIbans();

  it('accepts valid IBANs of every country of the SWIFT registry, built from its structure', () => {
    expect(new Set(valid.map((c) => c.country)).size).toBe(REGISTRY_COUNTRIES.length);
    expect(REGISTRY_COUNTRIES.length).toBe(89);
    expect(misjudged(valid, null)).toEqual([]);
  });

  it('accepts them as people type them: lower case, spaces, dots, dashes, slashes, a leading "IBAN:"', () => {
    for (const { iban } of valid)
      for (const typed of typedForms(iban)) {
        expect(cleanIban(typed), typed).toBe(iban);
        expect(ibanError(cleanIban(typed)), typed).toBeNull();
      }
  });

  it('refuses wrong check digits with "IBAN invalide (contrôle)"', () => {
    expect(misjudged(wrongCheckDigits(valid), ibanChecksum)).toEqual([]);
  });

  it('refuses check digits 00, 01 and 99, which ISO never issues, even when mod-97 accepts them', () => {
    const reserved = reservedCheckDigits();
    expect(reserved.filter(({ iban }) => !passesMod97(iban))).toEqual([]);
    expect(misjudged(reserved, ibanChecksum)).toEqual([]);
  });

  it('refuses one character too few or too many for the country with "IBAN invalide"', () => {
    expect(misjudged(wrongLengths(valid), ibanInvalid)).toEqual([]);
  });

  it('refuses a letter where the country has digits with "IBAN invalide", though mod-97 and the length hold', () => {
    const letters = lettersForDigits();
    expect(letters.length).toBeGreaterThan(70);
    expect(letters.filter(({ iban }) => !passesMod97(iban))).toEqual([]);
    expect(misjudged(letters, ibanInvalid)).toEqual([]);
    expect(ibanError('DE17ABCDEFGH1234567890')).toBe(ibanInvalid);
  });

  it('refuses territories that use the FR or FI code, and countries outside the registry, with "IBAN invalide"', () => {
    expect(misjudged(territoryIbans(), ibanInvalid)).toEqual([]);
    expect(ibanError('US64SVBKUS6S3300958879')).toBe(ibanInvalid);
  });

  it('refuses a foreign character or a number too short with "IBAN invalide"', () => {
    expect(ibanError('FR76')).toBe(ibanInvalid);
    expect(ibanError('FR7630006000011234567890189!')).toBe(ibanInvalid);
    expect(ibanError(cleanIban('FR76 3000 6000 0112 3456 7890 18é'))).toBe(ibanInvalid);
    expect(ibanError('GB2LABBY09012857201707')).toBe(ibanInvalid);
  });

  it('says "IBAN est requis" for nothing at all', () => {
    expect(ibanError(cleanIban('   '))).toBe(ibanRequired);
    expect(ibanError(cleanIban('IBAN:'))).toBe(ibanRequired);
  });

  it('shows groups of 4, and masks all but the first and last 4 characters', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• ••• 0189');
  });
});

describe('IBAN on the reference data (iban/)', REAL_WORLD, () => {
  const invalid = (category: string) =>
    testdataLines('iban', 'invalid.txt')
      .map((l) => l.split('\t'))
      .filter(([, why]) => why!.startsWith(`[${category}]`))
      .map(([value]) => value!);

  it('accepts every IBAN of the registry countries in iban/valid.txt', () => {
    const lines = testdataLines('iban', 'valid.txt');
    expect(lines.filter((iban) => ibanError(cleanIban(iban)) !== null)).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(128);
  });

  it('accepts them as people type them: lower case, spaces, dots, dashes, a leading "IBAN:"', () => {
    for (const printed of testdataLines('iban', 'valid-printed.txt'))
      expect(ibanError(cleanIban(printed)), printed).toBeNull();
    for (const [raw, expected] of testdataLines('iban', 'valid-userformats.tsv').map((l) => l.split('\t')))
      expect(cleanIban(raw!)).toBe(expected);
  });

  it('refuses a wrong check digit with "IBAN invalide (contrôle)"', () => {
    expect(invalid('checksum').length).toBeGreaterThan(20);
    for (const value of invalid('checksum')) expect(ibanError(cleanIban(value)), value).toBe(ibanChecksum);
  });

  it('refuses letters where the registry has digits with "IBAN invalide"', () => {
    expect(invalid('bban-format').length).toBeGreaterThan(10);
    for (const value of invalid('bban-format')) expect(ibanError(cleanIban(value)), value).toBe(ibanInvalid);
  });

  it('refuses a wrong length, a foreign character or an unknown country', () => {
    for (const category of ['length', 'chars', 'country', 'garbage'])
      for (const value of invalid(category)) expect(ibanError(cleanIban(value)), value).not.toBeNull();
  });

  it('refuses check digits 00, 01 and 99, which ISO never issues', () => {
    for (const value of invalid('check-digits')) expect(ibanError(cleanIban(value)), value).not.toBeNull();
  });
});

describe('holder, phone and company', () => {
  it('holder: trimmed, required, 2 to 80 characters', () => {
    expect(holderError('')).toBe('Titulaire requis');
    expect(holderError('A')).toBe('Titulaire invalide (2–80)');
    expect(holderError('Zoé')).toBeNull();
    expect(holderError('x'.repeat(80))).toBeNull();
    expect(holderError('x'.repeat(81))).toBe('Titulaire invalide (2–80)');
    expect(
      paymentBodySchema.safeParse({ iban: 'FR7630006000011234567890189', holderName: '   ' }).success,
    ).toBe(false);
  });

  it('phone: accepts every kind of French number as people type it, keeping its digits and +', () => {
    const phones = frenchPhones();
    expect(phones.length).toBeGreaterThanOrEqual(90);
    for (const { typed, digits } of phones) {
      expect(cleanPhone(typed), typed).toBe(digits);
      expect(phoneError(cleanPhone(typed)), typed).toBeNull();
    }
  });

  it(
    'phone: accepts every French number of the reference data (phone/fr.txt) once cleaned',
    REAL_WORLD,
    () => {
      for (const [raw] of testdataLines('phone', 'fr.txt').map((l) => l.split('\t')))
        expect(phoneError(cleanPhone(raw!)), raw).toBeNull();
    },
  );

  it('phone: keeps digits and +, then asks for 8 to 15 digits; empty is fine', () => {
    expect(cleanPhone('+33 (0)6 12-34.56 78')).toBe('+330612345678');
    expect(phoneError('')).toBeNull();
    expect(phoneError(cleanPhone('06 12 34'))).toBe('Téléphone invalide (8 à 15 chiffres)');
    expect(phoneError(cleanPhone('1234567890123456'))).toBe('Téléphone invalide (8 à 15 chiffres)');
    expect(phoneError(cleanPhone('+1234567890123456'))).toBe('Téléphone invalide (8 à 15 chiffres)');
  });

  it('company: at most 120 characters after trimming', () => {
    expect(companyError('x'.repeat(120))).toBeNull();
    expect(companyError('x'.repeat(121))).toBe('Société trop longue (≤120)');
  });

  it('survives the naughty strings without throwing', () => {
    for (const s of naughtyStrings()) {
      expect(() => [
        ibanError(cleanIban(s)),
        phoneError(cleanPhone(s)),
        holderError(s.trim()),
        companyError(s.trim()),
      ]).not.toThrow();
    }
  });
});

describe('money in cents', () => {
  it('shares half up to the cent, in integers', () => {
    expect(partnerShareCents(10_000, 70)).toBe(7_000);
    expect(partnerShareCents(1, 50)).toBe(1); // 0.5 cent rounds up
    expect(partnerShareCents(3, 33)).toBe(1); // 0.99 → 1
    expect(partnerShareCents(101, 33)).toBe(33); // 33.33 → 33
    expect(partnerShareCents(0, 100)).toBe(0);
  });

  it('progress is floor(earnings / threshold × 100), capped at 100, 0 without a threshold', () => {
    expect(thresholdProgress(6_999, 7_000)).toBe(99);
    expect(thresholdProgress(7_000, 7_000)).toBe(100);
    expect(thresholdProgress(20_000, 7_000)).toBe(100);
    expect(thresholdProgress(500, 0)).toBe(0);
  });

  it('formats euros the French way', () => {
    expect(formatEuros(123_456).replace(/\s/g, ' ')).toBe('1 234,56 €');
  });
});
