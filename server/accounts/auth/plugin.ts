// Sign-in: Google, or outside production the built-in OpenID provider; then the session's accounts.
import type { FastifyInstance } from 'fastify';
import { accountSessionRoutes } from './accountRoutes';
import { createBuiltinProvider } from './builtin/provider';
import { builtinProviderRoutes } from './builtin/routes';
import { createSignInClient, type SignInClient } from './oidc';
import { signInRoutes } from './routes';

export async function authPlugin(app: FastifyInstance) {
  const { config } = app;
  let signIn: SignInClient;
  if (config.builtinSignIn) {
    const builtin = await createBuiltinProvider(app.database, config.publicUrl, config.sessionSecret);
    await app.register(builtinProviderRoutes, { builtin });
    signIn = createSignInClient(app, { kind: 'builtin', builtin });
  } else {
    signIn = createSignInClient(app, {
      kind: 'google',
      issuer: config.google.issuer,
      clientId: config.google.clientId!,
      clientSecret: config.google.clientSecret!,
    });
  }
  await app.register(signInRoutes, { signIn });
  await app.register(accountSessionRoutes);
}
