// The partner's papers: their legal details (the self-billing invoice's supplier), the documents of paid payouts
// and the yearly summary, with the French checks of SIREN, SIRET and VAT numbers.
import { LEGAL_DETAILS_MESSAGES as M } from './documentsMessages';
import { z } from './zod';

/** La Poste's SIREN: its many establishments' SIRETs are checked by a sum of digits divisible by 5 instead. */
const LA_POSTE_SIREN = '356000000';

/** Luhn's check: every second digit from the right doubled (its digits summed), the total a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "123 456 789" → "123456789": spaces, dots and dashes people type between groups go. */
export const cleanRegistration = (raw: string) => raw.replace(/[\s.\-\u00a0]/g, '');

/** Why a SIREN (9 digits) or SIRET (14 digits) is not one, or null. */
export function registrationError(cleaned: string): string | null {
  if (!/^\d{9}$|^\d{14}$/.test(cleaned)) return M.registrationLength;
  if (cleaned.length === 14 && cleaned.startsWith(LA_POSTE_SIREN)) {
    const sum = [...cleaned].reduce((total, d) => total + Number(d), 0);
    return sum % 5 === 0 || passesLuhn(cleaned) ? null : M.registrationKey;
  }
  return passesLuhn(cleaned) ? null : M.registrationKey;
}

/** The French VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97 on 2 digits, the SIREN. */
export function frenchVatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

export const cleanVatNumber = (raw: string) => raw.replace(/[\s.\-\u00a0]/g, '').toUpperCase();

/** Why a French VAT number is not one (or not this SIREN's), or null. */
export function vatNumberError(cleaned: string, registration: string | null): string | null {
  const match = /^FR(\d{2})(\d{9})$/.exec(cleaned);
  if (!match) return M.vatFormat;
  if (frenchVatNumberOf(match[2]!) !== cleaned) return M.vatKey;
  if (registration && /^\d{9}/.test(registration) && registration.slice(0, 9) !== match[2])
    return M.vatOtherCompany;
  return null;
}

/** Beyond Latin-1, what the PDF's standard fonts draw (WinAnsi): dashes, quotes, €, œ, Œ, Š, Ž, Ÿ… */
const WIN_ANSI_EXTRA = new Set([
  402, 710, 732, 338, 339, 352, 353, 376, 381, 382, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);

/** A character the documents can draw as it is. */
export function isPrintable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/** The characters of a text a document could not draw, once each (« ł », « 😀 »). */
export const unprintableIn = (text: string) => [
  ...new Set([...text.normalize('NFC')].filter((c) => !isPrintable(c))),
];

/** Subject to VAT with a number, or under the franchise of art. 293 B of the CGI (no VAT charged). */
export const VAT_REGIMES = ['liable', 'exempt'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/** A text of the invoice: given, not too long, and drawn as typed (the standard fonts' characters only). */
const required = (message: string, max: number) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max)
    .transform((text) => text.normalize('NFC'))
    .superRefine((text, ctx) => {
      const unprintable = unprintableIn(text);
      if (unprintable.length > 0)
        ctx.addIssue({ code: 'custom', message: M.unprintable(unprintable.join(' ')) });
    });

/** PUT /api/partner/legal-details: who invoices, from where, under which numbers. */
export const legalDetailsBodySchema = z
  .object({
    legal_name: required(M.legalNameRequired, 120),
    address: required(M.addressRequired, 200),
    postal_code: z
      .string(M.postalCode)
      .trim()
      .regex(/^\d{5}$/, M.postalCode),
    city: required(M.cityRequired, 80),
    registration_number: z
      .string(M.registrationLength)
      .transform(cleanRegistration)
      .superRefine((value, ctx) => {
        const message = registrationError(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    vat_regime: z.enum(VAT_REGIMES, M.vatRequired),
    vat_number: z
      .string()
      .transform(cleanVatNumber)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (body.vat_regime === 'liable') {
      const vat = body.vat_number ? vatNumberError(body.vat_number, body.registration_number) : M.vatRequired;
      if (vat) ctx.addIssue({ code: 'custom', path: ['vat_number'], message: vat });
    }
  })
  .transform((body) => ({ ...body, vat_number: body.vat_regime === 'liable' ? body.vat_number : null }));
export type LegalDetailsBody = z.input<typeof legalDetailsBodySchema>;
export type LegalDetailsInput = z.output<typeof legalDetailsBodySchema>;

export const legalDetailsSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  registration_number: z.string(),
  vat_regime: z.enum(VAT_REGIMES),
  vat_number: z.string().nullable(),
  updated_at: z.string(),
});
export type LegalDetails = z.infer<typeof legalDetailsSchema>;

/** A commission statement without legal details; a self-billing invoice with them. */
export const DOCUMENT_KINDS = ['statement', 'self_billing_invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** `/…/yearly-summary/:year.pdf`: a calendar year from the programme's first days to this one. */
export const yearParamsSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
});
export const partnerYearParamsSchema = yearParamsSchema.extend({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});

/** A month of the yearly summary: shares by revenue day, the bonus by its day, payments by their paid day. */
export type YearlyMonth = {
  month: string;
  gross_cents: number;
  share_cents: number;
  bonus_cents: number;
  paid_cents: number;
};

/** « P-000042 »: the one sequence of payout documents, statements and invoices alike. */
export const documentNumber = (n: number) => `P-${String(n).padStart(6, '0')}`;
