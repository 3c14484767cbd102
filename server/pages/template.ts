// The built index.html cut around its root: each page puts its title and description in the head, its
// drawing in the root and its state after it.
import { escapeAttribute, escapeUTF8 } from 'entities';
import { PAGE_STATE_ID } from '../../common/routes';

export type PageHead = { title?: string; description?: string; theme?: 'light' | 'dark' };

export type PageTemplate = {
  /** Up to the opening of the root, with the page's head. */
  start: (head: PageHead) => string;
  /** From the root's end, with the page's state (JSON already safe in a script element). */
  end: (state: string | null) => string;
};

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta name="description" content=")[^"]*(")/;

/** The page with the person's theme on its <html> (none: the device's own light or dark). */
export const withTheme = (html: string, theme: PageHead['theme']): string =>
  theme ? html.replace('<html', `<html data-theme="${theme}"`) : html;

export function pageTemplateOf(html: string): PageTemplate {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error(`index.html has no ${ROOT}`);
  const before = `${html.slice(0, at)}<div id="root">`;
  const after = `</div>${html.slice(at + ROOT.length)}`;
  return {
    start: ({ title, description, theme }) => {
      let head = withTheme(before, theme);
      if (title) head = head.replace(TITLE, `<title>${escapeUTF8(title)}</title>`);
      if (description) head = head.replace(DESCRIPTION, `$1${escapeAttribute(description)}$2`);
      return head;
    },
    end: (state) =>
      state === null
        ? after
        : `</div><script type="application/json" id="${PAGE_STATE_ID}">${state}</script>${after.slice(6)}`,
  };
}
