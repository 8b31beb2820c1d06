import {
  adjustStock,
  BOOKS_CLOSING_STREAM,
  createProduct,
  deleteProduct,
  glAccountStream,
  inventoryRole,
  PRODUCT_SKU_SCOPE,
  PRODUCT_TYPES,
  productStream,
  updateProduct,
  uuidv7,
  vehicleStream,
  type BooksState,
  type GlAccountState,
  type InventorySystemRole,
  type ProductState,
  type ProductType,
  type StreamEvents,
  type SystemAccounts,
  type VehicleState,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';
import { catalogIdsOf } from '../inventory-catalog/history-steps';

/** The products a history created, live or deleted. */
const created = new WeakMap<HistoryBuilder, string[]>();
const productsOf = (history: HistoryBuilder) => {
  let ids = created.get(history);
  if (!ids) created.set(history, (ids = []));
  return ids;
};

const NAMES = ['Brake Pad', 'Chain Kit', 'Air Filter', 'Helmet', 'Mirror', 'Clutch Plate', 'Spark Plug', 'Riding Gloves', 'Yamaha FZ-S', 'Bajaj Pulsar'];
const MODELS = ['FZ-S V3', 'N160', 'Universal', 'Pro', 'R15', 'Apache'];

/** Runs a decision on the history's states; a refusal (stock short, books closed…) decides nothing. */
function attempt(history: HistoryBuilder, decide: () => StreamEvents[]): AppendRequest[] {
  try {
    return history.commit(decide());
  } catch {
    return [];
  }
}

/** The chart's system accounts by role, as a handler resolves them. */
function systemAccounts(history: HistoryBuilder, roles: readonly InventorySystemRole[]): SystemAccounts {
  const accounts: SystemAccounts = {};
  for (const role of roles) {
    const account = history.accounts.find((candidate) => candidate.systemRole === role);
    if (account) accounts[role] = history.fold<GlAccountState>(glAccountStream(account.id));
  }
  return accounts;
}

const ROLES: InventorySystemRole[] = ['inventory.Motorcycle', 'inventory.Spare Parts', 'inventory.Accessories', 'openingBalanceEquity', 'inventoryGain', 'inventoryLoss'];
const today = (history: HistoryBuilder) => history.now().slice(0, 10);
const books = (history: HistoryBuilder) => history.fold<BooksState>(BOOKS_CLOSING_STREAM);

/** Live vehicles of the history (inventory-catalog steps), id → exists. */
function vehicles(history: HistoryBuilder): Record<string, boolean> {
  return Object.fromEntries(catalogIdsOf(history).vehicles.map((id) => [id, history.fold<VehicleState>(vehicleStream(id)).status === 'active']));
}

export function addProduct(history: HistoryBuilder, type: ProductType = history.pick(PRODUCT_TYPES)): AppendRequest[] {
  const productId = uuidv7();
  const known = vehicles(history);
  const live = Object.keys(known).filter((id) => known[id]);
  // A spare part fits some vehicle: without one, the product is an accessory.
  const productType: ProductType = type === 'Spare Parts' && live.length === 0 ? 'Accessories' : type;
  const cost = history.random() < 0.1 ? 0 : history.int(1, 500_000) * (productType === 'Motorcycle' ? 100 : 1);
  const sku = history.random() < 0.5 ? `SKU-${history.int(1, 400)}` : '';
  const requests = attempt(history, () =>
    createProduct(
      {
        productId,
        name: history.pick(NAMES),
        model: history.pick(MODELS),
        type: productType,
        sku,
        compatibility: productType === 'Spare Parts' ? [history.pick(live)] : undefined,
        salePrice: cost + history.int(0, 100_000),
        cost,
        reorderLevel: history.int(0, 10),
        stock: productType === 'Motorcycle' ? 0 : history.int(0, 60),
        date: today(history),
        journalEntryId: uuidv7(),
        createdBy: history.userId,
        createdAt: history.now(),
      },
      {
        product: history.fold<ProductState>(productStream(productId)),
        sku: sku ? history.unique(PRODUCT_SKU_SCOPE, sku) : undefined,
        vehicles: known,
        accounts: systemAccounts(history, ROLES),
        books: books(history),
      },
    ),
  );
  if (requests.length) productsOf(history).push(productId);
  return requests;
}

function pickProduct(history: HistoryBuilder): ProductState | null {
  const ids = productsOf(history);
  if (!ids.length) return null;
  return history.fold<ProductState>(productStream(history.pick(ids)));
}

export function editProduct(history: HistoryBuilder): AppendRequest[] {
  const product = pickProduct(history);
  if (!product) return addProduct(history);
  const roll = history.random();
  const cost = product.cost + history.int(-product.cost, 20_000);
  const fields =
    roll < 0.3
      ? { name: history.pick(NAMES), reorderLevel: history.int(0, 20), isActive: history.random() < 0.8 }
      : roll < 0.7
        ? { cost, salePrice: cost + history.int(0, 50_000) }
        : roll < 0.85
          ? { salePrice: product.salePrice + history.int(0, 10_000), sku: history.random() < 0.5 ? `SKU-${history.int(1, 400)}` : '' }
          : { type: history.pick(PRODUCT_TYPES), compatibility: Object.keys(vehicles(history)).slice(0, 1) };
  const sku = 'sku' in fields ? fields.sku : undefined;
  return attempt(history, () =>
    updateProduct(
      { productId: product.productId, ...fields, date: today(history), journalEntryId: uuidv7(), updatedBy: history.userId, updatedAt: history.now() },
      {
        product,
        sku: sku ? history.unique(PRODUCT_SKU_SCOPE, sku) : undefined,
        vehicles: vehicles(history),
        accounts: systemAccounts(history, ROLES),
        books: books(history),
      },
    ),
  );
}

export function adjustProductStock(history: HistoryBuilder): AppendRequest[] {
  const product = pickProduct(history);
  if (!product) return addProduct(history);
  const type = history.pick(['stock_in', 'stock_in', 'stock_out', 'adjustment', 'damaged'] as const);
  const size = history.int(1, 30);
  const stockChange = type === 'stock_in' ? size : type === 'adjustment' ? (history.random() < 0.5 ? size : -Math.min(size, Math.max(1, product.quantity))) : -Math.min(size, Math.max(1, product.quantity));
  return attempt(history, () =>
    adjustStock(
      {
        productId: product.productId,
        movementId: uuidv7(),
        journalEntryId: uuidv7(),
        adjustmentType: type,
        stockChange,
        unitCost: type === 'stock_in' && history.random() < 0.7 ? history.int(0, 600_000) : undefined,
        reason: 'Counted',
        reference: history.random() < 0.5 ? `REF-${history.int(1, 999)}` : '',
        date: today(history),
        adjustedBy: history.userId,
        adjustedAt: history.now(),
      },
      { product, accounts: systemAccounts(history, product.type === 'Motorcycle' ? [] : [inventoryRole(product.type), 'inventoryGain', 'inventoryLoss']), books: books(history) },
    ),
  );
}

export function removeProduct(history: HistoryBuilder): AppendRequest[] {
  const product = pickProduct(history);
  if (!product) return addProduct(history);
  return attempt(history, () => deleteProduct({ productId: product.productId, deletedBy: history.userId, deletedAt: history.now() }, { product, units: [] }));
}

/** Products and their stock in a random history: `new HistoryBuilder(seed, start, [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS])`. */
export const PRODUCT_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'add a product', weight: 40, run: (history) => addProduct(history) },
  { name: 'edit a product or its prices', weight: 40, run: editProduct },
  { name: 'adjust stock', weight: 120, run: adjustProductStock },
  { name: 'delete a product', weight: 6, run: removeProduct },
];

/** The products a history created (for tests that check every row against the domain's fold). */
export const productIdsOf = (history: HistoryBuilder) => [...productsOf(history)];
