// deploy/: the compose file, nginx and the image's ignore list agree with what the app itself requires,
// read from their sources (server/platform/config/, the routes' body limits), never from a copied list.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, envSchema, loadConfig } from '../../../server/platform/config';

const ROOT = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

type Service = {
  ports?: unknown[];
  container_name?: string;
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: {
    replicas?: number;
    update_config?: { parallelism?: number; order?: string; failure_action?: string };
  };
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  command?: string[];
  image?: string;
  profiles?: string[];
  volumes?: string[];
};
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const app = services.app!;
const appEnvironment = app.environment as Record<string, string>;

/** Valid values for every variable a production start may ask for (as an operator's deploy/.env holds). */
const SAMPLE_ENV: Record<string, string> = {
  DOMAIN: 'recherche.example.fr',
  PUBLIC_URL: 'https://recherche.example.fr',
  SESSION_SECRET: 's'.repeat(48),
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret-google',
  IBAN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_EMAILS: 'admin@example.fr',
  POSTGRES_PASSWORD: 'mot-de-passe',
  SEARXNG_SECRET: 'f'.repeat(64),
};

/** Compose's interpolation: `${VAR}`, `${VAR:-default}`, `${VAR:?message}` (a missing one is an error). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g,
    (_, name: string, op?: string, arg?: string) => {
      const given = env[name];
      if (given !== undefined && given !== '') return given;
      if (op === '?') throw new Error(`${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    },
  );
}

/** The variables a production start refuses to go without, found by asking server/platform/config/ itself. */
function requiredInProduction(): string[] {
  const names = Object.keys(envSchema.shape);
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'deploy-')),
  };
  const required: string[] = [];
  for (;;) {
    try {
      loadConfig(env);
      return required;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const named = names.filter((name) => new RegExp(`\\b${name}\\b`).test(error.message) && !(name in env));
      if (!named.length) throw new Error(`a production refusal names no variable to set: ${error.message}`);
      for (const name of named) {
        if (!SAMPLE_ENV[name]) throw new Error(`no sample value for ${name}, required in production`);
        env[name] = SAMPLE_ENV[name];
        required.push(name);
      }
    }
  }
}

/** A size as nginx writes it (20m, 512k, 1g) in bytes. */
function nginxBytes(size: string): number {
  const [, digits, unit = ''] = /^(\d+)([kmg]?)$/i.exec(size)!;
  return Number(digits) * 1024 ** ['', 'k', 'm', 'g'].indexOf(unit.toLowerCase());
}

/** The TypeScript files under `dir`, as paths from the project's root. */
const sourcesOf = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? sourcesOf(path) : path.endsWith('.ts') ? [path] : [];
  });

/** Every `bodyLimit: …` of server/, evaluated: numbers and same-file constants multiplied. */
function appBodyLimits(): Array<{ file: string; bytes: number }> {
  return sourcesOf('server').flatMap((file) => {
    const text = read(file);
    const constants = new Map([...text.matchAll(/const (\w+) = ([\d_ *]+);/g)].map((m) => [m[1]!, m[2]!]));
    const evaluate = (expression: string): number =>
      expression
        .split('*')
        .map((factor) => factor.trim())
        .reduce((product, factor) => {
          const constant = constants.get(factor);
          if (constant) return product * evaluate(constant);
          if (!/^[\d_]+$/.test(factor)) throw new Error(`${file}: bodyLimit factor « ${factor} » not read`);
          return product * Number(factor.replaceAll('_', ''));
        }, 1);
    return [...text.matchAll(/bodyLimit: ([\w\d_ *]+)/g)].map((m) => ({ file, bytes: evaluate(m[1]!) }));
  });
}

/** The app's configuration as compose gives it, with the sample .env. */
function productionConfig() {
  const env = Object.fromEntries(
    Object.entries(appEnvironment).map(([name, value]) => [name, interpolate(String(value), SAMPLE_ENV)]),
  );
  return loadConfig({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'deploy-')) });
}

