// The JavaScript a first visit to / and /search downloads as sent (the build's Brotli copies; gzip where a file has
// none): the entry chunk and its static imports.
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

const sentKb = (file: string) =>
  (existsSync(join(WEB, `${file}.br`))
    ? readFileSync(join(WEB, `${file}.br`)).length
    : gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length) / 1024;
let jsKb = 0;
console.log('| file | KB sent |\n|---|---:|');
for (const file of scripts) {
  const kb = sentKb(file);
  jsKb += kb;
  console.log(`| ${file} | ${kb.toFixed(1)} |`);
}
for (const file of styles) console.log(`| ${file} (css) | ${sentKb(file).toFixed(1)} |`);
console.log(`| index.html | ${(gzipSync(html).length / 1024).toFixed(1)} |`);
console.log(`\nFirst-load JavaScript: ${jsKb.toFixed(1)} KB sent (React 19 and react-dom included).`);
