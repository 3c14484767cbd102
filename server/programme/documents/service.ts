// The partner's papers: their legal details; each paid payout's document, numbered once in one gapless sequence
// and drawn again identically from its snapshot; the yearly summary of shares, bonuses and payments.
import { parisDay, parisDayStart } from '../../../common/dates';
import {
  documentNumber,
  type DocumentKind,
  type LegalDetails,
  type LegalDetailsInput,
  type VatRegime,
  type YearlyMonth,
} from '../../../common/documents';
import { DOCUMENT_MESSAGES } from '../../../common/documentsMessages';
import { HTTP_MESSAGES } from '../../../common/messages';
import { legalIdentityFromEnvironment, type LegalIdentity } from '../../platform/config/settings/legal';
import { inTransaction, isUniqueViolation, type DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { ledgerAnswer, payoutMakeupsOf } from '../ledger/service';
import { findPartnerOrThrow, type PartnerRow } from '../partners/service';
import { drawPayoutDocument, vatOf, type DocumentSnapshot } from './payoutPaper';
import {
  deleteLegalDetails,
  findAnyPayout,
  findDocument,
  findLegalDetails,
  findPaidPayout,
  insertDocument,
  paidPayoutsBetween,
  takeNextNumber,
  upsertLegalDetails,
  type LegalDetailsRow,
  type PaidPayoutRow,
  type PayoutDocumentRow,
} from './store';
import { drawYearlySummary, yearlyCsv, type YearlySummary } from './yearlyPaper';

export type { LegalIdentity } from '../../platform/config/settings/legal';

const toLegalDetails = (row: LegalDetailsRow): LegalDetails => ({
  legal_name: row.legal_name,
  address: row.address,
  postal_code: row.postal_code,
  city: row.city,
  registration_number: row.registration_number,
  vat_regime: row.vat_regime as VatRegime,
  vat_number: row.vat_number,
  updated_at: row.updated_at,
});

export async function legalDetailsOf(
  database: DatabaseHandle,
  partnerId: number,
): Promise<LegalDetails | null> {
  const row = await findLegalDetails(database, partnerId);
  return row ? toLegalDetails(row) : null;
}

/** The details of the next documents; those already issued keep the details they were drawn with. */
export async function saveLegalDetails(
  database: DatabaseHandle,
  partnerId: number,
  details: LegalDetailsInput,
): Promise<LegalDetails> {
  return toLegalDetails(await upsertLegalDetails(database, { partner_id: partnerId, ...details }));
}

export const removeLegalDetails = (database: DatabaseHandle, partnerId: number): Promise<void> =>
  deleteLegalDetails(database, partnerId);

/** Runs in the caller's transaction when there is one (the payment's), else in a new one. */
const withinTransaction = <T>(database: DatabaseHandle, work: (tx: DatabaseHandle) => Promise<T>) =>
  database.db.isTransaction ? work(database) : inTransaction(database, work);

/** What the payout's lines show: the shares and bonus it pays (as its row shows them), what was carried before. */
async function payoutFigures(database: DatabaseHandle, payout: PaidPayoutRow) {
  const amount = Number(payout.partner_amount_cents);
  const makeup = (await payoutMakeupsOf(database, [payout.partner_id])).get(payout.id);
  // A payout from before the ledger has no entries to split: its amount is its share.
  const share = makeup?.shareCents ?? amount;
  const bonus = makeup?.bonusCents ?? 0;
  return { share, bonus, carried: amount - share - bonus };
}

async function snapshotOf(
  tx: DatabaseHandle,
  payout: PaidPayoutRow,
  partner: PartnerRow,
  issuer: LegalIdentity,
  number: number,
  issuedAt: Date,
): Promise<DocumentSnapshot> {
  const legal = await findLegalDetails(tx, partner.id);
  const kind: DocumentKind = legal ? 'self_billing_invoice' : 'statement';
  const { share, bonus, carried } = await payoutFigures(tx, payout);
  const amount = Number(payout.partner_amount_cents);
  return {
    kind,
    number: documentNumber(number),
    issued_on: parisDay(issuedAt),
    issuer: { name: issuer.name, address: issuer.address, siren: issuer.siren, vat_number: issuer.vatNumber },
    partner: {
      code: partner.code,
      name: partner.company_name ?? partner.name,
      email: partner.email,
      legal: legal
        ? {
            legal_name: legal.legal_name,
            address: legal.address,
            postal_code: legal.postal_code,
            city: legal.city,
            registration_number: legal.registration_number,
            vat_regime: legal.vat_regime as VatRegime,
            vat_number: legal.vat_number,
          }
        : null,
    },
    payout: {
      id: payout.id,
      period_start: payout.period_start,
      period_end: payout.period_end,
      gross_cents: Number(payout.gross_earnings_cents),
      share_percent: payout.partner_share_percent,
      share_cents: share,
      bonus_cents: bonus,
      carried_cents: carried,
      amount_cents: amount,
      paid_on: parisDay(new Date(payout.updated_at)),
      reference: payout.transfer_reference,
      iban_masked: payout.iban_masked,
    },
    vat: vatOf(amount, legal ? (legal.vat_regime as VatRegime) : null),
  };
}

/**
 * The paid payout's document, issued the first time it is asked (the payment's own transaction may ask): the
 * counter's next number and the snapshot written together, so a number is never skipped nor given twice.
 * Null when the payout is not paid.
 */
export async function issuePayoutDocument(
  database: DatabaseHandle,
  payoutId: number,
  issuer: LegalIdentity,
): Promise<PayoutDocumentRow | null> {
  const existing = await findDocument(database, payoutId);
  if (existing) return existing;
  try {
    return await withinTransaction(database, async (tx) => {
      const payout = await findPaidPayout(tx, payoutId);
      if (!payout) return null;
      const number = await takeNextNumber(tx);
      const again = await findDocument(tx, payoutId);
      if (again) throw new AlreadyIssued();
      const partner = await findPartnerOrThrow(tx, payout.partner_id);
      const issuedAt = new Date();
      const snapshot = await snapshotOf(tx, payout, partner, issuer, number, issuedAt);
      return insertDocument(tx, {
        payout_id: payoutId,
        number,
        kind: snapshot.kind,
        issued_at: issuedAt.toISOString(),
        snapshot: JSON.stringify(snapshot),
      });
    });
  } catch (error) {
    // Another request issued it meanwhile: its number stands, this one's increment was rolled back.
    if (error instanceof AlreadyIssued || isUniqueViolation(error))
      return (await findDocument(database, payoutId))!;
    throw error;
  }
}

class AlreadyIssued extends Error {}

export type PaperFile = { filename: string; content: Buffer };

async function fileOf(document: PayoutDocumentRow): Promise<PaperFile> {
  const snapshot = JSON.parse(document.snapshot) as DocumentSnapshot;
  const prefix = snapshot.kind === 'self_billing_invoice' ? 'facture' : 'releve-de-commissions';
  return {
    filename: `${prefix}-${snapshot.number}.pdf`,
    content: await drawPayoutDocument(snapshot, new Date(document.issued_at)),
  };
}

/**
 * The PDF of a paid payout (issued now if it never was), or null when the payout is not paid. Pass the loaded
 * configuration's `legalIdentity`; without it, the identity is read from the environment.
 */
export async function payoutDocument(
  database: DatabaseHandle,
  payoutId: number,
  issuer: LegalIdentity = legalIdentityFromEnvironment(),
): Promise<PaperFile | null> {
  const document = await issuePayoutDocument(database, payoutId, issuer);
  return document ? fileOf(document) : null;
}

async function documentOrThrow(
  database: DatabaseHandle,
  payout: { id: number; status: string } | undefined,
  issuer: LegalIdentity,
): Promise<PaperFile> {
  if (!payout) throw new AppError(404, HTTP_MESSAGES[404], 'payout_not_found');
  const file = payout.status === 'paid' ? await payoutDocument(database, payout.id, issuer) : null;
  if (!file) throw new AppError(409, DOCUMENT_MESSAGES.notPaid, 'payout_not_paid');
  return file;
}

/** The partner's own payout's document; another partner's payout is not found. */
export async function partnerPayoutDocument(
  database: DatabaseHandle,
  partnerId: number,
  payoutId: number,
  issuer: LegalIdentity,
): Promise<PaperFile> {
  const payout = await findAnyPayout(database, payoutId);
  return documentOrThrow(database, payout?.partner_id === partnerId ? payout : undefined, issuer);
}

/** Any payout's document, for the admin. */
export async function adminPayoutDocument(
  database: DatabaseHandle,
  payoutId: number,
  issuer: LegalIdentity,
): Promise<PaperFile> {
  return documentOrThrow(database, await findAnyPayout(database, payoutId), issuer);
}

/** The first year a summary may ask for; the last is the current Paris year. */
const FIRST_YEAR = 2000;

function checkYear(year: number, today: string) {
  if (year < FIRST_YEAR || year > Number(today.slice(0, 4)))
    throw new AppError(400, DOCUMENT_MESSAGES.yearOutOfRange, 'year_out_of_range');
}

const emptyMonth = (month: string): YearlyMonth => ({
  month,
  gross_cents: 0,
  share_cents: 0,
  bonus_cents: 0,
  paid_cents: 0,
});

/** Shares and adjustments by revenue day, the bonus by its day, payments by their paid day (Paris days). */
export async function yearlySummary(
  database: DatabaseHandle,
  partnerId: number,
  year: number,
  issuer: LegalIdentity,
  today = parisDay(),
): Promise<YearlySummary> {
  checkYear(year, today);
  const partner = await findPartnerOrThrow(database, partnerId);
  const months = Array.from({ length: 12 }, (_, i) =>
    emptyMonth(`${year}-${String(i + 1).padStart(2, '0')}`),
  );
  const byMonth = new Map(months.map((m) => [m.month, m]));
  // The ledger's own months: shares and adjustments by revenue day, the bonus by its day.
  for (const credited of (await ledgerAnswer(database, partnerId)).months) {
    const month = byMonth.get(credited.month);
    if (!month) continue;
    month.gross_cents = credited.gross_cents;
    month.share_cents = credited.share_cents;
    month.bonus_cents = credited.bonus_cents;
  }
  const paid = await paidPayoutsBetween(
    database,
    partnerId,
    parisDayStart(`${year}-01-01`),
    parisDayStart(`${year + 1}-01-01`),
  );
  const payments = paid.map((p) => ({
    id: p.id,
    paid_on: parisDay(new Date(p.updated_at)),
    number: p.document_number === null ? null : Number(p.document_number),
    reference: p.transfer_reference,
    amount_cents: Number(p.partner_amount_cents),
  }));
  for (const p of payments) byMonth.get(p.paid_on.slice(0, 7))!.paid_cents += p.amount_cents;
  const total = months.reduce(
    (sum, m) => ({
      ...sum,
      gross_cents: sum.gross_cents + m.gross_cents,
      share_cents: sum.share_cents + m.share_cents,
      bonus_cents: sum.bonus_cents + m.bonus_cents,
      paid_cents: sum.paid_cents + m.paid_cents,
    }),
    emptyMonth(String(year)),
  );
  const legal = await findLegalDetails(database, partnerId);
  return {
    year,
    issuer: { name: issuer.name, address: issuer.address, siren: issuer.siren },
    partner: {
      code: partner.code,
      name: legal?.legal_name ?? partner.company_name ?? partner.name,
      email: partner.email,
      registration_number: legal?.registration_number ?? null,
    },
    months,
    total,
    payments,
  };
}

/** The summary as a file: `pdf` or `csv`. */
export async function yearlySummaryFile(
  database: DatabaseHandle,
  partnerId: number,
  year: number,
  format: 'pdf' | 'csv',
  issuer: LegalIdentity,
): Promise<PaperFile> {
  const summary = await yearlySummary(database, partnerId, year, issuer);
  const name = `recapitulatif-${year}-${summary.partner.code}.${format}`;
  return format === 'pdf'
    ? { filename: name, content: await drawYearlySummary(summary) }
    : { filename: name, content: Buffer.from(yearlyCsv(summary), 'utf8') };
}
