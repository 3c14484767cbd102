// The app as an OpenID client (openid-client): Google when configured, else the built-in provider.
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { BUILTIN_CLIENT_ID, type BuiltinProvider } from './builtin/provider';

export type SignInClient = {
  /** The discovered configuration; discovery runs on the first sign-in, then is kept. */
  configuration: () => Promise<client.Configuration>;
  builtin: boolean;
};

/**
 * The built-in provider lives in this very server: its discovery, token and keys are fetched in-process,
 * so sign-in works even where the server cannot reach its own public address (behind a proxy).
 */
function inProcessFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host },
      payload: options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([k, v]) =>
        v === undefined ? [] : (Array.isArray(v) ? v : [String(v)]).map((x): [string, string] => [k, x]),
      ),
    });
  };
}

export function createSignInClient(
  app: FastifyInstance,
  options:
    | { kind: 'google'; issuer: string; clientId: string; clientSecret: string }
    | { kind: 'builtin'; builtin: BuiltinProvider },
): SignInClient {
  let discovered: Promise<client.Configuration> | null = null;
  const discover = async () => {
    if (options.kind === 'google') {
      const issuer = new URL(options.issuer);
      // Plain http only for a local stand-in of Google (tests); the real issuer is https.
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
      return client.discovery(issuer, options.clientId, options.clientSecret, undefined, { execute });
    }
    const fetch = inProcessFetch(app);
    const configuration = await client.discovery(
      new URL(options.builtin.issuer),
      BUILTIN_CLIENT_ID,
      options.builtin.clientSecret,
      undefined,
      { [client.customFetch]: fetch, execute: [client.allowInsecureRequests] },
    );
    configuration[client.customFetch] = fetch;
    return configuration;
  };
  return {
    builtin: options.kind === 'builtin',
    configuration: () => {
      // A failed discovery (provider down) is tried again on the next sign-in.
      discovered ??= discover().catch((error: unknown) => {
        discovered = null;
        throw error;
      });
      return discovered;
    },
  };
}
