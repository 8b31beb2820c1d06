import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ListPage, rowActionsColumn, useModalForm, type ListResource } from '../../../shared/list';
import { payableHasPayments, toPurchaseFormValues } from './purchase-form';
import { useRequisitionPrefill } from './purchase-prefill';
import type { Purchase, PurchaseFormValues } from './purchase-types';
import { PurchaseFormModal } from './PurchaseFormModal';
import { usePaymentMethodOptions } from './purchasing-options';
import { PURCHASE_PAGE_SIZES, usePurchaseActions, usePurchaseList } from './use-purchases';

const PURCHASE_RESOURCE: ListResource = { name: 'Purchase', plural: 'purchases', countLabel: 'purchases', id: 'purchase', pluralId: 'purchases' };

const PAYMENTS_MADE = 'Its payable has payments, so this purchase can no longer be deleted';

export function PurchasesPage() {
  const list = usePurchaseList();
  // A new purchase opens blank, or prefilled from a requisition (see useRequisitionPrefill).
  const [prefill, setPrefill] = useState<Partial<PurchaseFormValues> | null>(null);
  const paymentMethods = usePaymentMethodOptions();
  const modal = useModalForm<Purchase, PurchaseFormValues>((purchase) =>
    purchase ? toPurchaseFormValues(purchase) : { purchasePaymentMethod: paymentMethods.defaultMethod?._id, ...(prefill ?? toPurchaseFormValues(null)) },
  );
  const { save, remove } = usePurchaseActions(modal);
  const openNew = (values: Partial<PurchaseFormValues> | null) => {
    setPrefill(values);
    modal.openForCreate();
  };
  useRequisitionPrefill(openNew, !paymentMethods.isLoading);

  const columns: TableColumnsType<Purchase> = [
    { title: 'Supplier', key: 'supplier', width: 220, render: (_, purchase) => purchase.supplier?.name ?? '—' },
    {
      title: 'Memo Number',
      dataIndex: 'memoNumber',
      key: 'memoNumber',
      width: 180,
      render: (memo: string, purchase) => (
        <>
          {memo}
          {purchase.purchaseNumber && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {purchase.purchaseNumber}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: 'Purchase Date', dataIndex: 'purchaseDate', key: 'purchaseDate', width: 140, render: (date: string) => formatDate(date) },
    { title: 'Total', dataIndex: 'total', key: 'total', width: 160, align: 'right', render: (total: number) => <Typography.Text strong>{formatTaka(total)}</Typography.Text> },
    rowActionsColumn<Purchase>({
      itemLabel: (purchase) => `purchase ${purchase.memoNumber}`,
      testIdSuffix: (purchase) => `purchase-${purchase.memoNumber}`,
      onEdit: modal.openForEdit,
      remove,
      deleteDisabledReason: (purchase) => (payableHasPayments(purchase) ? PAYMENTS_MADE : undefined),
      deleteDescription: () => <div style={{ maxWidth: 280 }}>Its stock, motorcycle units, posting and payable are reversed.</div>,
    }),
  ];

  return (
    <ListPage<Purchase, PurchaseFormValues>
      header={{ title: 'Purchases', subtitle: 'Goods received from suppliers: stock in, posted to the books, the unpaid part owed as a payable.', breadcrumb: [{ title: 'Inventory & Stock' }] }}
      resource={PURCHASE_RESOURCE}
      add={{ label: 'Add Purchase', testId: 'add-purchase', onClick: () => openNew(null) }}
      crud={{ modal, save, form: PurchaseFormModal }}
      table={{
        list,
        columns,
        pageSizeOptions: PURCHASE_PAGE_SIZES,
        emptyText: 'No purchases',
        search: 'Search by memo number or supplier',
      }}
    />
  );
}
