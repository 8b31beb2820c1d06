import { Tag, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListTable, rangeTotal } from '../../../shared/list';
import { MOVEMENT_COLORS, MOVEMENT_LABELS } from './product-rules';
import type { StockMovement } from './types';
import { useStockMovements } from './use-stock';

export function SignedQuantity({ value }: { value: number }) {
  const color = value > 0 ? '#389e0d' : value < 0 ? '#cf1322' : undefined;
  return <span style={{ color, fontWeight: 500 }}>{value > 0 ? `+${value}` : value}</span>;
}

export function SignedTaka({ value }: { value: number }) {
  return <Typography.Text type={value < 0 ? 'danger' : value > 0 ? 'success' : undefined}>{value > 0 ? `+${formatTaka(value)}` : formatTaka(value)}</Typography.Text>;
}

const moneyOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatTaka(value));

const columns: TableColumnsType<StockMovement> = [
  { title: 'Date', dataIndex: 'date', key: 'date', render: formatDate, width: 130 },
  {
    title: 'Type',
    dataIndex: 'type',
    key: 'type',
    render: (type: StockMovement['type'], row) => <Tag color={MOVEMENT_COLORS[type] ?? 'default'}>{row.typeLabel ?? MOVEMENT_LABELS[type] ?? type}</Tag>,
  },
  { title: 'Quantity', dataIndex: 'quantityChange', key: 'quantityChange', align: 'right', render: (value: number) => <SignedQuantity value={value} /> },
  // Both named (issue 23, item 7): the price paid a unit, and the landed cost a unit (other charges spread in) that × units = the value.
  { title: 'Price Paid', dataIndex: 'unitCost', key: 'unitCost', align: 'right', render: moneyOrDash },
  { title: 'Cost a Unit (landed)', dataIndex: 'landedUnitCost', key: 'landedUnitCost', align: 'right', render: moneyOrDash },
  { title: 'Value Impact', dataIndex: 'valueImpact', key: 'valueImpact', align: 'right', render: (value: number) => <SignedTaka value={value} /> },
  { title: 'Balance', dataIndex: 'balanceAfter', key: 'balanceAfter', align: 'right' },
  { title: 'Reference', dataIndex: 'reference', key: 'reference', render: (value: string) => value || '—' },
  ellipsisColumn<StockMovement>('Reason', 'reason', { width: 240 }),
];

/** A product's stock movements, newest first, 10 a page. */
export function MovementHistoryTable({ productId }: { productId: string }) {
  const list = useStockMovements(productId);
  return (
    <ListTable<StockMovement>
      list={list}
      columns={columns}
      testId="product-movements-table"
      errorTitle="Failed to load stock movements."
      emptyText="No stock movements yet"
      totalLabel={rangeTotal('movements')}
    />
  );
}
