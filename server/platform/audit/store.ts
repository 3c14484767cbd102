// The admin audit trail: who did what to money and personal data (payout status, IBAN views, partner edits).
import type { DatabaseHandle } from '../db/database';

export type AuditEntry = { adminId: number; action: string; target: string; detail?: unknown };

/** One row, in the caller's transaction when it passes one. */
export async function recordAudit({ db }: DatabaseHandle, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      admin_user_id: entry.adminId,
      action: entry.action,
      target: entry.target,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
    })
    .execute();
}
