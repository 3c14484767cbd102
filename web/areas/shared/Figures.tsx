// Key figures: a label over a big number, alone or as a row of outlined cards.
import { Box, Card, CardContent, Grid, Typography, type GridSize } from '@mui/material';
import type { ReactNode } from 'react';

export type FigureProps = { label: string; value: ReactNode; testId?: string };

/** The label takes the room left: in a row of figures, the numbers line up even when a label wraps. */
export function Figure({ label, value, testId }: FigureProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

type Sizes = { xs?: GridSize; sm?: GridSize; md?: GridSize; lg?: GridSize };

/** `size`: each card's width in grid columns by screen (12 columns); an odd last card takes a phone's whole row. */
export function FigureCards({ figures, size }: { figures: FigureProps[]; size: Sizes }) {
  const alone = figures.length % 2 === 1 && size.xs === 6;
  return (
    <Grid container spacing={2}>
      {figures.map((figure, i) => (
        <Grid key={figure.label} size={alone && i === figures.length - 1 ? { ...size, xs: 12 } : size}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ height: '100%', boxSizing: 'border-box' }}>
              <Figure {...figure} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
