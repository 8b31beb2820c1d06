import { Card, Descriptions, Space, Tag } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { ProductTypeTag } from './ProductCells';
import { reorderLevelOf, reorderQuantityOf } from './product-rules';
import type { Product } from './types';

const orDash = (value: string | null | undefined) => value || '—';

function dateTime(value: string | undefined) {
  return value ? `${formatDate(value)} ${new Date(value).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}` : '—';
}

/** Name, model, type, SKU, barcode, supplier, location, description (and what a spare part fits). */
export function ProductDescriptions({ product }: { product: Product }) {
  const vehicles = (product.compatibility ?? []).map((vehicle) => (typeof vehicle === 'string' ? { _id: vehicle, name: vehicle } : vehicle));
  return (
    <Card title="Product Information" size="small" className="section-spacing">
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" data-testid="product-descriptions">
        <Descriptions.Item label="Name">{product.name}</Descriptions.Item>
        <Descriptions.Item label="Model">{product.model}</Descriptions.Item>
        <Descriptions.Item label="Type">
          <ProductTypeTag type={product.type} />
        </Descriptions.Item>
        <Descriptions.Item label="SKU">{orDash(product.sku)}</Descriptions.Item>
        <Descriptions.Item label="Barcode">{orDash(product.barcode)}</Descriptions.Item>
        <Descriptions.Item label="Supplier">{orDash(product.supplier?.name)}</Descriptions.Item>
        <Descriptions.Item label="Location">{orDash(product.location)}</Descriptions.Item>
        <Descriptions.Item label="Color">{orDash(product.color || product.specifications?.color)}</Descriptions.Item>
        <Descriptions.Item label="Status">{product.isActive === false ? <Tag>Inactive</Tag> : <Tag color="green">Active</Tag>}</Descriptions.Item>
        {product.type === 'Spare Parts' && (
          <Descriptions.Item label="Compatible Vehicles" span={{ xs: 1, sm: 2, lg: 3 }}>
            <Space size={[4, 4]} wrap>
              {vehicles.length === 0 ? '—' : vehicles.map((vehicle) => <Tag key={vehicle._id}>{[vehicle.name, 'model' in vehicle ? vehicle.model : ''].filter(Boolean).join(' ')}</Tag>)}
            </Space>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Description" span={{ xs: 1, sm: 2, lg: 3 }}>
          {orDash(product.description)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Reorder level and quantity, last updated, created. */
export function InventoryBlock({ product }: { product: Product }) {
  return (
    <Card title="Inventory" size="small" className="section-spacing">
      <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small" data-testid="product-inventory-block">
        <Descriptions.Item label="Reorder Level">{reorderLevelOf(product)}</Descriptions.Item>
        <Descriptions.Item label="Reorder Quantity">{reorderQuantityOf(product)}</Descriptions.Item>
        <Descriptions.Item label="Last Updated">{dateTime(product.lastUpdated)}</Descriptions.Item>
        <Descriptions.Item label="Created">{dateTime(product.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
