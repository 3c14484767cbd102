// The last nightly import: a failed night is an error alert (its icon and title say so, not its colour alone) with
// the error and when it is tried again; a night being retried or imported says so plainly.
import { Alert, AlertTitle, Typography } from '@mui/material';
import { formatParisTime, parisDay } from '../../../../common/dates';
import type { LastImport } from '../../../../common/revenue';
import { frenchDay } from '../../shared/format';
import { IMPORT_LABELS as L } from './importLabels';

/** « 13:30 », or « 01:30 le 11 octobre 2025 » when it is not today in Paris. */
function retryTime(at: string, now: Date): string {
  const next = new Date(at);
  const day = parisDay(next);
  return day === parisDay(now) ? formatParisTime(next) : `${formatParisTime(next)} le ${frenchDay(day)}`;
}

export function LastNightlyRun({ last, now = new Date() }: { last: NonNullable<LastImport>; now?: Date }) {
  const day = frenchDay(last.day);
  if (last.status === 'ok')
    return (
      <Typography variant="body2" color="text.secondary">
        {L.lastRun(day, true, last.detail ?? '')}
      </Typography>
    );
  const retry = last.next_retry_at ? L.nextRetry(retryTime(last.next_retry_at, now)) : L.noRetry;
  if (last.status === 'running')
    return (
      <Alert severity="info" role="status">
        {L.nightRunning(day)}
      </Alert>
    );
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{L.nightFailed(day)}</AlertTitle>
      {last.detail && <Typography variant="body2">{L.nightError(last.detail)}</Typography>}
      <Typography variant="body2">{retry}</Typography>
    </Alert>
  );
}
