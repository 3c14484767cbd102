// /admin/* – the admin drawer (permanent when wide, temporary on a phone) behind the spec's access check.
import { LinearProgress } from '@mui/material';
import { Outlet } from 'react-router';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { LABELS } from '../../components/labels';
import { Layout } from '../../shell/Layout';
import { SideMenuLayout } from '../shared/SideMenuLayout';
import { useAdminAccess } from './useAdminAccess';
import { useSecurityStats } from './security/useSecurityStats';
import { adminBadgeCount } from '../../../common/admin';
import { ADMIN_BADGE_REFRESH_MS } from '../../../common/constants';
import { MAIL_MESSAGES } from '../../../common/mailMessages';

/** The menu, its security badge asked for only once the visitor is known to be an admin. */
function useItems(admin: boolean) {
  const security = useSecurityStats(ADMIN_BADGE_REFRESH_MS, admin);
  const badge = security.data ? adminBadgeCount(security.data.alerts) : 0;
  return [
    { to: '/admin/partners', label: LABELS.admin.partners },
    { to: '/admin/security', label: LABELS.admin.security, badge },
    { to: '/admin/suggestions', label: LABELS.admin.suggestions },
    { to: '/admin/mail', label: MAIL_MESSAGES.pageTitle },
    { to: '/admin/db-admin', label: LABELS.admin.dbAdmin },
  ];
}

export default function AdminLayout() {
  const access = useAdminAccess();
  const items = useItems(access.state === 'ok');
  if (access.state === 'unknown') return <LinearProgress aria-label={LABELS.admin.title} />;
  if (access.state !== 'ok')
    return (
      <Layout>
        <ErrorPage status={access.status} />
      </Layout>
    );
  return (
    <SideMenuLayout title={LABELS.admin.title} width={240} items={items}>
      <Outlet />
    </SideMenuLayout>
  );
}
