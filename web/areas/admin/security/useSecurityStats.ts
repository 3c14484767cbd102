// GET /api/admin/security, refreshed on the spec's rhythm (30 s on the page, 60 s for the menu badge).
import { useQuery } from '@tanstack/react-query';
import { securityStatsSchema } from '../../../../common/admin';
import { apiGet } from '../../../api/client';

export const SECURITY_KEY = ['admin-security'] as const;

export function useSecurityStats(refetchInterval: number, enabled = true) {
  return useQuery({
    queryKey: SECURITY_KEY,
    queryFn: () => apiGet('/api/admin/security', securityStatsSchema),
    refetchInterval,
    retry: false,
    enabled,
  });
}
