import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import type { QueryParams } from '../api/api-client';

export type FilterValues = Record<string, string | undefined>;
export type DateRange = [Dayjs | null, Dayjs | null] | null;

export interface ListStateOptions<Filters extends FilterValues> {
  /** The spec's page size for this list; the URL names only a different one. */
  pageSize: number;
  /** The URL parameters this list reads as filters. */
  filters?: readonly (keyof Filters & string)[];
  /** Adds a date range, kept as `startDate` and `endDate`. */
  dateRange?: boolean;
}

export interface ListState<Filters extends FilterValues = FilterValues> {
  page: number;
  pageSize: number;
  search: string;
  filters: Filters;
  dateRange: DateRange;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (text: string) => void;
  setFilter: <Name extends keyof Filters & string>(name: Name, value: Filters[Name] | undefined) => void;
  setDateRange: (range: DateRange) => void;
  /** Drops search and filters; `pageSize` replaces the default size (e.g. a spec's reset size). */
  reset: (options?: { pageSize?: number }) => void;
  /** What the list endpoints read: page, limit, search, filters and the date range. */
  params: QueryParams;
}

const API_DATE = 'YYYY-MM-DD';
const DATE_RANGE_NAMES = ['startDate', 'endDate'];

function positiveInteger(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function toDay(text: string | undefined): Dayjs | null {
  const day = text ? dayjs(text, API_DATE) : null;
  return day?.isValid() ? day : null;
}

/**
 * Page, page size, search and filters of a list, kept in the URL query string so a list can be
 * bookmarked, shared and returned to with Back. Defaults are left out of the URL, and any change
 * other than the page goes back to page 1.
 */
export function useListState<Filters extends FilterValues = Record<never, never>>(options: ListStateOptions<Filters>): ListState<Filters> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize = options.pageSize;
  const filterNames: string[] = [...(options.filters ?? []), ...(options.dateRange ? DATE_RANGE_NAMES : [])];

  const page = positiveInteger(searchParams.get('page'), 1);
  const pageSize = positiveInteger(searchParams.get('pageSize'), defaultPageSize);
  const search = searchParams.get('search') ?? '';
  const filterKey = filterNames.map((name) => `${name}=${searchParams.get(name) ?? ''}`).join('&');
  const allFilters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? undefined]).filter(([, value]) => value)) as FilterValues,
    // filterKey holds exactly the values read here.
    [filterKey],
  );

  /** Writes changes to the URL; typing replaces the history entry, everything else adds one. */
  const update = (changes: Record<string, string | number | undefined>, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          const isDefault = value === undefined || value === '' || (name === 'page' && value === 1) || (name === 'pageSize' && value === defaultPageSize);
          if (isDefault) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace },
    );

  const { startDate, endDate, ...filters } = allFilters;
  const dateRange: DateRange = startDate || endDate ? [toDay(startDate), toDay(endDate)] : null;

  return {
    page,
    pageSize,
    search,
    filters: (options.dateRange ? filters : allFilters) as Filters,
    dateRange,
    setPage: (nextPage) => update({ page: nextPage }),
    setPageSize: (nextPageSize) => update({ pageSize: nextPageSize }),
    setSearch: (text) => update({ search: text.trim() }, true),
    setFilter: (name, value) => update({ [name]: value }),
    setDateRange: (range) => update({ startDate: range?.[0]?.format(API_DATE), endDate: range?.[1]?.format(API_DATE) }),
    reset: (resetOptions) => {
      const cleared: Record<string, number | undefined> = { pageSize: resetOptions?.pageSize };
      for (const name of ['search', ...filterNames]) cleared[name] = undefined;
      update(cleared);
    },
    params: { page, limit: pageSize, search, ...allFilters },
  };
}
