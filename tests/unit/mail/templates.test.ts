// Every message drawn from sample data: a French subject, both parts, no raw value on show, every link absolute,
// the unsubscribe link on optional messages only.
import { describe, expect, it } from 'vitest';
import { isOptionalKind, MESSAGE_KINDS, type MessageData, type MessageKind } from '../../../common/mail';
import { renderMessage } from '../../../server/mail/templates/render';

const PUBLIC = 'https://recherche.example.fr';
const payout = { payoutId: 7, amountCents: 12_345, ibanLast4: '0189' };
const SAMPLES: { [K in MessageKind]: MessageData[K] } = {
  application_received: { name: 'Zoé' },
  application_approved: { name: 'Zoé', code: 'ZOE42' },
  application_refused: { name: 'Zoé' },
  payout_requested: { ...payout, dueOn: '2026-12-27' },
  payout_approved: { ...payout, dueOn: '2026-12-27' },
  payout_paid: { ...payout, paidOn: '2026-12-03', reference: 'VIR-2026-12-001' },
  payout_refused: { ...payout, reason: 'IBAN au nom d’un tiers' },
  monthly_payout: { ...payout, month: '2026-11', dueOn: '2026-12-27' },
  iban_changed: { last4: '0189', at: '2026-11-28T09:15:00.000Z', notMePath: '/iban/not-me?token=abc' },
  monthly_statement: {
    month: '2026-11',
    earnedCents: 4321,
    bonusCents: 1000,
    paidCents: 0,
    balanceCents: 5321,
  },
  admin_new_application: { partnerId: 3, name: 'Zoé Dupré', email: 'zoe@example.fr' },
  admin_payouts_waiting: { count: 2, totalCents: 24_690 },
  admin_import_failed: { day: '2026-11-27', error: 'AdSense injoignable' },
};

describe.each(MESSAGE_KINDS)('the « %s » message', (kind) => {
  const unsubscribeUrl = isOptionalKind(kind) ? `${PUBLIC}/api/mail/unsubscribe?token=t` : null;
  const context = {
    productName: 'Recherche',
    postalAddress: '1 rue de la Paix, Paris',
    publicUrl: PUBLIC,
    unsubscribeUrl,
  };

  it('reads in French in both parts, with no raw value and every link absolute', async () => {
    const { subject, html, text } = await renderMessage(kind, SAMPLES[kind] as never, context);
    expect(subject.length).toBeGreaterThan(10);
    for (const part of [subject, text])
      expect(part).not.toMatch(/undefined|null|NaN|\[object|centimes|_cents|\b\d{4,}\s?€/);
    expect(html).toContain('lang="fr"');
    expect(text).toContain('1 rue de la Paix, Paris');
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(PUBLIC), link).toBe(true);
    if (unsubscribeUrl) expect(links).toContain(unsubscribeUrl);
    else expect(text).not.toContain('Ne plus recevoir');
  });
});
