// The SEPA credit transfer file (pain.001.001.09) of a batch: one transaction per payout, to the IBAN and
// holder kept with the payout at its claim.
import SEPA from 'sepa';
import { PARIS_TIME_ZONE } from '../../../common/constants';
import { centsToDecimalText } from '../../../common/money';

export type SepaDebtor = { name: string; iban: string; bic: string };
export type SepaPayment = {
  payoutId: number;
  holderName: string;
  iban: string;
  amountCents: number;
  partnerCode: string;
};

export const SEPA_FORMAT = 'pain.001.001.09';

/** Names as banks take them: Latin letters without accents, at most 70 characters. */
const sepaText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 /\-?:().,'+]/g, ' ')
    .slice(0, 70);

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as Paris writes it, with its offset: 2026-11-28T10:15:00+01:00 (ISO 8601, as ISODateTime takes it). */
export function parisDateTime(at: Date): string {
  const part = Object.fromEntries(parisParts.formatToParts(at).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName === 'GMT' ? '+00:00' : part.timeZoneName!.slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

export function sepaTransferXml(
  debtor: SepaDebtor,
  batch: { messageId: string; createdAt: Date; executionDate: Date },
  payments: SepaPayment[],
): string {
  const doc = new SEPA.Document(SEPA_FORMAT);
  doc.grpHdr.id = batch.messageId;
  doc.grpHdr.created = batch.createdAt;
  doc.grpHdr.initiatorName = sepaText(debtor.name);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = batch.executionDate;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  info.debtorName = sepaText(debtor.name);
  doc.addPaymentInfo(info);
  for (const p of payments) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(p.holderName);
    tx.creditorIBAN = p.iban;
    // The library takes euros as a number: built from the cents' decimal text, exact to the cent.
    tx.amount = Number(centsToDecimalText(p.amountCents, '.'));
    tx.remittanceInfo = `Commission partenaire ${p.partnerCode} paiement ${p.payoutId}`;
    tx.end2endId = `${batch.messageId}.${p.payoutId}`.slice(0, 35);
    info.addTransaction(tx);
  }
  // The library writes the machine's local time without an offset: the creation time is written again in Paris time
  // with its offset, so that the bank reads the same instant whatever the server's zone.
  return doc
    .toString()
    .replace(/<CreDtTm>[^<]*<\/CreDtTm>/, `<CreDtTm>${parisDateTime(batch.createdAt)}</CreDtTm>`);
}
