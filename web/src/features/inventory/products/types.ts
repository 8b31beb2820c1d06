/** The shapes of docs/api/inventory.md (products, stock, price history), from the contract. Money is decimal taka. */
import type { Answer, ElementOf, Schema } from '../../../shared/api/contract-types';

export type ProductType = Schema<'CreateProductRequest'>['type'];

export const PRODUCT_TYPES: readonly ProductType[] = ['Motorcycle', 'Spare Parts', 'Accessories'];

export interface Reference {
  _id: string;
  name: string;
}

export interface VehicleReference extends Reference {
  model?: string;
}

export type Product = Answer<'ProductsController_get'>;

export type StockAdjustmentType = Schema<'AdjustStockRequest'>['adjustmentType'];

export type StockMovement = ElementOf<Answer<'ProductsController_stockMovements'>['movements']>;
export type StockMovementType = StockMovement['type'];

export type PriceHistory = Answer<'ProductsController_priceHistory'>;
export type PriceChange = ElementOf<PriceHistory['priceHistory']>;
export type PurchaseLine = ElementOf<PriceHistory['purchaseHistory']>;
