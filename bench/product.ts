// The product's command line as `npm start` runs it: the built server, so a bench never measures the loader.
import { existsSync } from 'node:fs';

// BENCH_BUILT_SERVER: another build of it (a bench run beside others' `npm run build`).
const BUILT_SERVER = process.env.BENCH_BUILT_SERVER ?? 'dist/server/main.mjs';

/** Node's arguments to start the built product; stops the bench when `npm run build` has not run. */
export function productArgs(): string[] {
  if (!existsSync(BUILT_SERVER)) {
    console.error(`${BUILT_SERVER} is missing: run npm run build first.`);
    process.exit(1);
  }
  return ['--enable-source-maps', BUILT_SERVER];
}
