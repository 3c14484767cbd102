// The OpenAPI 3.1 document, made by @fastify/swagger from the routes' zod schemas.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';
import { isDocumented } from './errorAnswers';

type Transform = ReturnType<typeof createJsonSchemaTransform>;
type JsonSchema = Record<string, unknown>;

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** A success that is not JSON (a CSV, an XML file, a page) says its media type; the rest is JSON. */
function withMediaTypes(response: Record<string, JsonSchema>) {
  for (const [status, schema] of Object.entries(response)) {
    const media = schema.contentMediaType;
    if (typeof media !== 'string') continue;
    const { description, contentMediaType: _, ...body } = schema;
    response[status] = { description, content: { [media]: { schema: body } } };
  }
}

/** The JSON calls only, grouped by their first segment (`admin`, `partner`, `search`…). */
const transform: Transform = (input) => {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  const result = zodTransform(input) as { schema: JsonSchema & { tags?: string[] }; url: string };
  const response = result.schema.response as Record<string, JsonSchema> | undefined;
  if (response) withMediaTypes(response);
  const segments = input.url.split('/').filter(Boolean);
  result.schema.tags ??= [segments[0] === 'api' ? (segments[1] ?? 'api') : segments[0]!];
  return result;
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portail de recherche – API',
        description:
          'Les appels JSON du portail. Toute erreur répond `{ error: { message, code?, errors? } }`, en français.',
        version: APP_VERSION,
      },
    },
    transform,
  });
}
