// Builds the Fastify app from its plugins; main.ts and the tests both start here.
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { accessPlugin } from './accounts/access/plugin';
import { accountsPlugin } from './accounts/users/plugin';
import { accountRoutes } from './accounts/users/routes';
import { adRoutes } from './programme/ads/routes';
import { authPlugin } from './accounts/auth/plugin';
import { broadcastPlugin } from './broadcast';
import { cachePlugin } from './platform/cache/plugin';
import { channelRoutes } from './programme/channels/routes';
import { clientConfigRoutes } from './platform/client-config/routes';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { docsPlugin } from './platform/docs/plugin';
import { eventRoutes } from './programme/events/routes';
import { jobsPlugin } from './platform/jobs/plugin';
import { healthRoutes } from './platform/health/routes';
import { historyRoutes } from './search/history/routes';
import { configuredAddressPlugin } from './platform/http/configuredAddress';
import { registerErrorHandler } from './platform/http/errors';
import type { Access } from './platform/http/routeAccess';
import { registerSpa } from './pages/routes';
import { readsOnly } from './platform/http/readOnly';
import { lazyRequestLogger } from './platform/http/requestLogger';
import { textPlugin } from './platform/http/text';
import { knowledgePlugin } from './search/knowledge/plugin';
import { answersPlugin } from './search/answers/plugin';
import { metricsPlugin } from './platform/metrics/plugin';
import { adminPartnerRoutes } from './programme/partners/adminRoutes';
import { attributionPlugin } from './programme/partners/attribution';
import { ibanUnreadableLog } from './programme/partners/ibanLog';
import { partnerRoutes } from './programme/partners/routes';
import { paymentSafetyRoutes } from './programme/payment-safety/routes';
import { subIdRoutes } from './programme/partners/sub-ids/routes';
import { payoutRoutes } from './programme/payouts/routes';
import { ledgerRoutes } from './programme/ledger/routes';
import { mailPlugin } from './mail/plugin';
import type { AttachmentProvider } from './mail/sender';
import { payoutDocument } from './programme/documents/service';
import { documentRoutes } from './programme/documents/routes';
import { revenueRoutes } from './programme/revenue/routes';
import { retentionPlugin } from './programme/retention/lifecycle';
import { searchPlugin } from './search/results/plugin';
import { clientErrorHandlerOf, frameworkErrorsOf } from './security/frameworkRefusals';
import { securityPlugin } from './security/plugin';
import { securityRoutes } from './security/routes';
import { pruneSecurityLogSums } from './security/service';
import { sessionPlugin } from './platform/session/plugin';
import { settingRoutes } from './programme/settings/routes';
import { suggestPlugin } from './search/suggest/plugin';
import { wikimediaPlugin } from './search/results/wikimedia/plugin';
import { PROJECT_ROOT } from './platform/paths';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    registeredRoutes: ReadonlyArray<RegisteredRoute>;
  }
}

/** A route as registered, with its schema and access: the access matrix and the bad-input sweep read these. */
export type RegisteredRoute = { method: string; url: string; access: Access; schema?: FastifySchema };

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
};

const DEFAULT_WEB_ROOT = join(PROJECT_ROOT, 'dist', 'web');

export async function buildApp({ config, database, webRoot = DEFAULT_WEB_ROOT, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request costs a third of the throughput; the request log of the security layer keeps what matters.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 1024 * 1024,
    // Client addresses come from X-Forwarded-For only behind a named proxy (security issue).
    trustProxy: false,
    // A path Fastify cannot decode answers our French 400, with the security headers.
    frameworkErrors: frameworkErrorsOf(config),
    // A request Node's parser refuses (a NUL in a header) answers the same way, on the socket.
    clientErrorHandler: clientErrorHandlerOf(config),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  registerErrorHandler(app);

  // The cross-cutting layers, in the order a request meets them.
  // First: every route registered after it is measured, and the domains count through it.
  await app.register(metricsPlugin);
  // Reads carry no body: no decompression step on their path.
  app.addHook('onRoute', (route) => {
    if (readsOnly(route)) route.decompress = false;
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Text is text: a NUL or bytes that are not UTF-8 anywhere in the request answer 400 before anything reads them
  // (the head's check is a step of the security layer's request hook, right after the security headers).
  await app.register(textPlugin);
  await app.register(sessionPlugin);
  await app.register(broadcastPlugin);
  await app.register(securityPlugin);
  await app.register(configuredAddressPlugin);
  await app.register(accountsPlugin);
  await app.register(accessPlugin);
  // Every route the app serves, with its declared access: the access-control matrix test reads them here.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, access: route.config!.access!, schema: route.schema });
  });
  // The OpenAPI document sees every route registered after it.
  await app.register(docsPlugin);
  await app.register(cachePlugin);
  await app.register(wikimediaPlugin);
  await app.register(attributionPlugin);
  // An IBAN sealed with a key this process lacks: one log line per unknown key, 409 to each caller.
  await app.register(ibanUnreadableLog);

  // Long jobs first: the domains below give the runner their handlers.
  await app.register(jobsPlugin);
  // Each domain registers its own routes.
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes);
  await app.register(searchPlugin);
  await app.register(answersPlugin);
  await app.register(suggestPlugin);
  await app.register(knowledgePlugin);
  await app.register(eventRoutes);
  await app.register(retentionPlugin, { also: [pruneSecurityLogSums] });
  await app.register(authPlugin);
  await app.register(accountRoutes);
  await app.register(historyRoutes);
  await app.register(partnerRoutes);
  await app.register(paymentSafetyRoutes);
  await app.register(subIdRoutes);
  await app.register(adminPartnerRoutes);
  await app.register(payoutRoutes);
  await app.register(ledgerRoutes);
  await app.register(documentRoutes);
  await app.register(channelRoutes);
  await app.register(adRoutes);
  await app.register(settingRoutes);
  await app.register(revenueRoutes);
  await app.register(securityRoutes);
  await app.register(mailPlugin, { attachments: paidPayoutPaper(config) });
  await registerSpa(app, webRoot);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The « payout paid » message carries the payout's statement or self-billing invoice. */
const paidPayoutPaper =
  (config: Config): AttachmentProvider =>
  async (database, message) => {
    if (message.kind !== 'payout_paid') return [];
    const paper = await payoutDocument(database, message.data.payoutId, config.legalIdentity);
    return paper ? [{ ...paper, contentType: 'application/pdf' }] : [];
  };
