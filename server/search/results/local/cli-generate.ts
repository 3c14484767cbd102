// npm run index:generate -- 1000000 [seed] [--if-missing] – adds that many generated pages to the local
// index, for benchmarks; with --if-missing, does nothing when an earlier run already wrote them.
import { loadConfig } from '../../../platform/config';
import { openDatabase } from '../../../platform/db/database';
import { migrateToLatest } from '../../../platform/db/migrate';
import { GENERATED_SOURCE, generatePages } from './generator';
import { ensureLocalIndex } from './seed';
import { analyzeSearchPages, countSearchPages, upsertSearchPages } from './store';

const [countArg, seedArg = '1'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const count = Number(countArg);
const seed = Number(seedArg);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('Usage : npm run index:generate -- <nombre de pages> [graine] [--if-missing]');
  process.exit(1);
}
const handle = openDatabase(loadConfig().database);
try {
  await migrateToLatest(handle);
  // The shipped pages first, as at the server's start: the generated ones come on top of them.
  await ensureLocalIndex(handle);
  if (process.argv.includes('--if-missing') && (await countSearchPages(handle, GENERATED_SOURCE)) >= count) {
    console.log(`L’index contient déjà ${count} pages générées.`);
  } else {
    const started = performance.now();
    let written = 0;
    for (const batch of generatePages(count, seed)) {
      written += await upsertSearchPages(handle, batch);
      if (written % 100_000 === 0) console.log(`${written} pages…`);
    }
    await analyzeSearchPages(handle);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${written} pages générées en ${seconds} s ; l’index en compte ${await countSearchPages(handle)}.`,
    );
  }
} finally {
  await handle.db.destroy();
}
