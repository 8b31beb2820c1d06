import type { TableColumnsType } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { amountColumn, ListFilterSelect, notedColumn, type ListResource, type PagedList } from '../../../shared/list';
import { OpenItemsPage, type OpenItemRowHandlers } from '../open-items/OpenItemsPage';
import { useSupplierOptions } from '../../inventory/suppliers/supplier-options';
import { BillFormModal } from './BillFormModal';
import { PayableActions } from './PayableActions';
import { PayableDueDate, PayableStatusTag } from './PayableStatusTag';
import { PayablesSummary } from './PayablesSummary';
import { PaymentHistoryModal } from './PaymentHistoryModal';
import { PaymentModal } from './PaymentModal';
import { PAYABLE_STATUSES, toBillFormValues, useBillActions, usePayableList, type BillFormValues, type Payable, type PayableStatus, type PayableSummary } from './use-payables';

const PAYABLE_RESOURCE: ListResource = { name: 'Bill', plural: 'payables', countLabel: 'payables', id: 'payable', pluralId: 'payables' };

const money = (amount: number) => formatTaka(amount);

const columns: TableColumnsType<Payable> = [
  { title: 'Supplier', key: 'supplier', width: 200, render: (_, payable) => payable.supplier?.name ?? '—' },
  notedColumn<Payable>('Bill Number', 'billNumber', { width: 170, note: (payable) => (payable.purchase ? `Purchase ${payable.purchase.purchaseNumber}` : 'Supplier bill') }),
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: money },
  { title: 'Paid', dataIndex: 'paidAmount', key: 'paidAmount', width: 140, align: 'right', render: money },
  amountColumn<Payable>('Remaining', 'remaining', { width: 140 }),
  { title: 'Due Date', dataIndex: 'dueDate', key: 'dueDate', width: 130, render: (date: string, payable) => <PayableDueDate date={date} status={payable.status} /> },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: PayableStatus) => <PayableStatusTag status={status} /> },
];

/** Suppliers' filter choices load with the page. */
function PayableFilters({ list }: { list: PagedList<Payable> }) {
  const suppliers = useSupplierOptions();
  return (
    <>
      <ListFilterSelect list={list} name="status" placeholder="All statuses" width={150} values={PAYABLE_STATUSES} testId="payable-status-filter" />
      <ListFilterSelect list={list} name="supplier" placeholder="All suppliers" searchable loading={suppliers.isLoading} options={suppliers.options} testId="payable-supplier-filter" />
    </>
  );
}

export function PayablesPage() {
  const header = { title: 'Payables', subtitle: 'What suppliers are owed: the unpaid part of purchases and bills entered by hand.' };
  const table = { emptyText: 'No payables', search: 'Search by bill number, supplier or notes', filters: (list: PagedList<Payable>) => <PayableFilters list={list} /> };
  // Pay and history on every payable; edit and delete only on a bill entered by hand (see PayableActions).
  const actions = { width: 190, cell: (payable: Payable, { onPay, onHistory, edit, remove, canChange }: OpenItemRowHandlers<Payable>) => <PayableActions payable={payable} onPay={onPay} onHistory={onHistory} onEdit={edit} remove={remove} canChange={canChange} /> };
  return (
    <OpenItemsPage<Payable, BillFormValues, PayableSummary> resource={PAYABLE_RESOURCE} header={header} useList={usePayableList} useActions={useBillActions} toFormValues={toBillFormValues} form={BillFormModal}
      columns={columns} actions={actions} summary={(summary) => <PayablesSummary summary={summary} />} table={table} paymentModal={PaymentModal} historyModal={PaymentHistoryModal} />
  );
}
