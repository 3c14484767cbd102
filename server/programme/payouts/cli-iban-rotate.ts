// npm run iban:rotate – seals every stored IBAN again with IBAN_ENCRYPTION_KEY (the new key), reading them
// with it or with IBAN_ENCRYPTION_KEY_PREVIOUS (the old one), in one transaction (see docs/operations.md).
import { ConfigError, loadConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/database';
import { rotateIbanKey } from './ibanRotation';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Rotation impossible : ${error.message}`);
  process.exit(1);
}
const database = openDatabase(config.database);
try {
  const { keyId, paymentInfos, payouts } = await rotateIbanKey(database, config.ibanKey);
  console.log(
    `IBAN chiffrés avec la clé k${keyId} : ${paymentInfos.resealed} information(s) de paiement et ` +
      `${payouts.resealed} demande(s) de paiement rechiffrée(s) ; ${paymentInfos.alreadyCurrent} et ` +
      `${payouts.alreadyCurrent} l’étaient déjà.`,
  );
} catch (error) {
  console.error(`Rotation impossible, rien n’a été modifié : ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
