// A page of a server-paginated list: its rows (the `data` array, or the list inside it), with the count and next
// cursor its headers carry.
import { PAGE_HEADERS } from '../../common/pagination';
import type { z } from '../../common/zod';
import { apiGet } from './client';

/** `total` is exact unless `totalCapped`: then at least that many rows match (« plus de 1 000 »). */
export type ListPage<T> = { items: T[]; total: number; totalCapped: boolean; nextCursor: string | null };

/** An answer with the page's facts its headers carry. */
export async function apiGetWithPage<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { signal?: AbortSignal } = {},
): Promise<{ data: z.infer<S>; total: number | null; totalCapped: boolean; nextCursor: string | null }> {
  let headers: Headers | null = null;
  const data = await apiGet(path, schema, { ...options, onHeaders: (h) => (headers = h) });
  const read = (name: string) => (headers as Headers | null)?.get(name) ?? null;
  const total = Number(read(PAGE_HEADERS.total) ?? Number.NaN);
  return {
    data,
    total: Number.isFinite(total) ? total : null,
    totalCapped: read(PAGE_HEADERS.capped) === 'true',
    nextCursor: read(PAGE_HEADERS.next),
  };
}

export async function apiGetPage<S extends z.ZodType, T>(
  path: string,
  schema: S,
  itemsOf: (data: z.infer<S>) => T[],
  options: { signal?: AbortSignal } = {},
): Promise<ListPage<T>> {
  const { data, total, totalCapped, nextCursor } = await apiGetWithPage(path, schema, options);
  const items = itemsOf(data);
  return { items, total: total ?? items.length, totalCapped, nextCursor };
}
