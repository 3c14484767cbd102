// The sign-up call to action: the signup page when signed in, else the sign-in start coming back to it.
import { useAuthUser } from '../../account/useAuthUser';
import { loginHref } from '../../shell/loginHref';
import { PARTNERS_SITE_LABELS } from './labels';

export const SIGNUP_PATH = '/partners/signup';
export const SIGN_IN_TO_SIGNUP = loginHref({ pathname: SIGNUP_PATH, search: '' });

export function CallToAction({ children = PARTNERS_SITE_LABELS.becomePartner }: { children?: string }) {
  const { user } = useAuthUser();
  // A plain link: the sign-in is a full-page navigation (spec), the signup page loads its own chunk.
  return (
    <a className="button cta" href={user ? SIGNUP_PATH : SIGN_IN_TO_SIGNUP}>
      {children}
    </a>
  );
}
