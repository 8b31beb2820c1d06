import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, MinusCircleOutlined, PlusCircleOutlined, SwapOutlined, WarningOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/PageHeader';
import { formatTaka } from '../../../shared/format/taka';
import { MovementHistoryTable } from './MovementHistoryTable';
import { StockCell } from './ProductCells';
import { INVENTORY_BREADCRUMB, inventoryValueOf, isLowStock, PRODUCTS_ROUTE, productRoutes, reorderLevelOf, STOCK_ACTIONS } from './product-rules';
import { ProductPageFallback } from './ProductPageFallback';
import { StockAdjustmentModal } from './StockAdjustmentModal';
import type { Product, StockAdjustmentType } from './types';
import { useProduct } from './use-products';

const ACTION_ICONS: Record<StockAdjustmentType, ReactNode> = {
  stock_in: <PlusCircleOutlined />,
  stock_out: <MinusCircleOutlined />,
  adjustment: <SwapOutlined />,
  damaged: <WarningOutlined />,
};

function StockActions({ product, onChoose }: { product: Product; onChoose: (type: StockAdjustmentType) => void }) {
  if (product.type === 'Motorcycle') {
    return (
      <Alert
        type="info"
        showIcon
        message="A motorcycle’s stock is its units in the register"
        description={
          <>
            Each motorcycle is registered with its chassis and engine numbers; its stock is the units not Sold. Add units on a purchase or in{' '}
            <Link to={productRoutes.motorcycles(product._id)} data-testid="stock-motorcycle-register-link">
              Motorcycle Inventory
            </Link>
            , and they leave when sold.
          </>
        }
        data-testid="stock-motorcycle-register"
      />
    );
  }
  return (
    <Flex gap={8} wrap="wrap">
      {STOCK_ACTIONS.map((action) => (
        <Button
          key={action.type}
          type={action.type === 'stock_in' ? 'primary' : 'default'}
          danger={action.type === 'damaged'}
          icon={ACTION_ICONS[action.type]}
          onClick={() => onChoose(action.type)}
          data-testid={`stock-action-${action.type}`}
        >
          {action.label}
        </Button>
      ))}
    </Flex>
  );
}

export function StockManagementPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const product = useProduct(id);
  const [adjusting, setAdjusting] = useState<StockAdjustmentType | null>(null);

  const header = (
    <PageHeader
      title="Stock Management"
      breadcrumb={INVENTORY_BREADCRUMB}
      actions={
        <>
          <Button icon={<EditOutlined />} onClick={() => navigate(productRoutes.edit(id))} data-testid="stock-edit-product">
            Edit Product Details
          </Button>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PRODUCTS_ROUTE)} data-testid="stock-back">
            Back to Products
          </Button>
        </>
      }
    />
  );

  if (product.isLoading || product.error || !product.data) return <ProductPageFallback header={header} product={product} />;
  const current = product.data;

  return (
    <>
      {header}
      <Card className="section-spacing">
        <Descriptions column={{ xs: 1, sm: 2, lg: 5 }} size="small" data-testid="stock-product">
          <Descriptions.Item label="Name">{current.name}</Descriptions.Item>
          <Descriptions.Item label="Model">{current.model}</Descriptions.Item>
          <Descriptions.Item label="SKU">{current.sku || '—'}</Descriptions.Item>
          <Descriptions.Item label="Current Stock">
            <span data-testid="stock-current">
              <StockCell product={current} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="Inventory Value">
            <span data-testid="stock-value">{formatTaka(inventoryValueOf(current))}</span>
          </Descriptions.Item>
        </Descriptions>
        {typeof current.averageCost === 'number' && <Typography.Text type="secondary">Cost (average) {formatTaka(current.averageCost)} a unit.</Typography.Text>}
      </Card>
      {isLowStock(current) && (
        <Alert
          type="warning"
          showIcon
          className="section-spacing"
          message="Low Stock Warning"
          description={`Current stock is ${current.stock}, at or below the reorder level of ${reorderLevelOf(current)}.`}
          data-testid="stock-low-warning"
        />
      )}
      <Card title="Adjust Stock" className="section-spacing">
        <StockActions product={current} onChoose={setAdjusting} />
      </Card>
      <Card title="Movement History">
        <MovementHistoryTable productId={id} />
      </Card>
      <StockAdjustmentModal product={current} type={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
