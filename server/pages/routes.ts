// Serves the built web app: hashed assets cached for good, pages never cached by a shared cache (each is drawn
// for the person who asked: their top bar, their preferences).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPagePath, isSignedInAreaPath, sessionExpiredHref } from '../../common/routes';
import { hadExpiredSessionCookie } from '../platform/session/plugin';
import { messageForStatus } from '../../common/messages';
import { declareScopeAccess } from '../platform/http/routeAccess';
import { errorBody } from '../platform/http/errors';
import { keepReferralCode } from '../platform/http/referralCookie';
import { bangRedirectFor } from './pageData';
import { pageSenderOf } from './pageSender';

/** Paths owned by the API: an unknown one answers JSON, never the app's HTML. */
const API_PREFIXES = ['/api/', '/auth/', '/events', '/csrf-token', '/oidc/'];

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Recherche</title>' +
  '<p>L’application web n’est pas encore construite : lancez <code>npm run build</code>.</p></html>';

export async function registerSpa(app: FastifyInstance, webRoot: string) {
  const indexFile = join(webRoot, 'index.html');
  const assetsDir = join(webRoot, 'assets');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const sendPage = indexHtml ? pageSenderOf(app, indexHtml, webRoot) : null;

  if (indexHtml) {
    // The built files: anyone may fetch them.
    await app.register(async (files) => {
      declareScopeAccess(files, 'public');
      await files.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          const immutable = path.startsWith(assetsDir);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p));
    if (!wantsPage) return reply.status(404).send(errorBody(messageForStatus(404)));
    // A bang (`!w lyon`) from any box, the address bar or the OpenSearch entry leaves for that site's search.
    const bang = path === '/search' ? await bangRedirectFor(request) : null;
    if (bang) return reply.header('cache-control', 'no-store').redirect(bang, 302);
    keepReferralCode(request, reply);
    // A signed-in page whose session is gone says so (« Session expirée »), with a sign-in back to it.
    if (isSignedInAreaPath(path) && (await request.session()) === null && hadExpiredSessionCookie(request))
      return reply.header('cache-control', 'no-cache').redirect(sessionExpiredHref(request.url), 302);
    // Unknown pages still get the app (it shows its 404 page), with the right status for crawlers.
    reply
      .status(isPagePath(path) ? 200 : 404)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8');
    return sendPage ? sendPage(request, reply) : reply.send(indexHtml ?? NOT_BUILT_PAGE);
  });
}
