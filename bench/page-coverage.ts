// The JavaScript each public page runs before a visitor's first move, measured by Chromium's coverage: total
// bytes and bytes never run, per page; uncompressed, and gzipped the way Lighthouse's "Reduce unused
// JavaScript" weighs them (a script's gzipped size times its unused share), which the budget reads.
// Against a running product: PAGE_WEIGHT_URL (default http://127.0.0.1:3000); pages in PAGE_WEIGHT_PAGES.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const BASE = process.env.PAGE_WEIGHT_URL ?? 'http://127.0.0.1:3000';
const PAGES = (
  process.env.PAGE_WEIGHT_PAGES ?? '/,/search?q=Lyon,/partners,/partners/how-it-works,/privacy'
).split(',');
const BUDGET_UNUSED_KB = 30;

/**
 * Bytes of a script in functions never called. Function by function, as Lighthouse counts (its coverage is not
 * block by block): V8 lists the script's own range first, then each function's, inner ones after outer ones.
 */
function unusedBytes(entry: {
  source?: string;
  functions: Array<{ ranges: Array<{ startOffset: number; endOffset: number; count: number }> }>;
}): number {
  const used = new Uint8Array(entry.source?.length ?? 0);
  for (const fn of entry.functions) {
    const range = fn.ranges[0];
    if (range) used.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  }
  return used.reduce((sum, bit) => sum + (bit === 0 ? 1 : 0), 0);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
console.log('| page | scripts | JS KB | unused KB | JS KB gzip | unused KB gzip (Lighthouse) |');
console.log('|---|---:|---:|---:|---:|---:|');
try {
  for (const path of PAGES) {
    const page = await browser.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
    const scripts = (await page.coverage.stopJSCoverage()).filter(
      (e) => e.url.startsWith(BASE) && e.url.endsWith('.js'),
    );
    await page.close();
    const rows = scripts.map((e) => {
      const size = e.source?.length ?? 0;
      const unused = unusedBytes(e);
      const gzip = gzipSync(e.source ?? '', { level: 9 }).length;
      return {
        name: new URL(e.url).pathname,
        size,
        unused,
        gzip,
        unusedGzip: size ? (gzip * unused) / size : 0,
      };
    });
    const sum = (key: 'size' | 'unused' | 'gzip' | 'unusedGzip') =>
      rows.reduce((t, r) => t + r[key], 0) / 1024;
    const over = sum('unusedGzip') > BUDGET_UNUSED_KB && (path === '/' || path.startsWith('/search'));
    console.log(
      `| ${path} | ${rows.length} | ${sum('size').toFixed(1)} | ${sum('unused').toFixed(1)} | ` +
        `${sum('gzip').toFixed(1)} | ${sum('unusedGzip').toFixed(1)}${over ? ' ✗' : ''} |`,
    );
    if (process.env.PAGE_WEIGHT_DETAIL)
      for (const r of rows)
        console.log(
          `| ↳ ${r.name} | | ${(r.size / 1024).toFixed(1)} | ${(r.unused / 1024).toFixed(1)} | ` +
            `${(r.gzip / 1024).toFixed(1)} | ${(r.unusedGzip / 1024).toFixed(1)} |`,
        );
  }
} finally {
  await browser.close();
}
console.log(
  `\nBudget: under ${BUDGET_UNUSED_KB} KB of unused JavaScript (gzip, as Lighthouse weighs it) on / and /search.`,
);
