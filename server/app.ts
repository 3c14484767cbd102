// Builds the Fastify app from its plugins; main.ts and the tests both start here.
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import { cachePlugin } from './cache/plugin';
import { clientConfigRoutes } from './client-config/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { eventRoutes } from './events/routes';
import { healthRoutes } from './health/routes';
import { registerErrorHandler } from './http/errors';
import { registerSpa } from './http/spa';
import { searchPlugin } from './search/plugin';
import { knowledgePlugin } from './knowledge/plugin';
import { authPlugin } from './auth/plugin';
import { adminPlugin } from './admin/plugin';
import { attributionPlugin } from './partners/attribution';
import { securityHeaders } from './security/headers';
import { accessGate } from './security/accessGate';
import { securityPlugin } from './security/plugin';
import { sessionPlugin } from './session/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    registeredRoutes: ReadonlyArray<RegisteredRoute>;
  }
}

/** A route as registered, with its schema: the access matrix and the bad-input sweep read these. */
export type RegisteredRoute = { method: string; url: string; schema?: FastifySchema };

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
};

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

export async function buildApp({ config, database, webRoot = DEFAULT_WEB_ROOT, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request costs a third of the throughput; the request log of the security layer keeps what matters.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    bodyLimit: 1024 * 1024,
    // Client addresses come from X-Forwarded-For only behind a named proxy (security issue).
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // Every route the app serves, as registered: the access-control matrix test reads its rows here.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  });
  registerErrorHandler(app);

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(securityHeaders);
  await app.register(sessionPlugin);
  await app.register(securityPlugin);
  await app.register(accessGate);
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes);
  await app.register(cachePlugin);
  await app.register(attributionPlugin);
  await app.register(searchPlugin);
  await app.register(knowledgePlugin);
  await app.register(eventRoutes);
  await app.register(authPlugin);
  await app.register(adminPlugin);
  await registerSpa(app, webRoot);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
