import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, refusalOf, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { assertPoisha, formatTaka, type Poisha } from '../shared/money';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { supplierProblem, type SupplierRef } from './inventory-refs';
import type { MotorcycleUnitState } from './motorcycle-units';
import {
  EntryLines,
  inventoryRole,
  isProductType,
  MAX_QUANTITY,
  postingOf,
  postingSource,
  priceProblem,
  PRODUCT_TYPES,
  systemAccountId,
  type ProductType,
  type SystemAccounts,
} from './inventory-postings';
import { averageUnitCost, costOfTaking, divideRoundHalfUp, lineValue } from './valuation';
import { VAT_RATES_HUNDREDTHS, isVatRate } from '../vat/vat-amounts';

/**
 * A product of the catalogue: a Motorcycle model, a spare part or an accessory. A spare part or
 * accessory keeps its stock as `quantity` and the `stockValue` of that quantity (moving weighted
 * average, valuation.ts); every movement is one event carrying the change and the result, and
 * posts in the same decision. The stock of a Motorcycle product is its units in the register
 * (motorcycle-units.ts), never a counter here: stock adjustments on it are refused.
 */
export interface ProductProfile {
  name: string;
  model: string;
  sku: string;
  barcode: string;
  description: string;
  color: string;
  type: ProductType;
  supplierId: string | null;
  /** Vehicle ids a spare part fits (Spare Parts only; empty otherwise). */
  compatibility: string[];
  trackInventory: boolean;
  reorderLevel: number;
  reorderQuantity: number;
  location: string;
  notes: string;
  isActive: boolean;
  /**
   * Its own VAT rate (hundredths of a percent: 0, 500, 750, 1000, 1500), overriding its type's under
   * the Standard scheme (issue 24). Absent (or null): its type's rate. Absent in events before VAT.
   */
  vatRateHundredths?: number | null;
  /** Exempt from VAT (Standard scheme): its lines carry no VAT. Absent: not exempt. */
  vatExempt?: boolean;
}

export interface ProductPrices {
  salePrice: Poisha;
  /** The last unit cost named (on creation, an edit, a purchase, a stock in); the average cost is `productUnitCost`. */
  cost: Poisha;
}

export const DEFAULT_REORDER_LEVEL = 5;
export const DEFAULT_REORDER_QUANTITY = 20;

export const STOCK_ADJUSTMENT_TYPES = ['stock_in', 'stock_out', 'adjustment', 'damaged'] as const;
export type StockAdjustmentType = (typeof STOCK_ADJUSTMENT_TYPES)[number];
export const STOCK_ADJUSTMENT_LABELS: Record<StockAdjustmentType, string> = {
  stock_in: 'Stock Increase',
  stock_out: 'Stock Decrease',
  damaged: 'Damaged Goods',
  adjustment: 'Manual Adjustment',
};

export type StockMovementType = 'opening' | StockAdjustmentType | 'revaluation' | 'purchase' | 'purchase_reversal' | 'sale' | 'sale_return';

/** One movement of a product's stock: the change, the result, and its posting (null when no value moved). */
export interface StockMovement {
  productId: string;
  movementId: string;
  movementType: StockMovementType;
  quantityChange: number;
  valueChange: Poisha;
  quantityAfter: number;
  valueAfter: Poisha;
  /** The unit cost of stock brought in at a price (opening, stock in, purchase); null otherwise. */
  unitCost: Poisha | null;
  date: string;
  reason: string;
  reference: string;
  journalEntryId: string | null;
  /** The stream of the fact that moved it, when another (a purchase, an invoice). */
  sourceStream: string | null;
  recordedBy: string;
  recordedAt: string;
}

export type PriceType = 'cost' | 'salePrice';
export type PriceChangeSource = 'created' | 'edit' | 'stock_in' | 'purchase' | 'purchase_edit';

export interface ProductPriceChange {
  productId: string;
  priceType: PriceType;
  previousPrice: Poisha | null;
  price: Poisha;
  date: string;
  reason: string;
  source: PriceChangeSource;
  /** The stream of the fact that set it, and its human reference (a purchase's memo number). */
  sourceStream: string | null;
  reference: string;
  changedBy: string;
  changedAt: string;
}

export type ProductCreated = DomainEvent<'ProductCreated', ProductProfile & ProductPrices & { productId: string; createdBy: string; createdAt: string }>;
export type ProductUpdated = DomainEvent<'ProductUpdated', ProductProfile & ProductPrices & { productId: string; updatedBy: string; updatedAt: string }>;
export type ProductDeleted = DomainEvent<'ProductDeleted', { productId: string; deletedBy: string; deletedAt: string }>;
export type ProductPriceChanged = DomainEvent<'ProductPriceChanged', ProductPriceChange>;
export type OpeningStockRecorded = DomainEvent<'OpeningStockRecorded', StockMovement>;
export type StockAdjusted = DomainEvent<'StockAdjusted', StockMovement>;
export type StockRevalued = DomainEvent<'StockRevalued', StockMovement>;
export type StockReceived = DomainEvent<'StockReceived', StockMovement>;
export type StockReceiptReversed = DomainEvent<'StockReceiptReversed', StockMovement>;
/** Stock taken by a sale (the invoice's decision), at the average cost of the moment. */
export type StockIssued = DomainEvent<'StockIssued', StockMovement>;
/** Stock given back by a voided sale, at the cost it left with. */
export type StockReturned = DomainEvent<'StockReturned', StockMovement>;
export type MotorcycleUnitLinked = DomainEvent<'MotorcycleUnitLinked', { productId: string; motorcycleId: string }>;
export type MotorcycleUnitUnlinked = DomainEvent<'MotorcycleUnitUnlinked', { productId: string; motorcycleId: string }>;

