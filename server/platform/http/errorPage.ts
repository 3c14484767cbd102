// A refused navigation (banned, rate-limited, sign-in down) gets a French HTML page, not the API's JSON.
import type { FastifyRequest } from 'fastify';
import { escapeUTF8 } from 'entities';
import { formatParisDateLong, formatParisTime, parisDay } from '../../../common/dates';
import { ERROR_PAGE_MESSAGES, messageForStatus } from '../../../common/messages';
import { standalonePageHtml, withColours } from './standalonePage';

/** A browser opening a page (typed, link, reload), as opposed to a script's call or an image. */
export function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  // Browsers without Fetch Metadata: a GET asking for HTML first.
  return request.method === 'GET' && /^text\/html/.test(request.headers.accept ?? '');
}

const ERROR_PAGE_STYLE = withColours(`
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
main{max-width:36rem;margin:12vh auto 0;padding:0 1.25rem}
.code{font-size:3rem;font-weight:700;color:var(--muted);margin:0}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
p{line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:999px;background:var(--blue);color:var(--on-blue);text-decoration:none}
a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
`);

type ErrorPage = { status: number; message: string; until?: Date };

/** When the visitor may come back, in Paris time; the date only when it is not today. */
function comeBack(until: Date | undefined, now: Date): string {
  if (!until) return ERROR_PAGE_MESSAGES.comeBackLater;
  // Paris days, whatever the machine's zone: 00:48 in Paris is still the day before in UTC.
  const sameDay = parisDay(until) === parisDay(now);
  return ERROR_PAGE_MESSAGES.comeBackAt(formatParisTime(until), sameDay ? null : formatParisDateLong(until));
}

export function errorPageHtml({ status, message, until }: ErrorPage, now = new Date()): string {
  const title = ERROR_PAGE_MESSAGES.titles[status] ?? messageForStatus(status);
  const when = status === 403 || status === 429 ? `<p>${escapeUTF8(comeBack(until, now))}</p>` : '';
  return standalonePageHtml({
    title: `${title} – Recherche`,
    style: ERROR_PAGE_STYLE,
    body: `<main>
<p class="code" aria-hidden="true">${status}</p>
<h1>${escapeUTF8(title)}</h1>
<p>${escapeUTF8(message)}</p>
${when}
<a href="/">${escapeUTF8(ERROR_PAGE_MESSAGES.home)}</a>
</main>`,
  });
}
