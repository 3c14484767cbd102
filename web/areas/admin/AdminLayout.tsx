// /admin/* – the admin drawer (permanent when wide, temporary on a phone) behind the spec's access check.
import { LinearProgress } from '@mui/material';
import { Outlet } from 'react-router';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { LABELS } from '../../shell/labels';
import { Layout } from '../../shell/Layout';
import { SideMenuLayout } from '../shared/SideMenuLayout';
import { useAdminAccess } from './useAdminAccess';

const ITEMS = [
  { to: '/admin/partners', label: LABELS.admin.partners },
  { to: '/admin/security', label: LABELS.admin.security },
  { to: '/admin/db-admin', label: LABELS.admin.dbAdmin },
];

export default function AdminLayout() {
  const access = useAdminAccess();
  if (access.state === 'unknown') return <LinearProgress aria-label={LABELS.admin.title} />;
  if (access.state !== 'ok')
    return (
      <Layout>
        <ErrorPage status={access.status} />
      </Layout>
    );
  return (
    <SideMenuLayout title={LABELS.admin.title} width={240} items={ITEMS}>
      <Outlet />
    </SideMenuLayout>
  );
}
