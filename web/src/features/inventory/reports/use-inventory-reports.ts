import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../shared/api/api-client';
import type { Pagination } from '../../../shared/api/pagination';
import { type ListTableSource } from '../../../shared/list';
import type { InventoryReport, ReportFilters } from './report-types';
import { inventoryReportKeys, productKeys } from '../../../shared/query-keys';

/** Spec §9: performance, low stock and movement tables 20 a page. */
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZES = [20, 50, 100];

export function useInventoryReport(filters: ReportFilters) {
  const params = { ...filters, limit: REPORT_PAGE_SIZE };
  return useQuery({
    queryKey: inventoryReportKeys.list({ report: 'inventory', ...params }),
    queryFn: () => apiClient.get<InventoryReport>('/products/reports/inventory', params),
    placeholderData: keepPreviousData,
  });
}

interface ReportTableOptions {
  path: string;
  listKey: string;
  params: QueryParams;
  /** Where the rows are cached: the reports' keys, or the products' for the low-stock list. */
  keys?: { list: (params: QueryParams) => readonly unknown[] };
}

/** A report's table paged on the server, its page kept here (the URL holds the report's filters). */
export function useReportTable<Row>({ path, listKey, params, keys = inventoryReportKeys }: ReportTableOptions): ListTableSource<Row> {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(REPORT_PAGE_SIZE);
  const query = { ...params, page, limit: pageSize };
  const result = useQuery({
    queryKey: keys.list({ path, ...query }),
    queryFn: () => apiClient.get<Record<string, unknown> & { pagination?: Pagination }>(path, query),
    placeholderData: keepPreviousData,
  });
  const items = (result.data?.[listKey] ?? []) as Row[];
  return {
    items,
    total: result.data?.pagination?.total ?? items.length,
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    search: '',
    setSearch: () => undefined,
    isFetching: result.isFetching,
    error: result.error,
    refetch: result.refetch,
  };
}

/** Refresh: every report and the product lists they read. */
export function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: inventoryReportKeys.all }), queryClient.invalidateQueries({ queryKey: productKeys.all })]);
}
