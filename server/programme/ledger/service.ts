// The ledger's rules: a revenue day credited as shares, re-imports as adjustments, the launch bonus once, a
// payout's debit and its reversal; what the partner and the admin read (entries with running balances, months)
// and what the payouts read of a partner's money.
import { MARKETING_LAUNCH_BONUS_EUROS, MARKETING_PAYOUT_THRESHOLD_EUROS } from '../../../common/constants';
import {
  LEDGER_LABELS,
  ledgerMonths,
  type LedgerMonth,
  SHARE_RULE,
  withBalances,
  type LedgerAnswer,
  type LedgerEntry,
  type LedgerKind,
} from '../../../common/ledger';
import { PAGE_LIMIT, type LedgerPageQuery } from '../../../common/pagination';
import { csvFile } from '../../../common/csv';
import { centsToDecimalText, eurosToCents, partnerShareCents } from '../../../common/money';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { findPartnerOrThrow } from '../partners/service';
import {
  appendEntries,
  balanceAt,
  balanceOf,
  creditedOf,
  creditsSinceLastPayout,
  insertPayoutMakeup,
  payoutMakeupRows,
  entriesOf,
  monthTotalsOf,
  movesOf,
  pageEntriesOf,
  sharesBetween,
  sharesByDay,
  sinceLastPayout,
  standingsOn,
  type DayStanding,
  type LedgerRow,
  type NewLedgerEntry,
} from './store';

export const LAUNCH_BONUS_CENTS = eurosToCents(MARKETING_LAUNCH_BONUS_EUROS);
export const LAUNCH_BONUS_AFTER_CENTS = eurosToCents(MARKETING_PAYOUT_THRESHOLD_EUROS);

/** A day of a channel as the report gives it, with the partner who held the channel that day. */
export type CreditedDay = {
  partnerId: number;
  channelId: string;
  day: string;
  grossCents: number;
  percent: number;
};

const keyOf = (partnerId: number, channelId: string, day: string) => `${partnerId}|${channelId}|${day}`;

/**
 * What the ledger must gain so that the imported days stand as the report says: a share for a (partner,
 * channel, day) seen first, an adjustment of the difference for one seen before (at its first percent),
 * and a negative adjustment for one the report no longer holds. Nothing is rewritten.
 */
export function entriesForImport(
  credited: CreditedDay[],
  standings: DayStanding[],
  today: string,
): NewLedgerEntry[] {
  const before = new Map(standings.map((s) => [keyOf(s.partner_id, s.channel_id, s.day), s]));
  const entries: NewLedgerEntry[] = [];
  const seen = new Set<string>();
  for (const c of credited) {
    const key = keyOf(c.partnerId, c.channelId, c.day);
    seen.add(key);
    const standing = before.get(key);
    const percent = standing ? standing.share_percent : c.percent;
    const share = partnerShareCents(c.grossCents, percent);
    if (!standing) {
      entries.push({
        partner_id: c.partnerId,
        kind: 'share',
        day: c.day,
        channel_id: c.channelId,
        gross_cents: c.grossCents,
        share_percent: percent,
        rule: SHARE_RULE,
        amount_cents: share,
      });
    } else if (share !== standing.share_cents || c.grossCents !== standing.gross_cents) {
      entries.push(
        adjustment(standing, c.grossCents - standing.gross_cents, share - standing.share_cents, today),
      );
    }
  }
  for (const s of standings)
    if (!seen.has(keyOf(s.partner_id, s.channel_id, s.day)) && (s.gross_cents !== 0 || s.share_cents !== 0))
      entries.push(adjustment(s, -s.gross_cents, -s.share_cents, today));
  return entries;
}

function adjustment(s: DayStanding, grossDelta: number, shareDelta: number, today: string): NewLedgerEntry {
  return {
    partner_id: s.partner_id,
    kind: 'adjustment',
    day: s.day,
    channel_id: s.channel_id,
    gross_cents: grossDelta,
    share_percent: s.share_percent,
    rule: `${SHARE_RULE} ; nouvel import du ${today}`,
    amount_cents: shareDelta,
  };
}

/** What importing these days would add to the ledger as it now stands: the preview's and the import's changes. */
export async function entriesOfImport(
  database: DatabaseHandle,
  credited: CreditedDay[],
  days: string[],
  today: string,
): Promise<NewLedgerEntry[]> {
  return entriesForImport(credited, await standingsOn(database, days), today);
}

/** Writes the import's entries (in the caller's transaction); answers the partners whose money moved. */
export async function creditRevenue(
  tx: DatabaseHandle,
  credited: CreditedDay[],
  days: string[],
  today: string,
): Promise<{ entries: NewLedgerEntry[]; partnerIds: number[] }> {
  const written = await appendImport(tx, credited, days, today);
  await creditLaunchBonuses(tx, written.partnerIds, today);
  return written;
}

