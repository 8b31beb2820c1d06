import { Table, Typography, type TableColumnsType } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { DESCRIPTION_WIDTH, EllipsisText } from '../../../shared/list';
import type { TransactionEntry } from './types';

const columns: TableColumnsType<TransactionEntry> = [
  {
    title: 'Account',
    key: 'account',
    render: (_, entry) => (
      <div className="transactions-cell-stack">
        <Typography.Text strong>{entry.account?.name ?? '—'}</Typography.Text>
        <Typography.Text type="secondary">{entry.account?.code ?? ''}</Typography.Text>
      </div>
    ),
  },
  // The spec shows a description per line; the API answers none (the contract's TransactionView), so the column keeps its dash.
  { title: 'Description', key: 'description', width: DESCRIPTION_WIDTH, ellipsis: { showTitle: false }, render: () => <EllipsisText text={null} /> },
  {
    title: 'Debit',
    dataIndex: 'debit',
    key: 'debit',
    align: 'right',
    width: 160,
    render: (amount: number) => (amount > 0 ? <Typography.Text style={{ color: '#16a34a' }}>{formatTaka(amount)}</Typography.Text> : '—'),
  },
  {
    title: 'Credit',
    dataIndex: 'credit',
    key: 'credit',
    align: 'right',
    width: 160,
    render: (amount: number) => (amount > 0 ? <Typography.Text style={{ color: '#dc2626' }}>{formatTaka(amount)}</Typography.Text> : '—'),
  },
];

/** A transaction's journal lines, shown when its row is expanded. */
export function TransactionEntriesTable({ entries, testId }: { entries: TransactionEntry[]; testId: string }) {
  // A line has no id in the answer: its place in the entry is its key.
  const lines = entries.map((entry, index) => ({ ...entry, key: index }));
  return <Table<TransactionEntry> rowKey="key" size="small" columns={columns} dataSource={lines} pagination={false} scroll={{ x: 'max-content' }} data-testid={testId} />;
}
