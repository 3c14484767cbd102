// The partner's own record, loaded once by the portal layout and shared by its pages; and its daily stats.
import { useQuery } from '@tanstack/react-query';
import { dailyStatSchema, partnerSchema } from '../../../common/partner';
import { z } from '../../../common/zod';
import { apiGet } from '../../api/client';

export const PARTNER_ME_KEY = ['partner-me'] as const;

export function usePartner() {
  return useQuery({ queryKey: PARTNER_ME_KEY, queryFn: () => apiGet('/api/partner/me', partnerSchema) });
}

/** The daily stats from `from` to `to` (YYYY-MM-DD), one cache entry per period. */
export const partnerStatsQuery = (from: string, to: string) => ({
  queryKey: ['partner-stats', from, to] as const,
  queryFn: () => apiGet(`/api/partner/stats?from=${from}&to=${to}`, z.array(dailyStatSchema)),
});
