// A small MUI table from a list of columns: the admin's and the portal's lists all read the same way. On a phone
// (under 600 px) each row becomes a card of "label: value" lines, its actions full-width buttons below: the same
// DOM, laid out by CSS (each cell carries its column's name in data-label), so no column is ever off-screen.
import {
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

/** One column: its header, its cell for a row; numbers align right (header too), `sx` styles the body cells. */
export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
  /** The cell's name on a phone's card, when the header is not a plain text. */
  label?: string;
  /**
   * The row's buttons: on a phone's card they take a line of their own, without a label, each button full
   * width. A column without a header (the unban or pause button) is one too.
   */
  actions?: boolean;
};

type Props<T> = {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** The table's accessible name. */
  label?: string;
  /** Shown in one quiet row under the headers when there is no row. */
  empty?: ReactNode;
  /** In an outlined card of its own. */
  outlined?: boolean;
  /** Cells with half the side padding: a phone's width for three or four columns. */
  dense?: boolean;
};

const EMPTY_ROW = { py: 4, color: 'text.secondary' } as const;

const DENSE = { '& .MuiTableCell-root': { px: 1 } } as const;

/** Under the `sm` breakpoint: rows as cards, the header row kept for assistive tech only. */
const CARDS = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '&, & > tbody, & > tbody > tr, & > tbody > tr > td': { display: 'block', width: '100%' },
    '& > thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& > tbody > tr': {
      py: 1,
      px: 1.5,
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
    },
    '& > tbody > tr:last-of-type': { borderBottom: 0 },
    '& > tbody > tr > td': {
      border: 0,
      px: 0,
      py: 0.5,
      textAlign: 'right',
      overflowWrap: 'anywhere',
    },
    // A right-aligned MUI cell reverses its flex direction (for sort labels): the label stays on the left.
    '& > tbody > tr > td[data-label]': {
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 2,
    },
    '& > tbody > tr > td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 auto',
      maxWidth: '45%',
      textAlign: 'left',
      fontWeight: 600,
      color: theme.vars.palette.text.secondary,
    },
    // The value side (one block, its captions under it), against the right edge.
    '& > tbody > tr > td[data-label] > div': { minWidth: 0 },
    '& > tbody > tr > td[data-actions]': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1,
      pt: 1,
      whiteSpace: 'normal',
    },
    '& > tbody > tr > td[data-actions] > *': { flex: '1 1 100%' },
    '& > tbody > tr > td[data-actions] .MuiButton-root': {
      flex: '1 1 40%',
      minHeight: 40,
      border: `1px solid currentColor`,
    },
    '& > tbody > tr > td[data-actions] .MuiButton-root.Mui-disabled': {
      borderColor: theme.vars.palette.action.disabledBackground,
    },
    '& > tbody > tr > td[data-empty]': { textAlign: 'center' },
  },
});

/**
 * From the `sm` breakpoint: a table wider than its place scrolls sideways under its actions, which stay in sight
 * at its right edge (the admin's lists at 1366 px, beside the side menu).
 */
const STICKY_ACTIONS = (theme: Theme) => ({
  [theme.breakpoints.up('sm')]: {
    '& > thead > tr > th[data-actions]:last-child, & > tbody > tr > td[data-actions]:last-child': {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      backgroundColor: theme.vars.palette.background.paper,
      boxShadow: `inset 1px 0 0 ${theme.vars.palette.divider}`,
    },
  },
});

/** The card's label of a column: its own, else its header when that is a text; none for actions. */
function cardLabel<T>(column: Column<T>): string | undefined {
  if (column.actions) return undefined;
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : undefined;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  empty,
  outlined = false,
  dense = false,
}: Props<T>) {
  return (
    // A table wider than the screen scrolls sideways on a tablet: keyboard users reach its hidden columns by
    // focusing it. On a phone its rows are cards and nothing is hidden.
    <TableContainer {...(outlined && { component: Card, variant: 'outlined' })} tabIndex={0}>
      <Table
        size="small"
        aria-label={label}
        sx={[CARDS, STICKY_ACTIONS, ...(dense ? [DENSE] : [])]}
        data-cards=""
      >
        <TableHead>
          <TableRow>
            {columns.map((column, i) => (
              <TableCell
                key={i}
                align={column.align}
                data-actions={cardLabel(column) === undefined ? '' : undefined}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={EMPTY_ROW} data-empty="">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, r) => (
              <TableRow key={rowKey(row, r)}>
                {columns.map((column, i) => {
                  const name = cardLabel(column);
                  return (
                    <TableCell
                      key={i}
                      align={column.align}
                      sx={column.sx}
                      data-label={name}
                      data-actions={name === undefined ? '' : undefined}
                    >
                      {name === undefined ? column.cell(row) : <div>{column.cell(row)}</div>}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
