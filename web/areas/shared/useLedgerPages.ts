// A ledger read a page at a time (the server never sends a whole ledger): the months and the balance of the
// first page, the entries of every page asked so far, and the way to ask for the next one.
import { useInfiniteQuery } from '@tanstack/react-query';
import { ledgerAnswerSchema, type LedgerAnswer } from '../../../common/ledger';
import { apiGetWithPage } from '../../api/page';

export type LedgerPages = {
  data: LedgerAnswer | undefined;
  hasMore: boolean;
  loadMore: () => void;
  isPending: boolean;
};

export function useLedgerPages(key: readonly unknown[], path: string): LedgerPages {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      apiGetWithPage(pageParam ? `${path}?cursor=${pageParam}` : path, ledgerAnswerSchema, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0]?.data;
  return {
    data: first && { ...first, entries: pages.flatMap((p) => p.data.entries) },
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    isPending: query.isPending,
  };
}
