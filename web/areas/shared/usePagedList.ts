// A server-paginated list as a table reads it: its page, the way back (the cursors walked so far) and forward,
// back to the first page whenever a filter or the sort changes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from '../../../common/zod';
import { apiGetPage } from '../../api/page';

export type ListParams = Record<string, string | number | undefined>;

export type PagedList<T> = {
  rows: T[];
  total: number;
  /** More rows than `total` match: the server stopped counting at its cap. */
  totalCapped: boolean;
  /** 0 for the first page. */
  page: number;
  /** The position of the page's first row among all (0 based). */
  offset: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
  isPending: boolean;
  error: Error | null;
};

function urlOf(path: string, params: ListParams, cursor: string | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(name, String(value));
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type ItemOf<S extends z.ZodType> = z.infer<S> extends readonly (infer U)[] ? U : never;

/** `itemsOf` finds the list in an answer that is not the array itself (`{ suggestions: [...] }`). */
export function usePagedList<S extends z.ZodType, T = ItemOf<S>>(
  key: readonly unknown[],
  path: string,
  schema: S,
  params: ListParams = {},
  itemsOf: (data: z.infer<S>) => T[] = (data) => data as T[],
): PagedList<T> {
  const paramsKey = JSON.stringify(params);
  // The cursors of the pages walked, with the filters they belong to: new filters start again at page 1.
  const [walk, setWalk] = useState<{ paramsKey: string; cursors: (string | undefined)[]; sizes: number[] }>({
    paramsKey,
    cursors: [undefined],
    sizes: [],
  });
  const current = walk.paramsKey === paramsKey ? walk : { paramsKey, cursors: [undefined], sizes: [] };
  const cursor = current.cursors.at(-1);
  const query = useQuery({
    queryKey: [...key, params, cursor ?? null],
    queryFn: ({ signal }) => apiGetPage(urlOf(path, params, cursor), schema, itemsOf, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  const nextCursor = query.data?.nextCursor ?? null;
  const page = current.cursors.length - 1;
  return {
    rows,
    total: query.data?.total ?? 0,
    totalCapped: query.data?.totalCapped ?? false,
    page,
    offset: current.sizes.reduce((sum, n) => sum + n, 0),
    hasPrevious: page > 0,
    hasNext: nextCursor !== null && !query.isPlaceholderData,
    previous: () =>
      setWalk({ paramsKey, cursors: current.cursors.slice(0, -1), sizes: current.sizes.slice(0, -1) }),
    next: () => {
      if (nextCursor)
        setWalk({
          paramsKey,
          cursors: [...current.cursors, nextCursor],
          sizes: [...current.sizes, rows.length],
        });
    },
    isPending: query.isPending,
    error: query.error,
  };
}
