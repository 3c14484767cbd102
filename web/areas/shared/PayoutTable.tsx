// The payout table of the partner portal and of the admin: period, gross, share and amount in French, then the status.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatEuros } from '../../../common/money';
import type { Payout } from '../../../common/partner';
import { frenchDay, frenchPercent } from './format';
import { DataTable, type Column } from './DataTable';

/** What every payout row shows, from the partner's answer or the admin's. */
type PayoutFigures = Pick<
  Payout,
  | 'id'
  | 'period_start'
  | 'period_end'
  | 'gross_earnings_cents'
  | 'partner_share_percent'
  | 'partner_amount_cents'
>;

/** A column shown before the period (the admin's request date and partner). */
export type PayoutColumn<T> = { header: string; cell: (payout: T) => ReactNode };

type Props<T extends PayoutFigures> = {
  payouts: readonly T[];
  /** The headers, in each area's words. */
  labels: { period: string; gross: string; share: string; amount: string; status: string };
  /** Shown instead of the table when there is no payout. */
  empty: string;
  leading?: readonly PayoutColumn<T>[];
  /** The status cell: its label for the partner, a select for the admin. */
  status: (payout: T) => ReactNode;
  /** The portal aligns the gross, share and amount to the right. */
  alignAmountsRight?: boolean;
};

export function PayoutTable<T extends PayoutFigures>({
  payouts,
  labels,
  empty,
  leading = [],
  status,
  alignAmountsRight = false,
}: Props<T>) {
  if (payouts.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const align = alignAmountsRight ? 'right' : undefined;
  const columns: Column<T>[] = [
    ...leading,
    { header: labels.period, cell: (p) => `${frenchDay(p.period_start)} – ${frenchDay(p.period_end)}` },
    { header: labels.gross, cell: (p) => formatEuros(p.gross_earnings_cents), align },
    { header: labels.share, cell: (p) => frenchPercent(p.partner_share_percent), align },
    { header: labels.amount, cell: (p) => formatEuros(p.partner_amount_cents), align },
    { header: labels.status, cell: status },
  ];
  return <DataTable columns={columns} rows={payouts} rowKey={(p) => p.id} />;
}
