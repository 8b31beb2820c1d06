import { Tag, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import type { VatRegisterKind, VatRegisterRow } from './use-vat-registers';

const money = (value: number | null) => (value === null ? '—' : formatTaka(value));
type StockFigures = { quantity: number | null; value: number | null };
/** The product's stock around the line: quantities on a line, values under them (the Mushak forms' opening and closing columns). */
const stockMove = (before: StockFigures, after: StockFigures) =>
  before.quantity === null || after.quantity === null ? (
    '—'
  ) : (
    <>
      <div>
        {before.quantity} → {after.quantity}
      </div>
      <Typography.Text type="secondary">
        {money(before.value)} → {money(after.value)}
      </Typography.Text>
    </>
  );

/** The register's columns, the Mushak-6.1 / 6.2 layout shortened for the screen (the export has them all). */
export function registerColumns(register: VatRegisterKind): TableColumnsType<VatRegisterRow> {
  return [
    { title: 'Date', dataIndex: 'date', key: 'date', width: 110, render: (date: string) => formatDate(date) },
    {
      title: register === 'sales' ? 'Invoice (Mushak-6.3)' : "Supplier's Mushak-6.3",
      key: 'document',
      width: 150,
      render: (_, row) => (
        <>
          {row.documentNumber || '—'} {row.reversal && <Tag color="warning">Reversal</Tag>}
        </>
      ),
    },
    {
      title: register === 'sales' ? 'Buyer' : 'Supplier',
      key: 'counterparty',
      render: (_, row) => (
        <>
          <div>{row.counterparty.name}</div>
          <Typography.Text type="secondary">{row.counterparty.bin ? `BIN ${row.counterparty.bin}` : row.counterparty.nid ? `NID ${row.counterparty.nid}` : ''}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Product',
      key: 'product',
      render: (_, row) => [row.product.name, row.product.model, row.product.chassisNo && `Chassis ${row.product.chassisNo}`].filter(Boolean).join(' · '),
    },
    { title: 'Qty', dataIndex: 'quantity', key: 'quantity', align: 'right', width: 60 },
    { title: 'Taxable value', dataIndex: 'taxableValue', key: 'taxableValue', align: 'right', width: 125, render: money },
    { title: 'Rate', dataIndex: 'vatRate', key: 'vatRate', align: 'right', width: 70, render: (rate: number | null) => (rate === null ? 'Exempt' : `${rate}%`) },
    { title: 'VAT', dataIndex: 'vat', key: 'vat', align: 'right', width: 115, render: money },
    { title: 'Stock before → after', key: 'stock', align: 'right', width: 190, render: (_, row) => stockMove(row.stockBefore, row.stockAfter) },
  ];
}
