// Secrets a developer's machine need not be given: generated once into the data folder and kept.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** A secret generated once and kept (owner-only), so sessions and sealed IBANs survive a restart. */
export function readOrCreateSecret(file: string, bytes = 48): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
