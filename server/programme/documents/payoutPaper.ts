// A paid payout's document drawn from its snapshot alone: a commission statement, or a self-billing invoice
// with the mentions French law asks of an invoice the client issues in the supplier's name (CGI art. 289 and
// 242 nonies A of annex II).
import { VAT_EXEMPT_MENTION } from '../../../common/documentsMessages';
import type { DocumentKind, VatRegime } from '../../../common/documents';
import { Page, euros, type Row } from './pdf';

/** Everything a document shows, as it stood when its number was given; never read again from live rows. */
export type DocumentSnapshot = {
  kind: DocumentKind;
  number: string;
  /** Paris day of issue. */
  issued_on: string;
  issuer: { name: string; address: string; siren: string; vat_number: string };
  partner: {
    code: string;
    name: string;
    email: string;
    legal: {
      legal_name: string;
      address: string;
      postal_code: string;
      city: string;
      registration_number: string;
      vat_regime: VatRegime;
      vat_number: string | null;
    } | null;
  };
  payout: {
    id: number;
    period_start: string;
    period_end: string;
    gross_cents: number;
    share_percent: number;
    share_cents: number;
    bonus_cents: number;
    /** What stood in the balance before the period (a correction after an earlier payout); 0 most often. */
    carried_cents: number;
    amount_cents: number;
    paid_on: string;
    reference: string | null;
    iban_masked: string | null;
  };
  /** The invoice's totals: the amount paid is all taxes included; without VAT, HT = TTC. */
  vat: { rate_percent: number; ht_cents: number; tva_cents: number; ttc_cents: number };
};

export const VAT_RATE_PERCENT = 20;

/** The amount paid split as HT + TVA (the TVA rounded to the cent, the HT what remains). */
export function vatOf(amountCents: number, regime: VatRegime | null): DocumentSnapshot['vat'] {
  if (regime !== 'liable')
    return { rate_percent: 0, ht_cents: amountCents, tva_cents: 0, ttc_cents: amountCents };
  const ht = Math.round((amountCents * 100) / (100 + VAT_RATE_PERCENT));
  return {
    rate_percent: VAT_RATE_PERCENT,
    ht_cents: ht,
    tva_cents: amountCents - ht,
    ttc_cents: amountCents,
  };
}

/** 2026-11-28 → 28/11/2026 */
export const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** The period's gross, beside the figures: the share is computed from it, it is not paid. */
export const grossLine = (p: DocumentSnapshot['payout']) =>
  `Revenus publicitaires bruts de la période (du ${frenchDay(p.period_start)} au ${frenchDay(p.period_end)}) : ${euros(p.gross_cents)}, dont votre part de ${p.share_percent} %.`;

/** The lines of the money: share, bonus and what was carried add up to the amount paid. */
export function moneyRows(p: DocumentSnapshot['payout']): Row[] {
  return [
    {
      label: `Part du partenaire (${p.share_percent} % des revenus bruts)`,
      cents: p.share_cents,
      note: 'Calculée jour par jour et arrondie au centime chaque jour : elle peut différer de quelques centimes du pourcentage appliqué au total.',
    },
    { label: 'Bonus de lancement', cents: p.bonus_cents },
    ...(p.carried_cents !== 0 ? [{ label: 'Report du solde précédent', cents: p.carried_cents }] : []),
  ];
}

function partnerLines(s: DocumentSnapshot): string[] {
  const legal = s.partner.legal;
  if (!legal) return [s.partner.name, `Code partenaire : ${s.partner.code}`, s.partner.email];
  const registration = legal.registration_number.length === 14 ? 'SIRET' : 'SIREN';
  return [
    legal.legal_name,
    legal.address,
    `${legal.postal_code} ${legal.city}`,
    `${registration} : ${legal.registration_number}`,
    legal.vat_regime === 'liable' ? `N° TVA : ${legal.vat_number}` : VAT_EXEMPT_MENTION,
    `Code partenaire : ${s.partner.code}`,
  ];
}

function issuerLines(s: DocumentSnapshot): string[] {
  return [s.issuer.name, s.issuer.address, `SIREN : ${s.issuer.siren}`, `N° TVA : ${s.issuer.vat_number}`];
}

