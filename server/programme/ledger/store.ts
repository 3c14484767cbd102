// Kysely queries of the partner ledger: entries are only ever added; balances are sums of them.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database';
import { keysetPage, type Page } from '../../platform/db/paginate';
import type { PartnerLedgerTable } from '../../platform/db/schema';

export type LedgerRow = Selectable<PartnerLedgerTable>;
export type NewLedgerEntry = Insertable<PartnerLedgerTable>;

const total = (column: 'amount_cents' | 'gross_cents') => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;

export async function appendEntries({ db }: DatabaseHandle, entries: NewLedgerEntry[]): Promise<void> {
  // In slices: SQLite takes at most 32,766 bound values per statement.
  for (let i = 0; i < entries.length; i += 500)
    await db
      .insertInto('partner_ledger')
      .values(entries.slice(i, i + 500))
      .execute();
}

/** A partner's entries in the ledger's order: by day, then as written (a late import's day among its days). */
export async function entriesOf({ db }: DatabaseHandle, partnerId: number): Promise<LedgerRow[]> {
  return db
    .selectFrom('partner_ledger')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('day')
    .orderBy('id')
    .execute();
}

/** A page of the partner's entries, latest day first (only theirs: the partner is the caller's). */
export async function pageEntriesOf(
  { db }: DatabaseHandle,
  partnerId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<LedgerRow>> {
  const rows = db.selectFrom('partner_ledger').selectAll().where('partner_id', '=', partnerId);
  const keys = [
    { expr: sql.ref('day'), order: 'desc' as const },
    { expr: sql.ref('id'), order: 'desc' as const },
  ];
  return keysetPage(db, rows, { keys, tag: 'day,id:desc', ...page });
}

export type MonthTotals = {
  month: string;
  gross: number;
  share: number;
  bonus: number;
  moved: number;
  percent: number | null;
};

const CREDITS = sql<boolean>`l.kind in ('share', 'adjustment')`;

/**
 * The partner's months (`YYYY-MM`), oldest first, as they are kept summed: gross and share credited, bonus, the
 * other moves (payouts and their reversals), and the percent of the month's last share.
 */
export async function monthTotalsOf({ db }: DatabaseHandle, partnerId: number): Promise<MonthTotals[]> {
  const rows = await db
    .selectFrom('partner_ledger_months as m')
    .selectAll('m')
    // The month's last share's percent: one step back along the (partner_id, day, id) index per month.
    .select((eb) =>
      eb
        .selectFrom('partner_ledger as l')
        .select('l.share_percent')
        .whereRef('l.partner_id', '=', 'm.partner_id')
        .where('l.day', '>=', sql<string>`m.month || '-01'`)
        .where('l.day', '<=', sql<string>`m.month || '-31'`)
        .where(CREDITS)
        .where('l.share_percent', 'is not', null)
        .orderBy('l.day', 'desc')
        .orderBy('l.id', 'desc')
        .limit(1)
        .as('percent'),
    )
    .where('m.partner_id', '=', partnerId)
    .orderBy('m.month')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    gross: Number(r.gross_cents),
    share: Number(r.share_cents),
    bonus: Number(r.bonus_cents),
    moved: Number(r.moved_cents),
    percent: r.percent ?? null,
  }));
}

const monthsTotal = sql<number>`coalesce(sum(share_cents + bonus_cents + moved_cents), 0)`;

/**
 * The balance once the entries up to this one (included) are counted, in the ledger's order: the months before
 * its own as kept, then its month's entries up to it.
 */
export async function balanceAt(
  { db }: DatabaseHandle,
  partnerId: number,
  at: { day: string; id: number },
): Promise<number> {
  const month = at.day.slice(0, 7);
  const before = await db
    .selectFrom('partner_ledger_months')
    .select(monthsTotal.as('total'))
    .where('partner_id', '=', partnerId)
    .where('month', '<', month)
    .executeTakeFirstOrThrow();
  const within = await db
    .selectFrom('partner_ledger')
    .select(total('amount_cents').as('total'))
    .where('partner_id', '=', partnerId)
    .where('day', '>=', `${month}-01`)
    // One row comparison: a range of the (partner_id, day, id) index on both databases.
    .where(sql<boolean>`(day, id) <= (${at.day}, ${at.id})`)
    .executeTakeFirstOrThrow();
  return Number(before.total) + Number(within.total);
}

/** The partner's shares and adjustments, by day: when their running sum first reached a sum. */
export async function sharesByDay({ db }: DatabaseHandle, partnerId: number) {
  return db
    .selectFrom('partner_ledger')
    .select(['day', total('amount_cents').as('share')])
    .where('partner_id', '=', partnerId)
    .where('kind', 'in', ['share', 'adjustment'])
    .groupBy('day')
    .orderBy('day')
    .execute();
}

