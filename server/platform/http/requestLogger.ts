// Each request's logger, made by pino only when the request writes a line. Most requests write none, and a pino
// child per request (its bindings serialised) cost more than the health handler itself. A line still
// carries its request id.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Write = (...args: unknown[]) => void;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** pino's own child, made at the first line. */
  get #pino(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#pino.level = level;
  }

  // Each level's method hands its line to pino's child, made then.
  static {
    for (const level of LEVELS)
      Object.defineProperty(LazyRequestLogger.prototype, level, {
        value(this: LazyRequestLogger, ...args: unknown[]) {
          (this.#pino[level] as Write)(...args);
        },
      });
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#pino.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger that becomes pino's child only once it is used. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
