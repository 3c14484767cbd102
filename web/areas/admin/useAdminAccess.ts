// The spec's admin access check: unknown, then ok, forbidden (401/403) or notfound, from the admin-me and
// partner-list calls. Someone the top bar's roles already show is no admin is refused without a call (a
// refused call is an error in the browser's console); the partner list is asked only once admin-me said yes.
import { useQuery } from '@tanstack/react-query';
import { adminMeAnswerSchema, adminPartnerSchema } from '../../../common/admin';
import { z } from '../../../common/zod';
import { useAuthUser } from '../../account/useAuthUser';
import { ApiError, apiGet } from '../../api/client';
import { ADMIN_PARTNERS_KEY } from './partners/keys';

export type AdminAccess =
  | { state: 'unknown' }
  | { state: 'ok' }
  | { state: 'forbidden'; status: 401 | 403 }
  | { state: 'notfound'; status: 404 };

export function useAdminAccess(): AdminAccess {
  const { user, roles, loading } = useAuthUser();
  const me = useQuery({
    queryKey: ['admin-me'],
    queryFn: () => apiGet('/api/admin/me', adminMeAnswerSchema),
    retry: false,
    enabled: roles.isAdmin,
  });
  const partners = useQuery({
    // One row is enough to know the list answers; the page itself reads its own.
    queryKey: [...ADMIN_PARTNERS_KEY, 'access'],
    queryFn: () => apiGet('/api/admin/partners?limit=1', z.array(adminPartnerSchema)),
    retry: false,
    enabled: me.isSuccess,
  });
  if (loading) return { state: 'unknown' };
  if (!roles.isAdmin) return { state: 'forbidden', status: user ? 403 : 401 };
  const failed = me.error ?? partners.error;
  if (failed) {
    const status = failed instanceof ApiError ? failed.status : null;
    if (status === 401 || status === 403) return { state: 'forbidden', status };
    return { state: 'notfound', status: 404 };
  }
  if (me.isPending || partners.isPending) return { state: 'unknown' };
  return { state: 'ok' };
}
