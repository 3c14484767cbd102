// The period's daily stats as a CSV file (the product's CSV conventions: semicolons, decimal comma, a BOM).
import { csvFile } from '../../../common/csv';
import { centsToDecimalText } from '../../../common/money';
import type { DailyStat } from '../../../common/partner';

const HEADER = [
  'date',
  'pages_vues',
  'recherches',
  'annonces_affichees',
  'revenus_bruts_estimes_eur',
  'votre_part_eur',
];

export function statsCsv(stats: DailyStat[]): string {
  const rows = stats.map((s) => [
    s.stat_date,
    s.page_views,
    s.searches,
    s.ad_filled_impressions,
    // From the cents, so no float ever prints 0.30000000000000004.
    centsToDecimalText(s.adsense_estimated_earnings_cents),
    centsToDecimalText(s.partner_share_cents),
  ]);
  return csvFile(HEADER, rows);
}

/** The text already starts with its BOM (csvFile). */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
