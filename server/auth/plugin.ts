// Sign-in (Google, or the built-in provider outside production), the session's accounts, history and preferences.
import type { FastifyInstance } from 'fastify';
import { historyRoutes } from '../history/routes';
import { partnerRoutes } from '../partners/routes';
import { createBuiltinProvider } from './builtin/provider';
import { builtinProviderRoutes } from './builtin/routes';
import { createSignInClient, type SignInClient } from './oidc';
import { authRoutes } from './routes';

export async function authPlugin(app: FastifyInstance) {
  const { config } = app;
  let signIn: SignInClient;
  if (config.builtinSignIn) {
    const builtin = createBuiltinProvider(config.publicUrl, config.sessionSecret);
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
  await app.register(authRoutes, { signIn });
  await app.register(historyRoutes);
  await app.register(partnerRoutes);
}
