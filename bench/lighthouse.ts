// Lighthouse (mobile, default throttling) on the five public pages of the product started as `npm start` runs
// it, in its own process; each score beside its budget (DESIGN.md). Needs the build (dist/web) and Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { freePort, spawnServer } from '../tests/fixtures/serverProcess';
import { productArgs } from './product';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/,/search?q=Lyon,/partners,/partners/how-it-works,/privacy'
).split(',');
const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
  unusedJsKb: 30,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (!existsSync('dist/web/index.html')) {
  console.error('dist/web is missing: run npm run build first.');
  process.exit(1);
}

/** The kinds of issue an audit lists (e.g. the DevTools issue types behind `inspector-issues`). */
function detailOf(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const kinds = [...new Set(items.map((i) => String(i.issueType ?? i.description ?? i.source ?? '')))];
  return kinds.filter(Boolean).length > 0 ? ` (${kinds.filter(Boolean).join(', ')})` : '';
}

const port = await freePort();
const server = spawnServer({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' }, productArgs());
await server.listening;
// The local index is seeded in the background at a first start: measure once it answers.
for (let i = 0; i < 120; i++) {
  const health = await fetch(`http://127.0.0.1:${port}/api/search?q=Lyon`).catch(() => null);
  if (health?.ok) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: string[] = [];
const misses = new Set<string>();
let over = false;
try {
  for (const path of PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result!.lhr;
    // A run Lighthouse could not finish says why, instead of a row of zeros.
    if (lhr.runtimeError) misses.add(`${path}: ${lhr.runtimeError.code} – ${lhr.runtimeError.message}`);
    const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const cls = audit('cumulative-layout-shift');
    const scores = CATEGORIES.map((c) => {
      const ok = score(c) >= BUDGET[c];
      over ||= !ok;
      return `${score(c)}${ok ? '' : ' ✗'}`;
    });
    over ||= cls > BUDGET.cls;
    // What cost points outside performance, so the next step is known.
    for (const c of CATEGORIES.slice(1))
      for (const ref of lhr.categories[c]?.auditRefs ?? [])
        if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          misses.add(`${path}: ${c} – ${ref.id}${detailOf(lhr.audits[ref.id]?.details)}`);
    // "Reduce unused JavaScript": what the budget of / and /search reads (bench/page-coverage.ts says which code).
    const unusedKb = Math.round(
      ((lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes ?? 0) / 1024,
    );
    const unusedOver = unusedKb >= BUDGET.unusedJsKb && (path === '/' || path.startsWith('/search'));
    over ||= unusedOver;
    rows.push(
      `| ${path} | ${scores.join(' | ')} | ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s | ` +
        `${Math.round(audit('total-blocking-time'))} ms | ${cls.toFixed(3)}${cls > BUDGET.cls ? ' ✗' : ''} | ` +
        `${unusedKb} KB${unusedOver ? ' ✗' : ''} |`,
    );
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
}
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | unused JS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
for (const miss of misses) console.log(`- ${miss}`);
console.log(
  `\nBudgets: performance ≥ ${BUDGET.performance}, accessibility, best practices and SEO ${BUDGET.seo}, CLS ≤ ${BUDGET.cls}, ` +
    `unused JavaScript under ${BUDGET.unusedJsKb} KB on / and /search` +
    (over ? ' – some are over (✗).' : ' – all met.'),
);
