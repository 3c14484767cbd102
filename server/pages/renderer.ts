// The server renderer `vite build --ssr` leaves beside the web build (dist/web-ssr/entry-server.mjs); without it, the browser draws.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type * as entryServer from '../../web/entry-server';

export type PageRenderer = typeof entryServer;

export async function loadPageRenderer(webRoot: string): Promise<PageRenderer | null> {
  const file = `${resolve(webRoot)}-ssr/entry-server.mjs`;
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
