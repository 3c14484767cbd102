// The web app: built into dist/web with hashed assets; the dev server proxies the API.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  // WEB_OUT_DIR lets a second build (a parallel e2e run) leave dist/web alone.
  build: { outDir: process.env.WEB_OUT_DIR ?? '../dist/web', emptyOutDir: true, assetsDir: 'assets' },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/auth', '/events', '/csrf-token', '/opensearch.xml', '/flags'].map((p) => [p, api]),
    ),
  },
});