export type StockMovementEvent = OpeningStockRecorded | StockAdjusted | StockRevalued | StockReceived | StockReceiptReversed | StockIssued | StockReturned;
export type ProductEvent = ProductCreated | ProductUpdated | ProductDeleted | ProductPriceChanged | StockMovementEvent | MotorcycleUnitLinked | MotorcycleUnitUnlinked;

export const STOCK_MOVEMENT_EVENT_TYPES: readonly StockMovementEvent['type'][] = [
  'OpeningStockRecorded',
  'StockAdjusted',
  'StockRevalued',
  'StockReceived',
  'StockReceiptReversed',
  'StockIssued',
  'StockReturned',
];

export interface ProductState extends ProductProfile, ProductPrices {
  status: 'absent' | 'active' | 'deleted';
  productId: string;
  /** Units in stock (spare parts and accessories; always 0 for a Motorcycle product). */
  quantity: number;
  /** The value of those units, poisha. */
  stockValue: Poisha;
  /** Motorcycle units registered to this product and not removed (sold ones included): not its stock. */
  unitCount: number;
}

export const initialProductState: ProductState = {
  status: 'absent',
  productId: '',
  name: '',
  model: '',
  sku: '',
  barcode: '',
  description: '',
  color: '',
  type: 'Accessories',
  supplierId: null,
  compatibility: [],
  trackInventory: true,
  reorderLevel: DEFAULT_REORDER_LEVEL,
  reorderQuantity: DEFAULT_REORDER_QUANTITY,
  location: '',
  notes: '',
  isActive: true,
  salePrice: 0,
  cost: 0,
  quantity: 0,
  stockValue: 0,
  unitCount: 0,
};

export const productStream = (productId: string) => `${STREAM_NAMES.product.name}${productId}`;
export const PRODUCT_SKU_SCOPE = 'product-sku';

export function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { createdBy: _by, createdAt: _at, ...data } = event.data;
      return { ...initialProductState, ...data, status: 'active' };
    }
    case 'ProductUpdated': {
      const { updatedBy: _by, updatedAt: _at, ...data } = event.data;
      // The event carries the whole profile: VAT fields it leaves out are none (its type's rate, not exempt).
      const { vatRateHundredths: _rate, vatExempt: _exempt, ...kept } = state;
      return { ...kept, ...data };
    }
    case 'ProductDeleted':
      return { ...state, status: 'deleted' };
    case 'ProductPriceChanged':
      return { ...state, [event.data.priceType]: event.data.price };
    case 'OpeningStockRecorded':
    case 'StockAdjusted':
    case 'StockRevalued':
    case 'StockReceived':
    case 'StockReceiptReversed':
    case 'StockIssued':
    case 'StockReturned':
      return { ...state, quantity: event.data.quantityAfter, stockValue: event.data.valueAfter };
    case 'MotorcycleUnitLinked':
      return { ...state, unitCount: state.unitCount + 1 };
    case 'MotorcycleUnitUnlinked':
      return { ...state, unitCount: Math.max(0, state.unitCount - 1) };
    default:
      return state;
  }
}

/** The unit cost shown (poisha): the average of the stock when there is stock, else the last cost named. */
export function productUnitCost(product: Pick<ProductState, 'type' | 'quantity' | 'stockValue' | 'cost'>): Poisha {
  return product.type === 'Motorcycle' ? product.cost : averageUnitCost(product.quantity, product.stockValue, product.cost);
}

/** Profit margin percent, (sale − cost) / sale × 100 to one decimal; 0 when the cost or the sale price is 0 (the spec's rule). */
export function profitMarginPercent(salePrice: Poisha, cost: Poisha): number {
  if (cost === 0 || salePrice === 0) return 0;
  return Math.round(((salePrice - cost) * 1000) / salePrice) / 10;
}

/** LOW stock: stock at or below the reorder level. */
export const isLowStock = (stock: number, reorderLevel: number) => stock <= reorderLevel;

export function requireActiveProduct(product: ProductState): ProductState {
  if (product.status !== 'active') throw notFound('Product not found');
  return product;
}

// ---- create, update, delete -------------------------------------------------------------------

