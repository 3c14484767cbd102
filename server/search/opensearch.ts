// /opensearch.xml and its suggestion URL, so browsers can add the engine and suggest in the address bar.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestRequestSchema } from '../../common/search';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function openSearchDescription(publicUrl: string): string {
  const base = escapeXml(publicUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Recherche</ShortName>
  <Description>Moteur de recherche francophone</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>fr-FR</Language>
  <Image width="16" height="16" type="image/svg+xml">${base}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${base}/search?q={searchTerms}"/>
  <Url type="application/x-suggestions+json" method="get" template="${base}/api/suggest/opensearch?q={searchTerms}"/>
  <moz:SearchForm>${base}/</moz:SearchForm>
</OpenSearchDescription>
`;
}

export const openSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const description = openSearchDescription(app.config.publicUrl);
  app.get('/opensearch.xml', async (_request, reply) =>
    reply
      .type('application/opensearchdescription+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(description),
  );

  // The OpenSearch suggestion format browsers read: [query, [completions]].
  app.get(
    '/api/suggest/opensearch',
    { schema: { querystring: suggestRequestSchema } },
    async (request, reply) => {
      const suggestions = await app.suggestService.suggest(request.query.q, true);
      return reply
        .type('application/x-suggestions+json; charset=utf-8')
        .send(JSON.stringify([request.query.q, suggestions]));
    },
  );
};
