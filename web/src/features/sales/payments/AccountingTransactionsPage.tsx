import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Divider, Flex, Input, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ClearOutlined, CompressOutlined, ExpandOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PageHeader } from '../../../shared/components/PageHeader';
import { DISPLAY_DATE_FORMAT } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ListDateRange, ListFilterSelect, ListTable, rangeTotal } from '../../../shared/list';
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
  transactionTags,
  transactionTotals,
  truncate,
} from './transaction-rules';
import { TRANSACTION_SOURCES, TRANSACTION_STATUSES, type AccountingTransaction } from './types';
import { CLEARED_PAGE_SIZE, PAGE_SIZE_OPTIONS, useAccountingTransactions } from './use-transactions';
import './transactions.css';

export function AccountingTransactionsPage() {
  const list = useAccountingTransactions();
  const [searchText, setSearchText] = useState(list.search);
  const [compact, setCompact] = useState(false);
  const [expandAll, setExpandAll] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);

  // The box follows the applied search when the URL changes it (Back, Clear Filters).
  useEffect(() => setSearchText(list.search), [list.search]);

  const transactions = list.items;
  const summary = useMemo(() => summarizePage(transactions), [transactions]);
  const expandableKeys = useMemo(() => transactions.filter((transaction) => (transaction.entries ?? []).length > 0).map((transaction) => transaction._id), [transactions]);
  const visibleExpandedKeys = expandAll ? expandableKeys : expandedKeys;

  const applySearch = (text: string) => {
    setSearchText(text);
    list.setSearch(text);
  };

  const toggleQuickTag = (tag: string) => applySearch(list.search === tag ? '' : tag);

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
              <Typography.Text data-testid={`transaction-description-${transaction._id}`}>{truncate(transaction.description, DESCRIPTION_LIMIT)}</Typography.Text>
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
            <Tag color={shown.color} data-testid={`transaction-status-${transaction.referenceNumber ?? transaction._id}`}>
              {shown.label}
            </Tag>
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
        const tags = transactionTags(transaction);
        if (tags.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        const hidden = tags.slice(TAGS_SHOWN);
        return (
          <Flex gap={4} wrap="wrap">
            {tags.slice(0, TAGS_SHOWN).map((tag, index) => (
              <Tag key={`${index}-${tag}`} style={{ marginInlineEnd: 0 }}>
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
          <Button icon={<ReloadOutlined />} onClick={() => list.refetch()} loading={list.isFetching} data-testid="transactions-refresh">
            Refresh
          </Button>
        }
      />
      <TransactionSummaryCards summary={summary} />
      <Card className="section-spacing">
        <Flex gap={12} wrap="wrap" align="center" className="transactions-filter-row">
          <ListDateRange list={list} testId="transactions-date-range" />
          <ListFilterSelect list={list} name="status" placeholder="Status" width={150} values={TRANSACTION_STATUSES} testId="transactions-status-filter" />
          <ListFilterSelect list={list} name="source" placeholder="Source" width={160} values={TRANSACTION_SOURCES} testId="transactions-source-filter" />
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search number, description or reference"
            style={{ width: 300, maxWidth: '100%' }}
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
          <Button icon={<ClearOutlined />} onClick={() => list.reset({ pageSize: CLEARED_PAGE_SIZE })} data-testid="transactions-clear">
            Clear Filters
          </Button>
        </Flex>
        <Flex gap={16} wrap="wrap" align="center" justify="space-between">
          <Flex gap={8} wrap="wrap" align="center">
            <Typography.Text type="secondary">Quick filters:</Typography.Text>
            {QUICK_TAGS.map((tag) => (
              <Tag.CheckableTag key={tag} checked={list.search === tag} onChange={() => toggleQuickTag(tag)} data-testid={`quick-tag-${tag}`}>
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
        <ListTable<AccountingTransaction>
          list={list}
          columns={columns}
          size={compact ? 'small' : 'middle'}
          scroll={{ x: 1200, y: 600 }}
          totalLabel={rangeTotal('transactions')}
          errorTitle="Failed to load transactions."
          emptyText="No transactions found"
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          showQuickJumper
          expandable={{
            expandedRowKeys: visibleExpandedKeys,
            onExpand: toggleRow,
            rowExpandable: (transaction) => (transaction.entries ?? []).length > 0,
            expandedRowRender: (transaction) => (
              <TransactionEntriesTable entries={transaction.entries ?? []} testId={`transaction-entries-${transaction.transactionNumber}`} />
            ),
          }}
          testId="transactions-table"
        />
      </Card>
    </>
  );
}