export interface ProductFields {
  name: string;
  model: string;
  type: ProductType;
  salePrice: Poisha;
  cost?: Poisha;
  sku?: string;
  barcode?: string;
  description?: string;
  color?: string;
  supplierId?: string | null;
  compatibility?: string[];
  trackInventory?: boolean;
  reorderLevel?: number;
  reorderQuantity?: number;
  location?: string;
  notes?: string;
  isActive?: boolean;
  /** Its own VAT rate in hundredths (null: its type's rate). */
  vatRateHundredths?: number | null;
  vatExempt?: boolean;
}

/**
 * A product's VAT fields as its events carry them: only what differs from the default (its type's
 * rate, not exempt), so a product without them reads as before VAT. An exempt product has no rate.
 */
function vatFieldsOf(fields: ProductFields, errors: FieldErrors): Pick<ProductProfile, 'vatRateHundredths' | 'vatExempt'> {
  const exempt = fields.vatExempt ?? false;
  if (typeof exempt !== 'boolean') errors.vatExempt = 'VAT exempt must be true or false';
  const rate = fields.vatRateHundredths ?? null;
  if (rate !== null && !isVatRate(rate)) errors.vatRate = `The VAT rate must be one of ${VAT_RATES_HUNDREDTHS.map((value) => value / 100).join(', ')} percent`;
  if (exempt === true) return { vatExempt: true };
  return rate === null ? {} : { vatRateHundredths: rate };
}

/** What a product decision knows of the supplier and vehicles it names (see inventory-refs.ts). */
export interface ProductReferences {
  /** The named supplier (null when it does not exist); needed only when the fields name one. */
  supplier?: SupplierRef | null;
  /** Vehicle id → whether it exists; when given, unknown compatibility ids are refused. */
  vehicles?: Readonly<Record<string, boolean>>;
}

const SALE_BELOW_COST = 'Sale price must be higher than purchase price';

function validatedProduct(fields: ProductFields, references: ProductReferences, errors: FieldErrors): ProductProfile & ProductPrices {
  const name = trimmedText(fields.name);
  const nameError = textProblem(name, 'Product name is required.', 200, 'Product name');
  if (nameError) errors.name = nameError;
  const model = trimmedText(fields.model);
  const modelError = textProblem(model, 'Model is required.', 100, 'Model');
  if (modelError) errors.model = modelError;
  if (!isProductType(fields.type)) errors.type = fields.type ? `Product type must be one of ${PRODUCT_TYPES.join(', ')}` : 'Product type is required.';
  const salePriceError = priceProblem(fields.salePrice, 'Sale price is required.');
  if (salePriceError) errors.salePrice = salePriceError;
  const cost = fields.cost ?? 0;
  const costError = priceProblem(cost, 'Cost is required.');
  if (costError) errors.cost = costError;
  const texts = { sku: [fields.sku, 50, 'SKU'], barcode: [fields.barcode, 50, 'Barcode'], description: [fields.description, 2000, 'Description'], color: [fields.color, 50, 'Color'], location: [fields.location, 100, 'Location'], notes: [fields.notes, 2000, 'Notes'] } as const;
  const text: Record<string, string> = {};
  for (const [field, [value, max, label]] of Object.entries(texts)) {
    text[field] = trimmedText(value);
    const problem = textProblem(text[field], null, max, label);
    if (problem) errors[field] = problem;
  }
  const reorderLevel = fields.reorderLevel ?? DEFAULT_REORDER_LEVEL;
  if (!Number.isInteger(reorderLevel) || reorderLevel < 0 || reorderLevel > MAX_QUANTITY) errors.reorderLevel = 'Reorder level must be a whole number, at least 0';
  const reorderQuantity = fields.reorderQuantity ?? DEFAULT_REORDER_QUANTITY;
  if (!Number.isInteger(reorderQuantity) || reorderQuantity < 1 || reorderQuantity > MAX_QUANTITY) errors.reorderQuantity = 'Reorder quantity must be a whole number, at least 1';
  const supplierId = trimmedText(fields.supplierId) || null;
  if (supplierId) {
    const problem = supplierProblem(supplierId, references.supplier, '', false);
    if (problem) errors.supplier = problem;
  }
  let compatibility: string[] = [];
  if (fields.type === 'Spare Parts') {
    const given = Array.isArray(fields.compatibility) ? fields.compatibility : [];
    compatibility = [...new Set(given.map((id) => trimmedText(id)).filter(Boolean))];
    if (compatibility.length === 0) errors.compatibility = 'Compatibility is required for Spare Parts.';
    else if (references.vehicles && compatibility.some((id) => !references.vehicles![id])) errors.compatibility = 'Vehicle not found';
  }
  if (!errors.salePrice && !errors.cost && fields.salePrice < cost) errors.salePrice = SALE_BELOW_COST;
  return {
    name,
    model,
    sku: text.sku,
    barcode: text.barcode,
    description: text.description,
    color: text.color,
    type: fields.type,
    supplierId,
    compatibility,
    trackInventory: fields.trackInventory ?? true,
    reorderLevel,
    reorderQuantity,
    location: text.location,
    notes: text.notes,
    isActive: fields.isActive ?? true,
    salePrice: fields.salePrice,
    cost,
    ...vatFieldsOf(fields, errors),
  };
}

