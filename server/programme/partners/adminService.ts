// The admin's rules for partners: created with the spec's fields, edited (activation takes a channel from the
// pool), deleted (its channel goes back), payment info viewed; each change recorded in the audit trail.
import type { AdminPartner } from '../../../common/admin';
import type { PartnersPageQuery } from '../../../common/pagination';
import { parisDay } from '../../../common/dates';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { eurosToCents } from '../../../common/money';
import { addMonths } from '../../../common/periods';
import { recordAudit } from '../../platform/audit/store';
import {
  assignFreeChannel,
  forgetHoldingsOf,
  heldChannelBefore,
  giveBackChannelsOf,
} from '../channels/service';
import { defaultPartnerSlots } from '../settings/service';
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import type { Page } from '../../platform/db/paginate';
import { AppError } from '../../platform/http/errors';
import { toAdminPartner } from './mappers';
import { queueApplicationDecision } from './messages';
import { allowedSlotsOf, partnerChoiceOf, slotPattern } from './slots';
import { findPartnerOrThrow, paymentInfoOf, type PaymentInfo } from './service';
import {
  deletePartner,
  findPartnerByCode,
  hasMoneyHistory,
  insertPartner,
  pagePartners,
  updatePartner,
  type PartnerChanges,
  type PartnerRow,
} from './store';
import { sessionCacheOf } from '../../platform/session/sessionCache';

/** What an admin may set: the create form, and any part of it when editing (code, name, e-mail excepted). */
export type PartnerSettings = {
  revenue_share_percent?: number;
  trial_months?: number;
  status?: string;
  payout_threshold?: number;
  slots?: string[];
  activate_without_channel?: boolean;
};
export type NewPartnerByAdmin = PartnerSettings & { code: string; name: string; email: string };

/** A page of partners (newest first unless asked), as the admin list shows them. */
export async function partnersForAdmin(
  database: DatabaseHandle,
  query: PartnersPageQuery,
): Promise<Page<AdminPartner>> {
  const page = await pagePartners(database, query);
  return { ...page, items: page.items.map(toAdminPartner) };
}

/** Spec: trial_until is today (Paris) plus the months; the threshold is typed in euros and kept in cents. */
function columnsOf(settings: PartnerSettings, before?: PartnerRow): PartnerChanges {
  const { revenue_share_percent, status, payout_threshold, trial_months, slots } = settings;
  // activate_without_channel is a confirmation, not a column.
  return {
    ...(revenue_share_percent !== undefined && { revenue_share_percent }),
    ...(status !== undefined && { status }),
    ...(payout_threshold !== undefined && { payout_threshold_cents: eurosToCents(payout_threshold) }),
    ...(trial_months !== undefined && { trial_until: addMonths(parisDay(), trial_months) }),
    ...(slots !== undefined && {
      adsense_channel_pattern: slotPattern(slots, before && partnerChoiceOf(before)),
    }),
  };
}

/**
 * An active partner without a channel gets the oldest free one of the pool, in the same transaction, and the
 * whitelisted ad slots if it has none; with no free channel the activation is refused unless the admin
 * confirmed it knowingly.
 */
async function withChannelIfActive(
  tx: DatabaseHandle,
  partner: PartnerRow,
  withoutChannel = false,
): Promise<PartnerRow> {
  if (partner.status !== 'active') return partner;
  let changed = partner;
  if (allowedSlotsOf(partner).length === 0)
    changed = await updatePartner(tx, partner.id, {
      adsense_channel_pattern: slotPattern(await defaultPartnerSlots(tx)),
    });
  if (partner.adsense_custom_channel_id) return changed;
  const channelId = await assignFreeChannel(tx, partner.id, parisDay());
  if (channelId) return updatePartner(tx, partner.id, { adsense_custom_channel_id: channelId });
  if (withoutChannel) return changed;
  throw new AppError(409, ADMIN_MESSAGES.noFreeChannel, 'no_free_channel');
}

