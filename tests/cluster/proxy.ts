// A round-robin HTTP proxy for the cluster test: each request goes to the next backend, never sticky, and
// X-Forwarded-For gets the client's address appended, as nginx's $proxy_add_x_forwarded_for does.
import { Agent, createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  origin: string;
  /** The backends' origins, in turn; set once they listen (the proxy's own origin is their PUBLIC_URL). */
  backends: string[];
  /** Requests each backend got, by index. */
  served: number[];
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(backends: string[] = []): Promise<RoundRobinProxy> {
  let next = 0;
  const agents = new Map<string, Agent>();
  const agentOf = (origin: string) =>
    agents.get(origin) ?? agents.set(origin, new Agent({ keepAlive: true, maxSockets: 128 })).get(origin)!;
  const proxy: RoundRobinProxy = { origin: '', backends, served: [], close: async () => {} };

  const server = createServer((req: IncomingMessage, res) => {
    if (!proxy.backends.length) return void res.writeHead(503).end('no backend');
    const index = next++ % proxy.backends.length;
    proxy.served[index] = (proxy.served[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', proxy.backends[index]);
    const client = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    const upstream = forward(
      target,
      {
        method: req.method,
        agent: agentOf(target.origin),
        headers: {
          ...req.headers,
          'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise((resolve, reject) => {
      server.closeAllConnections();
      for (const agent of agents.values()) agent.destroy();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return proxy;
}
