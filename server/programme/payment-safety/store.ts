// Kysely queries of money safety around the IBAN: the IBAN changes with the moment each may be paid to, and the
// payout freezes « Ce n'était pas moi » opens and an admin lifts.
import type { Insertable, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database';
import type { IbanChangeTable, PayoutFreezeTable } from '../../platform/db/schema';

export type IbanChangeRow = Selectable<IbanChangeTable>;
export type PayoutFreezeRow = Selectable<PayoutFreezeTable>;

export async function insertIbanChange(
  { db }: DatabaseHandle,
  change: Insertable<IbanChangeTable>,
): Promise<IbanChangeRow> {
  return db.insertInto('iban_changes').values(change).returningAll().executeTakeFirstOrThrow();
}

export async function findIbanChange({ db }: DatabaseHandle, id: number): Promise<IbanChangeRow | undefined> {
  return db.selectFrom('iban_changes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The partner's latest IBAN change (their first IBAN counts as one), if any. */
export async function lastIbanChangeOf(
  { db }: DatabaseHandle,
  partnerId: number,
): Promise<IbanChangeRow | undefined> {
  return db
    .selectFrom('iban_changes')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks the change disowned once: false when it already was (the link is used once). */
export async function markDisowned({ db }: DatabaseHandle, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('iban_changes')
    .set({ disowned_at: at })
    .where('id', '=', id)
    .where('disowned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function openFreezeOf(
  { db }: DatabaseHandle,
  partnerId: number,
): Promise<PayoutFreezeRow | undefined> {
  return db
    .selectFrom('payout_freezes')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
}

/** The open freezes of these partners (all partners when none is named). */
export async function openFreezesOf(
  { db }: DatabaseHandle,
  partnerIds?: number[],
): Promise<PayoutFreezeRow[]> {
  if (partnerIds?.length === 0) return [];
  let query = db.selectFrom('payout_freezes').selectAll().where('lifted_at', 'is', null);
  if (partnerIds) query = query.where('partner_id', 'in', partnerIds);
  return query.execute();
}

export async function insertFreeze(
  { db }: DatabaseHandle,
  freeze: Insertable<PayoutFreezeTable>,
): Promise<PayoutFreezeRow> {
  return db.insertInto('payout_freezes').values(freeze).returningAll().executeTakeFirstOrThrow();
}

/** Lifts the partner's open freeze: false when there was none. */
export async function liftOpenFreeze(
  { db }: DatabaseHandle,
  partnerId: number,
  adminId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payout_freezes')
    .set({ lifted_at: at, lifted_by: adminId })
    .where('partner_id', '=', partnerId)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
