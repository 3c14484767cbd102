// The built-in OpenID provider (oidc-provider) for installs without Google: real tokens, any name and e-mail.
import { createHash, createHmac, generateKeyPair, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { type Configuration } from 'oidc-provider';
import type { BuiltinSignIn } from '../../../../common/auth';
import type { DatabaseHandle } from '../../../platform/db/database';
import { hostCookieName, secureCookieName } from '../../../platform/http/hostCookie';
import { DatabaseAdapter } from './adapter';
import { findOidcRecord, insertOidcRecordOnce } from './store';

export const BUILTIN_PATH = '/oidc';
export const BUILTIN_CLIENT_ID = 'portail';

export type BuiltinProvider = {
  provider: Provider;
  issuer: string;
  clientSecret: string;
  /** Remembers who signed in on the form, for the token the app asks for right after (on any process). */
  rememberIdentity: (identity: BuiltinSignIn) => Promise<string>;
};

const SIGNING_KEY_ID = 'builtin-1';
/** How long the provider remembers a signed-in identity: as long as its own session. */
const SESSION_TTL_S = 3600;

/**
 * One signing key for every process on the database: the first to start writes it, the others read it,
 * so a token signed by one process is verified by the keys another publishes.
 */
async function sharedSigningKey(database: DatabaseHandle): Promise<JsonWebKey> {
  const stored = await findOidcRecord(database, 'SigningKey', { id: SIGNING_KEY_ID });
  if (stored) return stored as JsonWebKey;
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  await insertOidcRecordOnce(database, 'SigningKey', SIGNING_KEY_ID, privateKey.export({ format: 'jwk' }));
  return (await findOidcRecord(database, 'SigningKey', { id: SIGNING_KEY_ID })) as JsonWebKey;
}

/** The account id of an e-mail: the same person signs in as the same subject every time. */
export const builtinAccountId = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22);

/**
 * `publicUrl` is where the provider is served; `appUrl` the app it signs into (the same server, but for tests).
 * Its records, keys and identities live in `database`, shared by every process of the install.
 */
export async function createBuiltinProvider(
  database: DatabaseHandle,
  publicUrl: string,
  sessionSecret: string,
  appUrl = publicUrl,
): Promise<BuiltinProvider> {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(purpose).digest('base64url');
  const issuer = `${publicUrl}${BUILTIN_PATH}`;
  const clientSecret = derive('builtin-oidc-client-secret');
  const identities = new DatabaseAdapter(database, 'Identity');
  const signingKey = await sharedSigningKey(database);
  // Over https its sign-in session is a `__Host-` cookie; the interaction cookies keep the paths it gives them.
  const secure = publicUrl.startsWith('https:');

  const configuration: Configuration = {
    adapter: (model) => new DatabaseAdapter(database, model),
    clients: [
      {
        client_id: BUILTIN_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: SIGNING_KEY_ID }] },
    cookies: {
      keys: [derive('builtin-oidc-cookies')],
      names: {
        session: hostCookieName('_session', secure),
        interaction: secureCookieName('_interaction', secure),
        resume: secureCookieName('_interaction_resume', secure),
      },
    },
    pkce: { required: () => true, methods: ['S256'] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, accountId) => {
      const identity = (await identities.find(accountId)) as BuiltinSignIn | undefined;
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
      Session: SESSION_TTL_S,
      Grant: 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>Connexion impossible</title><p>Connexion impossible : ${String(out.error_description ?? out.error).replace(/[<>&"]/g, '')}</p><p><a href="/">Retour à l’accueil</a></p></html>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the public URL says https while the socket is http.
  provider.proxy = true;

  return {
    provider,
    issuer,
    clientSecret,
    async rememberIdentity(identity) {
      const accountId = builtinAccountId(identity.email);
      await identities.upsert(accountId, identity, SESSION_TTL_S);
      return accountId;
    },
  };
}
