// One kind of instant answer: reads the query and answers it, or says nothing (never a guess).
import type { InstantAnswer } from '../../../common/answers';

export type AnswerContext = {
  /** The moment of the search: every date and time answer is computed from it (tests pass their own). */
  now: Date;
  /** Cancelled at the answers' deadline: a source that reads the network must stop then. */
  signal: AbortSignal;
};

export type AnswerModule = {
  kind: InstantAnswer['kind'];
  /** Synchronous when computed here; a promise when a remote source is asked. */
  answer(q: string, context: AnswerContext): InstantAnswer | null | Promise<InstantAnswer | null>;
};
