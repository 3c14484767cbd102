// The API answers a server-drawn page shows (its results, its knowledge card), got the way the API gets them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUserAnswer } from '../../common/auth';
import { knowledgeRequestSchema } from '../../common/knowledge';
import { searchRequestSchema } from '../../common/search';
import type { DataAnswer, DataNeed } from '../../web/entry-server';
import { REFERRAL_CODE_PATTERN } from '../../common/constants';
import { authUserAnswerOf } from '../accounts/access/service';
import { slotsForVisitor } from '../programme/ads/service';
import { referralCodeOf } from '../platform/http/referralCookie';
import { answerKnowledge } from '../search/knowledge/answer';
import { bangRedirectOf } from '../search/bangs/service';
import { answerSearch } from '../search/results/answer';
import { ownWebOf } from '../search/results/ownWeb';

/** The slots GET /api/ads/slots would give once this page's `?ref=CODE` is kept in the cookie. */
async function visitorSlotIds(app: FastifyInstance, request: FastifyRequest): Promise<string[]> {
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  const code = typeof ref === 'string' && REFERRAL_CODE_PATTERN.test(ref) ? ref : referralCodeOf(request);
  return (await slotsForVisitor(app.database, code)).map((slot) => slot.id);
}

async function answerOf(app: FastifyInstance, request: FastifyRequest, need: DataNeed): Promise<unknown> {
  if (need.kind === 'ad-slots') return visitorSlotIds(app, request);
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

/**
 * Who the page is drawn for, as GET /auth/user answers it: the top bar, the menus and the preferences the
 * browser's first render will show. Null leaves it to the browser: accounts signed in but none active are
 * synced with what the browser remembers first, and a failed read is the browser's to retry.
 */
export async function viewerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthUserAnswer | null> {
  try {
    const viewer = await authUserAnswerOf(app.database, await request.accounts(), app.config);
    return viewer.user === null && viewer.accounts.length > 0 ? null : viewer;
  } catch (error) {
    request.log.warn({ err: error }, 'page drawn without its viewer');
    return null;
  }
}

/** Where the results page's bang leads, the person's own bangs (account or cookie) before the shipped ones. */
export async function bangRedirectFor(request: FastifyRequest): Promise<string | null> {
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  if (typeof q !== 'string' || !q.includes('!')) return null;
  return bangRedirectOf(request.query, (await ownWebOf(request)).bangs);
}
