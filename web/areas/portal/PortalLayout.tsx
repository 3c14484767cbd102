// /partner/* – the partner portal: 260 px side menu, drawer with a top bar when narrow; 404 without a partner record;
// a partner who cannot earn now (paused, suspended, archived) is told so above every page.
import { Alert, Skeleton, Stack } from '@mui/material';
import { Outlet } from 'react-router';
import { PORTAL_MENU_WIDTH_PX } from '../../../common/constants';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { LABELS } from '../../components/labels';
import { Layout } from '../../shell/Layout';
import { SideMenuLayout } from '../shared/SideMenuLayout';
import { PORTAL_LABELS as L } from './labels';
import { usePartner } from './usePartner';

const ITEMS = [
  { to: '/partner/dashboard', label: LABELS.portal.dashboard },
  { to: '/partner/profile', label: LABELS.portal.profile },
  { to: '/partner/payment', label: LABELS.portal.payment },
];

export default function PortalLayout() {
  const partner = usePartner();
  if (partner.isError)
    return (
      <Layout>
        <ErrorPage status={404} />
      </Layout>
    );
  return (
    <SideMenuLayout title={LABELS.portal.title} width={PORTAL_MENU_WIDTH_PX} items={ITEMS}>
      {partner.isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="text" width="40%" height={40} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          {/* A paused, suspended or archived partner is told so on every page of the portal. */}
          {partner.data.status in L.statusNotice && (
            <Alert severity="warning" data-testid="status-notice">
              {L.statusNotice[partner.data.status as keyof typeof L.statusNotice]}
            </Alert>
          )}
          <Outlet context={partner.data} />
        </Stack>
      )}
    </SideMenuLayout>
  );
}
