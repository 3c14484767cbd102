// One call to an upstream API within its deadline: its JSON checked, every failure a ProviderError.
// Messages name a status or an error code, never the URL: it may carry an API key.
import type { z } from '../../../../common/zod';
import { ProviderError } from '../provider';

/** An answer beyond this is not one we asked for; reading it would only cost memory. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type UpstreamCall<S extends z.ZodType> = {
  provider: string;
  url: URL;
  /** Query parameters added to the URL. */
  params?: Record<string, string>;
  schema: S;
  /** The caller's deadline. */
  signal: AbortSignal;
  /** The provider's own deadline, on top of the caller's. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Another fetch, e.g. one that watches the status and errors for a client's etiquette (server/wikimedia). */
  fetch?: typeof fetch;
};

export async function fetchJson<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.output<S>> {
  const { provider, schema, signal, timeoutMs } = call;
  const deadline =
    timeoutMs === undefined ? signal : AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  const text = await fetchText({ ...call, signal: deadline });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError(provider, 'format', 'invalid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderError(provider, 'format', `${issue?.path.join('.') || 'answer'}: ${issue?.message}`);
  }
  return parsed.data;
}

async function fetchText({
  provider,
  url,
  params,
  signal,
  headers,
  fetch: fetchUpstream = fetch,
}: UpstreamCall<z.ZodType>): Promise<string> {
  try {
    if (params) url = new URL(`${url.origin}${url.pathname}?${new URLSearchParams(params)}`);
    const sent = new Headers(headers);
    if (!sent.has('accept')) sent.set('accept', 'application/json');
    const response = await fetchUpstream(url, { signal, headers: sent });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(provider, 'http', `HTTP ${response.status}`);
    }
    return decode(await readBody(response, provider), response.headers.get('content-type'));
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (signal.aborted) throw new ProviderError(provider, 'timeout', 'deadline passed');
    throw new ProviderError(provider, 'network', networkCode(error));
  }
}

async function readBody(response: Response, provider: string): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ProviderError(provider, 'format', 'answer too large');
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** Some upstreams (Google's suggestions among them) may answer in ISO-8859-1: their charset is honoured. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

function networkCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? code : 'fetch failed';
}
