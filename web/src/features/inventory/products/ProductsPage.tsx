import { Button, Card, Tabs, Tooltip, Typography, type TableColumnsType } from 'antd';
import { BarChartOutlined, EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { formatTaka } from '../../../shared/format/taka';
import { AddButton, ListTable, rangeTotal, rowActionsColumn } from '../../../shared/list';
import { ProductNameCell, ProductTypeTag, StockCell } from './ProductCells';
import { productCards } from './product-cards';
import { inventoryValueOf, PRODUCT_PAGE_SIZES, productRoutes } from './product-rules';
import type { Product } from './types';
import { PRODUCT_TABS, useDeleteProduct, useProductList } from './use-products';
import { useCan } from '../../auth/permissions';

const money = (value: number) => formatTaka(value);

export function ProductsPage() {
  const navigate = useNavigate();
  // Stock, edit, delete and add change inventory: a role that only reads it (Sales, Accountant, Auditor) sees the details only.
  const canChange = useCan('inventory:write');
  // The counter (Sales) sells from stock without its costs: the server leaves them out, the columns go too.
  const seesCosts = useCan('costs:read');
  const list = useProductList();
  const remove = useDeleteProduct();
  const totals = (list.data as { totals?: { inventoryValue?: number } } | undefined)?.totals;

  const columns: TableColumnsType<Product> = [
    { title: 'Product', key: 'name', render: (_, product) => <ProductNameCell product={product} /> },
    { title: 'Type', dataIndex: 'type', key: 'type', render: (type: string) => <ProductTypeTag type={type} /> },
    { title: 'SKU', dataIndex: 'sku', key: 'sku', render: (sku: string) => sku || '—' },
    { title: 'Supplier', key: 'supplier', render: (_, product) => product.supplier?.name ?? '—' },
    { title: 'Stock', key: 'stock', align: 'right', render: (_, product) => <StockCell product={product} /> },
    // The landed average the books use (issue 23, item 7); the last purchase price is on the product's page.
    ...(seesCosts ? [{ title: 'Cost (average)', key: 'averageCost', align: 'right' as const, render: (_: unknown, product: Product) => money(product.averageCost ?? product.cost) }] : []),
    { title: 'Sale Price', dataIndex: 'salePrice', key: 'salePrice', align: 'right', render: money },
    ...(seesCosts ? [{ title: 'Inventory Value', key: 'inventoryValue', align: 'right' as const, render: (_: unknown, product: Product) => money(inventoryValueOf(product)) }] : []),
    rowActionsColumn<Product>({
      itemLabel: ({ name }) => `product ${name}`,
      testIdSuffix: ({ _id }) => `product-${_id}`,
      onEdit: (product) => navigate(productRoutes.edit(product._id)),
      remove,
      deleteDisabledReason: (product) => (product.stock > 0 ? 'A product with stock cannot be deleted' : undefined),
      width: canChange ? 190 : 80,
      canChange,
      before: (product) => (
        <>
          {canChange && (
            <Tooltip title="Manage Stock">
              <Button type="text" icon={<InboxOutlined />} onClick={() => navigate(productRoutes.stock(product._id))} aria-label={`Manage stock of ${product.name}`} data-testid={`stock-product-${product._id}`} />
            </Tooltip>
          )}
          <Tooltip title="Details">
            <Button type="text" icon={<EyeOutlined />} onClick={() => navigate(productRoutes.details(product._id))} aria-label={`Details of ${product.name}`} data-testid={`details-product-${product._id}`} />
          </Tooltip>
        </>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title="Products" subtitle="Motorcycles, spare parts and accessories: stock, value and prices." breadcrumb={[{ title: 'Inventory & Stock' }]}
        actions={
          <>
            <Button icon={<BarChartOutlined />} onClick={() => navigate(productRoutes.reports())} data-testid="products-reports">
              Reports
            </Button>
            {canChange && (
              <AddButton onClick={() => navigate('/products/add')} testId="add-product">
                Add Product
              </AddButton>
            )}
          </>
        }
      />
      <Card>
        <Tabs
          activeKey={list.filters.tab ?? 'all'}
          onChange={(key) => list.setFilter('tab', key === 'all' ? undefined : key)}
          items={PRODUCT_TABS.map((tab) => ({ key: tab.key, label: <span data-testid={`products-tab-${tab.key}`}>{tab.label}</span> }))}
        />
        <ListTable<Product>
          list={list}
          columns={columns}
          testId="products-table"
          cards={productCards(seesCosts)}
          errorTitle="Error loading products! Please try again."
          emptyText="No products found"
          totalLabel={rangeTotal('products')}
          pageSizeOptions={PRODUCT_PAGE_SIZES}
          search={{ placeholder: 'Search by name, model, SKU or barcode', testId: 'product-search' }}
          toolbarExtra={
            typeof totals?.inventoryValue === 'number' && (
              <Typography.Text type="secondary" data-testid="products-total-value">
                Inventory value: <strong>{formatTaka(totals.inventoryValue)}</strong>
              </Typography.Text>
            )
          }
        />
      </Card>
    </>
  );
}
