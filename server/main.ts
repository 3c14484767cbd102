// Reads the configuration, opens and migrates the database, listens; stops cleanly on SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { seedShippedData, type SeedOutcome } from './seed';

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const database = openDatabase(config.database);

let seed: SeedOutcome;
try {
  await migrateToLatest(database);
  seed = await seedShippedData(database);
} catch (error) {
  const where = config.database.dialect === 'postgres' ? 'DATABASE_URL' : config.database.file;
  console.error(
    `Base de données injoignable ou migration impossible (${where}) : ${(error as Error).message}`,
  );
  await database.db.destroy().catch(() => {});
  process.exit(1);
}

const app = await buildApp({ config, database, webRoot: config.webRoot });

// One line per start that wrote the shipped data or left it to another process: a fleet shows one writer.
if (seed === 'seeded') app.log.info({ seed }, 'données livrées écrites (index local et suggestions)');
if (seed === 'elsewhere')
  app.log.info({ seed }, 'données livrées en cours d’écriture par un autre processus');

if (config.sessionSecretGenerated)
  app.log.warn(
    'SESSION_SECRET absent : secret généré et conservé dans le dossier de données (développement seulement)',
  );

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'arrêt en cours');
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  await app.close();
  // After every plugin's own closing (the suggestion counter writes its last batch then), never during.
  await database.db.destroy();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  console.error(`Impossible d’écouter sur ${config.host}:${config.port} : ${(error as Error).message}`);
  await database.db.destroy().catch(() => {});
  process.exit(1);
}
