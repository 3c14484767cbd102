// A running import: a progress bar with the lines done out of the total (indeterminate until the job has counted
// them), read out to screen readers as it moves.
import { Box, LinearProgress, Typography } from '@mui/material';
import type { Job } from '../../../../common/jobs';
import { IMPORT_LABELS as L } from './importLabels';

export function ImportProgress({ job }: { job: Job | null }) {
  const total = job?.total ?? null;
  const done = job?.done ?? 0;
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : null;
  const text = total === null ? L.progressWaiting : L.progress(done, total);
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress
        aria-label={L.progressLabel}
        {...(percent === null ? { variant: 'indeterminate' } : { variant: 'determinate', value: percent })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