describe('deploy/compose.yaml', () => {
  it('publishes ports from nginx alone (others on the loopback only); the app has no fixed port nor name, so it scales', () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => service.ports?.some((port) => !String(port).startsWith('127.0.0.1:')))
      .map(([name]) => name);
    expect(publishing).toEqual(['nginx']);
    expect(app.container_name).toBeUndefined();
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('trusts X-Forwarded-For from nginx’s own address only', () => {
    const networks = services.nginx!.networks as Record<string, { ipv4_address?: string }>;
    const nginxAddress = Object.values(networks).find((n) => n?.ipv4_address)?.ipv4_address;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(appEnvironment.TRUST_PROXY).toBe(nginxAddress);
    expect(read('deploy/nginx.conf')).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('passes every variable production requires, each refused when missing from .env', () => {
    const required = requiredInProduction();
    expect(required).toEqual(
      expect.arrayContaining([
        'SESSION_SECRET',
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'IBAN_ENCRYPTION_KEY',
      ]),
    );
    for (const name of [...required, 'PUBLIC_URL', 'ADMIN_EMAILS'])
      expect(String(appEnvironment[name]), name).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    expect(() => interpolate(appEnvironment.SESSION_SECRET!, {})).toThrow(/SESSION_SECRET/);
  });

  it('gives the app a configuration production accepts: PostgreSQL, Redis, SearXNG first', () => {
    const unknown = Object.keys(appEnvironment).filter((name) => !(name in envSchema.shape));
    expect(unknown).toEqual([]);
    const config = productionConfig();
    expect(config.env).toBe('production');
    expect(config.database).toMatchObject({ dialect: 'postgres', url: expect.stringContaining('@db:5432/') });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.search.providers[0]).toBe('searxng');
    expect(config.search.searxngUrl).toBe('http://searxng:8080');
  });

  it('names in deploy/.env.example every variable it reads from .env', () => {
    const text = read('deploy/compose.yaml');
    const used = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!));
    const listed = new Set(
      [...read('deploy/.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
    );
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('runs the migrations once, before any replica starts', () => {
    expect(services.migrate!.command).toEqual(['npm', 'run', 'db:migrate']);
    expect(app.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(services.migrate!.depends_on?.db).toEqual({ condition: 'service_healthy' });
  });

  it('checks the health of every long-running service', () => {
    const running = Object.entries(services).filter(([name, s]) => name !== 'migrate' && !s.profiles?.length);
    expect(running.map(([name]) => name).sort()).toEqual([
      'app',
      'db',
      'mailpit',
      'nginx',
      'redis',
      'searxng',
    ]);
    for (const [name, service] of running) expect(service.healthcheck?.test, name).toBeDefined();
    expect(app.healthcheck!.test.join(' ')).toContain('/api/health');
    expect(services.db!.healthcheck!.test).toContain('pg_isready');
    expect(services.redis!.healthcheck!.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('updates the replicas one at a time, each new one healthy before an old one stops, nginx waiting for one', () => {
    expect(app.deploy?.update_config).toMatchObject({ parallelism: 1, order: 'start-first' });
    expect(services.nginx!.depends_on?.app).toEqual({ condition: 'service_healthy' });
    expect(app.healthcheck!.test.join(' ')).toContain('/api/health');
    // Where compose alone cannot do it, the steps are written down.
    const deployment = read('docs/deployment.md');
    expect(deployment).toMatch(/--no-recreate --scale app=4 app/);
    expect(deployment).toMatch(/docker stop -t 30 \$old/);
  });

  it('starts the app without waiting for SearXNG’s health: it serves without it', () => {
    expect(app.depends_on?.searxng?.condition).not.toBe('service_healthy');
    // Without it, the next providers of the chain answer.
    expect(productionConfig().search.providers.slice(1).length).toBeGreaterThan(0);
  });

  it('bounds Redis’s memory with an eviction policy, and every key the app writes to Redis expires', () => {
    const command = services.redis!.command!.map((part) => interpolate(String(part), {}));
    const option = (name: string) => command[command.indexOf(name) + 1];
    expect(option('--maxmemory')).toMatch(/^\d+(mb|gb)$/);
    expect(['volatile-lru', 'allkeys-lru']).toContain(option('--maxmemory-policy'));
    // volatile-lru evicts only keys with an expiry: a SET without PX would be kept until memory runs out.
    const sets = sourcesOf('server')
      .filter((file) => /from 'ioredis'|redis/i.test(read(file)))
      .flatMap((file) =>
        [...read(file).matchAll(/redis\S*\.(?:multi\(\)\.)?set\(([^)]*)\)/g)].map((m) => m[1]!),
      );
    expect(sets.length).toBeGreaterThan(0);
    for (const args of sets) expect(args).toMatch(/'PX'/);
  });

  it('backs the database up with npm run db:backup, outside the image', () => {
    expect(services.backup!.command).toEqual(['npm', 'run', 'db:backup']);
    expect(services.backup!.volumes).toEqual([expect.stringMatching(/:\/data\/backups$/)]);
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = read('deploy/nginx.conf');

  it('takes bodies as large as the app’s largest limit', () => {
    const limits = appBodyLimits();
    expect(limits.map((l) => l.file)).toContain('server/programme/revenue/routes.ts');
    const largest = Math.max(...limits.map((l) => l.bytes));
    const sizes = [...nginx.matchAll(/client_max_body_size (\w+);/g)].map((m) => nginxBytes(m[1]!));
    expect(sizes).toEqual([largest]);
  });

  it('sends to the app service by name, gzips, and keeps the hashed files', () => {
    expect(nginx).toMatch(/server app:3000 resolve\b[^;]*;/);
    expect(nginx).toMatch(/^gzip on;$/m);
    expect(nginx).toMatch(/location \/assets\/ \{[^}]*proxy_cache assets;/);
  });

  it('runs in an nginx recent enough for `resolve` in an upstream (1.27.3), as the docs say', () => {
    expect(nginx).toMatch(/upstream app \{[^}]*\bresolve\b/);
    const [, major, minor, patch = '0'] = /^nginx:(\d+)\.(\d+)(?:\.(\d+))?/.exec(services.nginx!.image!)!;
    expect(Number(major) * 1e6 + Number(minor) * 1e3 + Number(patch)).toBeGreaterThanOrEqual(1_027_003);
    expect(nginx).toMatch(/nginx 1\.27\.3 or newer/);
    expect(read('docs/deployment.md')).toMatch(/1\.27\.3 or newer/);
  });
});

describe('the SearXNG settings', () => {
  const settings = parse(read('deploy/searxng/settings.yml')) as {
    search: { formats: string[] };
    server: { limiter: boolean };
  };
  it('answer in JSON, without the limiter (only the app calls it)', () => {
    expect(settings.search.formats).toContain('json');
    expect(settings.server.limiter).toBe(false);
    expect(services.searxng!.image).toMatch(/^searxng\/searxng/);
    expect(services.searxng!.volumes).toContain('./searxng/settings.yml:/etc/searxng/settings.yml:ro');
  });
});

describe('.dockerignore', () => {
  it('keeps a working copy’s data, secrets and modules out of the image', () => {
    const lines = read('.dockerignore').split('\n');
    for (const entry of ['data/', '.env', 'node_modules', '*.sqlite', '.git', 'test-results'])
      expect(lines, entry).toContain(entry);
  });
});

/** `docker compose`, else compose v1's `docker-compose`, when this machine has one. */
function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version']).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version']).status === 0) return ['docker-compose'];
  return null;
}
const composeCli = composeCommand();

describe('docker compose config', () => {
  it.skipIf(!composeCli)('accepts the file with a complete .env, and refuses it without a secret', () => {
    const [command, ...args] = composeCli!;
    const run = (env: Record<string, string>) =>
      spawnSync(command!, [...args, '-f', join(ROOT, 'deploy/compose.yaml'), 'config'], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      });
    const ok = run(SAMPLE_ENV);
    expect(ok.status, ok.stderr).toBe(0);
    expect(parse(ok.stdout).services.app.environment.TRUST_PROXY).toBe(appEnvironment.TRUST_PROXY);
    const { SESSION_SECRET: _, ...withoutSecret } = SAMPLE_ENV;
    const refused = run(withoutSecret);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('SESSION_SECRET');
  });
  if (!composeCli) console.log('docker compose absent: deploy/compose.yaml not checked by `compose config`');
});
