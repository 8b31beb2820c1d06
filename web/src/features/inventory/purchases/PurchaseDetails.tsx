import { Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import type { Purchase, PurchaseItem } from './purchase-types';

const lineColumns = (withVat: boolean): TableColumnsType<PurchaseItem> => [
  { title: 'Product', key: 'product', render: (_, item) => `${item.product?.name ?? '—'}${item.product?.model ? ` (${item.product.model})` : ''}` },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right', width: 90 },
  { title: 'Purchase Price', dataIndex: 'purchasePrice', key: 'purchasePrice', align: 'right', width: 140, render: (amount: number) => formatTaka(amount) },
  { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', width: 140, render: (amount: number) => formatTaka(amount) },
  ...(withVat
    ? ([
        { title: 'VAT %', dataIndex: 'vatRate', key: 'vatRate', align: 'right', width: 80, render: (rate: number | null) => (rate === null ? '—' : `${rate}%`) },
        { title: 'VAT (৳)', dataIndex: 'vat', key: 'vat', align: 'right', width: 130, render: (vat: number) => formatTaka(vat) },
        { title: 'Input credit', dataIndex: 'inputVatCredited', key: 'inputVatCredited', width: 110, render: (credited: boolean) => (credited ? 'Yes' : 'No (in cost)') },
      ] satisfies TableColumnsType<PurchaseItem>)
    : []),
  { title: 'Unit Cost', dataIndex: 'unitCost', key: 'unitCost', align: 'right', width: 140, render: (amount: number) => formatTaka(amount) },
];

/** A purchase's lines and, when it carries VAT (issue 24), the supplier's Mushak-6.3 and each line's VAT. */
export function PurchaseDetails({ purchase }: { purchase: Purchase }) {
  const withVat = purchase.vatTotal > 0 || purchase.supplierMushakNumber !== null || purchase.items.some((item) => item.vatRate !== null);
  return (
    <div data-testid={`purchase-details-${purchase.memoNumber}`}>
      {withVat && (
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Supplier's Mushak-6.3 No">{purchase.supplierMushakNumber ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="6.3 date">{purchase.supplierMushakDate ? formatDate(purchase.supplierMushakDate) : '—'}</Descriptions.Item>
          <Descriptions.Item label="VAT">
            <span data-testid="purchase-details-vat-total">{formatTaka(purchase.vatTotal)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Input VAT credit">
            <span data-testid="purchase-details-input-credit">{formatTaka(purchase.inputVatCredit)}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Table<PurchaseItem> size="small" rowKey={(item) => item.product?._id ?? ''} columns={lineColumns(withVat)} dataSource={purchase.items} pagination={false} />
      <Typography.Text type="secondary">
        Subtotal {formatTaka(purchase.subtotal)} · Other charges {formatTaka(purchase.otherCharges ?? 0)}
        {withVat ? ` · VAT ${formatTaka(purchase.vatTotal)}` : ''} · Total {formatTaka(purchase.total)}
      </Typography.Text>
    </div>
  );
}
