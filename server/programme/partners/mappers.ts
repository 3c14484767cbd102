// A partner row as the partner sees it, and as the admin sees it (the same fields, plus the admin's own).
import type { AdminPartner } from '../../../common/admin';
import { centsToEuros } from '../../../common/money';
import type { Partner, PartnerStatus } from '../../../common/partner';
import { allowedSlotsOf } from './slots';
import type { PartnerRow } from './store';

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    code: row.code,
    status: row.status as PartnerStatus,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    contact_phone: row.contact_phone,
    email: row.email,
    payout_threshold: centsToEuros(Number(row.payout_threshold_cents)),
    payout_threshold_cents: Number(row.payout_threshold_cents),
    revenue_share_percent: row.revenue_share_percent,
  };
}

export function toAdminPartner(row: PartnerRow): AdminPartner {
  const { first_name: _first, last_name: _last, ...shared } = toPartner(row);
  return {
    ...shared,
    trial_until: row.trial_until,
    adsense_channel_pattern: { slots: allowedSlotsOf(row) },
    adsense_custom_channel_id: row.adsense_custom_channel_id,
    created_at: row.created_at,
    archived_at: row.archived_at,
  };
}
