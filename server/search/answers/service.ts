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
type Found = InstantAnswer | null | Promise<InstantAnswer | null>;

/** The signal is made only when a remote source asks for it (a timer per search would cost every search), and the
 * deadline counts from then: the computed kinds before it take microseconds, a first use's tables do not count. */
class DeadlineContext implements AnswerContext {
  #signal: AbortSignal | undefined;
  constructor(
    readonly now: Date,
    private readonly timeoutMs: number,
  ) {}
  get signal(): AbortSignal {
    this.#signal ??= AbortSignal.timeout(this.timeoutMs);
    return this.#signal;
  }
}

export function createAnswersService({ modules, timeoutMs, log }: Options): AnswersService {
  /** The kinds from `start` on; written as a plain loop, as it runs on every search. */
  function tryFrom(q: string, context: DeadlineContext, start: number): Found {
    for (let i = start; i < modules.length; i++) {
      const module = modules[i]!;
      let found: Found;
      try {
        found = module.answer(q, context);
      } catch (error) {
        log?.warn({ err: error, kind: module.kind }, 'instant answer failed');
        continue;
      }
      if (found instanceof Promise) return awaited(found, q, context, i);
      if (found !== null) return found;
    }
    return null;
  }

  function awaited(found: Promise<InstantAnswer | null>, q: string, context: DeadlineContext, at: number) {
    const { signal } = context;
    return withinDeadline(found, signal).then(
      // Past the deadline the search goes on without a card: no other kind is tried.
      (card) => card ?? (signal.aborted ? null : tryFrom(q, context, at + 1)),
      (error: unknown) => {
        if (signal.aborted) return null;
        log?.warn({ err: error, kind: modules[at]!.kind }, 'instant answer failed');
        return tryFrom(q, context, at + 1);
      },
    );
  }

  return { answer: (q, now = new Date()) => tryFrom(q, new DeadlineContext(now, timeoutMs), 0) };
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
