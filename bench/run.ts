// npm run bench – every benchmark in turn, each printing its figures against its budget.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/health.ts',
  'bench/security.ts',
  'bench/search.ts',
  'bench/page-weight.ts',
  'bench/revenue-import.ts',
];
let failed = false;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
