// An IBAN no configured key reads answers 409 on each request (ibanCipher.ts); the server log says it once
// per unknown key, not once per request, with what to do.
import fp from 'fastify-plugin';
import { IbanUnreadableError, ibanKeyId } from './ibanCipher';

export const ibanUnreadableLog = fp(async (app) => {
  const reported = new Set<string>();
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof IbanUnreadableError)) return;
    const sealedWith = error.keyId ?? 'sans identifiant';
    if (reported.has(sealedWith)) return;
    reported.add(sealedWith);
    request.log.error(
      { sealedWith, currentKey: ibanKeyId(app.config.ibanKey), err: error.cause },
      'IBAN illisible : il a été chiffré avec une autre clé que IBAN_ENCRYPTION_KEY (ou modifié). ' +
        'Remettez la clé qui l’a chiffré, ou donnez-la dans IBAN_ENCRYPTION_KEY_PREVIOUS puis lancez npm run iban:rotate. ' +
        'Ce message n’est écrit qu’une fois par clé inconnue.',
    );
  });
});
