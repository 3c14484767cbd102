// The JavaScript each public page runs before a visitor's first move, measured by Chromium's coverage: total
// bytes and bytes never run, per page; uncompressed, and as sent (the build's Brotli copies) the way Lighthouse's
// "Reduce unused JavaScript" weighs them (a script's transferred size times its unused share). Lighthouse lists
// only the scripts wasting over 20 KiB each: its figure, which the budget reads, is beside the sum of all.
// Against a running product: PAGE_WEIGHT_URL (default http://127.0.0.1:3000); pages in PAGE_WEIGHT_PAGES.
import { chromium } from '@playwright/test';
import { brotliCompressSync, constants } from 'node:zlib';

const BASE = process.env.PAGE_WEIGHT_URL ?? 'http://127.0.0.1:3000';
const PAGES = (
  process.env.PAGE_WEIGHT_PAGES ?? '/,/search?q=Lyon,/partners,/partners/how-it-works,/privacy'
).split(',');
const BUDGET_UNUSED_KB = 30;
/** Lighthouse leaves out a script whose own waste is this small (its UNUSED_BYTES_IGNORE_THRESHOLD). */
const LIGHTHOUSE_LISTED_KB = 20;
const sentSize = (source: string) =>
  brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

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
console.log('| page | scripts | JS KB | unused KB | JS KB sent | unused KB sent | unused KB (Lighthouse) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
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
      const sent = sentSize(e.source ?? '');
      return {
        name: new URL(e.url).pathname,
        size,
        unused,
        sent,
        unusedSent: size ? (sent * unused) / size : 0,
      };
    });
    const sum = (key: 'size' | 'unused' | 'sent' | 'unusedSent') =>
      rows.reduce((t, r) => t + r[key], 0) / 1024;
    const listed = rows.filter((r) => r.unusedSent / 1024 > LIGHTHOUSE_LISTED_KB);
    const lighthouse = listed.reduce((t, r) => t + r.unusedSent, 0) / 1024;
    const over = lighthouse > BUDGET_UNUSED_KB && (path === '/' || path.startsWith('/search'));
    console.log(
      `| ${path} | ${rows.length} | ${sum('size').toFixed(1)} | ${sum('unused').toFixed(1)} | ` +
        `${sum('sent').toFixed(1)} | ${sum('unusedSent').toFixed(1)} | ${lighthouse.toFixed(1)}${over ? ' ✗' : ''} |`,
    );
    if (process.env.PAGE_WEIGHT_DETAIL)
      for (const r of rows)
        console.log(
          `| ↳ ${r.name} | | ${(r.size / 1024).toFixed(1)} | ${(r.unused / 1024).toFixed(1)} | ` +
            `${(r.sent / 1024).toFixed(1)} | ${(r.unusedSent / 1024).toFixed(1)} | |`,
        );
  }
} finally {
  await browser.close();
}
console.log(
  `\nBudget: under ${BUDGET_UNUSED_KB} KB of unused JavaScript as Lighthouse reports it (scripts wasting over ` +
    `${LIGHTHOUSE_LISTED_KB} KiB each, at their sent size) on / and /search.`,
);
