// What a page may read of the browser while it is drawn: on the server, the request's; in the browser, its own.
import { createContext, useContext } from 'react';

export type PageContext = {
  /** `https://host[:port]` the visitor typed. */
  origin: string;
  /** The request's Cookie header (document.cookie in the browser). */
  cookies: string;
};

/** `theme`: the `data-theme` of the page's <html> (none: the device's own light or dark). */
export type PageHead = { title?: string; description?: string; theme?: 'light' | 'dark' };

/** The server renderer's: it takes the page's title and description while the page is drawn. */
export type ServerPage = PageContext & { setHead: (head: PageHead) => void };

/** Provided by the server renderer only: the browser reads `window` and `document` themselves. */
export const ServerPageContext = createContext<ServerPage | null>(null);

export function usePageContext(): PageContext {
  const server = useContext(ServerPageContext);
  return server ?? { origin: window.location.origin, cookies: document.cookie };
}

/** On the server, the page's title and description go into the HTML's head; in the browser, nothing. */
export function useServerHead(head: PageHead): void {
  useContext(ServerPageContext)?.setHead(head);
}
