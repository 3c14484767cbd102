// The instant answer above the results (`answer` in GET /api/search): one card, computed here or read from a
// keyless public source, or none. Every kind draws with the same card: a question, a value, optional rows.
import { z } from './zod';

export const ANSWER_KINDS = [
  'calculator',
  'unit',
  'time',
  'date',
  'postal-code',
  'departement',
  'commune',
  'holidays',
  'currency',
  'weather',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

const httpUrl = z.url({ protocol: /^https?$/ });

export const instantAnswerSchema = z.object({
  kind: z.enum(ANSWER_KINDS),
  /** The question as understood, in French (« 15 % de 80 », « Heure à New York »). */
  question: z.string().min(1),
  /** The answer itself, written the French way (« 12 », « 16 h 42 », « 1 To = 1 000 Go »). */
  value: z.string().min(1),
  /** One line under the value (« mardi 1er décembre 2026, UTC−5 »). */
  detail: z.string().optional(),
  /** A short table (communes of a postal code, holidays of a year, the days of a forecast). */
  rows: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).optional(),
  /** Where the figures come from, when not computed here (ECB, Open-Meteo, INSEE). */
  source: z.object({ name: z.string().min(1), url: httpUrl.optional() }).optional(),
  /** The day or time the figures hold for (ISO 8601): a rate or a forecast always says its date. */
  asOf: z.string().optional(),
});
export type InstantAnswer = z.infer<typeof instantAnswerSchema>;
