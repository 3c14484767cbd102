// /partner/payment – "Vos revenus" with the claim, "Informations de paiement", "Historique des paiements".
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LIFETIME_STATS_START } from '../../../common/constants';
import { monthStartOf, parisDay } from '../../../common/dates';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { formatEuros } from '../../../common/money';
import { paymentAnswerSchema, payoutSchema, payoutsAnswerSchema } from '../../../common/partner';
import { apiGet, apiSend } from '../../api/client';
import { failureMessage } from '../../api/failure';
import { Figure } from '../shared/Figures';
import { NoticeAlert, type Notice } from '../shared/Notice';
import { PageHeading } from '../shared/PageHeading';
import { PayoutTable } from '../shared/PayoutTable';
import { Section } from '../shared/Section';
import { PORTAL_LABELS as L } from './labels';
import { PaymentInfoForm, type PaymentInfo } from './PaymentInfoForm';
import { PARTNER_ME_KEY, partnerStatsQuery } from './usePartner';

export default function PaymentPage() {
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
  const [banner, setBanner] = useState<Notice | null>(null);
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
      await queryClient.fetchQuery(partnerStatsQuery(monthStartOf(today), today));
      await queryClient.fetchQuery(partnerStatsQuery(LIFETIME_STATS_START, today));
      await payouts.refetch();
    } catch (error) {
      setBanner({ ok: false, message: failureMessage(error, PARTNER_MESSAGES.claimFailed) });
    } finally {
      setClaiming(false);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading title={L.paymentTitle} />

      <Section title={L.earningsSection}>
        <NoticeAlert notice={banner} sx={{ mb: 2 }} />
        {accrual && (
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <div>
                <Figure
                  label={L.monthEstimate}
                  value={formatEuros(accrual.partner_amount_cents)}
                  testId="month-estimate"
                />
              </div>
              <div>
                <Figure label={L.threshold} value={formatEuros(accrual.payout_threshold_cents)} />
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
      </Section>

      <Section title={L.paymentSection} sectionRef={form}>
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
      </Section>

      <Section title={L.historySection}>
        <PayoutTable
          payouts={list}
          labels={L.payoutColumns}
          empty={L.noPayout}
          status={(p) => L.payoutStatus[p.status]}
          alignAmountsRight
        />
      </Section>
    </Stack>
  );
}
