import { Space, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatTaka } from '../../../shared/format/taka';
import { ListTable, rangeTotal } from '../../../shared/list';
import { ProductTypeTag, StockCell } from '../products/ProductCells';
import { formatPercent, inventoryValueOf, marginColor, productRoutes, profitMargin } from '../products/product-rules';
import type { PerformanceRow, ReportFilters } from './report-types';
import { TurnoverBar } from './TurnoverBar';
import { REPORT_PAGE_SIZES, useReportTable } from './use-inventory-reports';

const columns: TableColumnsType<PerformanceRow> = [
  {
    title: 'Product',
    key: 'product',
    render: (_, row) => (
      <Space direction="vertical" size={0}>
        <Link to={productRoutes.details(row._id)}>{row.name}</Link>
        <Space size={4} wrap>
          <ProductTypeTag type={row.type} />
          <Typography.Text type="secondary">{row.sku || 'No SKU'}</Typography.Text>
        </Space>
      </Space>
    ),
  },
  { title: 'Stock', key: 'stock', align: 'right', render: (_, row) => <StockCell product={row} /> },
  { title: 'Value', key: 'value', align: 'right', render: (_, row) => formatTaka(inventoryValueOf(row)) },
  { title: 'Turnover', dataIndex: 'turnoverRate', key: 'turnoverRate', render: (rate: number) => <TurnoverBar rate={rate} /> },
  {
    title: 'Profit Margin',
    key: 'margin',
    align: 'right',
    render: (_, row) => {
      const margin = row.profitMargin ?? profitMargin(row.salePrice, row.cost);
      return <span style={{ color: marginColor(margin) }}>{formatPercent(margin)}</span>;
    },
  },
];

export function PerformanceTab({ filters }: { filters: ReportFilters }) {
  const list = useReportTable<PerformanceRow>({ path: '/products/analytics/performance', listKey: 'products', params: { ...filters } });
  return (
    <ListTable<PerformanceRow>
      list={list}
      columns={columns}
      testId="report-performance-table"
      errorTitle="Failed to load product performance."
      emptyText="No products"
      totalLabel={rangeTotal('products')}
      pageSizeOptions={REPORT_PAGE_SIZES}
    />
  );
}
