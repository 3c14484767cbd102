// /partner/payment – "Vos revenus" with the claim, "Informations de paiement", "Historique des paiements".
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { LIFETIME_STATS_START } from '../../../common/constants';
import { monthStartOf, parisDay } from '../../../common/dates';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { formatEuros } from '../../../common/money';
import {
  dailyStatSchema,
  paymentAnswerSchema,
  payoutSchema,
  payoutsAnswerSchema,
} from '../../../common/partner';
import { z } from '../../../common/zod';
import { apiGet, apiSend, ApiError } from '../../api/client';
import { usePageTitle } from '../../shell/usePageTitle';
import { PayoutTable } from '../shared/PayoutTable';
import { PORTAL_LABELS as L } from './labels';
import { PaymentInfoForm, type PaymentInfo } from './PaymentInfoForm';
import { PARTNER_ME_KEY } from './usePartner';

const statsOf = (from: string, to: string) =>
  apiGet(`/api/partner/stats?from=${from}&to=${to}`, z.array(dailyStatSchema));

type SectionCardProps = { id: string; title: string; cardRef?: Ref<HTMLElement>; children: ReactNode };

/** One of the page's cards, named by its heading. */
function SectionCard({ id, title, cardRef, children }: SectionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} ref={cardRef}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function PaymentPage() {
  usePageTitle(L.paymentTitle);
  const queryClient = useQueryClient();
  const today = parisDay();
  // Spec: failures while loading payment info, payouts and stats are silently ignored.
  const payouts = useQuery({
    queryKey: ['partner-payouts'],
    queryFn: () => apiGet('/api/partner/payouts', payoutsAnswerSchema),
  });
  const payment = useQuery({
    queryKey: ['partner-payment'],
    queryFn: () => apiGet('/api/partner/payment', paymentAnswerSchema),
  });
  const [banner, setBanner] = useState<{ ok: boolean; message: string } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const form = useRef<HTMLElement>(null);

  const accrual = payouts.data?.accrual;
  const list = payouts.data?.payouts ?? [];
  const pending = list.some((p) => p.status.toLowerCase() === 'pending');
  const canClaim = Boolean(accrual?.eligible && accrual.payout_threshold_cents > 0) && !claiming;
  const info: PaymentInfo = payment.data ?? { iban: null, holderName: null };

  async function claim() {
    setBanner(null);
    if (!info.iban || !info.holderName) {
      setWarning(PARTNER_MESSAGES.paymentInfoRequired);
      form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    setWarning(null);
    setClaiming(true);
    try {
      await apiSend('POST', '/api/partner/payouts/claim', undefined, payoutSchema);
      setBanner({ ok: true, message: PARTNER_MESSAGES.claimCreated });
      // Spec, after a claim: the partner record, this month's stats, the lifetime stats by month, the payouts.
      await queryClient.refetchQueries({ queryKey: PARTNER_ME_KEY });
      await queryClient.fetchQuery({
        queryKey: ['partner-stats', monthStartOf(today), today],
        queryFn: () => statsOf(monthStartOf(today), today),
      });
      await queryClient.fetchQuery({
        queryKey: ['partner-stats', LIFETIME_STATS_START, today],
        queryFn: () => statsOf(LIFETIME_STATS_START, today),
      });
      await payouts.refetch();
    } catch (error) {
      setBanner({
        ok: false,
        message: error instanceof ApiError && error.message ? error.message : PARTNER_MESSAGES.claimFailed,
      });
    } finally {
      setClaiming(false);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {L.paymentTitle}
      </Typography>

      <SectionCard id="earnings-title" title={L.earningsSection}>
        {banner && (
          <Alert severity={banner.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {banner.message}
          </Alert>
        )}
        {accrual && (
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <div>
                <Typography variant="body2" color="text.secondary">
                  {L.monthEstimate}
                </Typography>
                <Typography variant="h5" component="p" data-testid="month-estimate">
                  {formatEuros(accrual.partner_amount_cents)}
                </Typography>
              </div>
              <div>
                <Typography variant="body2" color="text.secondary">
                  {L.threshold}
                </Typography>
                <Typography variant="h5" component="p">
                  {formatEuros(accrual.payout_threshold_cents)}
                </Typography>
              </div>
            </Box>
            <LinearProgress
              variant="determinate"
              value={accrual.percent}
              aria-label={L.progress(accrual.percent)}
              sx={{ height: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {L.progress(accrual.percent)}
            </Typography>
            {pending ? (
              <Alert severity="info">{PARTNER_MESSAGES.claimPending}</Alert>
            ) : accrual.eligible ? (
              <Alert severity="success">{PARTNER_MESSAGES.thresholdReached}</Alert>
            ) : (
              <Alert severity="info">{PARTNER_MESSAGES.paymentPossibleAtThreshold}</Alert>
            )}
            <Box>
              <Button variant="contained" disabled={!canClaim} onClick={() => void claim()}>
                {claiming ? PARTNER_MESSAGES.sending : PARTNER_MESSAGES.claimButton}
              </Button>
            </Box>
          </Stack>
        )}
      </SectionCard>

      <SectionCard id="payment-info-title" title={L.paymentSection} cardRef={form}>
        {!payment.isPending && (
          <PaymentInfoForm
            saved={info}
            warning={warning}
            onChange={(next) => {
              queryClient.setQueryData(['partner-payment'], next);
              setWarning(null);
            }}
          />
        )}
      </SectionCard>

      <SectionCard id="history-title" title={L.historySection}>
        <PayoutTable
          payouts={list}
          labels={L.payoutColumns}
          empty={L.noPayout}
          status={(p) => L.payoutStatus[p.status]}
          alignAmountsRight
        />
      </SectionCard>
    </Stack>
  );
}
