// /api/health through every plugin, against a bare node:http server in the same run.
// Budget (DESIGN.md): at least 85 % of the bare server's requests/s.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { load, printTable, startBareServer } from './lib';

const BUDGET_RATIO = 0.85;

const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portail-bench-')), LOG_LEVEL: 'warn' });
const database = openDatabase(config.database);
await migrateToLatest(database);
const app = await buildApp({ config, database });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const bare = await startBareServer(await fetch(`${appUrl}/api/health`).then((r) => r.text()));

const reference = await load('bare node:http', bare.url);
const health = await load('GET /api/health', `${appUrl}/api/health`);
const clientConfig = await load('GET /api/config/client', `${appUrl}/api/config/client`);
printTable([reference, health, clientConfig], reference);

const ratio = health.requestsPerSecond / reference.requestsPerSecond;
console.log(
  `\n/api/health: ${(ratio * 100).toFixed(0)} % of bare (budget ≥ ${BUDGET_RATIO * 100} %): ${ratio >= BUDGET_RATIO ? 'OK' : 'OVER BUDGET'}`,
);

await app.close();
await database.db.destroy();
bare.server.close();
