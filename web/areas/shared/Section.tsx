// A titled part of an area page: an outlined card, or a plain block (the admin partners page puts dividers
// between its own); its empty state replaces the content when there is nothing to show.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';

type Props = {
  title: string;
  /** Shown instead of the content when set. */
  empty?: string | null;
  plain?: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
};

export function Section({ title, empty = null, plain = false, sectionRef, children }: Props) {
  const id = useId();
  const content = empty ? <Typography color="text.secondary">{empty}</Typography> : children;
  if (plain)
    return (
      <Stack spacing={2} component="section" aria-labelledby={id} ref={sectionRef}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {content}
      </Stack>
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} ref={sectionRef}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}
