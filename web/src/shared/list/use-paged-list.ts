import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../api/api-client';
import type { Pagination } from '../api/pagination';
import type { ResourceKeys } from './resource-keys';
import { useListState, type FilterValues, type ListStateOptions } from './use-list-state';

export interface PagedListOptions<Filters extends FilterValues> extends ListStateOptions<Filters> {
  path: string;
  /** The server names the page's item array per resource (e.g. `glClasses`). */
  listKey: string;
  keys: Pick<ResourceKeys, 'list'>;
  /** Where the API names a parameter differently from the URL (e.g. the URL's `source` is its `account`). */
  toApiParams?: (params: QueryParams) => QueryParams;
  enabled?: boolean;
}

/**
 * A server-paginated list whose page, size, search and filters live in the URL (see useListState).
 * `data` is the whole payload, for what a list sends beside its rows (e.g. a total amount).
 */
export function usePagedList<Item, Filters extends FilterValues = Record<never, never>, Extra = unknown>(options: PagedListOptions<Filters>) {
  const state = useListState<Filters>(options);
  const params = options.toApiParams ? options.toApiParams(state.params) : state.params;
  const query = useQuery({
    queryKey: options.keys.list(params),
    queryFn: () => apiClient.get<{ pagination?: Pagination } & Extra>(options.path, params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  const items = ((query.data as Record<string, unknown> | undefined)?.[options.listKey] ?? []) as Item[];

  return {
    ...state,
    items,
    total: query.data?.pagination?.total ?? items.length,
    data: query.data,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}

export type PagedList<Item, Filters extends FilterValues = FilterValues> = ReturnType<typeof usePagedList<Item, Filters>>;
