import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListFilterSelect, ListPage, useCrudScreen, type CrudRowActions, type ListResource } from '../../../shared/list';
import { historyColumn } from '../../../shared/history';
import { accountLabel } from '../shared/use-account-options';
import { TransferFormModal } from './TransferFormModal';
import { toTransferFormValues, useTransferActions, useTransferList, type Transfer, type TransferStatus } from './use-transfers';

const TRANSFER_STATUSES: TransferStatus[] = ['Posted', 'Voided'];

const TRANSFER_RESOURCE: ListResource = { name: 'Transfer', plural: 'transfers', countLabel: 'transfers', id: 'transfer', pluralId: 'transfers' };

const columns: TableColumnsType<Transfer> = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 130, render: (date: string) => formatDate(date) },
  { title: 'From', key: 'from', render: (_, transfer) => (transfer.from ? accountLabel(transfer.from) : '—') },
  { title: 'To', key: 'to', render: (_, transfer) => (transfer.to ? accountLabel(transfer.to) : '—') },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    width: 160,
    render: (amount: number, transfer) => (
      <Typography.Text strong delete={transfer.status === 'Voided'}>
        {formatTaka(amount)}
      </Typography.Text>
    ),
  },
  ellipsisColumn<Transfer>('Remarks', 'remarks', { width: 240 }),
  {
    title: 'Entry',
    key: 'entry',
    width: 90,
    render: (_, transfer) => (transfer.journalEntry?.entryNumber ? `#${transfer.journalEntry.entryNumber}` : '—'),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 100,
    render: (status: TransferStatus) =>
      status === 'Voided' ? (
        <Tooltip title="Reversed in the ledger">
          <Tag color="error">Voided</Tag>
        </Tooltip>
      ) : (
        <Tag color="success">{status ?? 'Posted'}</Tag>
      ),
  },
  historyColumn<Transfer>((transfer) => `transfer-${transfer._id}`, 'Transfer history'),
];

/** A voided transfer offers no actions; deleting one voids it by a reversing entry. */
const rowActions: CrudRowActions<Transfer> = {
  itemLabel: () => 'this transfer',
  testKey: (transfer) => transfer.remarks || transfer._id,
  deleteDescription: (transfer) => (
    <div style={{ maxWidth: 300 }}>
      The transfer is voided by a reversing journal entry: the money returns to {transfer.from?.name ?? 'the source account'} and both postings
      stay in the books.
    </div>
  ),
  shownFor: (transfer) => transfer.status !== 'Voided',
  width: 110,
};

export function TransfersPage() {
  const screen = useCrudScreen(TRANSFER_RESOURCE, { useList: useTransferList, useActions: useTransferActions, toFormValues: toTransferFormValues, form: TransferFormModal, rowActions });
  const statusFilter = <ListFilterSelect list={screen.list} name="status" placeholder="All statuses" width={180} values={TRANSFER_STATUSES} testId="transfer-status-filter" />;

  return (
    <ListPage
      header={{ title: 'Transfers', subtitle: 'Move money between accounts, e.g. cash deposited to the bank.', breadcrumb: [{ title: 'Financial Management' }] }}
      screen={screen}
      table={{ columns, scroll: { x: 1000 }, search: 'Search transfers', toolbar: statusFilter }}
    />
  );
}