const skuTaken = (sku: string) => `A product with SKU ${sku} already exists`;
const skuTakenRefusal = (sku: string) => refusalOf('sku_taken', { sku });

function priceChanged(productId: string, priceType: PriceType, previousPrice: Poisha | null, price: Poisha, at: { date: string; reason: string; source: PriceChangeSource; sourceStream?: string | null; reference?: string; by: string; at: string }): ProductPriceChanged {
  return {
    type: 'ProductPriceChanged',
    data: { productId, priceType, previousPrice, price, date: at.date, reason: at.reason, source: at.source, sourceStream: at.sourceStream ?? null, reference: at.reference ?? '', changedBy: at.by, changedAt: at.at },
  };
}

/** Price history events for the prices that differ from the current ones. */
export function priceChanges(
  product: ProductState,
  prices: Partial<ProductPrices>,
  at: { date: string; reason: string; source: PriceChangeSource; sourceStream?: string | null; reference?: string; by: string; at: string },
): ProductPriceChanged[] {
  const events: ProductPriceChanged[] = [];
  const first = product.status === 'absent';
  if (prices.cost !== undefined && (first ? prices.cost > 0 : prices.cost !== product.cost)) events.push(priceChanged(product.productId, 'cost', first ? null : product.cost, prices.cost, at));
  if (prices.salePrice !== undefined && (first || prices.salePrice !== product.salePrice)) events.push(priceChanged(product.productId, 'salePrice', first ? null : product.salePrice, prices.salePrice, at));
  return events;
}

export interface CreateProduct extends ProductFields {
  productId: string;
  /** Opening stock (spare parts and accessories): brought in at `cost` and posted against Opening Balance Equity. */
  stock: number;
  /** The business day of the opening stock's posting (YYYY-MM-DD). */
  date: string;
  /** The entry of the opening stock (used only when it has a value). */
  journalEntryId: string;
  createdBy: string;
  createdAt: string;
}

/** The system roles `createProduct` resolves (its type's inventory account, Opening Balance Equity). */
export const CREATE_PRODUCT_ACCOUNT_ROLES = ['inventory.Motorcycle', 'inventory.Spare Parts', 'inventory.Accessories', 'openingBalanceEquity'] as const;

/**
 * Creates a product. Its `stock` is opening stock: in the same decision, `OpeningStockRecorded`
 * and an entry debiting Inventory (of its type), crediting Opening Balance Equity, at cost.
 * `sku`: the reservation stream of the SKU (needed only when one is given).
 */
export function createProduct(
  command: CreateProduct,
  given: ProductReferences & { product: ProductState; sku?: UniqueValueState; accounts: SystemAccounts; books: BooksState },
): StreamEvents[] {
  const errors: FieldErrors = {};
  const fields = validatedProduct(command, given, errors);
  const stock = command.stock;
  if (stock === undefined || stock === null || (typeof stock === 'number' && Number.isNaN(stock))) errors.stock = 'Stock is required.';
  else if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0) errors.stock = 'Stock must be a whole number, at least 0';
  else if (stock > MAX_QUANTITY) errors.stock = `Stock must be at most ${MAX_QUANTITY}`;
  else if (fields.type === 'Motorcycle' && stock > 0) errors.stock = 'The stock of a motorcycle is its units: add them in the motorcycle register';
  if (stock > 0 || command.date) {
    const dateError = documentDateProblem(command.date, businessDayOf(command.createdAt), 'opening stock');
    if (dateError) errors.date = dateError;
  }
  refuseFieldErrors(errors);
  if (given.product.status !== 'absent') throw conflict('Product already exists');
  const { productId, createdBy, createdAt } = command;
  const stream = productStream(productId);
  const value = lineValue(stock, fields.cost);
  const productEvents: ProductEvent[] = [
    { type: 'ProductCreated', data: { productId, ...fields, createdBy, createdAt } },
    ...priceChanges({ ...initialProductState, productId }, fields, { date: command.date || createdAt.slice(0, 10), reason: 'Product created', source: 'created', by: createdBy, at: createdAt }),
  ];
  const decided: StreamEvents[] = [];
  if (stock > 0) {
    const lines = new EntryLines();
    if (value > 0) {
      assertBooksOpen(given.books, command.date);
      lines.debit(systemAccountId(given.accounts, inventoryRole(fields.type)), value).credit(systemAccountId(given.accounts, 'openingBalanceEquity'), value);
    }
    const journalEntryId = lines.isEmpty ? null : command.journalEntryId;
    productEvents.push({
      type: 'OpeningStockRecorded',
      data: movement(productId, productId, 'opening', { quantity: 0, stockValue: 0 }, stock, value, {
        unitCost: fields.cost, date: command.date, reason: 'Opening stock', reference: '', journalEntryId, sourceStream: null, recordedBy: createdBy, recordedAt: createdAt,
      }),
    });
    decided.push(...postingOf({
      journalEntryId: command.journalEntryId,
      date: command.date,
      reference: shortReference('OPEN', productId),
      description: `Opening stock of ${fields.name} ${fields.model}: ${stock} × ${formatTaka(fields.cost)}`,
      source: postingSource('opening-stock', stream),
      postedBy: createdBy,
      postedAt: createdAt,
    }, lines));
  }
  return [
    { stream, events: productEvents },
    ...(fields.sku ? claimUniqueValue(PRODUCT_SKU_SCOPE, fields.sku, productId, given.sku ?? { ownerId: null }, skuTaken(fields.sku), skuTakenRefusal(fields.sku)) : []),
    ...decided,
  ];
}

