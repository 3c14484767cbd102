// The web app on React 19 and react-dom: built into dist/web with hashed assets, and its server renderer
// (web/entry-server.tsx) into dist/web-ssr; the dev server proxies the API.
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { colourSchemeCss } from './common/colours';

const api = 'http://localhost:3000';
// WEB_OUT_DIR lets a second build (a parallel e2e run) leave dist/web alone.
const outDir = process.env.WEB_OUT_DIR ?? '../dist/web';

const VENDOR_CHUNKS: Array<[RegExp, string]> = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/\/node_modules\/react-router\//, 'router'],
];

function vendorChunkOf(id: string): string | undefined {
  return VENDOR_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
}

const COMPRESSED = /\.(js|css|svg|json|txt|webmanifest|xml)$/;

/**
 * Each built text file beside its Brotli (quality 11) and gzip (level 9) copies, which the server sends as they are
 * (`preCompressed`): smaller than what a per-request compression can afford, and no CPU spent per request.
 */
function precompressed(): Plugin {
  let dir = '';
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSED.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const bytes = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const COLOURS_CSS = 'virtual:colours.css';

/** The colour tokens of common/colours.ts as a style sheet (`import 'virtual:colours.css'`): one source for all. */
function colourTokens(): Plugin {
  return {
    name: 'colour-tokens',
    resolveId: (id) => (id === COLOURS_CSS ? `\0${COLOURS_CSS}` : undefined),
    load: (id) => (id === `\0${COLOURS_CSS}` ? colourSchemeCss() : undefined),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react(), colourTokens(), ...(isSsrBuild ? [] : [precompressed()])],
  build: isSsrBuild
    ? {
        outDir: `${outDir}-ssr`,
        emptyOutDir: true,
        // ES modules wherever the build lands (a temporary folder has no package.json saying so).
        rollupOptions: {
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir,
        emptyOutDir: true,
        assetsDir: 'assets',
        // The packages every page runs, each a chunk of its own: cached across releases of the app's code, and each
        // one's unused share read apart from the others' (react-dom's is most of it).
        rollupOptions: { output: { manualChunks: vendorChunkOf } },
      },
  // The renderer carries its packages (React's production build): it runs from any folder, like the web build.
  ssr: { noExternal: true },
  ...(isSsrBuild && { publicDir: false, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  server: {
    port: 5173,
    // web/api/*.ts are the client's own modules: only the server's /api calls go through the proxy.
    proxy: {
      '^/api/(?!.*\\.tsx?(\\?|$))': api,
      ...Object.fromEntries(
        ['/auth', '/events', '/csrf-token', '/opensearch.xml', '/flags'].map((p) => [p, api]),
      ),
    },
  },
}));
