// The partner ledger: every movement of a partner's money, in cents, as the partner and the admin see it.
import { z } from './zod';

/**
 * share: the partner's part of a day of a channel; adjustment: that day imported again (the difference);
 * payout: money reserved by a payout; reversal: a rejected payout's money back; bonus: the launch bonus.
 */
export const LEDGER_KINDS = ['share', 'adjustment', 'payout', 'reversal', 'bonus'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_LABELS: Record<LedgerKind, string> = {
  share: 'Part des revenus publicitaires',
  adjustment: 'Ajustement après un nouvel import',
  payout: 'Paiement',
  reversal: 'Paiement rejeté\u00a0: montant restitué',
  bonus: 'Bonus de lancement',
};

/** The rule a share was computed with, kept on its entry. */
export const SHARE_RULE = 'brut × pourcentage / 100, arrondi au centime le plus proche';

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  day: z.string(),
  kind: z.enum(LEDGER_KINDS),
  label: z.string(),
  channel_id: z.string().nullable(),
  gross_cents: z.number().int().nullable(),
  share_percent: z.number().int().nullable(),
  amount_cents: z.number().int(),
  /** The balance once this entry is counted. */
  balance_cents: z.number().int(),
  payout_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One month of a partner's money: what the ad revenue was, the share, what was paid and the balance after. */
export const ledgerMonthSchema = z.object({
  month: z.string(),
  gross_cents: z.number().int(),
  share_percent: z.number().int().nullable(),
  share_cents: z.number().int(),
  bonus_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
});
export type LedgerMonth = z.infer<typeof ledgerMonthSchema>;

export const ledgerAnswerSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  months: z.array(ledgerMonthSchema),
  balance_cents: z.number().int(),
});
export type LedgerAnswer = z.infer<typeof ledgerAnswerSchema>;

/** Entries oldest first, each with the running balance. */
export function withBalances<T extends { amount_cents: number }>(
  entries: T[],
): (T & { balance_cents: number })[] {
  let balance = 0;
  return entries.map((entry) => ({ ...entry, balance_cents: (balance += entry.amount_cents) }));
}

/** Per Paris month (from each entry's day), oldest first; the balance is the running one at the month's end. */
export function ledgerMonths(
  entries: {
    day: string;
    kind: LedgerKind;
    gross_cents: number | null;
    share_percent: number | null;
    amount_cents: number;
  }[],
): LedgerMonth[] {
  const months = new Map<string, LedgerMonth>();
  let balance = 0;
  for (const e of [...entries].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const month = e.day.slice(0, 7);
    const row = months.get(month) ?? {
      month,
      gross_cents: 0,
      share_percent: null,
      share_cents: 0,
      bonus_cents: 0,
      paid_cents: 0,
      balance_cents: 0,
    };
    if (e.kind === 'share' || e.kind === 'adjustment') {
      row.gross_cents += e.gross_cents ?? 0;
      row.share_cents += e.amount_cents;
      row.share_percent = e.share_percent ?? row.share_percent;
    } else if (e.kind === 'bonus') row.bonus_cents += e.amount_cents;
    else row.paid_cents -= e.amount_cents;
    balance += e.amount_cents;
    row.balance_cents = balance;
    months.set(month, row);
  }
  return [...months.values()];
}
