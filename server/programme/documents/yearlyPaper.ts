// The yearly summary for the tax return: shares, bonuses and payments of a calendar year, as a PDF and a CSV.
import { FRENCH_MONTHS } from '../../../common/frenchMonths';
import { csvFile } from '../../../common/csv';
import { documentNumber, type YearlyMonth } from '../../../common/documents';
import { centsToDecimalText } from '../../../common/money';
import { Page, euros } from './pdf';
import { frenchDay } from './payoutPaper';

export type YearlySummary = {
  year: number;
  issuer: { name: string; address: string; siren: string };
  partner: { code: string; name: string; email: string; registration_number: string | null };
  /** Twelve months, January first. */
  months: YearlyMonth[];
  total: YearlyMonth;
  payments: {
    id: number;
    paid_on: string;
    number: number | null;
    reference: string | null;
    amount_cents: number;
  }[];
};

const monthName = (month: string) => `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The months and the total, each a row: month, gross, share, bonus, payments (cents). */
const rowsOf = (s: YearlySummary) => [
  ...s.months.map((m) => ({ ...m, label: monthName(m.month) })),
  { ...s.total, label: 'Total' },
];

export function yearlyCsv(s: YearlySummary): string {
  const amount = centsToDecimalText;
  return csvFile(
    ['mois', 'revenus bruts', 'part', 'bonus', 'total gagné', 'paiements reçus'],
    rowsOf(s).map((r) => [
      r.label === 'Total' ? 'total' : r.month,
      amount(r.gross_cents),
      amount(r.share_cents),
      amount(r.bonus_cents),
      amount(r.share_cents + r.bonus_cents),
      amount(r.paid_cents),
    ]),
  );
}

export function drawYearlySummary(s: YearlySummary, now = new Date()): Promise<Buffer> {
  const partner = [
    s.partner.name,
    `Code partenaire : ${s.partner.code}`,
    s.partner.email,
    ...(s.partner.registration_number ? [`SIREN/SIRET : ${s.partner.registration_number}`] : []),
  ];
  const page = new Page(`Récapitulatif annuel ${s.year}`, now)
    .heading(`Récapitulatif annuel ${s.year}`)
    .line('Programme partenaires : parts des revenus publicitaires, bonus et paiements de l’année civile.')
    .space()
    .parties(
      { title: 'Émis par', lines: [s.issuer.name, s.issuer.address, `SIREN : ${s.issuer.siren}`] },
      { title: 'Partenaire', lines: partner },
    )
    .table(
      ['Mois', 'Revenus bruts', 'Part', 'Bonus', 'Total gagné', 'Paiements reçus'],
      rowsOf(s).map((r) => [
        r.label,
        euros(r.gross_cents),
        euros(r.share_cents),
        euros(r.bonus_cents),
        euros(r.share_cents + r.bonus_cents),
        euros(r.paid_cents),
      ]),
      [0.2, 0.16, 0.16, 0.14, 0.16, 0.18],
    )
    .line('Paiements reçus', { bold: true });
  if (s.payments.length === 0) page.line('Aucun paiement cette année.');
  else
    page.table(
      ['Date', 'Document', 'Référence du virement', 'Montant'],
      s.payments.map((p) => [
        frenchDay(p.paid_on),
        p.number === null ? '—' : documentNumber(p.number),
        p.reference ?? '—',
        euros(p.amount_cents),
      ]),
      [0.2, 0.2, 0.4, 0.2],
    );
  return page
    .space()
    .small(
      'Les parts et ajustements sont comptés au jour des revenus publicitaires, le bonus au jour où il a été gagné, les paiements au jour du virement (jours de Paris). Montants en euros.',
    )
    .end();
}
