// One titled card of the security page, or its empty state.
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {empty ? <Typography color="text.secondary">{empty}</Typography> : children}
      </CardContent>
    </Card>
  );
}
