// The messages of an application, queued in the transaction that records it: to the partner (received,
// approved, refused) and to the admins (a new application).
import { TO_ADMINS } from '../../../common/mail';
import type { PartnerStatus } from '../../../common/partner';
import type { DatabaseHandle } from '../../platform/db/database';
import { queueMessage } from '../../mail/outbox';
import type { PartnerRow } from './store';

/** Statuses that close a pending application without accepting it. */
const REFUSALS: readonly PartnerStatus[] = ['banned', 'suspended', 'archived'];

export async function queueApplicationReceived(tx: DatabaseHandle, partner: PartnerRow): Promise<void> {
  const cause = `partner-${partner.id}`;
  await queueMessage(tx, {
    kind: 'application_received',
    to: partner.email,
    causeKey: cause,
    data: { name: partner.first_name || partner.name },
  });
  await queueMessage(tx, {
    kind: 'admin_new_application',
    to: TO_ADMINS,
    causeKey: cause,
    data: { partnerId: partner.id, name: partner.name, email: partner.email },
  });
}

/** A pending application accepted or refused by the admin's change of status. */
export async function queueApplicationDecision(
  tx: DatabaseHandle,
  before: PartnerRow,
  after: PartnerRow,
): Promise<void> {
  if (before.status !== 'pending' || after.status === 'pending') return;
  const name = after.first_name || after.name;
  const causeKey = `partner-${after.id}`;
  if (after.status === 'active')
    await queueMessage(tx, {
      kind: 'application_approved',
      to: after.email,
      causeKey,
      data: { name, code: after.code },
    });
  else if (REFUSALS.includes(after.status as PartnerStatus))
    await queueMessage(tx, { kind: 'application_refused', to: after.email, causeKey, data: { name } });
}
