// The web app on React 19 and react-dom: built into dist/web with hashed assets, and its server renderer
// (web/entry-server.tsx) into dist/web-ssr; the dev server proxies the API.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
// WEB_OUT_DIR lets a second build (a parallel e2e run) leave dist/web alone.
const outDir = process.env.WEB_OUT_DIR ?? '../dist/web';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: `${outDir}-ssr`,
        emptyOutDir: true,
        // ES modules wherever the build lands (a temporary folder has no package.json saying so).
        rollupOptions: {
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : { outDir, emptyOutDir: true, assetsDir: 'assets' },
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
