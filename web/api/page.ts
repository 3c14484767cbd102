// A page of a server-paginated list: the rows of `{ data: [...] }`, with the count and next cursor its headers carry.
import { PAGE_HEADERS } from '../../common/pagination';
import type { z } from '../../common/zod';
import { apiGet } from './client';

export type ListPage<T> = { items: T[]; total: number; nextCursor: string | null };

export async function apiGetPage<T extends z.ZodType>(
  path: string,
  schema: z.ZodArray<T>,
  options: { signal?: AbortSignal } = {},
): Promise<ListPage<z.infer<T>>> {
  let headers: Headers | null = null;
  const items = await apiGet(path, schema, { ...options, onHeaders: (h) => (headers = h) });
  const read = (name: string) => (headers as Headers | null)?.get(name) ?? null;
  const total = Number(read(PAGE_HEADERS.total) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length, nextCursor: read(PAGE_HEADERS.next) };
}
