// The sign-up call to action: the signup page when signed in, else the sign-in start coming back to it.
import { useAuthUser } from '../../account/useAuthUser';

export const SIGNUP_PATH = '/partners/signup';
export const SIGN_IN_TO_SIGNUP = `/auth/google?redirect=${encodeURIComponent(SIGNUP_PATH)}`;

export function CallToAction({ children = 'Devenir partenaire' }: { children?: string }) {
  const { user } = useAuthUser();
  // A plain link: the sign-in is a full-page navigation (spec), the signup page loads its own chunk.
  return (
    <a className="button cta" href={user ? SIGNUP_PATH : SIGN_IN_TO_SIGNUP}>
      {children}
    </a>
  );
}
