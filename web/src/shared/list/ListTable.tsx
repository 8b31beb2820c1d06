import type { Key, ReactNode } from 'react';
import { Flex, Table, type PaginationProps, type TableProps } from 'antd';
import { LoadErrorAlert } from '../components/LoadErrorAlert';
import { useIsNarrowScreen } from '../hooks/use-media-query';
import { ListSearch } from './ListFilters';
import { ListCards, type ListCardDescription } from './ListCards';

/** What a list table reads: a usePagedList result, or rows paged in the browser with a useListState. */
export interface ListTableSource<Row> {
  items: Row[];
  /** Left out for rows paged in the browser: the table counts them (after its own filters). */
  total?: number;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  search: string;
  setSearch: (text: string) => void;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'loading'> {
  list: ListTableSource<Row>;
  /** 'classes' shows "12 classes"; a function builds the whole label. */
  totalLabel: string | ((total: number, range: [number, number]) => string);
  /** Shown above the table, with Retry, when the list fails to load. */
  errorTitle: string;
  emptyText?: string;
  /** The spec's page sizes; offers the size changer when given. */
  pageSizeOptions?: number[];
  showQuickJumper?: boolean;
  /** The search box, first in the toolbar. */
  search?: { placeholder: string; testId: string; width?: number };
  /** Filters above the table, after the search; `toolbarExtra` sits at the toolbar's right end. */
  toolbar?: ReactNode;
  toolbarExtra?: ReactNode;
  testId: string;
  /** On a phone the rows show as these cards instead of the table (ListCards.tsx). */
  cards?: ListCardDescription<Row>;
}

/** "1-20 of 45 {noun}": the total label of lists that show the rows' range. */
export const rangeTotal = (noun: string) => (total: number, [first, last]: [number, number]) => `${first}-${last} of ${total} ${noun}`;

/** The table's (and the cards') paging: the list's page and size, and the total label. */
function paginationOf<Row>({ list, pageSizeOptions, showQuickJumper, totalLabel }: ListTableProps<Row>): PaginationProps {
  return {
    current: list.page,
    pageSize: list.pageSize,
    total: list.total,
    showSizeChanger: Boolean(pageSizeOptions),
    pageSizeOptions,
    showQuickJumper,
    showTotal: (total, range) => (typeof totalLabel === 'string' ? `${total} ${totalLabel}` : totalLabel(total, range)),
    onChange: (page, pageSize) => (pageSize !== list.pageSize ? list.setPageSize(pageSize) : list.setPage(page)),
  };
}

/**
 * The list screen's table: server (or browser) paging, total label, loading, empty and error
 * states; on a phone, cards instead when the list describes them (`cards`).
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { list, totalLabel: _totalLabel, errorTitle, emptyText, pageSizeOptions: _sizes, showQuickJumper: _jumper, search, toolbar, toolbarExtra, testId, cards, ...tableProps } = props;
  const asCards = useIsNarrowScreen() && cards !== undefined;
  const rowKey = (row: Row): Key => (typeof tableProps.rowKey === 'function' ? tableProps.rowKey(row) : String((row as Record<string, unknown>)[String(tableProps.rowKey ?? '_id')]));
  return (
    <>
      {(search || toolbar || toolbarExtra) && (
        <Flex gap={12} wrap="wrap" justify="space-between" align="center" className="list-toolbar">
          <Flex gap={12} wrap="wrap" align="center">
            {search && <ListSearch list={list} {...search} />}
            {toolbar}
          </Flex>
          {toolbarExtra}
        </Flex>
      )}
      {Boolean(list.error) && (
        <LoadErrorAlert title={errorTitle} error={list.error} onRetry={() => list.refetch()} style={{ marginBottom: 16 }} testId={`${testId}-error`} />
      )}
      {asCards ? (
        <ListCards<Row>
          rows={list.items}
          description={cards}
          columns={tableProps.columns}
          rowKey={rowKey}
          loading={list.isFetching}
          emptyText={list.error ? errorTitle : emptyText}
          pagination={paginationOf(props)}
          testId={testId}
        />
      ) : (
      <Table<Row>
        rowKey="_id"
        size="middle"
        {...tableProps}
        // Wide tables scroll sideways inside their card rather than widening the page.
        scroll={{ x: 'max-content', ...tableProps.scroll }}
        dataSource={list.items}
        loading={list.isFetching}
        locale={{ emptyText: list.error ? errorTitle : emptyText }}
        pagination={paginationOf(props)}
        data-testid={testId}
      />
      )}
    </>
  );
}
