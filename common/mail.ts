// The product's e-mails: every kind of message, the data each carries, and which ones a partner may turn off.
import { PAGINATION_MESSAGES, pageQuerySchema } from './pagination';
import { z } from './zod';

/** Every message the product sends, named by its cause. */
export const MESSAGE_KINDS = [
  'application_received',
  'application_approved',
  'application_refused',
  'payout_requested',
  'payout_approved',
  'payout_paid',
  'payout_refused',
  'monthly_payout',
  'iban_changed',
  'monthly_statement',
  'admin_new_application',
  'admin_payouts_waiting',
  'admin_import_failed',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Security and money-sent messages: always sent, no unsubscribe link, no toggle. */
export const ESSENTIAL_KINDS = [
  'iban_changed',
  'payout_paid',
  'payout_refused',
] as const satisfies readonly MessageKind[];
/** Messages to the admins (ADMIN_EMAILS, or MAIL_ADMIN_TO): operational, sent to the configured addresses. */
export const ADMIN_KINDS = [
  'admin_new_application',
  'admin_payouts_waiting',
  'admin_import_failed',
] as const satisfies readonly MessageKind[];
/** The messages a partner may turn off, in the order the profile page lists them. */
export const OPTIONAL_KINDS = [
  'application_received',
  'application_approved',
  'application_refused',
  'payout_requested',
  'payout_approved',
  'monthly_payout',
  'monthly_statement',
] as const satisfies readonly MessageKind[];
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];

export const isEssential = (kind: MessageKind) => (ESSENTIAL_KINDS as readonly string[]).includes(kind);
export const isAdminKind = (kind: MessageKind) => (ADMIN_KINDS as readonly string[]).includes(kind);
export const isOptionalKind = (kind: string): kind is OptionalKind =>
  (OPTIONAL_KINDS as readonly string[]).includes(kind);

/** The `to` of an admin message: the sender writes to the configured admin addresses. */
export const TO_ADMINS = 'admins';

/** A payout as a message shows it: its amount in cents and the last 4 characters of the IBAN it pays. */
type PayoutFacts = { payoutId: number; amountCents: number; ibanLast4: string | null };

/** What each kind of message carries; links are paths, made absolute to PUBLIC_URL by the template. */
export type MessageData = {
  application_received: { name: string };
  application_approved: { name: string; code: string };
  application_refused: { name: string };
  payout_requested: PayoutFacts & { dueOn: string | null };
  payout_approved: PayoutFacts & { dueOn: string | null };
  /** `paidOn`: Paris day; `reference`: the transfer's reference the partner sees on their statement. */
  payout_paid: PayoutFacts & { paidOn: string; reference: string };
  payout_refused: PayoutFacts & { reason: string };
  /** `month`: YYYY-MM the automatic payout closes. */
  monthly_payout: PayoutFacts & { month: string; dueOn: string | null };
  /** `at`: ISO time of the change; `notMePath`: the « Ce n'était pas moi » link's path with its token. */
  iban_changed: { last4: string; at: string; notMePath: string };
  /** The month's figures in cents: shares earned, bonus, paid out, and the balance at its end. */
  monthly_statement: {
    month: string;
    earnedCents: number;
    bonusCents: number;
    paidCents: number;
    balanceCents: number;
  };
  admin_new_application: { partnerId: number; name: string; email: string };
  admin_payouts_waiting: { count: number; totalCents: number };
  /** `day`: the night (Paris day) whose import failed; `error`: what it said. */
  admin_import_failed: { day: string; error: string };
};

/** A file sent with the message (small: it is kept in the outbox row until sent). */
export type MessageAttachment = { filename: string; contentType: string; content: Uint8Array };

/** A message to queue; `causeKey` makes it idempotent: one message per (kind, causeKey). */
export type OutgoingMessage<K extends MessageKind = MessageKind> = {
  [P in K]: {
    kind: P;
    /** An address, or TO_ADMINS for an admin message. */
    to: string;
    causeKey: string;
    data: MessageData[P];
    attachments?: MessageAttachment[];
  };
}[K];

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message as the admin's « Courriels » page lists it. */
export const outboxRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  to: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** One message with what it says, drawn again from its data. */
export const outboxMessageSchema = outboxRowSchema.extend({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The .eml file written when no SMTP server is configured. */
  eml_file: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** A partner's choices: each optional message on (received) or off. */
export const mailPreferencesSchema = z.object(
  Object.fromEntries(OPTIONAL_KINDS.map((kind) => [kind, z.boolean()])) as Record<OptionalKind, z.ZodBoolean>,
);
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const mailPreferencesUpdateSchema = mailPreferencesSchema.partial().strict();

/** GET /api/admin/mail: newest first; by status. */
export const mailPageQuerySchema = pageQuerySchema({ newest: 'desc' }, 'newest', {
  status: z.enum(MESSAGE_STATUSES, { error: PAGINATION_MESSAGES.filter }).optional(),
});
export type MailPageQuery = z.infer<typeof mailPageQuerySchema>;
