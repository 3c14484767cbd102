// Answers a page: the public ones drawn on the server with the answers they show, the signed-in areas left
// to the browser; each with the client config in its state, so that no page waits for a config call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerDrawnPath } from '../../common/routes';
import { clientConfigOf } from '../platform/client-config/service';
import { trustedProxiesOf } from '../platform/http/clientAddress';
import { requestOriginOf } from '../platform/http/requestOrigin';
import { settingsFromCookies } from '../../common/settings';
import { compressedPage } from './compressPage';
import { answersFor, viewerOf } from './pageData';
import { pageServiceOf } from './service';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The theme of a page the browser draws, as the server-drawn ones get it: the account's, else the cookie's. */
async function themeOf(app: FastifyInstance, request: FastifyRequest): Promise<'light' | 'dark' | undefined> {
  const viewer = await viewerOf(app, request);
  const { theme } = viewer?.user?.settings ?? settingsFromCookies(request.headers.cookie ?? '');
  return theme === 'system' ? undefined : theme;
}

export function pageSenderOf(app: FastifyInstance, indexHtml: string, webRoot: string): PageSender {
  const pages = pageServiceOf(indexHtml, webRoot, clientConfigOf(app.config));
  const trusted = trustedProxiesOf(app.config.security.trustProxy);

  async function drawn(request: FastifyRequest, url: URL) {
    const viewer = await viewerOf(app, request);
    const cookies = request.headers.cookie ?? '';
    const answers = await answersFor(app, request, await pages.needsOf(url, viewer, cookies));
    try {
      return await pages.draw({ url, cookies, viewer }, answers);
    } catch (error) {
      request.log.error(
        { err: error, url: url.pathname },
        'page drawn in the browser: the server renderer failed',
      );
      return null;
    }
  }

  return async (request, reply) => {
    const url = new URL(request.url, requestOriginOf(request, trusted) ?? app.config.publicUrl);
    const body = isServerDrawnPath(url.pathname) ? await drawn(request, url) : null;
    return reply.send(
      compressedPage(request, reply, body ?? (await pages.drawnInBrowser(await themeOf(app, request)))),
    );
  };
}
