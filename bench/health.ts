// /api/health through every plugin, against a bare node:http server in the same run.
// Budget (DESIGN.md): at least 85 % of the bare server's requests/s.
import { load, printTable, startBareServer, startBenchApp } from './lib';

const BUDGET_RATIO = 0.85;

const app = await startBenchApp();
const appUrl = app.url;
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
bare.server.close();
