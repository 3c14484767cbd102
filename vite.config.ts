// The web app on React 19 and react-dom: built into dist/web with hashed assets; the dev server proxies the API.
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
    // web/api/*.ts are the client's own modules: only the server's /api calls go through the proxy.
    proxy: {
      '^/api/(?!.*\\.tsx?(\\?|$))': api,
      ...Object.fromEntries(
        ['/auth', '/events', '/csrf-token', '/opensearch.xml', '/flags'].map((p) => [p, api]),
      ),
    },
  },
});
