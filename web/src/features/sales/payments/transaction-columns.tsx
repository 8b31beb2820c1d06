import { Flex, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import {
  ACCOUNTS_SHOWN,
  DESCRIPTION_LIMIT,
  involvedAccounts,
  REFERENCE_LIMIT,
  sourceColor,
  statusDisplay,
  TAGS_SHOWN,
  transactionTags,
  transactionTotals,
  truncate,
} from './transaction-rules';
import type { AccountingTransaction } from './types';

/** The transactions table's columns: a posting's date, number and texts, source and status, totals, accounts and tags. */
export const TRANSACTION_COLUMNS: TableColumnsType<AccountingTransaction> = [
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
            <Typography.Text key={account.code} ellipsis style={{ maxWidth: 240 }}>
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
