// The payout table of the partner portal and of the admin: period, then the figures that add up to the amount
// (gross × share % = share, + bonus = amount) in French, then the status.
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
  | 'share_cents'
  | 'bonus_cents'
  | 'partner_amount_cents'
>;

/** A column shown before the period (the admin's request date and partner), or after the amount (the due day). */
export type PayoutColumn<T> = Column<T>;

/** The words of the table: headers, and the amount's makeup said in one line where the figures share a cell. */
export type PayoutTableLabels = {
  period: string;
  gross: string;
  /** The share's percent. */
  share: string;
  /** The share in euros. */
  shareAmount: string;
  bonus: string;
  amount: string;
  status: string;
  /** "37 % de 221,50 € = 81,96 €" */
  shareOf: (percent: string, gross: string, share: string) => string;
  /** "+ 10,00 € de bonus" */
  plusBonus: (bonus: string) => string;
};

type Props<T extends PayoutFigures> = {
  payouts: readonly T[];
  labels: PayoutTableLabels;
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
  /** The portal aligns the figures to the right. */
  alignAmountsRight?: boolean;
  /**
   * The amount in one column with its makeup said under it (a phone, or the admin's wide table); otherwise
   * gross, percent, share, bonus and amount each in a column.
   */
  compact?: boolean;
  /** Cells with half the side padding (a phone). */
  dense?: boolean;
};

/** The amount's makeup in words, under the amount. */
function Makeup<T extends PayoutFigures>({ payout: p, labels }: { payout: T; labels: PayoutTableLabels }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      data-testid="payout-makeup"
      // Each line whole in a table; a phone's card may break them.
      sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}
    >
      {labels.shareOf(
        frenchPercent(p.partner_share_percent),
        formatEuros(p.gross_earnings_cents),
        formatEuros(p.share_cents),
      )}
      {p.bonus_cents !== 0 && (
        <>
          <br />
          {labels.plusBonus(formatEuros(p.bonus_cents))}
        </>
      )}
    </Typography>
  );
}

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
  compact = false,
  dense = false,
}: Props<T>) {
  if (payouts.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const align = alignAmountsRight ? ('right' as const) : undefined;
  const figure = (header: string, cell: (p: T) => ReactNode): Column<T> => ({
    header,
    cell,
    align,
    sx: NOWRAP,
  });
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
    ...(compact
      ? [
          {
            header: labels.amount,
            align,
            cell: (p: T) => (
              <>
                <Nowrap>{formatEuros(p.partner_amount_cents)}</Nowrap>
                <Makeup payout={p} labels={labels} />
              </>
            ),
          },
        ]
      : [
          figure(labels.gross, (p) => formatEuros(p.gross_earnings_cents)),
          figure(labels.share, (p) => frenchPercent(p.partner_share_percent)),
          figure(labels.shareAmount, (p) => formatEuros(p.share_cents)),
          figure(labels.bonus, (p) => (p.bonus_cents === 0 ? '–' : formatEuros(p.bonus_cents))),
          figure(labels.amount, (p) => <strong>{formatEuros(p.partner_amount_cents)}</strong>),
        ]),
    ...trailing,
    // Never narrower than its longest word: the other columns give way first.
    { header: labels.status, cell: status, sx: { minWidth: '7.5rem' } },
    ...after,
  ];
  return <DataTable label={label} columns={columns} rows={payouts} rowKey={(p) => p.id} dense={dense} />;
}
