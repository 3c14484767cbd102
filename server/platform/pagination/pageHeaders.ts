// A page's facts in headers (the body stays the spec's `{ data: [...] }`): the count, the next cursor, and
// the next page's address in a `Link` (RFC 8288), as GitHub's API does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_HEADERS } from '../../../common/pagination';
import type { Page } from '../db/paginate';

export function withPageHeaders<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  reply.header(PAGE_HEADERS.total, String(page.total));
  if (!page.totalExact) reply.header(PAGE_HEADERS.capped, 'true');
  // A page is a moment of a list that changes: never kept by a cache.
  reply.header('cache-control', 'no-store');
  if (page.nextCursor) {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header(PAGE_HEADERS.next, page.nextCursor);
    reply.header(PAGE_HEADERS.link, `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
}
