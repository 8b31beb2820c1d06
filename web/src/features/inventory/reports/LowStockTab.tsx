import { Button, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatTaka } from '../../../shared/format/taka';
import { ListTable, rangeTotal } from '../../../shared/list';
import { ProductNameCell, StockCell } from '../products/ProductCells';
import { lineTotal, productRoutes, reorderLevelOf, reorderQuantityOf } from '../products/product-rules';
import type { Product } from '../products/types';
import type { ReportFilters } from './report-types';
import { REPORT_PAGE_SIZES, useReportTable } from './use-inventory-reports';
import { productKeys } from '../../../shared/query-keys';

const columns: TableColumnsType<Product> = [
  { title: 'Product', key: 'product', render: (_, product) => <ProductNameCell product={product} /> },
  { title: 'Stock', key: 'stock', align: 'right', render: (_, product) => <StockCell product={product} /> },
  { title: 'Reorder Level', key: 'reorderLevel', align: 'right', render: (_, product) => reorderLevelOf(product) },
  { title: 'Suggested Order', key: 'suggested', align: 'right', render: (_, product) => reorderQuantityOf(product) },
  { title: 'Estimated Cost', key: 'estimatedCost', align: 'right', render: (_, product) => formatTaka(lineTotal(reorderQuantityOf(product), product.averageCost ?? product.cost)) },
  {
    title: 'Action',
    key: 'action',
    render: (_, product) => (
      <Link to={productRoutes.stock(product._id)} data-testid={`low-stock-manage-${product._id}`}>
        Manage Stock
      </Link>
    ),
  },
];

interface LowStockTabProps {
  filters: ReportFilters;
  onExport: () => void;
  exporting: boolean;
}

/** Products at or below their reorder level, with what to order (reorder quantity, default 20). */
export function LowStockTab({ filters, onExport, exporting }: LowStockTabProps) {
  const list = useReportTable<Product>({ path: '/products', listKey: 'products', params: { type: filters.type, lowStock: true, sortBy: 'stock' }, keys: productKeys });
  return (
    <ListTable<Product>
      list={list}
      columns={columns}
      testId="report-low-stock-table"
      errorTitle="Failed to load low stock items."
      emptyText="No low stock items"
      totalLabel={rangeTotal('items')}
      pageSizeOptions={REPORT_PAGE_SIZES}
      toolbarExtra={
        <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} data-testid="report-low-stock-export">
          Export Low Stock
        </Button>
      }
    />
  );
}
