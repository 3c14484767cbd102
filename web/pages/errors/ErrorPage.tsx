// The error page for 401, 403, 404 and 500: a title, the catalogue's message, a way home (and sign-in on 401).
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { messageForStatus, SIGN_IN_REFUSALS } from '../../../common/messages';
import { LABELS } from '../../components/labels';
import { loginHref } from '../../shell/loginHref';
import { usePageTitle } from '../../shell/usePageTitle';

type Status = keyof typeof LABELS.errorTitles;
const isStatus = (n: number): n is Status => n in LABELS.errorTitles;

/** A path of this site from `next` (never another origin), else home. */
function pageOf(next: string | null): { pathname: string; search: string } {
  if (!next?.startsWith('/') || next.startsWith('//')) return { pathname: '/', search: '' };
  const url = new URL(next, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search };
}

export function ErrorPage({ status }: { status?: number }) {
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  // A refused sign-in says why (« Échec de l’authentification », « Token invalide »), not merely that one is needed.
  const reason = search.get('reason') ?? '';
  const refusal = Object.hasOwn(SIGN_IN_REFUSALS, reason)
    ? SIGN_IN_REFUSALS[reason as keyof typeof SIGN_IN_REFUSALS]
    : null;
  const asked = status ?? Number(params.status);
  const shown: Status = isStatus(asked) ? asked : 404;
  const title = LABELS.errorTitles[shown];
  usePageTitle(title);
  // On /error/401 itself the page to come back to is the one the server named (`next`, a path of ours), else home.
  const back = location.pathname.startsWith('/error/') ? pageOf(search.get('next')) : location;
  return (
    <section className="error-page" data-status={shown} aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {shown}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{shown === 401 && refusal ? refusal : messageForStatus(shown)}</p>
      <div className="error-actions">
        <Link className="button" to="/">
          {LABELS.home}
        </Link>
        {shown === 401 && (
          <a className="button button-quiet" href={loginHref(back)}>
            {LABELS.signIn}
          </a>
        )}
      </div>
    </section>
  );
}
