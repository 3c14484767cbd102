// The partner's own record, loaded once by the portal layout and shared by its pages; its daily stats, its
// payouts with where its money stands, its payment info and its ledger.
import { useQuery } from '@tanstack/react-query';
import {
  dailyStatSchema,
  partnerSchema,
  paymentAnswerSchema,
  payoutsAnswerSchema,
} from '../../../common/partner';
import { z } from '../../../common/zod';
import { apiGet } from '../../api/client';
import { useLedgerPages } from '../shared/useLedgerPages';

export const PARTNER_ME_KEY = ['partner-me'] as const;
export const PARTNER_PAYOUTS_KEY = ['partner-payouts'] as const;
export const PARTNER_PAYMENT_KEY = ['partner-payment'] as const;
export const PARTNER_LEDGER_KEY = ['partner-ledger'] as const;

/** `enabled` false: not asked (someone the top bar's roles show is no partner). */
export function usePartner(enabled = true) {
  return useQuery({
    queryKey: PARTNER_ME_KEY,
    queryFn: () => apiGet('/api/partner/me', partnerSchema),
    enabled,
  });
}

/** The daily stats from `from` to `to` (YYYY-MM-DD), one cache entry per period. */
export const partnerStatsQuery = (from: string, to: string) => ({
  queryKey: ['partner-stats', from, to] as const,
  queryFn: () => apiGet(`/api/partner/stats?from=${from}&to=${to}`, z.array(dailyStatSchema)),
});

/** The payouts and the accrual: this month's share, the available balance, lifetime earnings, what blocks a claim. */
export const usePartnerPayouts = () =>
  useQuery({
    queryKey: PARTNER_PAYOUTS_KEY,
    queryFn: () => apiGet('/api/partner/payouts', payoutsAnswerSchema),
  });

export const usePartnerPayment = () =>
  useQuery({
    queryKey: PARTNER_PAYMENT_KEY,
    queryFn: () => apiGet('/api/partner/payment', paymentAnswerSchema),
  });

/** The ledger a page at a time: its months and balance, and the entries asked so far. */
export const usePartnerLedger = () => useLedgerPages(PARTNER_LEDGER_KEY, '/api/partner/ledger');