function paymentLines(s: DocumentSnapshot): string[] {
  const p = s.payout;
  return [
    `Payé le ${frenchDay(p.paid_on)} par virement SEPA${p.iban_masked ? ` sur le compte ${p.iban_masked}` : ''}.`,
    `Référence du virement : ${p.reference ?? '—'}. Paiement n° ${p.id}.`,
  ];
}

export async function drawPayoutDocument(s: DocumentSnapshot, issuedAt: Date): Promise<Buffer> {
  return s.kind === 'self_billing_invoice' ? drawInvoice(s, issuedAt) : drawStatement(s, issuedAt);
}

function drawStatement(s: DocumentSnapshot, issuedAt: Date): Promise<Buffer> {
  const page = new Page(`Relevé de commissions ${s.number}`, issuedAt)
    .heading('Relevé de commissions')
    .line(`N° ${s.number} du ${frenchDay(s.issued_on)}`, { bold: true })
    .space()
    .parties({ title: 'Émis par', lines: issuerLines(s) }, { title: 'Partenaire', lines: partnerLines(s) })
    .line('Commissions du programme partenaires (part des revenus publicitaires)', { bold: true })
    .muted(grossLine(s.payout))
    .space(0.5)
    .figures([...moneyRows(s.payout), { label: 'Total versé', cents: s.payout.amount_cents, bold: true }])
    .space();
  for (const text of paymentLines(s)) page.line(text);
  return page
    .space()
    .small(
      'Ce relevé n’est pas une facture. Si vous facturez (auto-entrepreneur, société), renseignez vos informations légales dans votre espace partenaire : vos prochains paiements donneront lieu à une facture en autofacturation.',
    )
    .end();
}

function drawInvoice(s: DocumentSnapshot, issuedAt: Date): Promise<Buffer> {
  const legal = s.partner.legal!;
  const vat = s.vat;
  const totals: Row[] =
    legal.vat_regime === 'liable'
      ? [
          { label: 'Total HT', cents: vat.ht_cents, bold: true },
          { label: `TVA ${vat.rate_percent} %`, cents: vat.tva_cents },
          { label: 'Total TTC', cents: vat.ttc_cents, bold: true },
        ]
      : [
          { label: 'Total HT', cents: vat.ht_cents, bold: true },
          { label: 'TVA', cents: 0, note: VAT_EXEMPT_MENTION },
          { label: 'Net à payer', cents: vat.ttc_cents, bold: true },
        ];
  const page = new Page(`Facture ${s.number}`, issuedAt)
    .heading('Facture — Autofacturation')
    .line(`Facture n° ${s.number} du ${frenchDay(s.issued_on)}`, { bold: true })
    .line(
      `Facture émise par ${s.issuer.name} au nom et pour le compte de ${legal.legal_name}, en vertu du mandat d’autofacturation accepté par le partenaire (article 289, I-2 du CGI).`,
    )
    .space()
    .parties(
      { title: 'Fournisseur (partenaire)', lines: partnerLines(s) },
      { title: 'Client (émetteur de la facture)', lines: issuerLines(s) },
    )
    .line(
      `Désignation : commissions d’apport d’affaires du programme partenaires, période du ${frenchDay(s.payout.period_start)} au ${frenchDay(s.payout.period_end)}. Quantité : 1.`,
      { bold: true },
    )
    .muted(grossLine(s.payout))
    .space(0.5)
    .figures(moneyRows(s.payout))
    .figures(totals)
    .space();
  for (const text of paymentLines(s)) page.line(text);
  return page
    .line(`Facture acquittée le ${frenchDay(s.payout.paid_on)} : ${euros(s.payout.amount_cents)} reçus.`)
    .space()
    .small(
      'Facture acquittée à sa date d’émission : aucune pénalité de retard ni indemnité forfaitaire pour frais de recouvrement (40 €) n’est due. Le partenaire dispose de 30 jours pour contester cette facture émise en son nom.',
    )
    .small(
      legal.vat_regime === 'liable'
        ? 'Le montant versé s’entend toutes taxes comprises : la TVA est comprise dans la part du partenaire.'
        : VAT_EXEMPT_MENTION,
    )
    .end();
}
