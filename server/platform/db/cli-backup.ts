// npm run db:backup [-- file] – a consistent online backup of the configured database (docs/operations.md).
import { loadConfig } from '../config';
import { backupDatabase, defaultBackupFile } from './backup';

const config = loadConfig();
const file = process.argv[2] ?? defaultBackupFile(config);
try {
  const { bytes } = await backupDatabase(config.database, file);
  console.log(`Sauvegarde écrite : ${file} (${(bytes / 1024).toFixed(0)} Ko)`);
} catch (error) {
  console.error(`Sauvegarde impossible : ${(error as Error).message}`);
  process.exit(1);
}
