// The spec's admin access check: unknown, then ok, forbidden (401/403) or notfound, from GET /api/admin/me.
import { useQuery } from '@tanstack/react-query';
import { z } from '../../../common/zod';
import { ApiError, apiGet } from '../../api/client';

export type AdminAccess =
  | { state: 'unknown' }
  | { state: 'ok' }
  | { state: 'forbidden'; status: 401 | 403 }
  | { state: 'notfound'; status: 404 };

export function useAdminAccess(): AdminAccess {
  // TODO(issue 8): parse the admin's identity with its schema from common/ once the call exists.
  const me = useQuery({ queryKey: ['admin-me'], queryFn: () => apiGet('/api/admin/me', z.unknown()) });
  if (me.isPending) return { state: 'unknown' };
  if (me.isSuccess) return { state: 'ok' };
  const status = me.error instanceof ApiError ? me.error.status : null;
  if (status === 401 || status === 403) return { state: 'forbidden', status };
  return { state: 'notfound', status: 404 };
}
