// A page of a server-paginated list: its rows (the `data` array, or the list inside it), with the count and next
// cursor its headers carry.
import { PAGE_HEADERS } from '../../common/pagination';
import type { z } from '../../common/zod';
import { apiGet } from './client';

export type ListPage<T> = { items: T[]; total: number; nextCursor: string | null };

export async function apiGetPage<S extends z.ZodType, T>(
  path: string,
  schema: S,
  itemsOf: (data: z.infer<S>) => T[],
  options: { signal?: AbortSignal } = {},
): Promise<ListPage<T>> {
  let headers: Headers | null = null;
  const data = await apiGet(path, schema, { ...options, onHeaders: (h) => (headers = h) });
  const items = itemsOf(data);
  const read = (name: string) => (headers as Headers | null)?.get(name) ?? null;
  const total = Number(read(PAGE_HEADERS.total) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length, nextCursor: read(PAGE_HEADERS.next) };
}
