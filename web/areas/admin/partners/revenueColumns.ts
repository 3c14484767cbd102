// The revenue import's tables: one line a partner and a day, as the import would credit it.
import { formatEuros } from '../../../../common/money';
import type { ReportDay } from '../../../../common/revenue';
import type { Column } from '../../shared/DataTable';
import { frenchDay, frenchPercent } from '../../shared/format';
import { IMPORT_LABELS as L } from './importLabels';

/** One partner on one day, as the import would credit it. */
export type PartnerLine = ReportDay['partners'][number] & { date: string };

const money = (of: (p: PartnerLine) => number): Pick<Column<PartnerLine>, 'cell' | 'align' | 'sx'> => ({
  cell: (p) => formatEuros(of(p)),
  align: 'right',
  sx: { whiteSpace: 'nowrap' },
});

/** One day's preview: the day is in its title. */
export const PARTNER_COLUMNS: Column<PartnerLine>[] = [
  { header: L.code, cell: (p) => p.code, sx: { fontFamily: 'monospace' } },
  { header: L.channel, cell: (p) => p.channel_id },
  { header: L.earnings, ...money((p) => p.gross_cents) },
  { header: L.percent, cell: (p) => frenchPercent(p.share_percent), align: 'right' },
  { header: L.share, ...money((p) => p.share_cents) },
  { header: L.change, ...money((p) => p.change_cents) },
];

/** A report's preview: several days, each line with its own. */
export const REPORT_COLUMNS: Column<PartnerLine>[] = [
  { header: L.date, cell: (p) => frenchDay(p.date), sx: { whiteSpace: 'nowrap' } },
  ...PARTNER_COLUMNS,
];

export const linesOf = (days: ReportDay[]): PartnerLine[] =>
  days.flatMap((d) => d.partners.map((p) => ({ ...p, date: d.date })));
