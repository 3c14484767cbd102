// The project's folder, found from this module whether it runs as source (server/) or built (dist/server/).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRootFrom(folder: string): string {
  for (let at = folder; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) return at;
    if (dirname(at) === at) throw new Error(`package.json not found above ${folder}`);
  }
}

export const PROJECT_ROOT = projectRootFrom(dirname(fileURLToPath(import.meta.url)));
