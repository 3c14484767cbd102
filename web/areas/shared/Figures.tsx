// Key figures: a label over a big number, alone or as a row of outlined cards.
import { Card, CardContent, Grid, Typography, type GridSize } from '@mui/material';
import type { ReactNode } from 'react';

export type FigureProps = { label: string; value: ReactNode; testId?: string };

export function Figure({ label, value, testId }: FigureProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </>
  );
}

type Sizes = { xs?: GridSize; md?: GridSize; lg?: GridSize };

/** `size`: each card's width in grid columns by screen (12 columns). */
export function FigureCards({ figures, size }: { figures: FigureProps[]; size: Sizes }) {
  return (
    <Grid container spacing={2}>
      {figures.map((figure) => (
        <Grid key={figure.label} size={size}>
          <Card variant="outlined">
            <CardContent>
              <Figure {...figure} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
