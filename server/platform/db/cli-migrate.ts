// npm run db:migrate – brings the configured database to the latest schema and exits.
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const applied = await migrateToLatest(handle);
  console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base déjà à jour.');
} finally {
  await handle.db.destroy();
}
