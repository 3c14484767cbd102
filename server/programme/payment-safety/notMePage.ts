// The « Ce n'était pas moi » page, opened from the IBAN changed message: plain HTML drawn by the server, a form
// that asks once more before freezing (a mail scanner opening the link changes nothing).
import { escapeUTF8 as escape } from 'entities';
import { IBAN_SAFETY_MESSAGES as M } from '../../../common/ibanSafetyMessages';
import { standalonePageHtml, withColours } from '../../platform/http/standalonePage';

export type NotMeState =
  { step: 'confirm'; token: string; last4: string } | { step: 'done' | 'used' | 'invalid' };

const TEXT: Record<Exclude<NotMeState['step'], 'confirm'>, string> = {
  done: M.notMeDone,
  used: M.notMeUsed,
  invalid: M.notMeInvalid,
};

const NOT_ME_STYLE = withColours(`
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--soft); color: var(--ink); }
  main { max-width: 480px; margin: 6vh auto; padding: 28px 24px; background: var(--surface); border: 1px solid var(--line); border-radius: 16px; }
  h1 { margin: 0 0 12px; font-size: 1.4rem; color: var(--blue); }
  button { width: 100%; margin-top: 16px; min-height: 44px; border: 0; border-radius: 999px; background: var(--danger); color: var(--bg); font: inherit; font-weight: 600; cursor: pointer; }
  a { color: var(--blue); }
`);

export function notMePage(state: NotMeState): string {
  const body =
    state.step === 'confirm'
      ? `<p>${escape(M.notMeExplained(state.last4))}</p>
  <form method="post" action="/iban/not-me">
    <input type="hidden" name="token" value="${escape(state.token)}">
    <button type="submit">${escape(M.notMeConfirm)}</button>
  </form>`
      : `<p role="status">${escape(TEXT[state.step])}</p>`;
  return standalonePageHtml({
    title: M.notMeTitle,
    style: NOT_ME_STYLE,
    icon: true,
    body: `<main>
  <h1>${escape(M.notMeTitle)}</h1>
  ${body}
  <p><a href="/partner/payment">Informations de paiement</a></p>
</main>`,
  });
}
