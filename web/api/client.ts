// The typed API client: unwraps { data }, retries 5xx and network failures (1 s, then 2 s), speaks French.
import { API_RETRY } from '../../common/constants';
import { HTTP_MESSAGES, messageForStatus } from '../../common/messages';
import type { FieldError } from '../../common/api';
import type { z } from '../../common/zod';

export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly code?: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

type Options = { fetch?: typeof fetch; wait?: (ms: number) => Promise<void>; baseUrl?: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; code?: string; errors?: FieldError[] };
  } | null;
  const error = body?.error;
  return new ApiError(
    response.status,
    error?.message ?? messageForStatus(response.status),
    error?.code,
    error?.errors ?? [],
  );
}

export function createApiClient({
  fetch: doFetch = (...args) => fetch(...args),
  wait = sleep,
  baseUrl = '',
}: Options = {}) {
  async function request<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method,
          credentials: 'same-origin',
          headers:
            body === undefined
              ? { accept: 'application/json' }
              : { accept: 'application/json', 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        if (attempt < API_RETRY.maxRetries) {
          await wait(API_RETRY.delayMs * (attempt + 1));
          continue;
        }
        throw new ApiError(null, HTTP_MESSAGES.network);
      }
      if (response.status >= 500 && attempt < API_RETRY.maxRetries) {
        await wait(API_RETRY.delayMs * (attempt + 1));
        continue;
      }
      if (!response.ok) throw await errorOf(response);
      const json = (await response.json()) as { data: unknown };
      return schema.parse(json.data);
    }
  }
  return {
    get: <T extends z.ZodType>(path: string, schema: T) => request('GET', path, schema),
    send: <T extends z.ZodType>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, schema: T) =>
      request(method, path, schema, body),
  };
}

export const api = createApiClient();
