// Pages are answered by the not-found handler, which @fastify/compress (hooked on routes) never reaches: they
// are compressed here, streamed pages flushed chunk by chunk so the head still reaches the browser first.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

// Quality 5: most of brotli's gain at a small share of its top level's time.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const fixedPages = new Map<string, Buffer>();

function encodingOf(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (request.method === 'HEAD') return null;
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  return /\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted) ? 'gzip' : null;
}

/** The page's bytes in the best encoding the browser accepts; a fixed page is compressed once. */
export function compressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Readable | string,
): Readable | string | Buffer {
  // A page is drawn for the session its cookie names: a cache keeps one per cookie, if any.
  reply.header('vary', 'accept-encoding, cookie');
  const encoding = encodingOf(request);
  if (!encoding) return page;
  reply.header('content-encoding', encoding);
  if (typeof page === 'string') {
    const key = `${encoding}:${page}`;
    let bytes = fixedPages.get(key);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(page, BROTLI) : gzipSync(page);
      if (fixedPages.size < 16) fixedPages.set(key, bytes);
    }
    return bytes;
  }
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ ...BROTLI, flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  pipeline(page, zip, (error) => error && request.log.warn({ err: error }, 'page stream cut'));
  return zip;
}
