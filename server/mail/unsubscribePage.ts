// The page a message's unsubscribe link opens: one button that confirms (a link scanner's GET changes nothing),
// then the answer. Its own policy lets its one inline style in, by hash.
import { createHash } from 'node:crypto';
import { escapeUTF8 } from 'entities';
import { MAIL_MESSAGES } from '../../common/mailMessages';
import { standalonePageHtml, withColours } from '../platform/http/standalonePage';

const STYLE = withColours(
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}' +
    'main{max-width:34rem;margin:12vh auto 0;padding:0 1.25rem;line-height:1.5}' +
    'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:var(--blue);color:var(--on-blue);cursor:pointer}' +
    'button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}',
);

export const UNSUBSCRIBE_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; form-action 'self'; frame-ancestors 'none'`;

function page(productName: string, body: string): string {
  return standalonePageHtml({
    title: `${MAIL_MESSAGES.unsubscribeTitle} – ${productName}`,
    style: STYLE,
    body: `<main><h1>${escapeUTF8(MAIL_MESSAGES.unsubscribeTitle)}</h1>${body}</main>`,
  });
}

/** The question and its button, posting to the same address (the token travels in it). */
export function unsubscribeAskHtml(productName: string, label: string, token: string): string {
  const action = `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    productName,
    `<p>${escapeUTF8(MAIL_MESSAGES.unsubscribeAsk(label))}</p>
<form method="post" action="${escapeUTF8(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeUTF8(MAIL_MESSAGES.unsubscribeButton)}</button></form>`,
  );
}

export function unsubscribedHtml(productName: string, label: string): string {
  return page(productName, `<p>${escapeUTF8(MAIL_MESSAGES.unsubscribed(label))}</p>`);
}
