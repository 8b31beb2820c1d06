import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/date';
import { ListTable, rangeTotal } from '../../../shared/list';
import { SignedQuantity, SignedTaka } from '../products/MovementHistoryTable';
import { productRoutes } from '../products/product-rules';
import type { MovementRow, ReportFilters } from './report-types';
import { REPORT_PAGE_SIZES, useReportTable } from './use-inventory-reports';

const MOVEMENT_TYPE_COLORS: Record<string, string> = { Purchase: 'green', Sale: 'blue', Adjustment: 'orange' };

const columns: TableColumnsType<MovementRow> = [
  { title: 'Date', dataIndex: 'date', key: 'date', render: formatDate, width: 130 },
  { title: 'Product', key: 'product', render: (_, row) => (row.product?._id ? <Link to={productRoutes.details(row.product._id)}>{row.productName}</Link> : row.productName) },
  { title: 'Type', dataIndex: 'movementType', key: 'movementType', render: (type: string) => <Tag color={MOVEMENT_TYPE_COLORS[type] ?? 'default'}>{type}</Tag> },
  { title: 'Quantity Change', dataIndex: 'quantityChange', key: 'quantityChange', align: 'right', render: (value: number) => <SignedQuantity value={value} /> },
  { title: 'Value Impact', dataIndex: 'valueImpact', key: 'valueImpact', align: 'right', render: (value: number) => <SignedTaka value={value} /> },
  { title: 'Reference', dataIndex: 'reference', key: 'reference', render: (value: string) => value || '—' },
];

export function MovementTab({ filters }: { filters: ReportFilters }) {
  const list = useReportTable<MovementRow>({ path: '/products/reports/movement', listKey: 'movements', params: { ...filters } });
  return (
    <ListTable<MovementRow>
      list={list}
      columns={columns}
      testId="report-movements-table"
      errorTitle="Failed to load stock movements."
      emptyText="No movements in this period"
      totalLabel={rangeTotal('movements')}
      pageSizeOptions={REPORT_PAGE_SIZES}
    />
  );
}
