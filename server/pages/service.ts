// The pages of the web app as HTML: the built index.html with each page's head, its drawing streamed into
// the root by the server renderer, and its state; the same page empty when the browser draws it.
import { PassThrough } from 'node:stream';
import type { AuthUserAnswer } from '../../common/auth';
import type { ClientConfig } from '../../common/config';
import type { DataAnswer, DataNeed } from '../../web/entry-server';
import { loadPageRenderer, type PageRenderer } from './renderer';
import { withInlineStyles } from './inlineStyles';
import { pageTemplateOf, withTheme, type PageHead } from './template';

export type PageService = {
  /** The answers the page at `url` shows to `viewer`, none when the renderer is not built. */
  needsOf: (url: URL, viewer: AuthUserAnswer | null, cookies: string) => Promise<DataNeed[]>;
  /** The page drawn, as a stream of HTML; null when the browser must draw it (no renderer, or it failed). */
  draw: (
    page: { url: URL; cookies: string; viewer: AuthUserAnswer | null },
    answers: DataAnswer[],
  ) => Promise<PassThrough | null>;
  /** The page the browser draws: empty root, the client config in its state (once the renderer is loaded). */
  drawnInBrowser: (theme?: PageHead['theme']) => Promise<string>;
};

export function pageServiceOf(indexHtml: string, webRoot: string, config: ClientConfig): PageService {
  const template = pageTemplateOf(withInlineStyles(indexHtml, webRoot));
  // Loaded by the first page asked for: a process that serves only the API never pays for it.
  let renderer: Promise<PageRenderer | null> | undefined;
  let empty = indexHtml;
  const rendererOnce = () =>
    (renderer ??= loadPageRenderer(webRoot).then((loaded) => {
      if (loaded) empty = template.start({}) + template.end(loaded.clientDrawnState(config));
      return loaded;
    }));

  return {
    needsOf: async (url, viewer, cookies) =>
      (await rendererOnce())?.dataNeedsOf(url, config, viewer, cookies) ?? [],
    drawnInBrowser: async (theme) => (await rendererOnce(), withTheme(empty, theme)),
    async draw({ url, cookies, viewer }, answers) {
      const pages = await rendererOnce();
      if (!pages) return null;
      const drawing = await pages.drawPage(
        { url: url.href, origin: url.origin, cookies, config, viewer },
        answers,
      );
      const body = new PassThrough();
      const html = new PassThrough();
      body.write(template.start(drawing.head));
      // The head goes first; the drawing in one piece after it, as a browser painting a half-read page would
      // show the results where the knowledge card, later in the page, comes to stand above them.
      const parts: Buffer[] = [];
      html.on('data', (part: Buffer) => parts.push(part));
      html.on('end', () => body.end(Buffer.concat([...parts, Buffer.from(template.end(drawing.state))])));
      drawing.pipe(html);
      body.on('close', () => drawing.abort());
      return body;
    },
  };
}
