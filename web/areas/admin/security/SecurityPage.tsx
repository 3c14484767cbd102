// /admin/security – the ban banner, counters, day and week figures, charts, logs, bans with unban, suspects.
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { banBannerLevel, type SecurityStats } from '../../../../common/admin';
import { SECURITY_DASHBOARD_REFRESH_MS } from '../../../../common/constants';
import { ADMIN_MESSAGES } from '../../../../common/messages';
import { LABELS } from '../../../components/labels';
import { FigureCards } from '../../shared/Figures';
import { NoticeAlert, type Notice } from '../../shared/Notice';
import { PageHeading } from '../../shared/PageHeading';
import { BannedIpsSection } from './BannedIpsSection';
import { HourlyChart } from './HourlyChart';
import { SECURITY_LABELS } from './labels';
import { PartnerFraudSection } from './PartnerFraudSection';
import { RecentLogsSection } from './RecentLogsSection';
import { SecurityLogSection } from './SecurityLogSection';
import { SuspectsSection } from './SuspectsSection';
import { useSecurityStats } from './useSecurityStats';

const BANNER_SEVERITY = { ok: 'success', low: 'info', high: 'warning', critical: 'error' } as const;
const C = SECURITY_LABELS.counters;

const counters = ({ alerts, stats }: SecurityStats) => [
  { label: C.bannedIps, value: alerts.bannedIps },
  { label: C.failedLastHour, value: alerts.failedAttemptsLastHour },
  { label: C.rateLimitHits, value: alerts.rateLimitHits },
  { label: C.failedAuthToday, value: stats.failedAuthToday },
  { label: C.failedAuthWeek, value: stats.failedAuthWeek },
  { label: C.bansToday, value: stats.totalBansToday },
];

export default function SecurityPage() {
  const stats = useSecurityStats(SECURITY_DASHBOARD_REFRESH_MS);
  const [notice, setNotice] = useState<Notice | null>(null);
  const data = stats.isError ? undefined : stats.data;
  const level = data && banBannerLevel(data.alerts.bannedIps);
  return (
    <Stack spacing={3}>
      <PageHeading title={LABELS.admin.security} />
      {stats.isError && <Alert severity="error">{ADMIN_MESSAGES.statsLoadFailed}</Alert>}
      {data && level && (
        <>
          <Alert severity={BANNER_SEVERITY[level]} data-testid="ban-banner">
            {SECURITY_LABELS.banner[level]} ({data.alerts.bannedIps})
          </Alert>
          <NoticeAlert notice={notice} failure="warning" />
          <FigureCards figures={counters(data)} size={{ xs: 6, md: 4, lg: 2 }} />
          <Card variant="outlined">
            <CardContent>
              <HourlyChart hourly={data.hourly} />
            </CardContent>
          </Card>
          <BannedIpsSection bans={data.bannedIps} onNotice={setNotice} />
          <SuspectsSection suspects={data.topSuspiciousIps} />
          <PartnerFraudSection signals={data.partnerFraudSignals} onNotice={setNotice} />
          <RecentLogsSection logs={data.recentLogs} />
          <SecurityLogSection />
        </>
      )}
    </Stack>
  );
}
