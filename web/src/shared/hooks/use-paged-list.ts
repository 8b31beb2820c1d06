import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../api/api-client';
import type { ListPayload, Pagination } from '../api/pagination';

interface PagedListOptions<ListKey extends string> {
  path: string;
  listKey: ListKey;
  pageSize: number;
  keyFor: (params: QueryParams) => QueryKey;
  filters?: QueryParams;
}

/** A server-paginated, server-searched list: the table drives `page`, the search box drives `search`. */
export function usePagedList<Item, ListKey extends string = string>({ path, listKey, pageSize, keyFor, filters }: PagedListOptions<ListKey>) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const params: QueryParams = { page, limit: pageSize, search, ...filters };

  const query = useQuery({
    queryKey: keyFor(params),
    queryFn: () => apiClient.get<ListPayload<ListKey, Item>>(path, params),
    placeholderData: keepPreviousData,
  });

  // A new search starts again from the first page.
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);

  const items: Item[] = query.data?.[listKey] ?? [];
  const pagination: Pagination | undefined = query.data?.pagination;

  return {
    items,
    total: pagination?.total ?? items.length,
    page,
    pageSize,
    setPage,
    search,
    setSearch,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}
