// A small MUI table from a list of columns: the admin's and the portal's lists all read the same way.
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
    // A table wider than a phone scrolls sideways: keyboard users reach its hidden columns by focusing it.
    <TableContainer {...(outlined && { component: Card, variant: 'outlined' })} tabIndex={0}>
      <Table size="small" aria-label={label} sx={dense ? DENSE : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => (
              <TableCell key={i} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={EMPTY_ROW}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, r) => (
              <TableRow key={rowKey(row, r)}>
                {columns.map((column, i) => (
                  <TableCell key={i} align={column.align} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
