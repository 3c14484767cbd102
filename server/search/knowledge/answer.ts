// A query's knowledge card, as the API and the server-drawn results page both answer it.
import type { FastifyInstance } from 'fastify';
import type { KnowledgeAnswer, KnowledgeRequest } from '../../../common/knowledge';
import { safeSearchFor } from '../../../common/search';

export async function answerKnowledge(
  app: FastifyInstance,
  asked: KnowledgeRequest,
): Promise<KnowledgeAnswer> {
  const safesearch = safeSearchFor(asked.safesearch, app.config.features.safeSearch);
  return { entity: await app.knowledgeService.lookup({ ...asked, safesearch }) };
}
