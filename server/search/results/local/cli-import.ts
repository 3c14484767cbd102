// npm run index:import -- pages.jsonl – adds or replaces pages of the local index.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../../platform/config';
import { openDatabase } from '../../../platform/db/database';
import { migrateToLatest } from '../../../platform/db/migrate';
import { ImportError, importPages } from './import';
import { analyzeSearchPages } from './store';

const file = process.argv[2];
if (!file) {
  console.error('Usage : npm run index:import -- pages.jsonl');
  process.exit(1);
}
const handle = openDatabase(loadConfig().database);
try {
  await migrateToLatest(handle);
  const count = await importPages(handle, readFileSync(file, 'utf8'));
  await analyzeSearchPages(handle);
  console.log(`${count} pages importées.`);
} catch (error) {
  console.error(error instanceof ImportError ? `Import refusé, rien n’a été écrit. ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}
