// The last requests of the security log: when, from where, which path, which status.
import type { SecurityStats } from '../../../../common/admin';
import { EMPTY_STATES } from '../../../../common/messages';
import { DataTable, type Column } from '../../shared/DataTable';
import { Section } from '../../shared/Section';
import { SECURITY_LABELS } from './labels';
import { when } from './when';

type Log = SecurityStats['recentLogs'][number];
const L = SECURITY_LABELS.logs;

const COLUMNS: Column<Log>[] = [
  { header: L.timestamp, cell: (l) => when(l.timestamp) },
  { header: L.ip, cell: (l) => l.ip, sx: { fontFamily: 'monospace' } },
  { header: L.path, cell: (l) => l.path, sx: { overflowWrap: 'anywhere' } },
  { header: L.status, cell: (l) => l.status },
];

export function RecentLogsSection({ logs }: { logs: Log[] }) {
  return (
    <Section title={L.title} empty={logs.length === 0 ? EMPTY_STATES.recentLogs : null}>
      <DataTable columns={COLUMNS} rows={logs} rowKey={(l, i) => `${l.timestamp}|${i}`} />
    </Section>
  );
}
