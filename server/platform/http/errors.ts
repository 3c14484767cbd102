// One error vocabulary: every failure answers { error: { message, code?, errors? } } in French.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { ErrorBody, FieldError } from '../../../common/api';
import { API_MESSAGES, messageForStatus } from '../../../common/messages';
import { DATABASE_RETRY_AFTER_S, isDatabaseOutage } from './databaseOutage';
import { errorPageHtml, isNavigation } from './errorPage';

/** An expected failure with its status and French message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string = messageForStatus(statusCode),
    readonly code?: string,
    readonly errors?: FieldError[],
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export function errorBody(message: string, code?: string, errors?: FieldError[]): ErrorBody {
  return { error: { message, ...(code && { code }), ...(errors && { errors }) } };
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_MESSAGES.payloadTooLarge },
};

/** Node's refusals of a head it cannot write: a header name or value no HTTP may carry. */
const UNWRITABLE_HEAD = new Set([
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_HTTP_INVALID_HEADER_VALUE',
]);

/**
 * Drops the headers Node cannot write, so the error is answered with the others (the security headers among
 * them) rather than Fastify's bare answer, which carries none.
 */
function dropUnwritableHeaders(reply: FastifyReply) {
  for (const [name, value] of Object.entries(reply.getHeaders()))
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value as string);
    } catch {
      void reply.removeHeader(name);
    }
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== undefined && UNWRITABLE_HEAD.has(error.code)) dropUnwritableHeaders(reply);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: fieldName(error.validationContext, issue.instancePath),
      message: issue.message ?? API_MESSAGES.validation,
    }));
    return reply.status(400).send(errorBody(API_MESSAGES.validation, 'VALIDATION', errors));
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
    return answerAppError(error, request, reply);
  }
  // The database is away (restart, failover, a cut network): try again in a moment, said as such.
  if (isDatabaseOutage(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    return answerAppError(
      new AppError(503, API_MESSAGES.databaseUnavailable, 'DATABASE_UNAVAILABLE'),
      request,
      reply,
    );
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return reply.status(known.status).send(errorBody(known.message, error.code));

  const status = error.statusCode ?? 500;
  if (status >= 500 || isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'request failed');
    // The text of a 5xx stays in the log: no stack, SQL or path ever reaches the client.
    return reply.status(status >= 500 ? status : 500).send(errorBody(messageForStatus(500)));
  }
  return reply.status(status).send(errorBody(messageForStatus(status), error.code));
}

function answerAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  // A page the browser opened outside the API (sign-in down) reads as a page, not as JSON.
  if (isNavigation(request) && !request.url.startsWith('/api/'))
    return reply
      .status(error.statusCode)
      .type('text/html; charset=utf-8')
      .send(errorPageHtml({ status: error.statusCode, message: error.message }));
  return reply.status(error.statusCode).send(errorBody(error.message, error.code, error.errors));
}

/** `body.iban` for a body field, `from` for a query field. */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
