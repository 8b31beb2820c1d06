import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { EllipsisText } from '../../../shared/list';
import { PRICE_TABLE_PAGE_SIZE } from './product-rules';
import { PRICE_TYPE_LABELS, withVariance, type PriceChangeRow } from './price-history-rows';
import type { PriceChange, PurchaseLine } from './types';

function Variance({ variance }: { variance: PriceChangeRow['variance'] }) {
  if (!variance) return <>—</>;
  const type = variance.amount > 0 ? 'danger' : variance.amount < 0 ? 'success' : undefined;
  const sign = variance.amount > 0 ? '+' : '';
  return (
    <Typography.Text type={type}>
      {sign}
      {formatTaka(variance.amount)}
      {variance.percent !== null && ` (${sign}${variance.percent.toFixed(2)}%)`}
    </Typography.Text>
  );
}

const changeColumns: TableColumnsType<PriceChangeRow> = [
  { title: 'Date', dataIndex: 'effectiveDate', key: 'effectiveDate', render: formatDate, width: 130 },
  { title: 'Type', dataIndex: 'priceType', key: 'priceType', render: (type?: string) => (type ? <Tag color={type === 'cost' ? 'orange' : 'blue'}>{PRICE_TYPE_LABELS[type] ?? type}</Tag> : '—') },
  { title: 'Price', dataIndex: 'price', key: 'price', align: 'right', render: (value: number) => formatTaka(value) },
  { title: 'Reason', dataIndex: 'reason', key: 'reason', render: (value: string) => <EllipsisText text={value} maxWidth={220} /> },
  { title: 'Variance', key: 'variance', align: 'right', render: (_, row) => <Variance variance={row.variance} /> },
];

/** Without `seesCosts` (Sales) only sale prices are listed: no Type column telling cost from sale price. */
export function PriceChangeTable({ entries, seesCosts = true }: { entries: PriceChange[]; seesCosts?: boolean }) {
  return (
    <Table<PriceChangeRow>
      size="small"
      rowKey="key"
      columns={seesCosts ? changeColumns : changeColumns.filter((column) => column.key !== 'priceType')}
      dataSource={withVariance(entries)}
      pagination={{ pageSize: PRICE_TABLE_PAGE_SIZE, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No Data' }}
      data-testid="price-change-table"
    />
  );
}

const supplierName = (supplier: PurchaseLine['supplier']) => (typeof supplier === 'string' ? supplier : supplier?.name ?? '—');

const purchaseColumns: TableColumnsType<PurchaseLine> = [
  { title: 'Date', dataIndex: 'purchaseDate', key: 'purchaseDate', render: formatDate, width: 130 },
  { title: 'Memo Number', dataIndex: 'memoNumber', key: 'memoNumber' },
  { title: 'Supplier', key: 'supplier', render: (_, row) => supplierName(row.supplier) },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Unit Price', dataIndex: 'purchasePrice', key: 'purchasePrice', align: 'right', render: (value: number) => formatTaka(value) },
  { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', render: (value: number) => formatTaka(value) },
];

export function RecentPurchasesTable({ purchases }: { purchases: PurchaseLine[] }) {
  return (
    <Table<PurchaseLine>
      size="small"
      rowKey={(row) => `${row.purchaseId}-${row.purchasePrice}-${row.quantity}`}
      columns={purchaseColumns}
      dataSource={purchases}
      pagination={{ pageSize: PRICE_TABLE_PAGE_SIZE, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No Data' }}
      data-testid="recent-purchases-table"
    />
  );
}