export async function createPartner(
  database: DatabaseHandle,
  adminId: number,
  { code, name, email, ...settings }: NewPartnerByAdmin,
): Promise<PartnerRow> {
  if (await findPartnerByCode(database, code))
    throw new AppError(409, ADMIN_MESSAGES.savePartnerFailed, 'code_taken', [
      { field: 'code', message: ADMIN_MESSAGES.codeTaken },
    ]);
  return inTransaction(database, async (tx) => {
    const created = await insertPartner(tx, {
      code,
      name,
      email,
      trial_until: null,
      revenue_share_percent: 0,
      payout_threshold_cents: 0,
      ...columnsOf(settings),
    });
    const partner = await withChannelIfActive(tx, created, settings.activate_without_channel);
    await recordAudit(tx, { adminId, action: 'partner.create', target: `partner:${partner.id}` });
    return partner;
  });
}

export async function editPartner(
  database: DatabaseHandle,
  adminId: number,
  id: number,
  settings: PartnerSettings,
): Promise<PartnerRow> {
  return inTransaction(database, async (tx) => {
    const before = await findPartnerOrThrow(tx, id);
    if (before.status === 'archived')
      throw new AppError(409, ADMIN_MESSAGES.partnerIsArchived, 'partner_archived');
    const changes = columnsOf(settings, before);
    // `{}` or read-only fields only: nothing to change, nothing to record (an empty UPDATE is an SQL error).
    if (Object.keys(changes).length === 0) return before;
    const partner = await withChannelIfActive(
      tx,
      await updatePartner(tx, id, changes),
      settings.activate_without_channel,
    );
    await queueApplicationDecision(tx, before, partner);
    await recordAudit(tx, { adminId, action: 'partner.update', target: `partner:${id}`, detail: settings });
    return partner;
  });
}

/**
 * A partner with any money history is archived (ledger, payouts, stats and payment records stay ten years);
 * only one without history is deleted. Either way its channel goes back to the pool.
 */
export async function removePartner(
  database: DatabaseHandle,
  adminId: number,
  id: number,
): Promise<{ partner: PartnerRow; archived: boolean }> {
  const removed = await inTransaction(database, async (tx) => {
    const partner = await findPartnerOrThrow(tx, id);
    if (partner.status === 'archived') return { partner, archived: true }; // already: nothing more to do
    const today = parisDay();
    await giveBackChannelsOf(tx, id, today);
    // A channel held on past days is history too: a report of those days is still theirs.
    if ((await hasMoneyHistory(tx, id)) || (await heldChannelBefore(tx, id, today))) {
      const archived = await updatePartner(tx, id, {
        status: 'archived',
        archived_at: new Date().toISOString(),
        adsense_custom_channel_id: null,
      });
      await recordAudit(tx, { adminId, action: 'partner.archive', target: `partner:${id}` });
      return { partner: archived, archived: true };
    }
    await forgetHoldingsOf(tx, id); // a holding opened today: it covers no day
    await deletePartner(tx, id);
    await recordAudit(tx, { adminId, action: 'partner.delete', target: `partner:${id}` });
    return { partner, archived: false };
  });
  // Deleted, its person is no partner any more: their top bar loses "Partenaire" on the next page.
  if (!removed.archived && removed.partner.user_id !== null)
    sessionCacheOf(database).forgetUser(removed.partner.user_id);
  return removed;
}

/** The only place an admin sees an IBAN in clear: each view is recorded. */
export async function viewPaymentInfo(
  database: DatabaseHandle,
  ibanKey: Buffer,
  adminId: number,
  id: number,
): Promise<PaymentInfo> {
  await findPartnerOrThrow(database, id);
  const info = await paymentInfoOf(database, ibanKey, id, 'clear');
  await recordAudit(database, { adminId, action: 'partner.payment.view', target: `partner:${id}` });
  return info;
}
