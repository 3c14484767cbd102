// Who is signed in (GET /auth/user), synchronised at start with what the browser remembers.
import { useQuery } from '@tanstack/react-query';
import type { AuthUserAnswer } from '../../common/auth';
import { apiGet, apiSend } from '../api/client';
import { readLocalAccounts, storeAccounts } from './storage';

export const AUTH_USER_KEY = ['auth-user'] as const;

// common/auth brings zod: it loads beside the call rather than in the first paint.
const schemas = () => import('../../common/auth');

async function loadAuthUser(): Promise<AuthUserAnswer> {
  const module = schemas();
  let answer = await apiGet(
    '/auth/user',
    module.then((m) => m.authUserAnswerSchema),
  );
  const local = readLocalAccounts();
  // Accounts signed in but none active (an account logged out elsewhere): the server picks back the previous one.
  if (answer.user === null && answer.accounts.length > 0) {
    await apiSend(
      'POST',
      '/auth/sync-accounts',
      { localAccounts: local.accounts.map((a) => ({ id: a.id })), previousAccount: local.previousAccount },
      module.then((m) => m.accountsAnswerSchema),
    );
    // Roles follow the account now active.
    answer = await apiGet(
      '/auth/user',
      module.then((m) => m.authUserAnswerSchema),
    );
  }
  storeAccounts(answer.user, answer.accounts);
  return answer;
}

export function useAuthUser() {
  const query = useQuery({ queryKey: AUTH_USER_KEY, queryFn: loadAuthUser, staleTime: 5 * 60_000 });
  return {
    user: query.data?.user ?? null,
    accounts: query.data?.accounts ?? [],
    roles: query.data?.roles ?? { isPartner: false, isAdmin: false },
    /** True until the first answer (or failure): the top bar keeps its place meanwhile. */
    loading: query.isPending,
  };
}
