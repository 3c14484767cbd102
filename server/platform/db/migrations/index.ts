// Every migration, in order. Named by date; never edited once landed.
import type { Migration } from 'kysely';
import * as meta from './2026-11-23-0001-meta';
import * as searchPages from './2026-11-23-0002-search-pages';
import * as suggestTerms from './2026-11-23-0003-suggest-terms';
import * as siteEvents from './2026-11-23-0004-site-events';
import * as accounts from './2026-11-23-0005-accounts';
import * as partners from './2026-11-23-0006-partners';
import * as admin from './2026-11-23-0007-admin';
import * as revenue from './2026-11-23-0008-revenue';
import * as security from './2026-11-23-0009-security';
import * as partnerFraudSignals from './2026-11-23-0010-partner-fraud-signals';
import * as partnerLedger from './2026-11-25-0011-partner-ledger';
import * as oneBanPerOffence from './2026-11-25-0012-one-ban-per-offence';
import * as emailVerified from './2026-11-25-0013-email-verified';
import * as suggestVisitors from './2026-11-25-0014-suggest-visitors';
import * as searchRankOrder from './2026-11-25-0015-search-rank-order';
import * as oidcRecords from './2026-11-26-0016-oidc-records';
import * as eventDays from './2026-11-26-0017-event-days';
import * as listOrder from './2026-11-26-0018-list-order';
import * as suggestWordKeys from './2026-11-28-0019-suggest-word-keys';
import * as outbox from './2026-11-28-0020-outbox';
import * as payoutDocuments from './2026-11-28-0021-payout-documents';
import * as partnerSubIds from './2026-11-28-0022-partner-sub-ids';
import * as ibanSafety from './2026-11-28-0023-iban-safety';
import * as listsAtScale from './2026-11-28-0024-lists-at-scale';
import * as jobs from './2026-11-28-0025-jobs';
import * as accountSettings from './2026-11-28-0027-account-settings';
import * as keptSums from './2026-11-28-0028-kept-sums';
import * as jobFiles from './2026-11-28-0029-job-files';

export const migrations: Record<string, Migration> = {
  '2026-11-23-0001-meta': meta,
  '2026-11-23-0002-search-pages': searchPages,
  '2026-11-23-0003-suggest-terms': suggestTerms,
  '2026-11-23-0004-site-events': siteEvents,
  '2026-11-23-0005-accounts': accounts,
  '2026-11-23-0006-partners': partners,
  '2026-11-23-0007-admin': admin,
  '2026-11-23-0008-revenue': revenue,
  '2026-11-23-0009-security': security,
  '2026-11-23-0010-partner-fraud-signals': partnerFraudSignals,
  '2026-11-25-0011-partner-ledger': partnerLedger,
  '2026-11-25-0012-one-ban-per-offence': oneBanPerOffence,
  '2026-11-25-0013-email-verified': emailVerified,
  '2026-11-25-0014-suggest-visitors': suggestVisitors,
  '2026-11-25-0015-search-rank-order': searchRankOrder,
  '2026-11-26-0016-oidc-records': oidcRecords,
  '2026-11-26-0017-event-days': eventDays,
  '2026-11-26-0018-list-order': listOrder,
  '2026-11-28-0019-suggest-word-keys': suggestWordKeys,
  '2026-11-28-0020-outbox': outbox,
  '2026-11-28-0021-payout-documents': payoutDocuments,
  '2026-11-28-0022-partner-sub-ids': partnerSubIds,
  '2026-11-28-0023-iban-safety': ibanSafety,
  '2026-11-28-0024-lists-at-scale': listsAtScale,
  '2026-11-28-0025-jobs': jobs,
  '2026-11-28-0027-account-settings': accountSettings,
  '2026-11-28-0028-kept-sums': keptSums,
  '2026-11-28-0029-job-files': jobFiles,
};
