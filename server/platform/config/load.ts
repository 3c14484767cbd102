// Environment → typed configuration. The embedded defaults need no variable at all.
import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ibanKeyring } from '../ibanKeyring';
import { defaultSearchChain, missingProviderSetting } from './providers';
import { envSchema, type Settings } from './schema';
import { readOrCreateSecret } from './secrets';
import { usesBuiltinSignIn } from './settings/accounts';
import { configFrom, type Config } from './shape';

const PRIVATE_FOLDER_MODE = 0o700;

/** Brought back to 0700 when it was made wider; a folder another user owns (a mounted volume) is left as it is. */
function makePrivateFolder(folder: string) {
  try {
    chmodSync(folder, PRIVATE_FOLDER_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

export class ConfigError extends Error {}

/** Reads the configuration, or throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = checkedSettings(env);
  const chain = vars.SEARCH_PROVIDER ?? defaultSearchChain(vars);
  const refusal = refusalInProduction(vars) ?? missingProviderSetting(vars, chain);
  if (refusal) throw new ConfigError(`Configuration invalide: ${refusal}`);

  const dataDir = resolve(vars.DATA_DIR);
  // The data folder holds the database, the keys and the mail: only the owner enters it (0700).
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  makePrivateFolder(dataDir);
  const previousIbanKey = vars.IBAN_ENCRYPTION_KEY_PREVIOUS;
  return configFrom(vars, {
    dataDir,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    chain,
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(resolve(dataDir, 'session-secret')),
    ibanKey: ibanKeyring(
      Buffer.from(
        vars.IBAN_ENCRYPTION_KEY ?? readOrCreateSecret(resolve(dataDir, 'iban-key'), 32),
        'base64url',
      ),
      previousIbanKey ? Buffer.from(previousIbanKey, 'base64url') : undefined,
    ),
  });
}

/** The variables parsed by the schema; the first one refused is named with the value it had. */
function checkedSettings(env: NodeJS.ProcessEnv): Settings {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environnement');
  throw new ConfigError(
    `Configuration invalide: ${name} ${issue.message} (valeur: ${JSON.stringify(env[name] ?? '')})`,
  );
}

/** Production refuses what only suits a developer's machine, each refusal saying what to set. */
function refusalInProduction(vars: Settings): string | undefined {
  if (vars.NODE_ENV !== 'production') return undefined;
  if (!vars.SESSION_SECRET)
    return 'SESSION_SECRET est obligatoire en production (un secret généré ne convient qu’au développement)';
  if (usesBuiltinSignIn(vars))
    return 'GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET sont obligatoires en production (la connexion intégrée est réservée au développement)';
  if (!vars.IBAN_ENCRYPTION_KEY)
    return 'IBAN_ENCRYPTION_KEY est obligatoire en production (32 octets en base64, par exemple `openssl rand -base64 32`) : une clé générée dans le dossier de données se perd avec lui, et les IBAN enregistrés ne se lisent plus';
  return undefined;
}