function movement(
  productId: string,
  movementId: string,
  movementType: StockMovementType,
  before: { quantity: number; stockValue: Poisha },
  quantityChange: number,
  valueChange: Poisha,
  rest: Omit<StockMovement, 'productId' | 'movementId' | 'movementType' | 'quantityChange' | 'valueChange' | 'quantityAfter' | 'valueAfter'>,
): StockMovement {
  const quantityAfter = before.quantity + quantityChange;
  const valueAfter = before.stockValue + valueChange;
  // A handler or domain bug, never a user's mistake: the checks before this refuse with a message.
  if (quantityAfter < 0 || valueAfter < 0 || (quantityAfter === 0 && valueAfter !== 0)) {
    throw new Error(`stock of ${productId} would be ${quantityAfter} units worth ${valueAfter}`);
  }
  return { productId, movementId, movementType, quantityChange, valueChange, quantityAfter, valueAfter, ...rest };
}

export type UpdateProduct = Partial<ProductFields> & {
  productId: string;
  /** A cost changed while in stock revalues the stock on this business day, posted under this entry. */
  date?: string;
  journalEntryId?: string;
  updatedBy: string;
  updatedAt: string;
};

/** The system roles `updateProduct` resolves (a revaluation: its inventory account, Inventory Gain, Inventory Loss). */
export const UPDATE_PRODUCT_ACCOUNT_ROLES = ['inventory.Motorcycle', 'inventory.Spare Parts', 'inventory.Accessories', 'inventoryGain', 'inventoryLoss'] as const;

/**
 * Fields left out keep their values; stock is not changed here (the Stock Management page does).
 * A new cost (or sale price) is a price history event. A new cost while there is stock revalues
 * it: the stock becomes quantity × the new cost, the difference posted to Inventory Gain or Loss.
 */
export function updateProduct(
  command: UpdateProduct,
  given: ProductReferences & { product: ProductState; sku?: UniqueValueState; accounts: SystemAccounts; books: BooksState },
): StreamEvents[] {
  const current = requireActiveProduct(given.product);
  const currentCost = productUnitCost(current);
  const errors: FieldErrors = {};
  const fields = validatedProduct(editedFields(command, current, currentCost), { ...given, supplier: command.supplierId === undefined || command.supplierId === current.supplierId ? (given.supplier ?? keptSupplier(current)) : given.supplier }, errors);
  const costChanged = fields.cost !== currentCost;
  const revalues = costChanged && current.quantity > 0;
  if (revalues) {
    const dateError = documentDateProblem(command.date, businessDayOf(command.updatedAt), 'revaluation');
    if (dateError) errors.date = dateError;
  }
  refuseFieldErrors(errors);
  if (fields.type !== current.type && (current.quantity > 0 || current.unitCount > 0)) {
    throw ruleViolation(`${current.name} has stock; the type of a product with stock or motorcycle units cannot change`);
  }
  const { productId } = current;
  const nextState: ProductState = { ...current, ...fields, cost: costChanged ? fields.cost : current.cost };
  const vatUnchanged = (fields.vatRateHundredths ?? null) === (current.vatRateHundredths ?? null) && (fields.vatExempt ?? false) === (current.vatExempt ?? false);
  const unchanged = vatUnchanged && (Object.keys(fields) as (keyof typeof fields)[]).every((key) => key === 'cost' || JSON.stringify(fields[key]) === JSON.stringify(current[key]));
  if (unchanged && !costChanged) return [];
  const { updatedBy, updatedAt } = command;
  const day = command.date || updatedAt.slice(0, 10);
  const stream = productStream(productId);
  const productEvents: ProductEvent[] = [
    { type: 'ProductUpdated', data: { productId, ...fields, cost: nextState.cost, updatedBy, updatedAt } },
    ...priceChanges(current, { cost: costChanged ? fields.cost : undefined, salePrice: fields.salePrice }, { date: day, reason: 'Price edited', source: 'edit', by: updatedBy, at: updatedAt }),
  ];
  const decided: StreamEvents[] = [];
  if (revalues) {
    const revaluation = stockRevaluation(command, current, fields, given);
    productEvents.push(revaluation.event);
    decided.push(...revaluation.posting);
  }
  const resku = fields.sku.toLowerCase() !== current.sku.toLowerCase();
  return [
    { stream, events: productEvents },
    ...(resku && fields.sku ? claimUniqueValue(PRODUCT_SKU_SCOPE, fields.sku, productId, given.sku ?? { ownerId: null }, skuTaken(fields.sku), skuTakenRefusal(fields.sku)) : []),
    ...(resku && current.sku ? [releaseUniqueValue(PRODUCT_SKU_SCOPE, current.sku, productId)] : []),
    ...decided,
  ];
}

