import { useState } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { historyColumn } from '../../../shared/history';
import { ListPage, notedColumn, useCrudScreen, type CrudRowActions, type ListCardDescription, type ListResource } from '../../../shared/list';
import { payableHasPayments, toPurchaseFormValues } from './purchase-form';
import { useRequisitionPrefill } from './purchase-prefill';
import type { Purchase, PurchaseFormValues } from './purchase-types';
import { PurchaseFormModal } from './PurchaseFormModal';
import { PurchaseDetails } from './PurchaseDetails';
import { usePaymentMethodOptions } from '../../accounts/payment-methods/payment-method-options';
import { PURCHASE_PAGE_SIZES, usePurchaseActions, usePurchaseList } from './use-purchases';

const PURCHASE_RESOURCE: ListResource = { name: 'Purchase', plural: 'purchases', countLabel: 'purchases', id: 'purchase', pluralId: 'purchases' };

const PAYMENTS_MADE = 'Its payable has payments, so this purchase can no longer be deleted';

const columns: TableColumnsType<Purchase> = [
  { title: 'Supplier', key: 'supplier', width: 220, render: (_, purchase) => purchase.supplier?.name ?? '—' },
  notedColumn<Purchase>('Memo Number', 'memoNumber', { width: 180, note: (purchase) => purchase.purchaseNumber }),
  { title: 'Purchase Date', dataIndex: 'purchaseDate', key: 'purchaseDate', width: 140, render: (date: string) => formatDate(date) },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 160, align: 'right', render: (total: number) => <Typography.Text strong>{formatTaka(total)}</Typography.Text> },
  historyColumn<Purchase>((purchase) => `purchase-${purchase._id}`, 'Purchase history', (purchase) => `purchase-history-${purchase.memoNumber}`),
  // Opens the row to its details (lines, and the 6.3 and VAT when it has them), after the figures.
  Table.EXPAND_COLUMN,
];

/** On a phone: the supplier, memo and date, what it cost and what was paid at once; the table's actions. */
const cards: ListCardDescription<Purchase> = {
  title: (purchase) => purchase.supplier?.name ?? '—',
  subtitle: (purchase) => `${purchase.memoNumber} · ${purchase.purchaseNumber ?? ''} · ${formatDate(purchase.purchaseDate)}`,
  figures: (purchase) => [
    { label: 'Total', value: <Typography.Text strong>{formatTaka(purchase.total)}</Typography.Text> },
    { label: 'Paid now', value: formatTaka(purchase.paidAmount ?? 0) },
  ],
};

/** Edit, and delete until its payable has payments: deleting reverses all the purchase did. */
const rowActions: CrudRowActions<Purchase> = {
  itemLabel: (purchase) => `purchase ${purchase.memoNumber}`,
  testKey: (purchase) => purchase.memoNumber,
  deleteDisabledReason: (purchase) => (payableHasPayments(purchase) ? PAYMENTS_MADE : undefined),
  deleteDescription: () => <div style={{ maxWidth: 280 }}>Its stock, motorcycle units, posting and payable are reversed.</div>,
};

export function PurchasesPage() {
  // A new purchase opens blank, or prefilled from a requisition (see useRequisitionPrefill).
  const [prefill, setPrefill] = useState<Partial<PurchaseFormValues> | null>(null);
  const paymentMethods = usePaymentMethodOptions();
  const toFormValues = (purchase: Purchase | null): Partial<PurchaseFormValues> =>
    purchase ? toPurchaseFormValues(purchase) : { purchasePaymentMethod: paymentMethods.defaultMethod?._id, ...(prefill ?? toPurchaseFormValues(null)) };
  const screen = useCrudScreen(PURCHASE_RESOURCE, { useList: usePurchaseList, useActions: usePurchaseActions, toFormValues, form: PurchaseFormModal, rowActions });
  const openNew = (values: Partial<PurchaseFormValues> | null) => {
    setPrefill(values);
    screen.modal.openForCreate();
  };
  useRequisitionPrefill(openNew, !paymentMethods.isLoading);

  return (
    <ListPage
      header={{ title: 'Purchases', subtitle: 'Goods received from suppliers: stock in, posted to the books, the unpaid part owed as a payable.', breadcrumb: [{ title: 'Inventory & Stock' }] }}
      screen={screen}
      add={{ label: 'Add Purchase', testId: 'add-purchase', onClick: () => openNew(null) }}
      table={{
        columns,
        cards,
        // A row opens to its lines and, with VAT, the supplier's 6.3 and each line's VAT.
        expandable: { expandedRowRender: (purchase) => <PurchaseDetails purchase={purchase} /> },
        pageSizeOptions: PURCHASE_PAGE_SIZES,
        emptyText: 'No purchases',
        search: 'Search by memo number or supplier',
      }}
    />
  );
}
