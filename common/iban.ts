// IBAN rules of the spec (cleaning, 15–34 letters and digits, mod-97) plus the registry length and BBAN
// structure of each country.
import { getCountrySpecifications } from 'ibantools';
import { IBAN_LENGTH } from './constants';
import { VALIDATION_MESSAGES } from './messages';

/** Lengths of the SWIFT IBAN registry: a number of the wrong length for its country is refused. */
// Not ibantools' list: it also holds IBANs outside the registry, and territories the registry files under FR and FI.
export const REGISTRY_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 ' +
    'EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 IQ23 IS26 ' +
    'IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 ' +
    'NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 ' +
    'SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

let bbanPatterns: Map<string, RegExp> | undefined;

/**
 * The registry's BBAN structure of a country (`DE`: 18 digits), from ibantools' country specifications.
 * Only the structure: ibantools' isValidBBAN also runs national check-digit algorithms, which the spec does not
 * ask for and which refuse real IBANs when one of them is wrong; mod-97 already catches a mistyped character.
 */
function bbanPattern(country: string): RegExp | undefined {
  bbanPatterns ??= new Map(
    Object.entries(getCountrySpecifications()).flatMap(([code, spec]): Array<[string, RegExp]> =>
      spec.bban_regexp ? [[code, new RegExp(`^(?:${spec.bban_regexp.replace(/^\^|\$$/g, '')})$`)]] : [],
    ),
  );
  return bbanPatterns.get(country);
}

/**
 * Spaces removed and upper-cased (spec); also the dots, dashes and slashes people type between groups,
 * and a leading "IBAN" label.
 */
export function cleanIban(raw: string): string {
  return raw
    .replace(/[\s.\-/]+/g, '')
    .replace(/^IBAN:?/i, '')
    .toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged number, digit by digit (no big integers needed). */
export function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** The spec's message for a cleaned IBAN, or null when it is valid. */
export function ibanError(iban: string): string | null {
  if (iban === '') return VALIDATION_MESSAGES.ibanRequired;
  if (!/^[A-Z0-9]+$/.test(iban) || iban.length < IBAN_LENGTH.min || iban.length > IBAN_LENGTH.max)
    return VALIDATION_MESSAGES.ibanInvalid;
  const expected = REGISTRY_LENGTHS[iban.slice(0, 2)];
  if (!/^[A-Z]{2}\d{2}/.test(iban) || expected === undefined || iban.length !== expected)
    return VALIDATION_MESSAGES.ibanInvalid;
  // Letters where the country has digits (DE17ABCDEFGH1234567890) are no IBAN, whatever mod-97 says.
  if (bbanPattern(iban.slice(0, 2))?.test(iban.slice(4)) === false) return VALIDATION_MESSAGES.ibanInvalid;
  // ISO 13616 never issues check digits 00, 01 or 99, although mod-97 can accept them.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return VALIDATION_MESSAGES.ibanChecksum;
  return ibanChecksumIsValid(iban) ? null : VALIDATION_MESSAGES.ibanChecksum;
}

/** Groups of 4 for reading: FR76 3000 6000 0112 3456 7890 189. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Spec: the first 4 characters, groups of dots, the last 4. */
export function maskIban(iban: string): string {
  if (iban.length <= 8) return iban;
  const hidden = iban.length - 8;
  const dots = '•'.repeat(hidden).replace(/(.{4})(?=.)/g, '$1 ');
  return `${iban.slice(0, 4)} ${dots} ${iban.slice(-4)}`;
}
