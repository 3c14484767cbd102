// The built-in OpenID provider (oidc-provider) for installs without Google: real tokens, any name and e-mail.
import { createHash, createHmac, generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import type { BuiltinSignIn } from '../../../common/auth';
import { MemoryAdapter } from './adapter';

export const BUILTIN_PATH = '/oidc';
export const BUILTIN_CLIENT_ID = 'portail';

export type BuiltinProvider = {
  provider: Provider;
  issuer: string;
  clientSecret: string;
  /** Remembers who signed in on the form, for the token the app asks for right after. */
  rememberIdentity: (identity: BuiltinSignIn) => string;
};

/** The account id of an e-mail: the same person signs in as the same subject every time. */
export const builtinAccountId = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22);

/** `publicUrl` is where the provider is served; `appUrl` the app it signs into (the same server, but for tests). */
export function createBuiltinProvider(
  publicUrl: string,
  sessionSecret: string,
  appUrl = publicUrl,
): BuiltinProvider {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(purpose).digest('base64url');
  const issuer = `${publicUrl}${BUILTIN_PATH}`;
  const clientSecret = derive('builtin-oidc-client-secret');
  const identities = new Map<string, BuiltinSignIn>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const configuration: Configuration = {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: BUILTIN_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'builtin-1' }] },
    cookies: { keys: [derive('builtin-oidc-cookies')] },
    pkce: { required: () => true, methods: ['S256'] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx, accountId) => {
      const identity = identities.get(accountId);
      if (!identity) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: identity.email,
          email_verified: true,
          name: identity.name,
          given_name: identity.given_name || undefined,
          family_name: identity.family_name || undefined,
          picture: identity.picture || undefined,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${BUILTIN_PATH}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 120,
      IdToken: 600,
      Interaction: 900,
      Session: 3600,
      Grant: 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Connexion impossible</title><p>Connexion impossible : ${String(out.error_description ?? out.error).replace(/[<>&"]/g, '')}</p><p><a href="/">Retour à l’accueil</a></p></html>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the public URL says https while the socket is http.
  provider.proxy = true;

  return {
    provider,
    issuer,
    clientSecret,
    rememberIdentity(identity) {
      const accountId = builtinAccountId(identity.email);
      identities.set(accountId, identity);
      return accountId;
    },
  };
}
