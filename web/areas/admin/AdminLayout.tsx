// /admin/* – the admin drawer (permanent when wide, temporary on a phone) behind the spec's access check.
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { z } from '../../../common/zod';
import { api, ApiError } from '../../api/client';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { SideMenuLayout } from '../shared/SideMenuLayout';

const ITEMS = [
  { to: '/admin/partners', label: 'Partenaires' },
  { to: '/admin/security', label: 'Sécurité' },
  { to: '/admin/db-admin', label: 'Base de données' },
];

/** unknown → ok, or forbidden (401/403) / notfound: the spec's admin access states. */
function useAdminAccess() {
  const me = useQuery({
    queryKey: ['admin-me'],
    queryFn: () => api.get('/api/admin/me', z.unknown()),
    retry: false,
  });
  if (me.isPending) return { state: 'unknown' as const };
  if (me.isSuccess) return { state: 'ok' as const };
  const status = me.error instanceof ApiError ? me.error.status : null;
  return status === 401 || status === 403
    ? { state: 'forbidden' as const, status }
    : { state: 'notfound' as const, status: 404 };
}

export default function AdminLayout() {
  const access = useAdminAccess();
  if (access.state === 'unknown') return <Box sx={{ p: 4 }} aria-busy="true" />;
  if (access.state !== 'ok') return <ErrorPage status={access.status} />;
  return (
    <SideMenuLayout title="Administration" width={240} items={ITEMS}>
      <Outlet />
    </SideMenuLayout>
  );
}
