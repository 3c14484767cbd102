// A running job: a progress bar with what is done out of the total (indeterminate until the job has counted it),
// read out to screen readers as it moves; each section says what it counts in its own words.
import { Box, LinearProgress, Typography } from '@mui/material';
import type { Job } from '../../../common/jobs';

export type JobProgressWords = {
  /** The bar's accessible name. */
  label: string;
  /** Before the job has counted its work. */
  waiting: string;
  progress: (done: number, total: number) => string;
};

export function JobProgress({ job, words }: { job: Job | null; words: JobProgressWords }) {
  const total = job?.total ?? null;
  const done = job?.done ?? 0;
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : null;
  const text = total === null ? words.waiting : words.progress(done, total);
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress
        aria-label={words.label}
        {...(percent === null ? { variant: 'indeterminate' } : { variant: 'determinate', value: percent })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
