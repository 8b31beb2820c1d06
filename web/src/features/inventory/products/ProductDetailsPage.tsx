import { useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { BarChartOutlined, EditOutlined, InboxOutlined, LineChartOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { MovementHistoryTable } from './MovementHistoryTable';
import { INVENTORY_BREADCRUMB, productRoutes } from './product-rules';
import { InventoryBlock, ProductDescriptions } from './ProductDescriptions';
import { PriceHistoryModal } from './PriceHistoryModal';
import { PriceHistoryPanel } from './PriceHistoryPanel';
import { ProductPageFallback } from './ProductPageFallback';
import { ProductSummaryCards } from './ProductSummaryCards';
import { useProduct } from './use-products';
import { useCan } from '../../auth/permissions';
import { useHistoryTab } from '../../../shared/history';

export function ProductDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const canChange = useCan('inventory:write');
  const product = useProduct(id);
  const [priceModalOpen, setPriceModalOpen] = useState(false);
  const [tab, setTab] = useState('movements');
  const historyTab = useHistoryTab(`product-${id}`);

  const actions = (
    <>
      {canChange && (
        <Button icon={<InboxOutlined />} onClick={() => navigate(productRoutes.stock(id))} data-testid="product-details-manage-stock">
          Manage Stock
        </Button>
      )}
      <Button icon={<LineChartOutlined />} onClick={() => setPriceModalOpen(true)} data-testid="product-details-price-history">
        Price History
      </Button>
      <Button icon={<BarChartOutlined />} onClick={() => navigate(productRoutes.reports(id))} data-testid="product-details-reports">
        View Reports
      </Button>
      {canChange && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(productRoutes.edit(id))} data-testid="product-details-edit">
          Edit Product
        </Button>
      )}
    </>
  );
  const header = (
    <PageHeader
      title="Product Details"
      subtitle={product.data && `${product.data.name} · ${product.data.model}`}
      breadcrumb={INVENTORY_BREADCRUMB}
      actions={product.data && actions}
    />
  );

  if (product.isLoading || product.error || !product.data) return <ProductPageFallback header={header} product={product} />;

  return (
    <>
      {header}
      <ProductSummaryCards product={product.data} withSalePrice />
      <ProductDescriptions product={product.data} />
      <InventoryBlock product={product.data} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'movements', label: <span data-testid="product-tab-movements">Movement History</span>, children: <MovementHistoryTable productId={id} /> },
            { key: 'prices', label: <span data-testid="product-tab-prices">Price History</span>, children: <PriceHistoryPanel productId={id} /> },
            ...historyTab,
          ]}
        />
      </Card>
      <PriceHistoryModal productId={id} productName={product.data.name} open={priceModalOpen} onClose={() => setPriceModalOpen(false)} />
    </>
  );
}
