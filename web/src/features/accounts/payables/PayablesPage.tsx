import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { ListFilterSelect, ListPage, useModalForm, type ListResource } from '../../../shared/list';
import { supplierSelectOptions, useSupplierOptions } from '../../inventory/purchases/purchasing-options';
import { BillFormModal } from './BillFormModal';
import { PayableActions } from './PayableActions';
import { PayableDueDate, PayableStatusTag } from './PayableStatusTag';
import { PayablesSummary } from './PayablesSummary';
import { PaymentHistoryModal } from './PaymentHistoryModal';
import { PaymentModal } from './PaymentModal';
import { PAYABLE_STATUSES, toBillFormValues, useBillActions, usePayableList, type BillFormValues, type Payable, type PayableStatus } from './use-payables';

const PAYABLE_RESOURCE: ListResource = { name: 'Bill', plural: 'payables', countLabel: 'payables', id: 'payable', pluralId: 'payables' };

const money = (amount: number) => formatTaka(amount);

export function PayablesPage() {
  const list = usePayableList();
  const suppliers = useSupplierOptions();
  const modal = useModalForm<Payable, BillFormValues>(toBillFormValues);
  const { save, remove } = useBillActions(modal);
  const [paying, setPaying] = useState<Payable | null>(null);
  const [history, setHistory] = useState<Payable | null>(null);

  const columns: TableColumnsType<Payable> = [
    { title: 'Supplier', key: 'supplier', width: 200, render: (_, payable) => payable.supplier?.name ?? '—' },
    {
      title: 'Bill Number',
      dataIndex: 'billNumber',
      key: 'billNumber',
      width: 170,
      render: (billNumber: string, payable) => (
        <>
          {billNumber}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {payable.purchase ? `Purchase ${payable.purchase.purchaseNumber}` : 'Supplier bill'}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: money },
    { title: 'Paid', dataIndex: 'paidAmount', key: 'paidAmount', width: 140, align: 'right', render: money },
    { title: 'Remaining', dataIndex: 'remaining', key: 'remaining', width: 140, align: 'right', render: (amount: number) => <Typography.Text strong>{money(amount)}</Typography.Text> },
    { title: 'Due Date', dataIndex: 'dueDate', key: 'dueDate', width: 130, render: (date: string, payable) => <PayableDueDate date={date} status={payable.status} /> },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: PayableStatus) => <PayableStatusTag status={status} /> },
    {
      title: 'Actions',
      key: 'actions',
      width: 190,
      render: (_, payable) => <PayableActions payable={payable} onPay={setPaying} onHistory={setHistory} onEdit={modal.openForEdit} remove={remove} />,
    },
  ];

  return (
    <ListPage<Payable, BillFormValues>
      header={{ title: 'Payables', subtitle: 'What suppliers are owed: the unpaid part of purchases and bills entered by hand.', breadcrumb: [{ title: 'Financial Management' }] }}
      resource={PAYABLE_RESOURCE}
      crud={{ modal, save, form: BillFormModal }}
      above={<PayablesSummary summary={list.data?.summary} />}
      table={{
        list,
        columns,
        errorTitle: 'Failed to load payables.',
        emptyText: 'No payables',
        search: { placeholder: 'Search by bill number, supplier or notes', testId: 'payable-search' },
        toolbar: (
          <>
            <ListFilterSelect list={list} name="status" placeholder="All statuses" width={150} values={PAYABLE_STATUSES} testId="payable-status-filter" />
            <ListFilterSelect
              list={list}
              name="supplier"
              placeholder="All suppliers"
              width={200}
              showSearch
              optionFilterProp="label"
              loading={suppliers.isLoading}
              options={supplierSelectOptions(suppliers.data)}
              testId="payable-supplier-filter"
            />
          </>
        ),
      }}
    >
      <PaymentModal payable={paying} onClose={() => setPaying(null)} />
      <PaymentHistoryModal payable={history} onClose={() => setHistory(null)} />
    </ListPage>
  );
}