/** The product's fields after an edit: each one the command leaves out keeps its value (a supplier given as null is removed). */
function editedFields(command: UpdateProduct, current: ProductState, currentCost: Poisha): ProductFields {
  return {
    name: command.name ?? current.name,
    model: command.model ?? current.model,
    type: command.type ?? current.type,
    salePrice: command.salePrice ?? current.salePrice,
    cost: command.cost ?? currentCost,
    sku: command.sku ?? current.sku,
    barcode: command.barcode ?? current.barcode,
    description: command.description ?? current.description,
    color: command.color ?? current.color,
    supplierId: command.supplierId === undefined ? current.supplierId : command.supplierId,
    compatibility: command.compatibility ?? current.compatibility,
    trackInventory: command.trackInventory ?? current.trackInventory,
    reorderLevel: command.reorderLevel ?? current.reorderLevel,
    reorderQuantity: command.reorderQuantity ?? current.reorderQuantity,
    location: command.location ?? current.location,
    notes: command.notes ?? current.notes,
    isActive: command.isActive ?? current.isActive,
    vatRateHundredths: command.vatRateHundredths === undefined ? (current.vatRateHundredths ?? null) : command.vatRateHundredths,
    // A rate named without the exemption ends it: the product is then taxed at that rate.
    vatExempt: command.vatExempt ?? (typeof command.vatRateHundredths === 'number' ? false : (current.vatExempt ?? false)),
  };
}

/**
 * A new cost with stock on hand: the stock becomes quantity × the new cost (a StockRevalued
 * movement), the difference posted to Inventory Gain or Loss.
 */
function stockRevaluation(
  command: UpdateProduct,
  current: ProductState,
  fields: { name: string; cost: Poisha },
  given: { accounts: SystemAccounts; books: BooksState },
): { event: ProductEvent; posting: StreamEvents[] } {
  if (!command.journalEntryId) throw new Error('journalEntryId must be given: a cost change revalues the stock');
  const { productId } = current;
  const { updatedBy, updatedAt } = command;
  const currentCost = productUnitCost(current);
  const date = command.date!;
  const newValue = lineValue(current.quantity, fields.cost);
  const change = newValue - current.stockValue;
  const lines = revaluationLines(given.accounts, current.type, change);
  if (!lines.isEmpty) assertBooksOpen(given.books, date);
  const journalEntryId = command.journalEntryId;
  const event: ProductEvent = {
    type: 'StockRevalued',
    data: movement(productId, journalEntryId, 'revaluation', current, 0, change, {
      unitCost: fields.cost, date, reason: `Cost changed from ${formatTaka(currentCost)} to ${formatTaka(fields.cost)}`, reference: '', journalEntryId, sourceStream: null, recordedBy: updatedBy, recordedAt: updatedAt,
    }),
  };
  const posting = postingOf({
    journalEntryId,
    date,
    reference: shortReference('REVAL', productId),
    description: `Revaluation of ${current.quantity} × ${fields.name}: cost ${formatTaka(currentCost)} to ${formatTaka(fields.cost)}`,
    source: postingSource('stock-adjustment', productStream(productId)),
    postedBy: updatedBy,
    postedAt: updatedAt,
  }, lines);
  return { event, posting };
}

/** A product keeps its supplier through an edit even when the handler did not load it. */
const keptSupplier = (product: ProductState): SupplierRef | null => (product.supplierId ? { supplierId: product.supplierId, name: '', isActive: true } : null);

/** A gain (change > 0): Dr Inventory / Cr Inventory Gain; a loss: Dr Inventory Loss / Cr Inventory. */
export function revaluationLines(accounts: SystemAccounts, type: ProductType, change: Poisha): EntryLines {
  const lines = new EntryLines();
  if (change > 0) lines.debit(systemAccountId(accounts, inventoryRole(type)), change).credit(systemAccountId(accounts, 'inventoryGain'), change);
  else if (change < 0) lines.debit(systemAccountId(accounts, 'inventoryLoss'), -change).credit(systemAccountId(accounts, inventoryRole(type)), -change);
  return lines;
}

/**
 * Deletes a product that holds no stock. `units`: for a Motorcycle product with registered units,
 * the states of its units (from the register), so a product with motorcycles in stock stays.
 */
