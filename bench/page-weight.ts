// The JavaScript a first visit to / and /search downloads, gzipped: the entry chunk and its static imports.
// A figure beside Lighthouse's budget (DESIGN.md: mobile performance ≥ 95), which is what a visitor feels.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = join(import.meta.dirname, '../dist/web');

if (!existsSync(join(WEB, 'index.html'))) {
  console.error('dist/web is missing: run npm run build first.');
  process.exit(1);
}
const html = readFileSync(join(WEB, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g),
].map((m) => m[1]!);
const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1]!);

const gzipKb = (file: string) => gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length / 1024;
let jsKb = 0;
console.log('| file | gzip KB |\n|---|---:|');
for (const file of scripts) {
  const kb = gzipKb(file);
  jsKb += kb;
  console.log(`| ${file} | ${kb.toFixed(1)} |`);
}
for (const file of styles) console.log(`| ${file} (css) | ${gzipKb(file).toFixed(1)} |`);
console.log(`| index.html | ${(gzipSync(html).length / 1024).toFixed(1)} |`);
console.log(`\nFirst-load JavaScript: ${jsKb.toFixed(1)} KB gzip (React 19 and react-dom included).`);
