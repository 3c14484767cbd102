// How long what grows every day is kept: per-day counts rolled into months, logs pruned. Money history (ledger,
// payouts, their documents, imports) is never pruned and has no setting here.
import { FRAUD_SIGNAL_DAYS } from '../../../../common/constants';
import { setting, settingGroup } from '../setting';
import { wholeNumber } from '../values';

export const retention = settingGroup('Retention', {
  STATS_DAILY_MONTHS: setting(wholeNumber(2, 1200).default(25), {
    doc: `Months whose counts stay per day (2–1200): partners' visits (per day and per sub-ID) and the page-event
      counts. An older month is rolled into one row dated its first day, holding the month's totals, so a
      partner's totals over whole months never change; the earnings stay per day in the ledger.`,
  }),
  FRAUD_SIGNALS_RETENTION_DAYS: setting(wholeNumber(FRAUD_SIGNAL_DAYS, 3650).default(365), {
    doc: `Days the flagged bursts of partner traffic are kept (${FRAUD_SIGNAL_DAYS}–3650); the security page shows
      the last ${FRAUD_SIGNAL_DAYS}.`,
  }),
  MAIL_RETENTION_DAYS: setting(wholeNumber(60, 3650).default(365), {
    doc: `Days a sent, skipped or failed message stays in the outbox and « Courriels » (60–3650); queued ones
      always stay. The documents a message carried stay with their payouts.`,
  }),
  AUDIT_RETENTION_DAYS: setting(wholeNumber(365, 36500).default(1825), {
    doc: "Days the admins' audit trail (payout changes, IBAN views, partner edits) is kept (365–36500).",
  }),
  JOB_RUNS_RETENTION_DAYS: setting(wholeNumber(30, 3650).default(400), {
    doc: 'Days the record of each scheduled job run (one row per job and day) is kept (30–3650).',
  }),
});
