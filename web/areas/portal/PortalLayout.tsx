// /partner/* – the partner portal: 260 px side menu, drawer with a top bar when narrow; sign-in for a guest, an
// invitation to join for a member who is not a partner; a partner who cannot earn now is told so above every page.
import { Alert, Skeleton, Stack } from '@mui/material';
import { Link, Outlet } from 'react-router';
import { useAuthUser } from '../../account/useAuthUser';
import { ApiError } from '../../api/client';
import { PORTAL_MENU_WIDTH_PX } from '../../../common/constants';
import { LINK_BUILDER_LABELS } from '../../../common/subIdMessages';
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
  { to: '/partner/links', label: LINK_BUILDER_LABELS.menu },
];

export default function PortalLayout() {
  const { user, roles, loading } = useAuthUser();
  // Someone the top bar's roles show is no partner is answered without a refused call.
  const partner = usePartner(roles.isPartner);
  // A guest or an expired session is offered to sign in and come back here; a member who is not a partner, to join.
  if (!loading && !roles.isPartner)
    return <Layout>{user ? <NotAPartner /> : <ErrorPage status={401} />}</Layout>;
  if (partner.isError)
    return (
      <Layout>
        {partner.error instanceof ApiError && partner.error.status === 401 ? (
          <ErrorPage status={401} />
        ) : (
          <NotAPartner />
        )}
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

function NotAPartner() {
  return (
    <section className="error-page" aria-labelledby="not-a-partner">
      <h1 id="not-a-partner">{L.notAPartner}</h1>
      <p>{L.notAPartnerHint}</p>
      <div className="error-actions">
        <Link className="button" to="/partners/signup">
          {L.becomePartner}
        </Link>
        <Link className="button button-quiet" to="/">
          {LABELS.home}
        </Link>
      </div>
    </section>
  );
}
