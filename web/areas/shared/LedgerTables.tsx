// The ledger as tables: its entries (date, what, amount, balance), newest first, and its months (gross, percent,
// share, paid, balance); the partner's portal and the admin's "Relevé" read them the same way.
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { LedgerEntry, LedgerMonth } from '../../../common/ledger';
import { formatEuros } from '../../../common/money';
import { DataTable, type Column } from './DataTable';
import { frenchDay, frenchPercent } from './format';
import { LEDGER_LABELS as L } from './labels';

/** "+12,34 €" for a credit, "-12,34 €" for a debit: the sign is what the line does to the balance. */
const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatEuros(cents)}`;

function detailOf(e: LedgerEntry): string | null {
  if ((e.kind === 'share' || e.kind === 'adjustment') && e.channel_id && e.gross_cents !== null)
    return L.detailShare(e.channel_id, formatEuros(e.gross_cents), frenchPercent(e.share_percent ?? 0));
  if (e.payout_id !== null) return L.detailPayout(e.payout_id);
  return null;
}

const caption = (text: string) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {text}
  </Typography>
);

/** On a phone the date goes above what the line is, so that the amounts keep their room. */
const entryColumns = (narrow: boolean): Column<LedgerEntry>[] => [
  ...(narrow
    ? []
    : [{ header: L.date, cell: (e: LedgerEntry) => frenchDay(e.day), sx: { whiteSpace: 'nowrap' } }]),
  {
    header: narrow ? `${L.date} · ${L.what}` : L.what,
    cell: (e) => {
      const detail = detailOf(e);
      return (
        <>
          {narrow && caption(frenchDay(e.day))}
          {e.label}
          {detail && caption(detail)}
        </>
      );
    },
  },
  { header: L.amount, cell: (e) => signed(e.amount_cents), align: 'right', sx: { whiteSpace: 'nowrap' } },
  {
    header: L.balance,
    cell: (e) => formatEuros(e.balance_cents),
    align: 'right',
    sx: { whiteSpace: 'nowrap' },
  },
];

const PAGE = 20;

type EntriesProps = {
  entries: LedgerEntry[];
  empty?: string;
  narrow?: boolean;
  /** The server has more entries than those given; `onMore` asks for them. */
  hasMore?: boolean;
  onMore?: () => void;
};

export function LedgerEntriesTable({
  entries,
  empty = L.empty,
  narrow = false,
  hasMore = false,
  onMore,
}: EntriesProps) {
  const [shown, setShown] = useState(PAGE);
  const showMore = () => {
    setShown(shown + PAGE);
    // The next page is asked before the rows loaded run out, so that the next click finds them there.
    if (hasMore && entries.length <= shown + 2 * PAGE) onMore?.();
  };
  return (
    <>
      <DataTable
        label={L.title}
        columns={entryColumns(narrow)}
        rows={entries.slice(0, shown)}
        rowKey={(e) => e.id}
        empty={empty}
        dense={narrow}
      />
      {(entries.length > shown || hasMore) && (
        <Box>
          <Button onClick={showMore}>{L.showMore}</Button>
        </Box>
      )}
    </>
  );
}

/** "2026-11" → "novembre 2026" */
const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const frenchMonth = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

const money = (of: (m: LedgerMonth) => number): Pick<Column<LedgerMonth>, 'cell' | 'align' | 'sx'> => ({
  cell: (m) => formatEuros(of(m)),
  align: 'right',
  sx: { whiteSpace: 'nowrap' },
});

const MONTH_COLUMNS: Column<LedgerMonth>[] = [
  { header: L.month, cell: (m) => frenchMonth(m.month), sx: { whiteSpace: 'nowrap' } },
  { header: L.gross, ...money((m) => m.gross_cents) },
  {
    header: L.percent,
    cell: (m) => (m.share_percent === null ? '—' : frenchPercent(m.share_percent)),
    align: 'right',
  },
  { header: L.share, ...money((m) => m.share_cents) },
  { header: L.bonus, ...money((m) => m.bonus_cents) },
  { header: L.paid, ...money((m) => m.paid_cents) },
  { header: L.balance, ...money((m) => m.balance_cents) },
];

/** Newest month first, as a statement is read. */
export function LedgerMonthsTable({ months, label }: { months: LedgerMonth[]; label: string }) {
  return (
    <DataTable
      label={label}
      columns={MONTH_COLUMNS}
      rows={[...months].reverse()}
      rowKey={(m) => m.month}
      empty={L.noMonths}
    />
  );
}
