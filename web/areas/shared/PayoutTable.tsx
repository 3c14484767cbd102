// The payout table of the partner portal and of the admin: period, gross, share and amount in French, then the status.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatEuros } from '../../../common/money';
import type { Payout } from '../../../common/partner';
import { frenchDay, frenchPercent } from './format';
import { DataTable, type Column } from './DataTable';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const Nowrap = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={NOWRAP}>
    {children}
  </Box>
);

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

/** A column shown before the period (the admin's request date and partner), or after the amount (the due day). */
export type PayoutColumn<T> = Column<T>;

type Props<T extends PayoutFigures> = {
  payouts: readonly T[];
  /** The headers, in each area's words. */
  labels: { period: string; gross: string; share: string; amount: string; status: string };
  /** Shown instead of the table when there is no payout. */
  empty: string;
  leading?: readonly PayoutColumn<T>[];
  /** Columns between the amount and the status. */
  trailing?: readonly PayoutColumn<T>[];
  /** Columns after the status (the admin's actions). */
  after?: readonly PayoutColumn<T>[];
  /** The table's accessible name. */
  label?: string;
  /** The status cell: its label for the partner, a select for the admin. */
  status: (payout: T) => ReactNode;
  /** The portal aligns the gross, share and amount to the right. */
  alignAmountsRight?: boolean;
  /** On a phone: the gross and the share said under the amount, in one column. */
  narrow?: boolean;
  /** Under the gross and share, on a phone: "50 % de 180,00 € bruts". */
  grossOf?: (share: string, gross: string) => string;
};

export function PayoutTable<T extends PayoutFigures>({
  payouts,
  labels,
  empty,
  leading = [],
  trailing = [],
  after = [],
  label,
  status,
  alignAmountsRight = false,
  narrow = false,
  grossOf = (share, gross) => `${share} × ${gross}`,
}: Props<T>) {
  if (payouts.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const align = alignAmountsRight ? ('right' as const) : undefined;
  const columns: Column<T>[] = [
    ...leading,
    {
      header: labels.period,
      // A line break may come between the two days, never inside one.
      cell: (p) =>
        p.period_start === p.period_end ? (
          <Nowrap>{frenchDay(p.period_start)}</Nowrap>
        ) : (
          <>
            <Nowrap>{frenchDay(p.period_start)}</Nowrap> – <Nowrap>{frenchDay(p.period_end)}</Nowrap>
          </>
        ),
    },
    ...(narrow
      ? ([
          {
            header: labels.amount,
            align,
            cell: (p: T) => (
              <>
                <Nowrap>{formatEuros(p.partner_amount_cents)}</Nowrap>
                <Typography variant="caption" color="text.secondary" component="div">
                  {grossOf(frenchPercent(p.partner_share_percent), formatEuros(p.gross_earnings_cents))}
                </Typography>
              </>
            ),
          },
        ] satisfies Column<T>[])
      : ([
          { header: labels.gross, cell: (p: T) => formatEuros(p.gross_earnings_cents), align, sx: NOWRAP },
          { header: labels.share, cell: (p: T) => frenchPercent(p.partner_share_percent), align, sx: NOWRAP },
          { header: labels.amount, cell: (p: T) => formatEuros(p.partner_amount_cents), align, sx: NOWRAP },
        ] satisfies Column<T>[])),
    ...trailing,
    { header: labels.status, cell: status },
    ...after,
  ];
  return <DataTable label={label} columns={columns} rows={payouts} rowKey={(p) => p.id} dense={narrow} />;
}
