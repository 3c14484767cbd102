// « Votre web » from the results and the settings page: a site hidden, raised or lowered (or back as it was),
// on the account's row by its own call (two quick clicks both count), else in the guest's cookie; the results
// shown are asked again, as the server now orders them.
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUserAnswer } from '../../common/auth';
import { withSiteRule, type SiteAction, type SiteRule } from '../../common/ownWeb';
import { apiSend } from '../api/client';
import { readGuestSettings, writeGuestSettings } from '../state/guestSettings';
import { AUTH_USER_KEY, useAuthUser } from './useAuthUser';

const schemas = () => import('../../common/preferences');

/** The account's answer with the active account's sites as the server now has them. */
function withSites(answer: AuthUserAnswer, id: string, sites: SiteRule[]): AuthUserAnswer {
  const apply = <A extends { id: string; settings: { sites?: SiteRule[] } }>(account: A): A =>
    account.id === id
      ? { ...account, settings: { ...account.settings, sites: sites.length > 0 ? sites : undefined } }
      : account;
  return { ...answer, user: answer.user && apply(answer.user), accounts: answer.accounts.map(apply) };
}

/** Sets a site's rule (null: none); rejects with the French reason when it cannot be kept. */
export function useSetSiteRule(): (domain: string, action: SiteAction | null) => Promise<void> {
  const { user } = useAuthUser();
  const queryClient = useQueryClient();
  return async (domain, action) => {
    if (user) {
      const path = `/api/user/sites/${encodeURIComponent(domain)}`;
      const answer = schemas().then((m) => m.siteRulesAnswerSchema);
      const { sites } = await (action === null
        ? apiSend('DELETE', path, undefined, answer)
        : apiSend('PUT', path, { action }, answer));
      queryClient.setQueryData<AuthUserAnswer>(AUTH_USER_KEY, (old) => old && withSites(old, user.id, sites));
    } else {
      const settings = readGuestSettings();
      writeGuestSettings({ ...settings, sites: withSiteRule(settings.sites, domain, action) });
    }
    await queryClient.invalidateQueries({ queryKey: ['search'] });
  };
}
