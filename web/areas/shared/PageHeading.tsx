// An area page's h1, which is also the tab's title; an action may stand beside it.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../shell/usePageTitle';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  const heading = (
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
  );
  if (!children) return heading;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      {heading}
      {children}
    </Box>
  );
}
