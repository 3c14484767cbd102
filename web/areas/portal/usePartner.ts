// The partner's own record, loaded once by the portal layout and shared by its pages.
import { useQuery } from '@tanstack/react-query';
import { partnerSchema } from '../../../common/partner';
import { apiGet } from '../../api/client';

export const PARTNER_ME_KEY = ['partner-me'] as const;

export function usePartner() {
  return useQuery({ queryKey: PARTNER_ME_KEY, queryFn: () => apiGet('/api/partner/me', partnerSchema) });
}
