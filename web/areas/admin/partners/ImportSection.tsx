// Ad-revenue import: a report CSV dropped in is checked whole and previewed per day and partner (gross, percent,
// share, what the ledger gains), then imported whole; or one day (the spec's date input) previewed and imported.
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatEuros } from '../../../../common/money';
import { lastImportSchema, type RevenueImportResult } from '../../../../common/revenue';
import { apiGet } from '../../../api/client';
import { JobProgress } from '../../shared/JobProgress';
import { Section } from '../../shared/Section';
import { DayPreview } from './DayPreview';
import { ImportControls } from './ImportControls';
import { IMPORT_LABELS as L } from './importLabels';
import { LastNightlyRun } from './LastNightlyRun';
import { UploadedReport } from './UploadedReport';
import { useRevenueImport } from './useRevenueImport';

function ImportDone({ result }: { result: RevenueImportResult }) {
  return (
    <Alert severity="success">
      {L.done(result.updated, formatEuros(result.totalEarnings_cents))}{' '}
      {L.doneDetail(result.shares, result.adjustments, result.automatic_payouts)}
    </Alert>
  );
}

export function ImportSection() {
  const revenue = useRevenueImport();
  const { date, preview, report, state, error } = revenue;
  const last = useQuery({
    queryKey: ['admin-last-import'],
    queryFn: () => apiGet('/api/admin/adsense/last-import', lastImportSchema),
  });
  const running = state.step === 'running';
  return (
    <Section plain title={L.title}>
      {last.data && <LastNightlyRun last={last.data} />}
      <ImportControls
        date={date}
        onDate={revenue.setDate}
        running={running}
        onPreview={() => void revenue.runPreview()}
        onImport={() => void revenue.runImport({ date })}
        onUpload={revenue.upload}
      />
      {state.step === 'running' && <JobProgress job={state.job} words={L.jobWords} />}
      {error && <Alert severity="error">{error}</Alert>}
      {state.step === 'done' && <ImportDone result={state.result} />}
      {report && (
        <UploadedReport
          report={report}
          running={running}
          onImport={(days) => void revenue.runImport({ days })}
        />
      )}
      {preview && <DayPreview preview={preview} />}
    </Section>
  );
}
