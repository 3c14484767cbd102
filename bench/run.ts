// npm run bench [-- name…] – every benchmark in turn (or the named ones), each printing its figures against its budget.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/request-path.ts',
  'bench/security.ts',
  'bench/search.ts',
  'bench/query-features.ts',
  'bench/local-search.ts',
  'bench/uncached-search.ts',
  'bench/page-weight.ts',
  'bench/lighthouse.ts',
  'bench/revenue-import.ts',
  'bench/lists.ts',
];
const named = process.argv.slice(2);
let failed = false;
for (const file of benches.filter((f) => named.length === 0 || named.some((n) => f === `bench/${n}.ts`))) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
