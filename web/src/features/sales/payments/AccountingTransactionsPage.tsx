import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Divider, Flex, Input, Select, Space, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ClearOutlined, CompressOutlined, ExpandOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageHeader } from '../../../shared/components/PageHeader';
import { DISPLAY_DATE_FORMAT } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { TransactionEntriesTable } from './TransactionEntriesTable';
import { TransactionSummaryCards } from './TransactionSummaryCards';
import {
  ACCOUNTS_SHOWN,
  DESCRIPTION_LIMIT,
  involvedAccounts,
  QUICK_TAGS,
  REFERENCE_LIMIT,
  sourceColor,
  statusDisplay,
  summarizePage,
  TAGS_SHOWN,
  transactionTotals,
  truncate,
} from './transaction-rules';
import { TRANSACTION_SOURCES, TRANSACTION_STATUSES, type AccountingTransaction, type TransactionSource, type TransactionStatus } from './types';
import { useAccountingTransactions } from './use-transactions';
import './transactions.css';

/** Page sizes (accounting spec §9): 20 when the screen opens, 10 after Clear Filters. */
const DEFAULT_PAGE_SIZE = 20;
const CLEARED_PAGE_SIZE = 10;
const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

type DateRange = [Dayjs | null, Dayjs | null] | null;

