// /partner/payment – "Vos revenus" with the claim, "Informations de paiement", "Historique des paiements" and
// the ledger ("Relevé de compte") with its CSV export.
import { Alert, Box, Button, LinearProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { IBAN_SAFETY_MESSAGES } from '../../../common/ibanSafetyMessages';
import { LIFETIME_STATS_START } from '../../../common/constants';
import { monthStartOf, parisDay } from '../../../common/dates';
import { DOCUMENT_LABELS } from '../../../common/documentsMessages';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { payoutSchema, type Payout } from '../../../common/partner';
import { apiSend, ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure';
import { LedgerEntriesTable } from '../shared/LedgerTables';
import { LEDGER_LABELS } from '../shared/labels';
import { NoticeAlert, type Notice } from '../shared/Notice';
import { PageHeading } from '../shared/PageHeading';
import { PayoutDocumentLink, YearlySummaryPicker } from '../shared/PaperLinks';
import { PayoutTable, type PayoutColumn } from '../shared/PayoutTable';
import { Section } from '../shared/Section';
import { frenchDay } from '../shared/format';
import { areaTheme } from '../shared/theme';
import { claimNotice } from './claimNotice';
import { EarningsFigures } from './EarningsFigures';
import { MoneyHelp } from './MoneyHelp';
import { PORTAL_LABELS as L } from './labels';
import { PaymentInfoForm, type PaymentInfo } from './PaymentInfoForm';
import {
  PARTNER_LEDGER_KEY,
  PARTNER_ME_KEY,
  PARTNER_PAYMENT_KEY,
  PARTNER_PAYOUTS_KEY,
  partnerStatsQuery,
  usePartnerLedger,
  usePartnerPayment,
  usePartnerPayouts,
} from './usePartner';

/** When the money goes out: promised before a day while open, the day and the transfer once paid. */
function PayoutTransfer({ payout }: { payout: Payout }) {
  if (payout.status === 'paid')
    return (
      <>
        {payout.paid_at && L.paidOn(frenchDay(parisDay(new Date(payout.paid_at))))}
        {payout.transfer_reference && (
          <Typography variant="caption" color="text.secondary" component="div">
            {L.transferReference(payout.transfer_reference)}
          </Typography>
        )}
        <PayoutDocumentLink href={`/api/partner/payouts/${payout.id}/document.pdf`} />
      </>
    );
  if (payout.status === 'rejected') return null;
  // An open payout says which account it goes to: the IBAN of its claim, even after a change.
  return (
    <>
      {L.dueBefore(frenchDay(payout.due_on))}
      {payout.iban_masked && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          data-testid="payout-iban"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {IBAN_SAFETY_MESSAGES.openPayoutIban(payout.iban_masked)}
        </Typography>
      )}
    </>
  );
}

const DUE_COLUMN: PayoutColumn<Payout>[] = [
  { header: L.payoutColumns.due, cell: (p) => <PayoutTransfer payout={p} />, sx: { minWidth: '11rem' } },
];

/**
 * The status, with what the partner needs beside it: an automatic payout says so, a rejected one says why; on a
 * phone, when the money goes out too.
 */
function PayoutStatus({ payout, narrow }: { payout: Payout; narrow: boolean }) {
  return (
    <>
      {L.payoutStatus[payout.status]}
      {narrow && payout.status !== 'rejected' && (
        <Typography variant="caption" color="text.secondary" component="div">
          <PayoutTransfer payout={payout} />
        </Typography>
      )}
      {payout.source === 'auto' && (
        <Typography variant="caption" color="text.secondary" component="div">
          {L.automatic}
        </Typography>
      )}
      {payout.status === 'rejected' && payout.rejection_reason && (
        <Typography variant="caption" color="error" component="div" data-testid="rejection-reason">
          {L.rejectedBecause(payout.rejection_reason)}
        </Typography>
      )}
    </>
  );
}

export default function PaymentPage() {
  const queryClient = useQueryClient();
  const narrow = useMediaQuery(areaTheme.breakpoints.down('sm'), { noSsr: true });
  const today = parisDay();
  // Spec: failures while loading payment info, payouts and stats are silently ignored.
  const payouts = usePartnerPayouts();
  const payment = usePartnerPayment();
  const ledger = usePartnerLedger();
  const [banner, setBanner] = useState<Notice | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const form = useRef<HTMLElement>(null);

  const accrual = payouts.data?.accrual;
  const list = payouts.data?.payouts ?? [];
  const notice = accrual && claimNotice(accrual);
  const info: PaymentInfo = payment.data ?? { iban: null, holderName: null, locked: false };

  function askForPaymentInfo() {
    setWarning(PARTNER_MESSAGES.paymentInfoRequired);
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  /** After a claim or a change of payment info: everything the money shows. */
  async function reloadMoney() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PARTNER_PAYOUTS_KEY }),
      queryClient.invalidateQueries({ queryKey: PARTNER_LEDGER_KEY }),
      queryClient.invalidateQueries({ queryKey: PARTNER_PAYMENT_KEY }),
    ]);
  }

  async function claim() {
    setBanner(null);
    if (!info.iban || !info.holderName) return askForPaymentInfo();
    setWarning(null);
    setClaiming(true);
    try {
      await apiSend('POST', '/api/partner/payouts/claim', undefined, payoutSchema);
      setBanner({ ok: true, message: PARTNER_MESSAGES.claimCreated });
      // Spec, after a claim: the partner record, this month's stats, the lifetime stats by month, the payouts.
      await queryClient.refetchQueries({ queryKey: PARTNER_ME_KEY });
      await queryClient.fetchQuery(partnerStatsQuery(monthStartOf(today), today));
      await queryClient.fetchQuery(partnerStatsQuery(LIFETIME_STATS_START, today));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payment_info_required') askForPaymentInfo();
      else setBanner({ ok: false, message: failureMessage(error, PARTNER_MESSAGES.claimFailed) });
    } finally {
      await reloadMoney();
      setClaiming(false);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading title={L.paymentTitle} />

      <Section title={L.earningsSection}>
        <NoticeAlert notice={banner} sx={{ mb: 2 }} />
        {accrual && notice && (
          <Stack spacing={1.5}>
            <EarningsFigures accrual={accrual} />
            <LinearProgress
              variant="determinate"
              value={accrual.percent}
              aria-label={L.progress(accrual.percent)}
              sx={{ height: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {L.progress(accrual.percent)} · {L.availableHint}
            </Typography>
            <Alert severity={notice.severity} data-testid="claim-status">
              {notice.message}
            </Alert>
            <Box>
              <Button
                variant="contained"
                disabled={!notice.canClaim || claiming}
                onClick={() => void claim()}
              >
                {claiming ? PARTNER_MESSAGES.sending : PARTNER_MESSAGES.claimButton}
              </Button>
            </Box>
          </Stack>
        )}
      </Section>

      {accrual && <MoneyHelp accrual={accrual} />}

      <Section title={L.paymentSection} sectionRef={form}>
        {!payment.isPending && (
          <PaymentInfoForm
            saved={info}
            warning={warning}
            onChange={(next) => {
              queryClient.setQueryData(PARTNER_PAYMENT_KEY, next);
              setWarning(null);
              void queryClient.invalidateQueries({ queryKey: PARTNER_PAYOUTS_KEY });
            }}
          />
        )}
      </Section>

      <Section title={L.historySection}>
        <PayoutTable
          label={L.historySection}
          payouts={list}
          labels={L.payoutColumns}
          empty={L.noPayout}
          trailing={narrow ? [] : DUE_COLUMN}
          status={(p) => <PayoutStatus payout={p} narrow={narrow} />}
          compact={narrow}
          dense={narrow}
          alignAmountsRight
        />
      </Section>

      <Section title={DOCUMENT_LABELS.yearly}>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {DOCUMENT_LABELS.yearlyIntro}
          </Typography>
          <YearlySummaryPicker
            base="/api/partner/yearly-summary"
            since={ledger.data?.months[0]?.month ?? today}
          />
        </Stack>
      </Section>

      <Section title={LEDGER_LABELS.title}>
        <Stack spacing={1.5}>
          <Box>
            <Button variant="outlined" href="/api/partner/ledger.csv" download>
              {LEDGER_LABELS.exportCsv}
            </Button>
          </Box>
          <LedgerEntriesTable
            entries={ledger.data?.entries ?? []}
            narrow={narrow}
            hasMore={ledger.hasMore}
            onMore={ledger.loadMore}
          />
        </Stack>
      </Section>
    </Stack>
  );
}
