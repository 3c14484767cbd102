// A portal form's save: busy while the call runs, then « Informations enregistrées. » or why it failed.
import { useState } from 'react';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { failureMessage, fieldErrorsOf } from '../../api/failure';
import type { Notice } from '../shared/Notice';

export function useSave(onFieldErrors: (errors: Record<string, string>) => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Runs `call` with the form busy; a failure becomes the notice `failed` makes of it. */
  async function run(call: () => Promise<void>, failed: (error: unknown) => Notice) {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setNotice(failed(error));
    } finally {
      setBusy(false);
    }
  }

  /** Spec: the server's message is preferred (else « Erreur serveur »), its field errors go under the fields. */
  const save = (call: () => Promise<void>) =>
    run(
      async () => {
        await call();
        setNotice({ ok: true, message: PARTNER_MESSAGES.saved });
      },
      (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) onFieldErrors(fields);
        return { ok: false, message: failureMessage(error, PARTNER_MESSAGES.serverError) };
      },
    );

  return { busy, notice, setNotice, run, save };
}
