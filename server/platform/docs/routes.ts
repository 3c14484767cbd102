// GET /api/openapi.json and GET /api/docs: the API described, for machines and for people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../common/zod';
import { docsPageHtml, DOCS_PAGE_POLICY, type OpenApiDocument } from './service';
import { sentAsText } from './sentAsText';

export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = { access: 'public' } as const;
  // Made once, on the first call: every route is known by then.
  let documentJson: string | undefined;
  let page: string | undefined;
  const document = () => app.swagger() as unknown as OpenApiDocument;

  app.get(
    '/api/openapi.json',
    {
      config: anyone,
      schema: {
        summary: 'Ce document : l’API décrite en OpenAPI 3.1',
        response: { 200: sentAsText(z.looseObject({ openapi: z.string() }).describe('Le document OpenAPI')) },
      },
    },
    async (_request, reply) => {
      documentJson ??= JSON.stringify(document());
      return reply.type('application/json; charset=utf-8').send(documentJson);
    },
  );

  app.get(
    '/api/docs',
    {
      config: anyone,
      schema: {
        summary: 'La page de référence de l’API',
        response: { 200: z.string().meta({ contentMediaType: 'text/html', description: 'Une page HTML' }) },
      },
    },
    async (_request, reply) => {
      page ??= docsPageHtml(document());
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DOCS_PAGE_POLICY)
        .send(page);
    },
  );
};
