import { readFileSync } from 'node:fs';
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

const testdata = (file: string) =>
  readFileSync(new URL(`../../../../shared/testdata/${file}`, import.meta.url), 'utf8');
const lines = (file: string) =>
  testdata(file)
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));

describe('IBAN (partner-programme.md §5)', () => {
  it('accepts every IBAN of the registry countries in testdata/iban/valid.txt', () => {
    const refused = lines('iban/valid.txt').filter((iban) => ibanError(cleanIban(iban)) !== null);
    expect(refused).toEqual([]);
    expect(lines('iban/valid.txt').length).toBeGreaterThanOrEqual(128);
  });

  it('accepts them as people type them: lower case, spaces, dots, dashes, a leading "IBAN:"', () => {
    for (const printed of lines('iban/valid-printed.txt'))
      expect(ibanError(cleanIban(printed)), printed).toBeNull();
    for (const [raw, expected] of lines('iban/valid-userformats.tsv').map((l) => l.split('\t')))
      expect(cleanIban(raw!)).toBe(expected);
  });

  it('refuses a wrong check digit with "IBAN invalide (contrôle)"', () => {
    const checksum = lines('iban/invalid.txt')
      .map((l) => l.split('\t'))
      .filter(([, why]) => why!.startsWith('[checksum]'));
    expect(checksum.length).toBeGreaterThan(20);
    for (const [value] of checksum)
      expect(ibanError(cleanIban(value!)), value).toBe(VALIDATION_MESSAGES.ibanChecksum);
  });

  it('refuses a wrong length, a foreign character or an unknown country with "IBAN invalide"', () => {
    const wrong = lines('iban/invalid.txt')
      .map((l) => l.split('\t'))
      .filter(([, why]) => /^\[(length|chars|country|garbage)\]/.test(why!));
    for (const [value] of wrong) expect(ibanError(cleanIban(value!)), value).not.toBeNull();
    expect(ibanError('FR76')).toBe(VALIDATION_MESSAGES.ibanInvalid);
    expect(ibanError('FR7630006000011234567890189!')).toBe(VALIDATION_MESSAGES.ibanInvalid);
  });

  it('refuses check digits 00, 01 and 99, which ISO never issues', () => {
    const digits = lines('iban/invalid.txt')
      .map((l) => l.split('\t'))
      .filter(([, why]) => why!.startsWith('[check-digits]'));
    for (const [value] of digits) expect(ibanError(cleanIban(value!)), value).not.toBeNull();
  });

  it('says "IBAN est requis" for nothing at all', () => {
    expect(ibanError(cleanIban('   '))).toBe(VALIDATION_MESSAGES.ibanRequired);
  });

  it('shows groups of 4, and masks all but the first and last 4 characters', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• ••• 0189');
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

  it('phone: accepts every French number of testdata/phone/fr.txt once cleaned', () => {
    for (const [raw] of lines('phone/fr.txt').map((l) => l.split('\t')))
      expect(phoneError(cleanPhone(raw!)), raw).toBeNull();
  });

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
    for (const s of testdata('blns.txt').split('\n')) {
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
