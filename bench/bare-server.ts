// A reference server in its own process: bare `node:http` or bare Fastify (one route, no plugin), serving the
// bytes of the files named on the command line at `/0`, `/1`… with the headers of `<file>.headers`. Prints `listening <port>` once it listens.
// Usage: node --import tsx bench/bare-server.ts <node|fastify> <body file>…
import Fastify from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const [kind, ...files] = process.argv.slice(2);
const bodies = files.map((file) => readFileSync(file, 'utf8'));
// `<file>.headers`: the headers the product sent with those bytes, sent alike so the answers weigh the same.
const headers = files.map((file): Record<string, string> =>
  existsSync(`${file}.headers`)
    ? JSON.parse(readFileSync(`${file}.headers`, 'utf8'))
    : { 'content-type': 'application/json; charset=utf-8' },
);

if (kind === 'node') {
  const server = createServer((req, res) => {
    const i = Number(req.url!.slice(1)) || 0;
    res.writeHead(200, headers[i]);
    res.end(bodies[i]);
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
} else {
  const app = Fastify({ logger: false });
  bodies.forEach((body, i) =>
    app.get(`/${i}`, (_request, reply) => void reply.headers(headers[i]!).send(body)),
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`listening ${new URL(address).port}`);
}

// A clean exit on SIGTERM: `--cpu-prof` writes its profile then.
process.on('SIGTERM', () => process.exit(0));
