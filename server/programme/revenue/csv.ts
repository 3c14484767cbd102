// The AdSense report CSV: RFC 4180 quoting, a header naming the columns, summary lines ignored.
import { isCalendarDay } from '../../../common/dates';
import { decimalToCents } from '../../../common/revenue';

/** Amounts are 64-bit in the database; in JavaScript they stay exact up to 2^53 cents. */
const MAX_ROW_CENTS = Number.MAX_SAFE_INTEGER;

/**
 * A line of a report: its day, channel, ad unit (when the report has the column) and earnings; `line` is
 * where it stands in the file (1 = header).
 */
export type ReportRow = {
  day: string;
  channelId: string;
  adUnitId?: string;
  earningsCents: number;
  line?: number;
};

export class ReportFormatError extends Error {}

/** Cells of a CSV text, quotes and doubled quotes understood, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (quoted) throw new ReportFormatError('guillemet non fermé');
  if (cell !== '' || row.length > 0) endRow();
  return rows.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

const SUMMARY_LABELS = new Set(['totals', 'averages', 'total', 'totaux', 'moyennes']);

/** Every row of the report, or a ReportFormatError naming the line: a report is taken whole or not at all. */
export function reportRowsOfCsv(text: string): ReportRow[] {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new ReportFormatError('fichier vide');
  const at = (name: string) => header.findIndex((h) => h.trim().toUpperCase() === name);
  const [date, channel, earnings] = [at('DATE'), at('CUSTOM_CHANNEL_ID'), at('ESTIMATED_EARNINGS')];
  const adUnit = at('AD_UNIT_ID');
  if (date < 0 || channel < 0 || earnings < 0)
    throw new ReportFormatError('colonnes DATE, CUSTOM_CHANNEL_ID et ESTIMATED_EARNINGS attendues');
  const rows: ReportRow[] = [];
  lines.forEach((cells, index) => {
    const line = index + 2;
    const day = cells[date]?.trim() ?? '';
    if (SUMMARY_LABELS.has(day.toLowerCase())) return;
    if (!isCalendarDay(day)) throw new ReportFormatError(`ligne ${line} : date invalide « ${day} »`);
    const channelId = cells[channel]?.trim() ?? '';
    if (!channelId) throw new ReportFormatError(`ligne ${line} : canal manquant`);
    const cents = decimalToCents(cells[earnings] ?? '');
    // Earnings are never negative, and an amount stays exact (64-bit cents in the database).
    if (cents === null || cents < 0 || cents > MAX_ROW_CENTS)
      throw new ReportFormatError(`ligne ${line} : revenu invalide « ${cells[earnings] ?? ''} »`);
    const adUnitId = adUnit < 0 ? undefined : cells[adUnit]?.trim();
    rows.push({ day, channelId, ...(adUnitId && { adUnitId }), earningsCents: cents, line });
  });
  return rows;
}
