import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { ListFilterSelect, ListPage, notedColumn, useCrudScreen, type CrudRowActions, type ListResource } from '../../../shared/list';
import { useSupplierOptions } from '../../inventory/suppliers/supplier-options';
import { BillFormModal } from './BillFormModal';
import { PayableActions } from './PayableActions';
import { PayableDueDate, PayableStatusTag } from './PayableStatusTag';
import { PayablesSummary } from './PayablesSummary';
import { PaymentHistoryModal } from './PaymentHistoryModal';
import { PaymentModal } from './PaymentModal';
import { PAYABLE_STATUSES, toBillFormValues, useBillActions, usePayableList, type Payable, type PayableStatus } from './use-payables';

const PAYABLE_RESOURCE: ListResource = { name: 'Bill', plural: 'payables', countLabel: 'payables', id: 'payable', pluralId: 'payables' };

const money = (amount: number) => formatTaka(amount);

const columns: TableColumnsType<Payable> = [
  { title: 'Supplier', key: 'supplier', width: 200, render: (_, payable) => payable.supplier?.name ?? '—' },
  notedColumn<Payable>('Bill Number', 'billNumber', { width: 170, note: (payable) => (payable.purchase ? `Purchase ${payable.purchase.purchaseNumber}` : 'Supplier bill') }),
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: money },
  { title: 'Paid', dataIndex: 'paidAmount', key: 'paidAmount', width: 140, align: 'right', render: money },
  { title: 'Remaining', dataIndex: 'remaining', key: 'remaining', width: 140, align: 'right', render: (amount: number) => <Typography.Text strong>{money(amount)}</Typography.Text> },
  { title: 'Due Date', dataIndex: 'dueDate', key: 'dueDate', width: 130, render: (date: string, payable) => <PayableDueDate date={date} status={payable.status} /> },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: PayableStatus) => <PayableStatusTag status={status} /> },
];

export function PayablesPage() {
  const suppliers = useSupplierOptions();
  const [paying, setPaying] = useState<Payable | null>(null);
  const [history, setHistory] = useState<Payable | null>(null);
  /** Pay and history on every payable; edit and delete only on a bill entered by hand (see PayableActions). */
  const rowActions: CrudRowActions<Payable> = {
    cell: (payable, { edit, remove, canChange }) => <PayableActions payable={payable} onPay={setPaying} onHistory={setHistory} onEdit={edit} remove={remove} canChange={canChange} />,
    width: 190,
  };
  const screen = useCrudScreen(PAYABLE_RESOURCE, { useList: usePayableList, useActions: useBillActions, toFormValues: toBillFormValues, form: BillFormModal, rowActions });
  const filters = (
    <>
      <ListFilterSelect list={screen.list} name="status" placeholder="All statuses" width={150} values={PAYABLE_STATUSES} testId="payable-status-filter" />
      <ListFilterSelect list={screen.list} name="supplier" placeholder="All suppliers" searchable loading={suppliers.isLoading} options={suppliers.options} testId="payable-supplier-filter" />
    </>
  );

  return (
    <ListPage
      header={{ title: 'Payables', subtitle: 'What suppliers are owed: the unpaid part of purchases and bills entered by hand.', breadcrumb: [{ title: 'Financial Management' }] }}
      screen={screen}
      above={<PayablesSummary summary={screen.list.data?.summary} />}
      table={{
        columns,
        emptyText: 'No payables',
        search: 'Search by bill number, supplier or notes',
        toolbar: filters,
      }}
    >
      <PaymentModal payable={paying} onClose={() => setPaying(null)} />
      <PaymentHistoryModal payable={history} onClose={() => setHistory(null)} />
    </ListPage>
  );
}
