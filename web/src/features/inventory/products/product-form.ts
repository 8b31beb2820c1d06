import { DEFAULT_REORDER_LEVEL, DEFAULT_REORDER_QUANTITY } from './product-rules';
import type { Product, ProductType } from './types';
import type { ProductBody } from './use-products';

export interface ProductFormValues {
  name: string;
  model: string;
  type: ProductType;
  sku?: string;
  barcode?: string;
  color?: string;
  supplier?: string | null;
  compatibility?: string[];
  cost?: number | null;
  salePrice: number;
  /** Opening stock: on Add only. */
  stock?: number;
  reorderLevel?: number | null;
  reorderQuantity?: number | null;
  location?: string;
  description?: string;
  notes?: string;
  isActive: boolean;
  trackInventory: boolean;
  /** Its own VAT rate in percent; null: its type's rate (issue 24). */
  vatRate?: number | null;
  vatExempt?: boolean;
}

export const NEW_PRODUCT_VALUES: Partial<ProductFormValues> = {
  cost: 0,
  stock: 0,
  reorderLevel: DEFAULT_REORDER_LEVEL,
  reorderQuantity: DEFAULT_REORDER_QUANTITY,
  isActive: true,
  trackInventory: true,
  compatibility: [],
  vatRate: null,
  vatExempt: false,
};

const idOf = (item: { _id: string } | string) => (typeof item === 'string' ? item : item._id);

export function toProductFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    model: product.model,
    type: product.type,
    sku: product.sku ?? '',
    barcode: product.barcode ?? '',
    color: product.color || product.specifications?.color || '',
    supplier: product.supplier?._id ?? null,
    compatibility: (product.compatibility ?? []).map(idOf),
    cost: product.cost,
    salePrice: product.salePrice,
    reorderLevel: product.reorderLevel ?? DEFAULT_REORDER_LEVEL,
    reorderQuantity: product.reorderQuantity ?? DEFAULT_REORDER_QUANTITY,
    location: product.location ?? '',
    description: product.description ?? '',
    notes: product.notes ?? '',
    isActive: product.isActive !== false,
    trackInventory: product.trackInventory !== false,
    vatRate: product.vatRate ?? null,
    vatExempt: product.vatExempt === true,
  };
}

const text = (value: string | undefined | null) => (value ?? '').trim();

/** Taka stays taka; stock goes only with a new product (opening stock), compatibility only with spare parts. */
export function toProductBody(values: ProductFormValues, isEditing: boolean): ProductBody {
  return {
    name: text(values.name),
    model: text(values.model),
    type: values.type,
    sku: text(values.sku),
    barcode: text(values.barcode),
    color: text(values.color),
    supplier: values.supplier || null,
    ...(values.type === 'Spare Parts' ? { compatibility: values.compatibility ?? [] } : {}),
    cost: values.cost ?? 0,
    salePrice: values.salePrice,
    reorderLevel: values.reorderLevel ?? DEFAULT_REORDER_LEVEL,
    reorderQuantity: values.reorderQuantity ?? DEFAULT_REORDER_QUANTITY,
    location: text(values.location),
    description: text(values.description),
    notes: text(values.notes),
    isActive: values.isActive,
    trackInventory: values.trackInventory,
    vatRate: values.vatExempt ? null : values.vatRate ?? null,
    vatExempt: values.vatExempt === true,
    ...(isEditing ? {} : { stock: values.type === 'Motorcycle' ? 0 : values.stock ?? 0 }),
  };
}
