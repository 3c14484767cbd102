// The words of the instant answer's card.
import { FRENCH_MONTHS } from '../../../common/frenchMonths';

export const ANSWER_LABELS = {
  region: 'Réponse',
  source: 'Source :',
  /** « 27 novembre 2026 », « 28 novembre 2026, 4 h 00 »: read from the text itself, so the server and the
   * browser write the same whatever their time zone. */
  asOf(iso: string): string | null {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
    if (!match) return null;
    const [, year, month, day, hour, minute] = match;
    const date = `${Number(day) === 1 ? '1er' : Number(day)} ${FRENCH_MONTHS[Number(month) - 1]} ${year}`;
    return hour ? `${date}, ${Number(hour)} h ${minute}` : date;
  },
} as const;
