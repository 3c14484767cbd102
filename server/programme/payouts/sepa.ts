// The SEPA credit transfer file (pain.001.001.09) of a batch: one transaction per payout, to the IBAN and
// holder kept with the payout at its claim.
import SEPA from 'sepa';
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
  return doc.toString();
}
