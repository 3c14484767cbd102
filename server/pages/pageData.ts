// The API answers a server-drawn page shows (its results, its knowledge card), got the way the API gets them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { knowledgeRequestSchema } from '../../common/knowledge';
import { searchRequestSchema } from '../../common/search';
import type { DataAnswer, DataNeed } from '../../web/entry-server';
import { answerKnowledge } from '../knowledge/answer';
import { answerSearch } from '../search/answer';

async function answerOf(app: FastifyInstance, request: FastifyRequest, need: DataNeed): Promise<unknown> {
  const asked = Object.fromEntries(new URLSearchParams(need.call));
  return need.kind === 'search'
    ? answerSearch(app, request, searchRequestSchema.parse(asked))
    : answerKnowledge(app, knowledgeRequestSchema.parse(asked));
}

/** The answers that came; a failed one is left to the browser, which shows its error and a retry. */
export async function answersFor(
  app: FastifyInstance,
  request: FastifyRequest,
  needs: DataNeed[],
): Promise<DataAnswer[]> {
  const answers = await Promise.all(
    needs.map(async (need) => {
      try {
        return { ...need, data: await answerOf(app, request, need) };
      } catch (error) {
        request.log.warn({ err: error, need: need.kind }, 'page drawn without an answer');
        return null;
      }
    }),
  );
  return answers.filter((answer) => answer !== null);
}
