// GET /metrics in Prometheus' text format, for a bearer token (METRICS_TOKEN) or the addresses of
// METRICS_ALLOWED_IPS; anyone else gets the app's plain 404, as if nothing were there.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { clientAddressOf, trustedProxiesOf } from '../http/clientAddress';
import { RouteStats, registerHttpStats } from './httpStats';
import { sourceStatesOf } from '../health/sourceStates';
import { attachMetrics, createMetrics, type Metrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Requests no route matched: the pages the app draws, and the unknown paths. */
const UNMATCHED = '(sans route)';

export const metricsPlugin = fp(async (app) => {
  const { config } = app;
  const metrics = createMetrics(app.database, {
    processMetrics: config.env !== 'test',
    sources: sourceStatesOf(config),
  });
  attachMetrics(app.database, metrics);
  app.decorate('metrics', metrics);

  // Each route gets its own measuring hook, made once here: a request costs a map lookup and three additions.
  const routes: RouteStats[] = [];
  const unmatched = new Map<string, RouteStats>();
  registerHttpStats(metrics.registry, () => [...routes, ...unmatched.values()]);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const stats = new RouteStats(route.url, method);
      routes.push(stats);
      const measure = (_: FastifyRequest, reply: FastifyReply, done: () => void) => {
        stats.observe(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      route.onResponse = [...[route.onResponse ?? []].flat(), measure];
    }
  });
  // Requests no route matched only: a matched one was measured by its route's hook.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let stats = unmatched.get(request.method);
      if (!stats) unmatched.set(request.method, (stats = new RouteStats(UNMATCHED, request.method)));
      stats.observe(reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  const allowedAddress = trustedProxiesOf(config.metrics.allowedIps);
  const trustedProxy = trustedProxiesOf(config.security.trustProxy);
  const token = config.metrics.token ? Buffer.from(`Bearer ${config.metrics.token}`) : null;
  const mayRead = (request: FastifyRequest) => {
    const given = request.headers.authorization;
    if (token && given) {
      const bytes = Buffer.from(given);
      if (bytes.length === token.length && timingSafeEqual(bytes, token)) return true;
    }
    const forwarded = request.headers['x-forwarded-for'] as string | undefined;
    const client = clientAddressOf(request.socket.remoteAddress ?? '', forwarded, trustedProxy);
    return client !== null && allowedAddress(client);
  };

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!mayRead(request)) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
