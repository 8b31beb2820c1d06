import { Typography, type TableColumnsType } from 'antd';
import { formatTaka, toPoisha } from '../../../shared/format/taka';
import { amountColumn, CellNote, ListFilterSelect, type ListResource, type PagedList } from '../../../shared/list';
import { OpenItemsPage, type OpenItemRowHandlers } from '../open-items/OpenItemsPage';
import { figuresOf, SummaryCards, type SummaryFigure } from '../shared/SummaryCards';
import { ReceivableActions } from './ReceivableActions';
import { ReceivableFormModal } from './ReceivableFormModal';
import { ReceivablePaymentModal } from './ReceivablePaymentModal';
import { ReceivablePaymentsModal } from './ReceivablePaymentsModal';
import { ReceivableDueDate, ReceivableStatusTag } from './ReceivableStatusTag';
import { RECEIVABLE_STATUSES, toReceivableFormValues, useReceivableActions, useReceivableList, type Receivable, type ReceivableFormValues, type ReceivableStatus, type ReceivableSummary } from './use-receivables';

const RECEIVABLE_RESOURCE: ListResource = { name: 'Receivable', plural: 'receivables', countLabel: 'receivables', id: 'receivable', pluralId: 'receivables' };
const SOURCES = [
  { value: 'invoice', label: 'Invoice dues' },
  { value: 'manual', label: 'Entered by hand' },
];

const money = (amount: number) => formatTaka(amount);

/** What was received and written off, under what remains. */
function settledNote(receivable: Receivable) {
  const settled = [toPoisha(receivable.paidAmount) > 0 && `${money(receivable.paidAmount)} received`, toPoisha(receivable.writtenOffAmount) > 0 && `${money(receivable.writtenOffAmount)} written off`].filter(Boolean);
  return settled.length > 0 && settled.join(' · ');
}

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
  amountColumn<Receivable>('Remaining', 'remaining', { width: 150, note: settledNote }),
  { title: 'Due Date', dataIndex: 'dueDate', key: 'dueDate', width: 120, render: (date: string, receivable) => <ReceivableDueDate date={date} status={receivable.status} /> },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 110, render: (status: ReceivableStatus) => <ReceivableStatusTag status={status} /> },
];

const filters = (list: PagedList<Receivable>) => (
  <>
    <ListFilterSelect list={list} name="status" placeholder="All statuses" width={150} values={RECEIVABLE_STATUSES} testId="receivable-status-filter" />
    <ListFilterSelect list={list} name="source" placeholder="All sources" width={170} options={SOURCES} testId="receivable-source-filter" />
  </>
);

const RECEIVABLE_TOTALS: SummaryFigure<ReceivableSummary>[] = [
  { key: 'amount', title: 'Total Receivable', field: 'totalAmount' },
  { key: 'paid', title: 'Received', field: 'totalPaid' },
  { key: 'written-off', title: 'Written Off', field: 'totalWrittenOff' },
  { key: 'remaining', title: 'Outstanding', field: 'totalRemaining' },
  { key: 'overdue', title: 'Overdue', field: 'totalOverdue', danger: true },
];
const summaryCards = (summary: ReceivableSummary | undefined) => <SummaryCards testIdPrefix="receivables-summary" cards={figuresOf(summary, RECEIVABLE_TOTALS)} />;

export function ReceivablesPage() {
  const header = { title: 'Receivables', subtitle: 'What customers owe: the dues of invoices and debts from before the books.' };
  const actions = { width: 200, cell: (receivable: Receivable, { onPay, onHistory, edit, remove, canChange }: OpenItemRowHandlers<Receivable>) => <ReceivableActions receivable={receivable} onReceive={onPay} onHistory={onHistory} onEdit={edit} remove={remove} canChange={canChange} /> };
  return (
    <OpenItemsPage<Receivable, ReceivableFormValues, ReceivableSummary> resource={RECEIVABLE_RESOURCE} header={header} useList={useReceivableList} useActions={useReceivableActions} toFormValues={toReceivableFormValues}
      form={ReceivableFormModal} columns={columns} actions={actions} summary={summaryCards} table={{ emptyText: 'No receivables', search: 'Search by customer, invoice number or notes', filters }}
      paymentModal={ReceivablePaymentModal} historyModal={ReceivablePaymentsModal} />
  );
}
