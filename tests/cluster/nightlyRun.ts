// One process running the nightly import job for a day, as a server's schedule does at 00:30: it opens the
// configured database, says "prêt", waits for "go" on stdin (so several start at once), prints the outcome.
import { once } from 'node:events';
import { loadConfig } from '../../server/platform/config';
import { openDatabase } from '../../server/platform/db/database';
import { runNightlyImport } from '../../server/programme/revenue/nightly';
import { createRevenueService } from '../../server/programme/revenue/service';

const day = process.argv[2]!;
const config = loadConfig();
const database = openDatabase(config.database);
const revenue = createRevenueService(database, config);
// A first query opens the pool's connection before the start signal: the race is the job's, not the pool's.
await database.db.selectFrom('partners').select('id').limit(1).execute();
console.log('prêt');
await once(process.stdin, 'data');
try {
  console.log(JSON.stringify({ outcome: await runNightlyImport(database, revenue, day) }));
} finally {
  await database.db.destroy();
}