export function deleteProduct(
  command: { productId: string; deletedBy: string; deletedAt: string },
  given: { product: ProductState; units?: readonly Pick<MotorcycleUnitState, 'lifecycle' | 'productId' | 'status'>[] },
): StreamEvents[] {
  const current = requireActiveProduct(given.product);
  if (current.quantity > 0) throw ruleViolation(`${current.name} has ${current.quantity} in stock; a product with stock cannot be deleted`);
  if (current.type === 'Motorcycle' && current.unitCount > 0) {
    if (!given.units) throw new Error('units must be given to delete a Motorcycle product with registered units');
    const inStock = given.units.filter((unit) => unit.productId === current.productId && unit.lifecycle === 'registered' && unit.status !== 'Sold').length;
    if (inStock > 0) throw ruleViolation(`${current.name} has ${inStock} motorcycle${inStock === 1 ? '' : 's'} in stock; a product with stock cannot be deleted`);
  }
  const { productId } = current;
  return [
    { stream: productStream(productId), events: [{ type: 'ProductDeleted', data: { productId, deletedBy: command.deletedBy, deletedAt: command.deletedAt } }] },
    ...(current.sku ? [releaseUniqueValue(PRODUCT_SKU_SCOPE, current.sku, productId)] : []),
  ];
}

// ---- stock adjustments ------------------------------------------------------------------------

export interface AdjustStock {
  productId: string;
  /** The movement's id (the stock movement row). */
  movementId: string;
  journalEntryId: string;
  adjustmentType: StockAdjustmentType;
  /** Signed: positive for stock_in, negative for stock_out and damaged, either for adjustment. */
  stockChange: number;
  /** stock_in only: the cost of one unit brought in (default: the current unit cost). */
  unitCost?: Poisha;
  reason: string;
  reference?: string;
  /** The business day (YYYY-MM-DD) of the adjustment and its posting. */
  date: string;
  adjustedBy: string;
  adjustedAt: string;
}

/** The system roles `adjustStock` resolves. */
export const ADJUST_STOCK_ACCOUNT_ROLES = ['inventory.Spare Parts', 'inventory.Accessories', 'inventoryGain', 'inventoryLoss'] as const;

export const MOTORCYCLE_STOCK_IN_REGISTER =
  'The stock of a motorcycle is its units in the motorcycle register: add, edit or remove units there (Products > Motorcycle Inventory), not by a stock adjustment';

export const insufficientStock = (inStock: number, requested: number) => `Insufficient stock: ${inStock} in stock, ${requested} requested`;

/**
 * A stock adjustment (DESIGN §5): stock in at a unit cost moves the average, Dr Inventory / Cr
 * Inventory Gain; stock out and damaged take stock at the average, Dr Inventory Loss / Cr
 * Inventory; a manual adjustment is a gain (in) or a loss (out) at the average. Stock never goes
 * below zero.
 */
export function adjustStock(command: AdjustStock, given: { product: ProductState; accounts: SystemAccounts; books: BooksState }): StreamEvents[] {
  const product = requireActiveProduct(given.product);
  const errors: FieldErrors = {};
  const type = command.adjustmentType;
  if (!(STOCK_ADJUSTMENT_TYPES as readonly string[]).includes(type)) errors.adjustmentType = `Adjustment type must be one of ${STOCK_ADJUSTMENT_TYPES.join(', ')}`;
  const change = command.stockChange;
  if (change === undefined || change === null || (typeof change === 'number' && Number.isNaN(change))) errors.stockChange = 'Quantity is required.';
  else if (typeof change !== 'number' || !Number.isInteger(change)) errors.stockChange = 'Quantity must be a whole number';
  else if (change === 0) errors.stockChange = 'Quantity must be at least 1';
  else if (Math.abs(change) > MAX_QUANTITY) errors.stockChange = `Quantity must be at most ${MAX_QUANTITY}`;
  else if (type === 'stock_in' && change < 0) errors.stockChange = 'A stock in adds stock: the change must be positive';
  else if ((type === 'stock_out' || type === 'damaged') && change > 0) errors.stockChange = `A ${type === 'damaged' ? 'damaged' : 'stock out'} adjustment takes stock out: the change must be negative`;
  const unitCost = type === 'stock_in' ? command.unitCost ?? productUnitCost(product) : null;
  if (unitCost !== null) {
    const costError = priceProblem(unitCost, 'Unit cost is required.');
    if (costError) errors.unitCost = costError;
  }
  const reason = trimmedText(command.reason);
  const reasonError = textProblem(reason, 'Reason is required.', 500, 'Reason');
  if (reasonError) errors.reason = reasonError;
  const reference = trimmedText(command.reference);
  const referenceError = textProblem(reference, null, 100, 'Reference');
  if (referenceError) errors.reference = referenceError;
  const dateError = documentDateProblem(command.date, businessDayOf(command.adjustedAt), 'stock adjustment', 'Date is required.');
  if (dateError) errors.date = dateError;
  refuseFieldErrors(errors);
  if (product.type === 'Motorcycle') throw ruleViolation(MOTORCYCLE_STOCK_IN_REGISTER);
  if (change < 0 && -change > product.quantity) throw ruleViolation(insufficientStock(product.quantity, -change));

  let valueChange: Poisha;
  if (unitCost !== null) valueChange = lineValue(change, unitCost);
  else if (change < 0) valueChange = -costOfTaking(product.quantity, product.stockValue, -change);
  // A manual increase comes in at the average cost of the moment (the last cost named when none is in stock).
  else valueChange = product.quantity > 0 ? averageValueOf(product, change) : lineValue(change, product.cost);

  const lines = revaluationLines(given.accounts, product.type, valueChange);
  if (!lines.isEmpty) assertBooksOpen(given.books, command.date);
  const { productId, movementId, adjustedBy, adjustedAt } = command;
  const stream = productStream(productId);
  const journalEntryId = lines.isEmpty ? null : command.journalEntryId;
  const label = STOCK_ADJUSTMENT_LABELS[type];
  const events: ProductEvent[] = [
    {
      type: 'StockAdjusted',
      data: movement(productId, movementId, type, product, change, valueChange, {
        unitCost, date: command.date, reason, reference, journalEntryId, sourceStream: null, recordedBy: adjustedBy, recordedAt: adjustedAt,
      }),
    },
  ];
  if (unitCost !== null) events.push(...priceChanges(product, { cost: unitCost }, { date: command.date, reason: `Stock in: ${reason}`, source: 'stock_in', reference, by: adjustedBy, at: adjustedAt }));
  return [
    { stream, events },
    ...postingOf({
      journalEntryId: command.journalEntryId,
      date: command.date,
      reference: reference || shortReference('ADJ', movementId),
      description: `${label}: ${change > 0 ? '+' : ''}${change} × ${product.name} ${product.model} (${reason})`,
      source: postingSource('stock-adjustment', stream),
      postedBy: adjustedBy,
      postedAt: adjustedAt,
    }, lines),
  ];
}