/** The balance: every entry of the partner summed (their months, as kept). */
export async function balanceOf({ db }: DatabaseHandle, partnerId: number): Promise<number> {
  const row = await db
    .selectFrom('partner_ledger_months')
    .select(monthsTotal.as('total'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Shares and adjustments (and the bonus if asked) ever credited to the partner. */
export async function creditedOf(
  { db }: DatabaseHandle,
  partnerId: number,
  kinds: string[] = ['share', 'adjustment'],
): Promise<number> {
  const row = await db
    .selectFrom('partner_ledger')
    .select(total('amount_cents').as('total'))
    .where('partner_id', '=', partnerId)
    .where('kind', 'in', kinds)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Shares and adjustments of a period (by revenue day), summed. */
export async function sharesBetween({ db }: DatabaseHandle, partnerId: number, from: string, to: string) {
  const row = await db
    .selectFrom('partner_ledger')
    .select([total('amount_cents').as('share'), total('gross_cents').as('gross')])
    .where('partner_id', '=', partnerId)
    .where('kind', 'in', ['share', 'adjustment'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { shareCents: Number(row.share), grossCents: Number(row.gross) };
}

export type DayStanding = {
  partner_id: number;
  channel_id: string;
  day: string;
  gross_cents: number;
  share_cents: number;
  share_percent: number;
};

/** Every (partner, channel, day) credited on these days, with its gross and share as they now stand. */
export async function standingsOn({ db }: DatabaseHandle, days: string[]): Promise<DayStanding[]> {
  if (days.length === 0) return [];
  const rows = await db
    .selectFrom('partner_ledger')
    .select([
      'partner_id',
      'channel_id',
      'day',
      total('gross_cents').as('gross'),
      total('amount_cents').as('share'),
      sql<number>`max(case when kind = 'share' then share_percent end)`.as('percent'),
    ])
    .where('kind', 'in', ['share', 'adjustment'])
    .where('day', 'in', days)
    .groupBy(['partner_id', 'channel_id', 'day'])
    .execute();
  return rows.map((r) => ({
    partner_id: r.partner_id,
    channel_id: r.channel_id ?? '',
    day: r.day,
    gross_cents: Number(r.gross),
    share_cents: Number(r.share),
    share_percent: Number(r.percent ?? 0),
  }));
}

export type PayoutMove = Pick<LedgerRow, 'id' | 'partner_id' | 'kind' | 'amount_cents' | 'payout_id'>;

/** Every entry of these partners in the order it was written: what the payouts' makeups are read from. */
export async function movesOf({ db }: DatabaseHandle, partnerIds: number[]): Promise<PayoutMove[]> {
  if (partnerIds.length === 0) return [];
  return db
    .selectFrom('partner_ledger')
    .select(['id', 'partner_id', 'kind', 'amount_cents', 'payout_id'])
    .where('partner_id', 'in', partnerIds)
    .orderBy('id')
    .execute();
}

/**
 * The shares (adjustments included) and bonus written since the partner's last payout that stood (a rejected
 * payout's money goes to the next one): what a payout claimed now pays, read before its own entry is written.
 */
export async function creditsSinceLastPayout({ db }: DatabaseHandle, partnerId: number) {
  const last = db
    .selectFrom('partner_ledger as p')
    .select(sql<number>`coalesce(max(p.id), 0)`.as('id'))
    .where('p.partner_id', '=', partnerId)
    .where('p.kind', '=', 'payout')
    .where('p.payout_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('partner_ledger as back')
            .select('back.id')
            .where('back.kind', '=', 'reversal')
            .whereRef('back.payout_id', '=', 'p.payout_id'),
        ),
      ),
    );
  const row = await db
    .selectFrom('partner_ledger')
    .select([
      sql<number>`coalesce(sum(case when kind in ('share', 'adjustment') then amount_cents else 0 end), 0)`.as(
        'share',
      ),
      sql<number>`coalesce(sum(case when kind = 'bonus' then amount_cents else 0 end), 0)`.as('bonus'),
    ])
    .where('partner_id', '=', partnerId)
    .where('id', '>', last)
    .executeTakeFirstOrThrow();
  return { shareCents: Number(row.share), bonusCents: Number(row.bonus) };
}

/** Keeps what a payout pays of shares and bonus (written once, in its claim's transaction). */
export async function insertPayoutMakeup(
  { db }: DatabaseHandle,
  payoutId: number,
  makeup: { shareCents: number; bonusCents: number },
): Promise<void> {
  await db
    .insertInto('payout_makeups')
    .values({ payout_id: payoutId, share_cents: makeup.shareCents, bonus_cents: makeup.bonusCents })
    .execute();
}

/** The kept makeups of these payouts, by payout id (a payout from before the ledger has none). */
export async function payoutMakeupRows({ db }: DatabaseHandle, payoutIds: number[]) {
  if (payoutIds.length === 0) return [];
  return db.selectFrom('payout_makeups').selectAll().where('payout_id', 'in', payoutIds).execute();
}

/** The period a payout covers: the revenue days credited since the partner's previous payout (not rejected). */
export async function sinceLastPayout({ db }: DatabaseHandle, partnerId: number, today: string) {
  const last = await db
    .selectFrom('partner_ledger')
    .select(sql<number>`coalesce(max(id), 0)`.as('id'))
    .where('partner_id', '=', partnerId)
    .where('kind', '=', 'payout')
    // A rejected payout gave its money back: its days are the next payout's.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('partner_ledger as back')
            .select('back.id')
            .where('back.kind', '=', 'reversal')
            .whereRef('back.payout_id', '=', 'partner_ledger.payout_id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('partner_ledger')
    .select([
      sql<string | null>`min(day)`.as('from'),
      sql<string | null>`max(day)`.as('to'),
      sql<number>`coalesce(sum(gross_cents), 0)`.as('gross'),
    ])
    .where('partner_id', '=', partnerId)
    .where('kind', 'in', ['share', 'adjustment'])
    .where('id', '>', Number(last.id))
    .executeTakeFirstOrThrow();
  return { from: row.from ?? today, to: row.to ?? today, grossCents: Number(row.gross) };
}