/** The import's shares and adjustments written (in the caller's transaction), the launch bonuses left to it. */
export async function appendImport(
  tx: DatabaseHandle,
  credited: CreditedDay[],
  days: string[],
  today: string,
): Promise<{ entries: NewLedgerEntry[]; partnerIds: number[] }> {
  const entries = await entriesOfImport(tx, credited, days, today);
  await appendEntries(tx, entries);
  return { entries, partnerIds: [...new Set(entries.map((e) => e.partner_id))] };
}

/**
 * The marketing page's bonus, once: dated the revenue day on which the partner's share, added up day by day,
 * first reached the bonus tier (the import's day when a later correction lowered that day below it).
 */
export async function creditLaunchBonuses(tx: DatabaseHandle, partnerIds: number[], today: string) {
  for (const partnerId of partnerIds) {
    if ((await creditedOf(tx, partnerId, ['bonus'])) !== 0) continue;
    if ((await creditedOf(tx, partnerId)) < LAUNCH_BONUS_AFTER_CENTS) continue;
    let sum = 0;
    const earned = (await sharesByDay(tx, partnerId)).find(
      (d) => (sum += Number(d.share)) >= LAUNCH_BONUS_AFTER_CENTS,
    );
    await appendEntries(tx, [
      { partner_id: partnerId, kind: 'bonus', day: earned?.day ?? today, amount_cents: LAUNCH_BONUS_CENTS },
    ]);
  }
}

type PayoutMoney = { partnerId: number; payoutId: number; amountCents: number };

const payoutEntry = (kind: 'payout' | 'reversal', payout: PayoutMoney, amount: number, today: string) => ({
  partner_id: payout.partnerId,
  kind,
  day: today,
  amount_cents: amount,
  payout_id: payout.payoutId,
});

/** A payout takes the money it pays out of the balance, the day it is claimed (in the claim's transaction). */
export const debitPayout = (tx: DatabaseHandle, payout: PayoutMoney, today: string): Promise<void> =>
  appendEntries(tx, [payoutEntry('payout', payout, -payout.amountCents, today)]);

/** A rejected payout gives its money back, never by erasing its debit (in the rejection's transaction). */
export const reversePayout = (tx: DatabaseHandle, payout: PayoutMoney, today: string): Promise<void> =>
  appendEntries(tx, [payoutEntry('reversal', payout, payout.amountCents, today)]);

/** The partner's balance: every entry summed, what a claim pays out. */
export const ledgerBalanceOf = (database: DatabaseHandle, partnerId: number): Promise<number> =>
  balanceOf(database, partnerId);

/** Everything ever earned: shares, adjustments and the launch bonus. */
export const lifetimeEarningsOf = (database: DatabaseHandle, partnerId: number): Promise<number> =>
  creditedOf(database, partnerId, ['share', 'adjustment', 'bonus']);

/** The shares and gross of a period's revenue days. */
export const earningsBetween = (database: DatabaseHandle, partnerId: number, from: string, to: string) =>
  sharesBetween(database, partnerId, from, to);

/** The revenue days credited since the partner's previous payout (a rejected one excepted): a claim's period. */
export const unpaidPeriodOf = (database: DatabaseHandle, partnerId: number, today: string) =>
  sinceLastPayout(database, partnerId, today);

/** What a payout pays: the shares (adjustments included) and the launch bonus credited before it. */
export type PayoutMakeup = { shareCents: number; bonusCents: number };

/**
 * Keeps the makeup of a payout being claimed: what was credited since the last payout that stood, read in the
 * claim's transaction before its debit is written.
 */
export async function keepPayoutMakeup(tx: DatabaseHandle, partnerId: number, payoutId: number) {
  await insertPayoutMakeup(tx, payoutId, await creditsSinceLastPayout(tx, partnerId));
}

/** The kept makeups of these payouts, by payout id: a list of payouts reads no ledger entry. */
export async function keptPayoutMakeupsOf(
  database: DatabaseHandle,
  payoutIds: number[],
): Promise<Map<number, PayoutMakeup>> {
  const rows = await payoutMakeupRows(database, payoutIds);
  return new Map(
    rows.map((r) => [r.payout_id, { shareCents: Number(r.share_cents), bonusCents: Number(r.bonus_cents) }]),
  );
}

/**
 * Each payout's makeup, by payout id: the shares and bonus written since the partner's previous payout that
 * stood (a rejected payout's money went to the next one), as the claim's period is read.
 */
