// What the admin's payout list says of the account each payout pays: its IBAN snapshot (the one the SEPA file
// pays), the partner's current IBAN beside it when an open payout pays another one, and frozen payouts; and the
// admin's payment of a partner's balance.
import type { AdminPayout } from '../../../common/admin';
import { OPEN_PAYOUT_STATUSES } from '../../../common/partner';
import { payoutsPageQuerySchema, type PayoutsPageQuery } from '../../../common/pagination';
import { recordAudit } from '../../platform/audit/store';
import type { DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { currentIbanIfOther, frozenSinceOf } from '../payment-safety/service';
import { adminPayouts, claimPayout } from './service';
import { sealedIbansOfPayouts } from './store';

const isOpen = (status: string) => (OPEN_PAYOUT_STATUSES as readonly string[]).includes(status);

/** The payouts with the partner's current IBAN where an open one pays another, and their freeze. */
export async function withIbanFacts(
  database: DatabaseHandle,
  ibanKey: Buffer,
  payouts: AdminPayout[],
): Promise<AdminPayout[]> {
  const open = payouts.filter((p) => isOpen(p.status));
  const sealed = await sealedIbansOfPayouts(
    database,
    open.map((p) => p.id),
  );
  const frozen = await frozenSinceOf(database, [...new Set(open.map((p) => p.partner_id))]);
  // One look at each partner's current IBAN at once, and none for a payout without a snapshot to compare.
  const current = await Promise.all(
    open.map((p) => {
      const paid = sealed.get(p.id);
      return paid ? currentIbanIfOther(database, ibanKey, p.partner_id, paid) : null;
    }),
  );
  const facts = new Map<number, Pick<AdminPayout, 'current_iban_masked' | 'payouts_frozen_since'>>(
    open.map((p, i) => [
      p.id,
      { current_iban_masked: current[i] ?? null, payouts_frozen_since: frozen.get(p.partner_id) ?? null },
    ]),
  );
  return payouts.map((p) => ({
    ...p,
    ...(facts.get(p.id) ?? { current_iban_masked: null, payouts_frozen_since: null }),
  }));
}

/** A page of the admin's list, each payout with its account facts. */
export async function adminPayoutsWithIbans(
  database: DatabaseHandle,
  ibanKey: Buffer,
  query: PayoutsPageQuery,
): Promise<Page<AdminPayout>> {
  const page = await adminPayouts(database, query);
  return { ...page, items: await withIbanFacts(database, ibanKey, page.items) };
}

/**
 * The admin pays the partner's balance (an archived partner's last payment): a payout made as a claim would make
 * it, under the same rules but the threshold for an archived partner, recorded; answered as the admin list shows it.
 */
export async function payPartnerBalance(
  database: DatabaseHandle,
  ibanKey: Buffer,
  adminId: number,
  partnerId: number,
): Promise<AdminPayout> {
  const payout = await claimPayout(database, ibanKey, partnerId, 'admin');
  await recordAudit(database, {
    adminId,
    action: 'payout.balance',
    target: `payout:${payout.id}`,
    detail: { partner_id: partnerId, amount_cents: Number(payout.partner_amount_cents) },
  });
  const page = await adminPayoutsWithIbans(
    database,
    ibanKey,
    payoutsPageQuerySchema.parse({ partner_id: partnerId, status: 'pending' }),
  );
  return page.items.find((p) => p.id === payout.id)!;
}
