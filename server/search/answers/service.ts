// The instant answer of a query: each kind tried in order, the first that answers wins. Computed kinds answer at
// once; a remote source has until the deadline, then the search goes on without a card (never an error).
import type { InstantAnswer } from '../../../common/answers';
import type { AnswerContext, AnswerModule } from './answer';

export type AnswersService = {
  /** The card, or null; a promise only when a remote source was asked (the common path allocates none). */
  answer(q: string, now?: Date): InstantAnswer | null | Promise<InstantAnswer | null>;
};

type Log = { warn(object: unknown, message: string): void };
type Options = { modules: AnswerModule[]; timeoutMs: number; log?: Log };

export function createAnswersService({ modules, timeoutMs, log }: Options): AnswersService {
  return {
    answer(q, now = new Date()) {
      const context = deadlineContext(now, timeoutMs);
      return tryFrom(0);

      function tryFrom(start: number): InstantAnswer | null | Promise<InstantAnswer | null> {
        for (let i = start; i < modules.length; i++) {
          const module = modules[i]!;
          let found: ReturnType<AnswerModule['answer']>;
          try {
            found = module.answer(q, context);
          } catch (error) {
            log?.warn({ err: error, kind: module.kind }, 'instant answer failed');
            continue;
          }
          if (found instanceof Promise)
            return withinDeadline(found, context.signal).then(
              // Past the deadline the search goes on without a card: no other kind is tried.
              (card) => card ?? (context.signal.aborted ? null : tryFrom(i + 1)),
              (error: unknown) => {
                if (!context.signal.aborted)
                  log?.warn({ err: error, kind: module.kind }, 'instant answer failed');
                return context.signal.aborted ? null : tryFrom(i + 1);
              },
            );
          if (found !== null) return found;
        }
        return null;
      }
    },
  };
}

/** The signal is made only when a remote source asks for it (a timer per search would cost every search), and
 * the deadline counts from then: the computed kinds before it take microseconds, a first use's tables do not count. */
function deadlineContext(now: Date, timeoutMs: number): AnswerContext {
  let signal: AbortSignal | undefined;
  return {
    now,
    get signal() {
      signal ??= AbortSignal.timeout(timeoutMs);
      return signal;
    },
  };
}

/** A source that ignores its signal still cannot hold the card past the deadline. */
function withinDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