export async function payoutMakeupsOf(
  database: DatabaseHandle,
  partnerIds: number[],
): Promise<Map<number, PayoutMakeup>> {
  const moves = await movesOf(database, [...new Set(partnerIds)]);
  const reversed = new Set(moves.filter((m) => m.kind === 'reversal').map((m) => m.payout_id));
  const since = new Map<number, PayoutMakeup>();
  const makeups = new Map<number, PayoutMakeup>();
  for (const move of moves) {
    const makeup = since.get(move.partner_id) ?? { shareCents: 0, bonusCents: 0 };
    since.set(move.partner_id, makeup);
    const amount = Number(move.amount_cents);
    if (move.kind === 'share' || move.kind === 'adjustment') makeup.shareCents += amount;
    else if (move.kind === 'bonus') makeup.bonusCents += amount;
    else if (move.kind === 'payout' && move.payout_id !== null) {
      makeups.set(move.payout_id, { ...makeup });
      if (!reversed.has(move.payout_id)) since.set(move.partner_id, { shareCents: 0, bonusCents: 0 });
    }
  }
  return makeups;
}

const toEntry = (r: LedgerRow) => ({
  id: r.id,
  day: r.day,
  kind: r.kind as LedgerKind,
  label: LEDGER_LABELS[r.kind as LedgerKind] ?? r.kind,
  channel_id: r.channel_id,
  gross_cents: r.gross_cents === null ? null : Number(r.gross_cents),
  share_percent: r.share_percent,
  amount_cents: Number(r.amount_cents),
  payout_id: r.payout_id,
  created_at: r.created_at,
});

/** The partner's ledger as they read it: entries with balances, latest day first; months oldest first. */
export async function ledgerAnswer(database: DatabaseHandle, partnerId: number): Promise<LedgerAnswer> {
  const rows = (await entriesOf(database, partnerId)).map(toEntry);
  const entries = withBalances(rows);
  return {
    entries: entries.reverse(),
    months: ledgerMonths(rows),
    balance_cents: entries[0]?.balance_cents ?? 0,
  };
}

/** The partner's months, oldest first, each with the balance at its end: as the database keeps them summed. */
export async function ledgerMonthsOf(database: DatabaseHandle, partnerId: number): Promise<LedgerMonth[]> {
  let balance = 0;
  return (await monthTotalsOf(database, partnerId)).map((m) => {
    balance += m.share + m.bonus + m.moved;
    return {
      month: m.month,
      gross_cents: m.gross,
      share_percent: m.percent,
      share_cents: m.share,
      bonus_cents: m.bonus,
      paid_cents: -m.moved,
      balance_cents: balance,
    };
  });
}

/**
 * The ledger with a page of its entries (latest day first, each with the balance after it); the months and the
 * balance are the whole ledger's, as kept summed by month: a page never reads the whole ledger.
 */
export async function ledgerPage(
  database: DatabaseHandle,
  partnerId: number,
  query: LedgerPageQuery,
): Promise<Page<LedgerEntry> & { answer: LedgerAnswer }> {
  const months = await ledgerMonthsOf(database, partnerId);
  const page = await pageEntriesOf(database, partnerId, {
    limit: query.limit ?? PAGE_LIMIT.default,
    cursor: query.cursor,
  });
  let balance = page.items[0] ? await balanceAt(database, partnerId, page.items[0]) : 0;
  const items = page.items.map((row) => {
    const entry = { ...toEntry(row), balance_cents: balance };
    balance -= entry.amount_cents;
    return entry;
  });
  return {
    ...page,
    items,
    answer: { entries: items, months, balance_cents: months.at(-1)?.balance_cents ?? 0 },
  };
}

/** Any partner's ledger as the admin reads it; 404 for a partner that does not exist. */
export async function adminLedgerPage(
  database: DatabaseHandle,
  partnerId: number,
  query: LedgerPageQuery,
): Promise<Page<LedgerEntry> & { answer: LedgerAnswer }> {
  await findPartnerOrThrow(database, partnerId);
  return ledgerPage(database, partnerId, query);
}

/** CSV of the ledger (French spreadsheet conventions: `;` and a decimal comma). */
export function ledgerCsv(answer: LedgerAnswer): string {
  const euros = centsToDecimalText;
  const header = ['date', 'opération', 'canal', 'brut', 'pourcentage', 'montant', 'solde'];
  const rows = [...answer.entries]
    .reverse()
    .map((e) => [
      e.day,
      e.label,
      e.channel_id,
      e.gross_cents === null ? null : euros(e.gross_cents),
      e.share_percent,
      euros(e.amount_cents),
      euros(e.balance_cents),
    ]);
  return csvFile(header, rows);
}
