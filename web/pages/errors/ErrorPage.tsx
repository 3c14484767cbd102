// The error page for 401, 403, 404 and 500: a title, the catalogue's message, a way home.
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { messageForStatus } from '../../../common/messages';
import { LABELS } from '../../shell/labels';
import { loginHref } from '../../shell/TopBar';

type Status = keyof typeof LABELS.errorTitles;
const isStatus = (n: number): n is Status => n in LABELS.errorTitles;

export function ErrorPage({ status }: { status?: number }) {
  const params = useParams();
  const location = useLocation();
  const asked = status ?? Number(params.status);
  const shown: Status = isStatus(asked) ? asked : 404;
  const title = LABELS.errorTitles[shown];
  useEffect(() => void (document.title = `${title} – ${LABELS.brand}`), [title]);
  const back =
    shown === 401 && location.pathname.startsWith('/error/') ? { pathname: '/', search: '' } : location;
  return (
    <section className="error-page" data-status={shown}>
      <p className="error-code">{shown}</p>
      <h1>{title}</h1>
      <p>{messageForStatus(shown)}</p>
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
