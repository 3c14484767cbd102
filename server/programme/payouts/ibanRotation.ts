// A key rotation of the IBANs at rest: every sealed IBAN (payment infos and the payouts' snapshots) is read
// with the previous or the current key and sealed again with the current one, in one transaction. The
// partner ledger holds no IBAN.
import { inTransaction, type DatabaseHandle } from '../../platform/db/database';
import {
  IbanUnreadableError,
  ibanKeyId,
  resealIban,
  sealedKeyId,
  type IbanKeyring,
} from '../partners/ibanCipher';
import { saveResealedPaymentIban, sealedPaymentIbans } from '../partners/service';
import { allSealedPayoutIbans, resealPayoutIban } from './store';

export type RotationCount = { resealed: number; alreadyCurrent: number };
export type RotationReport = { keyId: string; paymentInfos: RotationCount; payouts: RotationCount };

/** An IBAN the operator can find: which row, which key sealed it. */
export class RotationError extends Error {}

/** Throws a RotationError (and changes nothing) when one IBAN is read by neither key. */
export async function rotateIbanKey(database: DatabaseHandle, keys: IbanKeyring): Promise<RotationReport> {
  const keyId = ibanKeyId(keys);
  return inTransaction(database, async (tx) => {
    const reseal = async (
      what: string,
      rows: { id: number; iban_encrypted: string }[],
      save: (tx: DatabaseHandle, id: number, sealed: string) => Promise<void>,
    ): Promise<RotationCount> => {
      const count = { resealed: 0, alreadyCurrent: 0 };
      for (const row of rows) {
        if (sealedKeyId(row.iban_encrypted) === keyId) {
          count.alreadyCurrent++;
          continue;
        }
        await save(tx, row.id, resealed(keys, what, row.id, row.iban_encrypted));
        count.resealed++;
      }
      return count;
    };
    const paymentInfos = await reseal(
      'des informations de paiement du partenaire',
      await sealedPaymentIbans(tx),
      saveResealedPaymentIban,
    );
    const payouts = await reseal(
      'de la demande de paiement',
      await allSealedPayoutIbans(tx),
      resealPayoutIban,
    );
    return { keyId, paymentInfos, payouts };
  });
}

function resealed(keys: IbanKeyring, what: string, id: number, stored: string): string {
  try {
    return resealIban(keys, stored);
  } catch (error) {
    if (!(error instanceof IbanUnreadableError)) throw error;
    const sealedWith = error.keyId ? `la clé k${error.keyId}` : 'une clé sans identifiant';
    throw new RotationError(
      `l’IBAN ${what} ${id} (chiffré avec ${sealedWith}) ne s’ouvre ni avec IBAN_ENCRYPTION_KEY ni avec IBAN_ENCRYPTION_KEY_PREVIOUS`,
      { cause: error },
    );
  }
}
