// The period's daily stats as a CSV file (French spreadsheet conventions: semicolons, decimal comma).
import type { DailyStat } from '../../../common/partner';

export function statsCsv(stats: DailyStat[]): string {
  const header = 'date;pages_vues;recherches;annonces_affichees;revenus_estimes_eur';
  const rows = stats.map((s) =>
    [
      s.stat_date,
      s.page_views,
      s.searches,
      s.ad_filled_impressions,
      // From the cents, so no float ever prints 0.30000000000000004.
      `${Math.trunc(s.adsense_estimated_earnings_cents / 100)},${String(Math.abs(s.adsense_estimated_earnings_cents % 100)).padStart(2, '0')}`,
    ].join(';'),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
