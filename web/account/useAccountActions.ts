// Switch, log out, log out of all, add an account, change a preference: each with the spec's French errors.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../common/messages';
import { apiSend } from '../api/client';
import { forgetCsrfToken } from '../api/csrf';

const schemas = () => import('../../common/auth');

class OfflineError extends Error {}

export function useAccountActions() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  /** Runs a call, then reloads who is signed in and everything that depends on it. */
  async function run(offlineMessage: string | null, failedMessage: string, call: () => Promise<unknown>) {
    setError(null);
    try {
      if (offlineMessage && !navigator.onLine) throw new OfflineError(offlineMessage);
      await call();
      await queryClient.invalidateQueries();
      return true;
    } catch (caught) {
      setError(caught instanceof OfflineError ? caught.message : failedMessage);
      return false;
    }
  }

  const accounts = () => schemas().then((m) => m.accountsAnswerSchema);

  return {
    error,
    clearError: () => setError(null),
    switchTo: (accountId: string) =>
      run(ACCOUNT_MESSAGES.switchOffline, ACCOUNT_MESSAGES.switchFailed, () =>
        apiSend('POST', '/auth/user/switch', { accountId }, accounts()),
      ),
    logout: () =>
      run(ACCOUNT_MESSAGES.logoutOffline, ACCOUNT_MESSAGES.logoutFailed, () =>
        apiSend('POST', '/auth/logout', undefined, accounts()),
      ),
    logoutAll: () =>
      run(ACCOUNT_MESSAGES.logoutOffline, ACCOUNT_MESSAGES.logoutFailed, async () => {
        await apiSend('POST', '/auth/logout/all', undefined, accounts());
        forgetCsrfToken();
      }),
    /** A change of the settings (useChangeSettings), its failure said as the other actions' are. */
    updateSettings: (save: () => Promise<void>) => run(null, ACCOUNT_MESSAGES.updateFailed, save),
    /** Spec: the answer's redirectTo, else /auth/google/add-account. */
    async addAccount() {
      let target = '/auth/google/add-account';
      try {
        const answer = await apiSend(
          'POST',
          '/auth/prepare-add-account',
          undefined,
          schemas().then((m) => m.prepareAddAccountAnswerSchema),
        );
        if (answer.redirectTo.startsWith('/')) target = answer.redirectTo;
      } catch {
        // The fallback address works without the preparation call.
      }
      window.location.assign(`${target}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    },
  };
}
