// npm run docs:config – writes docs/configuration.md and .env.example from the settings' entries.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../paths';
import { generatedDocuments } from './docs';

for (const [path, text] of Object.entries(await generatedDocuments(PROJECT_ROOT))) {
  mkdirSync(dirname(join(PROJECT_ROOT, path)), { recursive: true });
  writeFileSync(join(PROJECT_ROOT, path), text);
  console.log(`Écrit : ${path}`);
}
