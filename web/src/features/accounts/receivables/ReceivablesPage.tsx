import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { formatTaka, toPoisha } from '../../../shared/format/taka';
import { CellNote, ListFilterSelect, ListPage, useCrudScreen, type CrudRowActions, type ListResource } from '../../../shared/list';
import { SummaryCards } from '../shared/SummaryCards';
import { ReceivableActions } from './ReceivableActions';
import { ReceivableFormModal } from './ReceivableFormModal';
import { ReceivablePaymentModal } from './ReceivablePaymentModal';
import { ReceivablePaymentsModal } from './ReceivablePaymentsModal';
import { ReceivableDueDate, ReceivableStatusTag } from './ReceivableStatusTag';
import { RECEIVABLE_STATUSES, toReceivableFormValues, useReceivableActions, useReceivableList, type Receivable, type ReceivableStatus } from './use-receivables';

const RECEIVABLE_RESOURCE: ListResource = { name: 'Receivable', plural: 'receivables', countLabel: 'receivables', id: 'receivable', pluralId: 'receivables' };
const SOURCES = [
  { value: 'invoice', label: 'Invoice dues' },
  { value: 'manual', label: 'Entered by hand' },
];

const money = (amount: number) => formatTaka(amount);

const columns: TableColumnsType<Receivable> = [
  {
    title: 'Customer',
    key: 'customer',
    width: 170,
    render: (_, receivable) => (
      <>
        {receivable.customer.name}
        {receivable.customer.phone && <CellNote>{receivable.customer.phone}</CellNote>}
      </>
    ),
  },
  {
    title: 'Invoice',
    key: 'invoice',
    width: 130,
    render: (_, receivable) => receivable.invoice?.invoiceNumber ?? (receivable.invoice ? 'Invoice' : <Typography.Text type="secondary">Entered by hand</Typography.Text>),
  },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, align: 'right', render: money },
  {
    title: 'Remaining',
    dataIndex: 'remaining',
    key: 'remaining',
    width: 150,
    align: 'right',
    render: (amount: number, receivable) => {
      const settled = [toPoisha(receivable.paidAmount) > 0 && `${money(receivable.paidAmount)} received`, toPoisha(receivable.writtenOffAmount) > 0 && `${money(receivable.writtenOffAmount)} written off`].filter(Boolean);
      return (
        <>
          <Typography.Text strong>{money(amount)}</Typography.Text>
          {settled.length > 0 && <CellNote>{settled.join(' · ')}</CellNote>}
        </>
      );
    },
  },
  { title: 'Due Date', dataIndex: 'dueDate', key: 'dueDate', width: 120, render: (date: string, receivable) => <ReceivableDueDate date={date} status={receivable.status} /> },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 110, render: (status: ReceivableStatus) => <ReceivableStatusTag status={status} /> },
];

export function ReceivablesPage() {
  const [receiving, setReceiving] = useState<Receivable | null>(null);
  const [history, setHistory] = useState<Receivable | null>(null);
  const rowActions: CrudRowActions<Receivable> = {
    cell: (receivable, { edit, remove, canChange }) => <ReceivableActions receivable={receivable} onReceive={setReceiving} onHistory={setHistory} onEdit={edit} remove={remove} canChange={canChange} />,
    width: 200,
  };
  const screen = useCrudScreen(RECEIVABLE_RESOURCE, { useList: useReceivableList, useActions: useReceivableActions, toFormValues: toReceivableFormValues, form: ReceivableFormModal, rowActions });
  const summary = screen.list.data?.summary;

  return (
    <ListPage
      header={{ title: 'Receivables', subtitle: 'What customers owe: the dues of invoices and debts from before the books.', breadcrumb: [{ title: 'Financial Management' }] }}
      screen={screen}
      above={
        <SummaryCards
          testIdPrefix="receivables-summary"
          cards={[
            { key: 'amount', title: 'Total Receivable', value: summary?.totalAmount },
            { key: 'paid', title: 'Received', value: summary?.totalPaid },
            { key: 'written-off', title: 'Written Off', value: summary?.totalWrittenOff },
            { key: 'remaining', title: 'Outstanding', value: summary?.totalRemaining },
            { key: 'overdue', title: 'Overdue', value: summary?.totalOverdue, danger: true },
          ]}
        />
      }
      table={{
        columns,
        emptyText: 'No receivables',
        search: 'Search by customer, invoice number or notes',
        toolbar: (
          <>
            <ListFilterSelect list={screen.list} name="status" placeholder="All statuses" width={150} values={RECEIVABLE_STATUSES} testId="receivable-status-filter" />
            <ListFilterSelect list={screen.list} name="source" placeholder="All sources" width={170} options={SOURCES} testId="receivable-source-filter" />
          </>
        ),
      }}
    >
      <ReceivablePaymentModal receivable={receiving} onClose={() => setReceiving(null)} />
      <ReceivablePaymentsModal receivable={history} onClose={() => setHistory(null)} />
    </ListPage>
  );
}