export function AccountingTransactionsPage() {
  const [dateRange, setDateRange] = useState<DateRange>(null);
  const [status, setStatus] = useState<TransactionStatus>();
  const [source, setSource] = useState<TransactionSource>();
  const [searchText, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [compact, setCompact] = useState(false);
  const [expandAll, setExpandAll] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);

  const query = useAccountingTransactions({
    page,
    limit: pageSize,
    startDate: dateRange?.[0]?.format('YYYY-MM-DD'),
    endDate: dateRange?.[1]?.format('YYYY-MM-DD'),
    status,
    source,
    search: appliedSearch || undefined,
  });
  const transactions = useMemo(() => query.data?.transactions ?? [], [query.data]);
  const total = query.data?.pagination?.total ?? transactions.length;
  const summary = useMemo(() => summarizePage(transactions), [transactions]);
  const expandableKeys = useMemo(() => transactions.filter((transaction) => (transaction.entries ?? []).length > 0).map((transaction) => transaction._id), [transactions]);
  const visibleExpandedKeys = expandAll ? expandableKeys : expandedKeys;

  const applySearch = (text: string) => {
    setSearchText(text);
    setAppliedSearch(text.trim());
    setPage(1);
  };

  const toggleQuickTag = (tag: string) => applySearch(appliedSearch === tag ? '' : tag);

  const setAllExpanded = (expanded: boolean) => {
    setExpandAll(expanded);
    setExpandedKeys(expanded ? expandableKeys : []);
  };

  const toggleRow = (expanded: boolean, transaction: AccountingTransaction) => {
    const current = new Set(visibleExpandedKeys);
    if (expanded) current.add(transaction._id);
    else current.delete(transaction._id);
    setExpandAll(false);
    setExpandedKeys([...current]);
  };

  const clearFilters = () => {
    setDateRange(null);
    setStatus(undefined);
    setSource(undefined);
    setSearchText('');
    setAppliedSearch('');
    setPage(1);
    setPageSize(CLEARED_PAGE_SIZE);
  };

  const columns: TableColumnsType<AccountingTransaction> = [
    {
      title: 'Date',
      dataIndex: 'date',
      key: 'date',
      width: 100,
      render: (date: string) => {
        const day = dayjs(date);
        if (!date || !day.isValid()) return '—';
        return (
          <div className="transactions-cell-stack" title={day.format(DISPLAY_DATE_FORMAT)}>
            <span className="transactions-date-day">{day.format('DD MMM')}</span>
            <Typography.Text type="secondary">{day.format('YYYY')}</Typography.Text>
          </div>
        );
      },
    },
    {
      title: 'Transaction Details',
      key: 'details',
      width: 320,
      render: (_, transaction) => (
        <div className="transactions-cell-stack">
          <Typography.Text strong data-testid={`transaction-number-${transaction._id}`}>
            {transaction.transactionNumber}
          </Typography.Text>
          {transaction.description && (
            <Tooltip title={transaction.description.length > DESCRIPTION_LIMIT ? transaction.description : undefined}>
              <Typography.Text>{truncate(transaction.description, DESCRIPTION_LIMIT)}</Typography.Text>
            </Tooltip>
          )}
          {transaction.referenceNumber && (
            <Tooltip title={transaction.referenceNumber.length > REFERENCE_LIMIT ? transaction.referenceNumber : undefined}>
              <Typography.Text type="secondary">Ref: {truncate(transaction.referenceNumber, REFERENCE_LIMIT)}</Typography.Text>
            </Tooltip>
          )}
        </div>
      ),
    },
    {
      title: 'Source & Status',
      key: 'sourceStatus',
      width: 150,
      render: (_, transaction) => {
        const shown = statusDisplay(transaction);
        return (
          <Space direction="vertical" size={4}>
            <Tag color={sourceColor(transaction.source)}>{transaction.source || '—'}</Tag>
            <Tag color={shown.color}>{shown.label}</Tag>
          </Space>
        );
      },
    },
    {
      title: 'Amount Summary',
      key: 'amounts',
      width: 200,
      render: (_, transaction) => {
        const totals = transactionTotals(transaction);
        const count = (transaction.entries ?? []).length;
        return (
          <div className="transactions-cell-stack">
            <Typography.Text style={{ color: '#16a34a' }}>Dr: {formatTaka(totals.debit)}</Typography.Text>
            <Typography.Text style={{ color: '#dc2626' }}>Cr: {formatTaka(totals.credit)}</Typography.Text>
            <Typography.Text type="secondary">
              {count} {count === 1 ? 'entry' : 'entries'}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: 'Accounts Involved',
      key: 'accounts',
      width: 260,
      render: (_, transaction) => {
        const accounts = involvedAccounts(transaction);
        if (accounts.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        const hidden = accounts.slice(ACCOUNTS_SHOWN);
        return (
          <div className="transactions-cell-stack">
            {accounts.slice(0, ACCOUNTS_SHOWN).map((account) => (
              <Typography.Text key={account._id} ellipsis style={{ maxWidth: 240 }}>
                {account.name} <Typography.Text type="secondary">({account.code})</Typography.Text>
              </Typography.Text>
            ))}
            {hidden.length > 0 && (
              <Tooltip title={hidden.map((account) => `${account.name} (${account.code})`).join(', ')}>
                <Typography.Text type="secondary">+{hidden.length} more</Typography.Text>
              </Tooltip>
            )}
          </div>
        );
      },
    },
    {
      title: 'Tags',
      key: 'tags',
      width: 200,
      render: (_, transaction) => {
        const tags = transaction.tags ?? [];
        if (tags.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        const hidden = tags.slice(TAGS_SHOWN);
        return (
          <Flex gap={4} wrap="wrap">
            {tags.slice(0, TAGS_SHOWN).map((tag) => (
              <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                {tag}
              </Tag>
            ))}
            {hidden.length > 0 && (
              <Tooltip title={hidden.join(', ')}>
                <Tag style={{ marginInlineEnd: 0 }}>+{hidden.length}</Tag>
              </Tooltip>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Payment Transactions"
        subtitle="Accounting Transactions: every posting to the books, with its journal lines."
        breadcrumb={[{ title: 'Sales' }]}
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => query.refetch()} loading={query.isFetching} data-testid="transactions-refresh">
            Refresh
          </Button>
        }
      />
      <TransactionSummaryCards summary={summary} />
      <Card className="section-spacing">
        <Flex gap={12} wrap="wrap" align="center" className="transactions-filter-row">
          <DatePicker.RangePicker
            value={dateRange}
            format={DISPLAY_DATE_FORMAT}
            allowEmpty={[true, true]}
            onChange={(range) => {
              setDateRange(range);
              setPage(1);
            }}
            data-testid="transactions-date-range"
          />
          <Select
            allowClear
            placeholder="Status"
            style={{ width: 150 }}
            value={status}
            onChange={(value?: TransactionStatus) => {
              setStatus(value);
              setPage(1);
            }}
            options={TRANSACTION_STATUSES.map((value) => ({ value, label: value }))}
            data-testid="transactions-status-filter"
          />
          <Select
            allowClear
            placeholder="Source"
            style={{ width: 160 }}
            value={source}
            onChange={(value?: TransactionSource) => {
              setSource(value);
              setPage(1);
            }}
            options={TRANSACTION_SOURCES.map((value) => ({ value, label: value }))}
            data-testid="transactions-source-filter"
          />
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search number, description or reference"
            style={{ width: 300 }}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              // Clearing the box with its × applies at once; typed text waits for Enter or Apply.
              if (event.type === 'click' && event.target.value === '') applySearch('');
            }}
            onPressEnter={() => applySearch(searchText)}
            data-testid="transactions-search"
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={() => applySearch(searchText)} data-testid="transactions-apply">
            Apply
          </Button>
          <Button icon={<ClearOutlined />} onClick={clearFilters} data-testid="transactions-clear">
            Clear Filters
          </Button>
        </Flex>
        <Flex gap={16} wrap="wrap" align="center" justify="space-between">
          <Flex gap={8} wrap="wrap" align="center">
            <Typography.Text type="secondary">Quick filters:</Typography.Text>
            {QUICK_TAGS.map((tag) => (
              <Tag.CheckableTag key={tag} checked={appliedSearch === tag} onChange={() => toggleQuickTag(tag)} data-testid={`quick-tag-${tag}`}>
                {tag}
              </Tag.CheckableTag>
            ))}
          </Flex>
          <Flex gap={16} wrap="wrap" align="center">
            <Space size={6}>
              <Switch size="small" checked={compact} onChange={setCompact} data-testid="compact-mode-switch" />
              <Typography.Text>Compact Mode</Typography.Text>
            </Space>
            <Space size={6}>
              <Switch size="small" checked={expandAll} onChange={setAllExpanded} data-testid="expand-all-switch" />
              <Typography.Text>Expand All</Typography.Text>
            </Space>
            <Divider type="vertical" />
            <Button
              size="small"
              icon={expandAll ? <CompressOutlined /> : <ExpandOutlined />}
              onClick={() => setAllExpanded(!expandAll)}
              disabled={expandableKeys.length === 0}
              data-testid="expand-all-button"
            >
              {expandAll ? 'Collapse All' : 'Expand All'}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card>
        {query.error && (
          <LoadErrorAlert title="Failed to load transactions." error={query.error} onRetry={() => query.refetch()} style={{ marginBottom: 16 }} />
        )}
        <Table<AccountingTransaction>
          rowKey="_id"
          size={compact ? 'small' : 'middle'}
          columns={columns}
          dataSource={transactions}
          loading={query.isFetching}
          scroll={{ x: 1200, y: 600 }}
          locale={{ emptyText: query.error ? 'Failed to load transactions.' : 'No transactions found' }}
          expandable={{
            expandedRowKeys: visibleExpandedKeys,
            onExpand: toggleRow,
            rowExpandable: (transaction) => (transaction.entries ?? []).length > 0,
            expandedRowRender: (transaction) => (
              <TransactionEntriesTable entries={transaction.entries ?? []} testId={`transaction-entries-${transaction.transactionNumber}`} />
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showQuickJumper: true,
            showTotal: (count, [first, last]) => `${first}-${last} of ${count} transactions`,
            onChange: (nextPage, nextSize) => {
              if (nextSize !== pageSize) {
                setPageSize(nextSize);
                setPage(1);
              } else setPage(nextPage);
            },
          }}
          data-testid="transactions-table"
        />
      </Card>
    </>
  );
}