/** `count` more units at the average cost of the stock: round(V × count / Q), half up. */
function averageValueOf(product: ProductState, count: number): Poisha {
  return assertPoisha(Number(divideRoundHalfUp(BigInt(product.stockValue) * BigInt(count), BigInt(product.quantity))), 'value');
}

// ---- movements other deciders make (purchases, invoices) ------------------------------------

export interface MovementContext {
  movementId: string;
  date: string;
  reason: string;
  reference: string;
  journalEntryId: string | null;
  sourceStream: string | null;
  recordedBy: string;
  recordedAt: string;
}

/** Stock received on a purchase: `quantity` units worth `value` (their price plus their share of other charges). */
export function stockReceived(product: ProductState, quantity: number, value: Poisha, unitCost: Poisha, context: MovementContext): StockReceived {
  const { movementId, ...rest } = context;
  return { type: 'StockReceived', data: movement(product.productId, movementId, 'purchase', product, quantity, value, { ...rest, unitCost }) };
}

/**
 * The stock a purchase brought, taken back at the value it came with. The goods must still be
 * there; the caller refuses first (`insufficientStock`). When the value left would be negative,
 * or not zero with no units left, `residual` is what must be revalued to keep it whole.
 */
export function receiptReversal(product: ProductState, quantity: number, value: Poisha, context: MovementContext): { event: StockReceiptReversed; residual: Poisha } {
  const quantityAfter = product.quantity - quantity;
  const valueAfter = product.stockValue - value;
  let residual = 0;
  if (valueAfter < 0) residual = -valueAfter;
  else if (quantityAfter === 0 && valueAfter !== 0) residual = -valueAfter;
  const { movementId, ...rest } = context;
  const event: StockReceiptReversed = {
    type: 'StockReceiptReversed',
    data: movement(product.productId, movementId, 'purchase_reversal', product, -quantity, -value + residual, { ...rest, unitCost: null }),
  };
  return { event, residual };
}

/**
 * Stock taken by a sale (the invoice's decision): `quantity` units at the average cost of the
 * moment, the cost to post as Cost of Goods Sold. Refused when the stock is not there.
 */
export function issueStock(product: ProductState, quantity: number, context: MovementContext): { event: StockIssued; cost: Poisha } {
  requireActiveProduct(product);
  if (product.type === 'Motorcycle') throw new Error('a Motorcycle product is sold by its units (sellMotorcycleUnit)');
  if (!Number.isInteger(quantity) || quantity < 1) throw validationError('Quantity must be at least 1', { quantity: 'Quantity must be at least 1' });
  if (quantity > product.quantity) throw ruleViolation(insufficientStock(product.quantity, quantity));
  const cost = costOfTaking(product.quantity, product.stockValue, quantity);
  const { movementId, ...rest } = context;
  return { event: { type: 'StockIssued', data: movement(product.productId, movementId, 'sale', product, -quantity, -cost, { ...rest, unitCost: null }) }, cost };
}

/** Stock given back by a voided sale, at exactly the cost it left with. */
export function returnStock(product: ProductState, quantity: number, cost: Poisha, context: MovementContext): StockReturned {
  const { movementId, ...rest } = context;
  return { type: 'StockReturned', data: movement(product.productId, movementId, 'sale_return', product, quantity, cost, { ...rest, unitCost: null }) };
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const PRODUCT_STREAM_KIND = streamKindOf(STREAM_NAMES.product, { initialState: initialProductState, evolve: evolveProduct });
