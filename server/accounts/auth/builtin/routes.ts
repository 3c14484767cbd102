// Mounts the built-in provider under /oidc, and serves its sign-in form (the provider's "interaction").
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { builtinSignInSchema } from '../../../../common/auth';
import { API_MESSAGES } from '../../../../common/messages';
import { AppError } from '../../../platform/http/errors';
import { handOver } from '../../../platform/http/handOver';
import { INVALID_TEXT, textOfBytes } from '../../../platform/http/text';
import { BUILTIN_PATH, type BuiltinProvider } from './provider';
import { signInPage } from './signInPage';

type Raw = IncomingMessage & { originalUrl?: string };

export async function builtinProviderRoutes(app: FastifyInstance, { builtin }: { builtin: BuiltinProvider }) {
  const { provider } = builtin;

  // The provider's own endpoints (discovery, authorize, token, jwks…) get the untouched Node request.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    scope.all(`${BUILTIN_PATH}/*`, { config: { access: 'public' } }, (request, reply) => {
      handOver(reply);
      const raw = request.raw as Raw;
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(BUILTIN_PATH.length) || '/';
      void callback(raw, reply.raw);
    });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      // UTF-8 without NUL, as every text that enters; what the form's escapes decode to is checked before validation.
      (_request, body, done) => {
        const text = textOfBytes(body as Buffer);
        if (text === null) return done(new AppError(400, API_MESSAGES.invalidText, INVALID_TEXT));
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    scope.get<{ Params: { uid: string } }>(
      `${BUILTIN_PATH}/interaction/:uid`,
      { config: { access: 'public' } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name === 'consent') return grantAndFinish(request.raw, reply, details);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(signInPage(`${BUILTIN_PATH}/interaction/${details.uid}/login`));
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${BUILTIN_PATH}/interaction/:uid/login`,
      { config: { access: 'public' } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const parsed = builtinSignInSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(signInPage(`${BUILTIN_PATH}/interaction/${details.uid}/login`, request.body ?? {}, errors));
        }
        const accountId = await builtin.rememberIdentity(parsed.data);
        return grantAndFinish(request.raw, reply, details, accountId);
      },
    );
  });

  /** One step for login and consent: the app asks only for openid, email and profile. */
  async function grantAndFinish(
    raw: IncomingMessage,
    reply: FastifyReply,
    details: Awaited<ReturnType<typeof provider.interactionDetails>>,
    loginAccountId?: string,
  ) {
    const accountId = loginAccountId ?? details.session?.accountId;
    if (!accountId) return reply.redirect(`${BUILTIN_PATH}/interaction/${details.uid}`);
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ??
        new provider.Grant({ accountId, clientId: String(details.params.client_id) }))
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    handOver(reply);
    await provider.interactionFinished(
      raw,
      reply.raw,
      { ...(loginAccountId ? { login: { accountId } } : {}), consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }
}
