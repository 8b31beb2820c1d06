import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Divider, Flex, Input, Space, Switch, Tag, Typography } from 'antd';
import { ClearOutlined, CompressOutlined, ExpandOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ListDateRange, ListFilterSelect, ListTable, rangeTotal } from '../../../shared/list';
import { TRANSACTION_COLUMNS } from './transaction-columns';
import { TransactionEntriesTable } from './TransactionEntriesTable';
import { TransactionSummaryCards } from './TransactionSummaryCards';
import { QUICK_TAGS, summarizePage } from './transaction-rules';
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

  return (
    <>
      <PageHeader title="Payment Transactions" subtitle="Accounting Transactions: every posting to the books, with its journal lines." breadcrumb={[{ title: 'Sales' }]}
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
            placeholder="Search number, description, reference or TrxID"
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
          columns={TRANSACTION_COLUMNS}
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
