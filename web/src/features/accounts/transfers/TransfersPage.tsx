import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListFilterSelect, ListPage, rowActionsColumn, useModalForm, type ListResource } from '../../../shared/list';
import { accountLabel } from '../shared/use-account-options';
import { TransferFormModal } from './TransferFormModal';
import { toTransferFormValues, useTransferActions, useTransferList, type Transfer, type TransferFormValues, type TransferStatus } from './use-transfers';

const TRANSFER_STATUSES: TransferStatus[] = ['Posted', 'Voided'];

const TRANSFER_RESOURCE: ListResource = { name: 'Transfer', plural: 'transfers', countLabel: 'transfers', id: 'transfer', pluralId: 'transfers' };

export function TransfersPage() {
  const list = useTransferList();
  const modal = useModalForm<Transfer, TransferFormValues>(toTransferFormValues);
  const { save, remove } = useTransferActions(modal);

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
    rowActionsColumn<Transfer>({
      itemLabel: () => 'this transfer',
      testIdSuffix: (transfer) => `transfer-${transfer.remarks || transfer._id}`,
      onEdit: modal.openForEdit,
      remove,
      deleteDescription: (transfer) => (
        <div style={{ maxWidth: 300 }}>
          The transfer is voided by a reversing journal entry: the money returns to {transfer.from?.name ?? 'the source account'} and both postings
          stay in the books.
        </div>
      ),
      shownFor: (transfer) => transfer.status !== 'Voided',
      width: 110,
    }),
  ];

  return (
    <ListPage<Transfer, TransferFormValues>
      header={{ title: 'Transfers', subtitle: 'Move money between accounts, e.g. cash deposited to the bank.', breadcrumb: [{ title: 'Financial Management' }] }}
      resource={TRANSFER_RESOURCE}
      crud={{ modal, save, form: TransferFormModal }}
      table={{ list, columns, scroll: { x: 1000 }, search: 'Search transfers', toolbar: <ListFilterSelect list={list} name="status" placeholder="All statuses" width={180} values={TRANSFER_STATUSES} testId="transfer-status-filter" /> }}
    />
  );
}
