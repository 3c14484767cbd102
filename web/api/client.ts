// The typed API client: unwraps { data }, retries 5xx and network failures (1 s, then 2 s), speaks French.
import type { FieldError } from '../../common/api';
import { API_RETRY } from '../../common/constants';
import { CLIENT_MESSAGES, HTTP_MESSAGES, messageForStatus } from '../../common/messages';
import type { z } from '../../common/zod';
import { csrfToken, forgetCsrfToken } from './csrf';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** null when the server could not be reached. */
    readonly status: number | null,
    message: string,
    readonly code?: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** A zod schema, or the promise of one: public pages load zod beside their call, not before first paint. */
export type AnswerSchema<T extends z.ZodType> = T | Promise<T>;

/** A body sent as it is (a CSV report), not as JSON. */
export class TextBody {
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  signal?: AbortSignal;
  /** Reads the answer's headers (a list page's count and next cursor). */
  onHeaders?: (headers: Headers) => void;
  /** Headers of the call's own (`Prefer: respond-async` for a job followed rather than waited for). */
  headers?: Record<string, string>;
};

type ClientOptions = {
  baseUrl?: string;
  /** How to wait between tries; tests pass one that does not sleep. */
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const isFieldError = (v: unknown): v is FieldError =>
  isRecord(v) && typeof v.field === 'string' && typeof v.message === 'string';

/** The `{ error: { message, code?, errors? } }` body, read by hand so that zod stays off the first load. */
async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === 'string' && error.message ? error.message : null;
  return new ApiError(
    response.status,
    message ?? messageForStatus(response.status),
    typeof error.code === 'string' ? error.code : undefined,
    Array.isArray(error.errors) ? error.errors.filter(isFieldError) : [],
  );
}

async function dataOf<T extends z.ZodType>(response: Response, schema: AnswerSchema<T>): Promise<z.infer<T>> {
  const unexpected = () =>
    new ApiError(response.status, CLIENT_MESSAGES.unexpectedAnswer, 'UNEXPECTED_ANSWER');
  const body: unknown =
    response.status === 204 ? { data: undefined } : await response.json().catch(() => null);
  if (!isRecord(body) || !('data' in body)) throw unexpected();
  const parsed = (await schema).safeParse(body.data);
  if (!parsed.success) throw unexpected();
  return parsed.data;
}

export function createApiClient({ baseUrl = '', wait = sleep }: ClientOptions = {}) {
  async function request<T extends z.ZodType>(
    method: string,
    path: string,
    schema: AnswerSchema<T>,
    body: unknown,
    { signal, onHeaders, headers: own }: RequestOptions,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...own };
    if (body !== undefined)
      headers['content-type'] = body instanceof TextBody ? body.contentType : 'application/json';
    let csrfRetried = false;
    for (let attempt = 1; ; attempt++) {
      if (method !== 'GET') {
        const csrf = await csrfToken(baseUrl);
        if (csrf) headers['x-csrf-token'] = csrf;
      }
      const retry = attempt <= API_RETRY.maxRetries;
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          credentials: 'same-origin',
          body: body === undefined ? undefined : body instanceof TextBody ? body.text : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        if (!retry) throw new ApiError(null, HTTP_MESSAGES.network);
        await wait(API_RETRY.delayMs * attempt);
        continue;
      }
      if (response.status >= 500 && retry) {
        await response.body?.cancel();
        await wait(API_RETRY.delayMs * attempt);
        continue;
      }
      if (!response.ok) {
        const error = await errorOf(response);
        // The session changed under us (sign-in elsewhere, expiry): one more try with its new token.
        if (error.status === 403 && error.code === 'csrf' && !csrfRetried) {
          csrfRetried = true;
          forgetCsrfToken();
          attempt--;
          continue;
        }
        throw error;
      }
      onHeaders?.(response.headers);
      return dataOf(response, schema);
    }
  }

  return {
    get: <T extends z.ZodType>(path: string, schema: AnswerSchema<T>, options: RequestOptions = {}) =>
      request('GET', path, schema, undefined, options),
    send: <T extends z.ZodType>(
      method: SendMethod,
      path: string,
      body: unknown,
      schema: AnswerSchema<T>,
      options: RequestOptions = {},
    ) => request(method, path, schema, body, options),
  };
}

const client = createApiClient();

/** GET a call of our API and parse its `data` with the schema. */
export const apiGet = client.get;

/** POST, PUT, PATCH or DELETE a JSON body (undefined for none) and parse the answer's `data`. */
export const apiSend = client.send;
