import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { BOOKS_CLOSING_STREAM } from '../ledger/books';
import type { JournalEntryPosted } from '../ledger/journal-entry-posted';
import {
  at,
  by,
  credit,
  debit,
  GAIN,
  INV_ACC,
  INV_PARTS,
  LOSS,
  OBE,
  productCommand,
  productOf,
  RUNNER,
  stockHistory,
  whenProductCreated,
  whenProductDeleted,
  whenProductUpdated,
  whenStockAdjusted,
} from './inventory-fixtures.test-helper';
import { issueStock, isLowStock, productUnitCost, profitMarginPercent, returnStock, type AdjustStock, type ProductEvent, type StockMovement } from './products';

const chart = stockHistory();
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const profile = {
  name: 'Brake Pad',
  model: 'FZ-S',
  sku: '',
  barcode: '',
  description: '',
  color: '',
  type: 'Spare Parts' as const,
  supplierId: null,
  compatibility: ['vehicle-fz'],
  trackInventory: true,
  reorderLevel: 5,
  reorderQuantity: 20,
  location: '',
  notes: '',
  isActive: true,
};
const movement = (fields: Partial<StockMovement>): StockMovement => ({
  productId: 'p-pad',
  movementId: 'p-pad',
  movementType: 'opening',
  quantityChange: 0,
  valueChange: 0,
  quantityAfter: 0,
  valueAfter: 0,
  unitCost: null,
  date: '2025-03-01',
  reason: '',
  reference: '',
  journalEntryId: null,
  sourceStream: null,
  recordedBy: by,
  recordedAt: at,
  ...fields,
});
const priceChange = (priceType: 'cost' | 'salePrice', previousPrice: number | null, price: number, reason: string, source: string, date = '2025-03-01', reference = ''): ProductEvent => ({
  type: 'ProductPriceChanged',
  data: { productId: 'p-pad', priceType, previousPrice, price, date, reason, source: source as never, sourceStream: null, reference, changedBy: by, changedAt: at },
});
const posted = (journalEntryId: string, reference: string, description: string, lines: ReturnType<typeof debit>[], kind: string, date = '2025-03-01'): JournalEntryPosted => ({
  type: 'JournalEntryPosted',
  data: { journalEntryId, date, reference, description, lines, source: { kind: kind as never, stream: 'product-p-pad' }, postedBy: by, postedAt: at },
});

const withPads: History = appended(chart, whenProductCreated(chart, productCommand('p-pad', { stock: 10 })));
const adjust = (fields: Partial<AdjustStock>): AdjustStock => ({
  productId: 'p-pad', movementId: 'mv-1', journalEntryId: 'je-adj-1', adjustmentType: 'stock_in', stockChange: 5, reason: 'Counted', date: '2025-03-05', adjustedBy: by, adjustedAt: at, ...fields,
});

describe('product: create', () => {
  it('given nothing, when created with stock, then ProductCreated, its first prices, the opening stock, and Dr Inventory / Cr Opening Balance Equity at cost', () => {
    thenEvents(whenProductCreated(chart, productCommand('p-pad', { stock: 10, name: ' Brake Pad ' })), [
      {
        stream: 'product-p-pad',
        events: [
          { type: 'ProductCreated', data: { productId: 'p-pad', ...profile, salePrice: 90_000, cost: 60_000, createdBy: by, createdAt: at } },
          priceChange('cost', null, 60_000, 'Product created', 'created'),
          priceChange('salePrice', null, 90_000, 'Product created', 'created'),
          { type: 'OpeningStockRecorded', data: movement({ quantityChange: 10, valueChange: 600_000, quantityAfter: 10, valueAfter: 600_000, unitCost: 60_000, reason: 'Opening stock', journalEntryId: 'je-open-p-pad' }) },
        ],
      },
      { stream: 'journal-entry-je-open-p-pad', events: [posted('je-open-p-pad', 'OPEN-PPAD', 'Opening stock of Brake Pad FZ-S: 10 × ৳600.00', [debit(INV_PARTS, 600_000), credit(OBE, 600_000)], 'opening-stock')] },
    ]);
    const state = productOf(withPads, 'p-pad');
    assert.deepStrictEqual([state.quantity, state.stockValue, productUnitCost(state), state.reorderLevel, state.reorderQuantity], [10, 600_000, 60_000, 5, 20]);
  });

  it('posts nothing without stock or without cost, and claims its SKU', () => {
    const decided = whenProductCreated(chart, productCommand('p-helmet', { type: 'Accessories', name: 'Helmet', compatibility: undefined, cost: 0, stock: 3, sku: 'HLM-01' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['product-p-helmet', 'unique-product-sku-hlm-01']);
    const opening = decided[0].events.at(-1)!;
    assert.equal(opening.type, 'OpeningStockRecorded');
    assert.equal((opening.data as StockMovement).journalEntryId, null);
    const noStock = whenProductCreated(chart, productCommand('p-mirror', { type: 'Accessories', name: 'Mirror', stock: 0 }));
    assert.deepStrictEqual(noStock.map((s) => s.stream), ['product-p-mirror']);
    assert.deepStrictEqual(productOf(appended(chart, noStock), 'p-mirror').compatibility, []);
  });

  it('refuses missing fields with the spec messages, all at once', () => {
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { name: '', model: ' ', type: '' as never, salePrice: undefined as never, stock: undefined as never })), validation({
      name: 'Product name is required.',
      model: 'Model is required.',
      type: 'Product type is required.',
      salePrice: 'Sale price is required.',
      stock: 'Stock is required.',
    }));
  });

  it('requires compatibility for Spare Parts, known vehicles, and a known supplier', () => {
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { compatibility: [] })), validation({ compatibility: 'Compatibility is required for Spare Parts.' }));
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { compatibility: ['vehicle-unknown'] })), validation({ compatibility: 'Vehicle not found' }));
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { supplierId: 'sup-nowhere' })), validation({ supplier: 'Supplier not found' }));
    assert.equal(productOf(appended(chart, whenProductCreated(chart, productCommand('p-x', { supplierId: RUNNER }))), 'p-x').supplierId, RUNNER);
  });

  it("refuses a sale price below the cost with the spec's message", () => {
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { salePrice: 59_999 })), validation({ salePrice: 'Sale price must be higher than purchase price' }));
    assert.ok(whenProductCreated(chart, productCommand('p-x', { salePrice: 60_000 })).length > 0);
  });

  it('refuses negative prices, a reorder quantity below 1, and stock on a Motorcycle product', () => {
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { cost: -1, reorderQuantity: 0, reorderLevel: -1 })), validation({
      cost: 'Price cannot be negative',
      reorderLevel: 'Reorder level must be a whole number, at least 0',
      reorderQuantity: 'Reorder quantity must be a whole number, at least 1',
    }));
    thenRefused(() => whenProductCreated(chart, productCommand('p-x', { type: 'Motorcycle', stock: 2 })), validation({ stock: 'The stock of a motorcycle is its units: add them in the motorcycle register' }));
  });

  it('refuses a product that exists, a SKU another product has, and opening stock in closed books', () => {
    thenRefused(() => whenProductCreated(withPads, productCommand('p-pad')), { kind: 'conflict', message: 'Product already exists' });
    const withSku = appended(chart, whenProductCreated(chart, productCommand('p-a', { sku: 'BP-1' })));
    thenRefused(() => whenProductCreated(withSku, productCommand('p-b', { sku: ' bp-1 ' })), { kind: 'conflict', message: 'A product with SKU bp-1 already exists' });
    const closed = appended(chart, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: '2025-03-31', profitTransferId: 'pt', closedBy: 'u', closedAt: 't' } }] }]);
    thenRefused(() => whenProductCreated(closed, productCommand('p-x', { stock: 1 })), { kind: 'rule', message: 'The books are closed through 2025-03-31; post in an open period' });
  });
});

describe('product: stock adjustments', () => {
  it('given 10 at ৳600, when 5 come in at ৳660, then the average moves to ৳620, Dr Inventory / Cr Inventory Gain, and the cost is in the price history', () => {
    const decided = whenStockAdjusted(withPads, adjust({ unitCost: 66_000, reference: 'GRN-7' }));
    thenEvents(decided, [
      {
        stream: 'product-p-pad',
        events: [
          { type: 'StockAdjusted', data: movement({ movementId: 'mv-1', movementType: 'stock_in', quantityChange: 5, valueChange: 330_000, quantityAfter: 15, valueAfter: 930_000, unitCost: 66_000, date: '2025-03-05', reason: 'Counted', reference: 'GRN-7', journalEntryId: 'je-adj-1' }) },
          priceChange('cost', 60_000, 66_000, 'Stock in: Counted', 'stock_in', '2025-03-05', 'GRN-7'),
        ],
      },
      { stream: 'journal-entry-je-adj-1', events: [posted('je-adj-1', 'GRN-7', 'Stock Increase: +5 × Brake Pad FZ-S (Counted)', [debit(INV_PARTS, 330_000), credit(GAIN, 330_000)], 'stock-adjustment', '2025-03-05')] },
    ]);
    assert.equal(productUnitCost(productOf(appended(withPads, decided), 'p-pad')), 62_000);
  });

  it('a stock in without a cost comes in at the current cost', () => {
    const decided = whenStockAdjusted(withPads, adjust({ stockChange: 2 }));
    assert.equal((decided[0].events[0].data as StockMovement).valueChange, 120_000);
    assert.equal(decided[0].events.length, 1, 'no price change');
  });

  it('takes stock out at the average, rounded half up, and the last units at exactly what is left: Dr Inventory Loss / Cr Inventory', () => {
    let history = appended(chart, whenProductCreated(chart, productCommand('p-pad', { cost: 333, salePrice: 500, stock: 3 })));
    history = appended(history, whenStockAdjusted(history, adjust({ adjustmentType: 'stock_in', stockChange: 1, unitCost: 2, movementId: 'mv-0', journalEntryId: 'je-0' })));
    // 4 units worth 1001.
    const out = whenStockAdjusted(history, adjust({ adjustmentType: 'stock_out', stockChange: -2, reason: 'Used in workshop' }));
    assert.deepStrictEqual((out[0].events[0].data as StockMovement).valueChange, -501);
    assert.deepStrictEqual((out[1].events[0] as JournalEntryPosted).data.lines, [debit(LOSS, 501), credit(INV_PARTS, 501)]);
    history = appended(history, out);
    const damaged = whenStockAdjusted(history, adjust({ adjustmentType: 'damaged', stockChange: -2, movementId: 'mv-2', journalEntryId: 'je-adj-2', reason: 'Water damage' }));
    assert.deepStrictEqual(damaged[0].events[0].data, movement({
      movementId: 'mv-2', movementType: 'damaged', quantityChange: -2, valueChange: -500, quantityAfter: 0, valueAfter: 0, date: '2025-03-05', reason: 'Water damage', journalEntryId: 'je-adj-2',
    }));
    assert.equal((damaged[1].events[0] as JournalEntryPosted).data.description, 'Damaged Goods: -2 × Brake Pad FZ-S (Water damage)');
  });

  it('a manual adjustment up is a gain at the average, down a loss at the average', () => {
    const up = whenStockAdjusted(withPads, adjust({ adjustmentType: 'adjustment', stockChange: 3 }));
    assert.deepStrictEqual((up[1].events[0] as JournalEntryPosted).data.lines, [debit(INV_PARTS, 180_000), credit(GAIN, 180_000)]);
    const down = whenStockAdjusted(withPads, adjust({ adjustmentType: 'adjustment', stockChange: -3 }));
    assert.deepStrictEqual((down[1].events[0] as JournalEntryPosted).data.lines, [debit(LOSS, 180_000), credit(INV_PARTS, 180_000)]);
    assert.equal((down[0].events[0].data as StockMovement).movementType, 'adjustment');
  });

  it('never takes stock below zero: refused with the counts, nothing decided', () => {
    thenRefused(() => whenStockAdjusted(withPads, adjust({ adjustmentType: 'stock_out', stockChange: -15 })), { kind: 'rule', message: 'Insufficient stock: 10 in stock, 15 requested' });
    thenRefused(() => whenStockAdjusted(withPads, adjust({ adjustmentType: 'adjustment', stockChange: -11 })), { kind: 'rule', message: 'Insufficient stock: 10 in stock, 11 requested' });
  });

  it('refuses an adjustment of a Motorcycle product, pointing to the register', () => {
    const history = appended(chart, whenProductCreated(chart, productCommand('p-fz', { type: 'Motorcycle', name: 'FZ-S V3', compatibility: undefined, cost: 18_000_000, salePrice: 20_000_000 })));
    thenRefused(() => whenStockAdjusted(history, adjust({ productId: 'p-fz' })), {
      kind: 'rule',
      message: 'The stock of a motorcycle is its units in the motorcycle register: add, edit or remove units there (Products > Motorcycle Inventory), not by a stock adjustment',
    });
  });

  it('refuses wrong signs, a missing reason and date, and an unknown product', () => {
    thenRefused(() => whenStockAdjusted(withPads, adjust({ adjustmentType: 'stock_out', stockChange: 2, reason: '', date: '' })), validation({
      stockChange: 'A stock out adjustment takes stock out: the change must be negative',
      reason: 'Reason is required.',
      date: 'Date is required.',
    }));
    thenRefused(() => whenStockAdjusted(withPads, adjust({ stockChange: -2 })), validation({ stockChange: 'A stock in adds stock: the change must be positive' }));
    thenRefused(() => whenStockAdjusted(withPads, adjust({ stockChange: 0 })), validation({ stockChange: 'Quantity must be at least 1' }));
    thenRefused(() => whenStockAdjusted(withPads, adjust({ stockChange: 1.5 })), validation({ stockChange: 'Quantity must be a whole number' }));
    thenRefused(() => whenStockAdjusted(withPads, adjust({ productId: 'p-none' })), { kind: 'not_found', message: 'Product not found' });
  });
});

describe('product: update and delete', () => {
  it('a new sale price is an edit with its price history; nothing changed decides nothing', () => {
    thenEvents(whenProductUpdated(withPads, { productId: 'p-pad', salePrice: 95_000, updatedBy: by, updatedAt: at }), [
      {
        stream: 'product-p-pad',
        events: [
          { type: 'ProductUpdated', data: { productId: 'p-pad', ...profile, salePrice: 95_000, cost: 60_000, updatedBy: by, updatedAt: at } },
          priceChange('salePrice', 90_000, 95_000, 'Price edited', 'edit', at.slice(0, 10)),
        ],
      },
    ]);
    assert.deepStrictEqual(whenProductUpdated(withPads, { productId: 'p-pad', name: 'Brake Pad', cost: 60_000, updatedBy: by, updatedAt: at }), []);
  });

  it('a new cost while in stock revalues the stock: quantity × new cost, the difference to Inventory Gain or Loss', () => {
    const decided = whenProductUpdated(withPads, { productId: 'p-pad', cost: 55_000, date: '2025-03-10', journalEntryId: 'je-reval', updatedBy: by, updatedAt: at });
    assert.deepStrictEqual(decided[0].events[2], {
      type: 'StockRevalued',
      data: movement({ movementId: 'je-reval', movementType: 'revaluation', valueChange: -50_000, quantityAfter: 10, valueAfter: 550_000, unitCost: 55_000, date: '2025-03-10', reason: 'Cost changed from ৳600.00 to ৳550.00', journalEntryId: 'je-reval' }),
    });
    assert.deepStrictEqual((decided[1].events[0] as JournalEntryPosted).data.lines, [debit(LOSS, 50_000), credit(INV_PARTS, 50_000)]);
    thenRefused(() => whenProductUpdated(withPads, { productId: 'p-pad', cost: 55_000, updatedBy: by, updatedAt: at }), validation({ date: 'Please select date' }));
  });

  it('refuses a sale price below the cost, and a type change while in stock', () => {
    thenRefused(() => whenProductUpdated(withPads, { productId: 'p-pad', salePrice: 50_000, updatedBy: by, updatedAt: at }), validation({ salePrice: 'Sale price must be higher than purchase price' }));
    thenRefused(() => whenProductUpdated(withPads, { productId: 'p-pad', type: 'Accessories', updatedBy: by, updatedAt: at }), {
      kind: 'rule', message: 'Brake Pad has stock; the type of a product with stock or motorcycle units cannot change',
    });
  });

  it('deletes a product without stock and releases its SKU; refuses one with stock', () => {
    thenRefused(() => whenProductDeleted(withPads, 'p-pad'), { kind: 'rule', message: 'Brake Pad has 10 in stock; a product with stock cannot be deleted' });
    const history = appended(chart, whenProductCreated(chart, productCommand('p-a', { sku: 'BP-1' })));
    thenEvents(whenProductDeleted(history, 'p-a'), [
      { stream: 'product-p-a', events: [{ type: 'ProductDeleted', data: { productId: 'p-a', deletedBy: by, deletedAt: at } }] },
      { stream: 'unique-product-sku-bp-1', events: [{ type: 'UniqueValueReleased', data: { scope: 'product-sku', value: 'bp-1', ownerId: 'p-a' } }] },
    ]);
  });
});

describe('product: movements for other deciders, and display rules', () => {
  const context = { movementId: 'inv-1-1', date: '2025-03-09', reason: 'Invoice INV-1', reference: 'INV-1', journalEntryId: 'je-inv-1', sourceStream: 'invoice-1', recordedBy: by, recordedAt: at };

  it('issueStock takes stock at the average and refuses more than there is; returnStock puts it back at that cost', () => {
    const product = productOf(withPads, 'p-pad');
    const { event, cost } = issueStock(product, 3, context);
    assert.equal(cost, 180_000);
    assert.deepStrictEqual([event.type, event.data.quantityAfter, event.data.valueAfter], ['StockIssued', 7, 420_000]);
    thenRefused(() => issueStock(product, 11, context), { kind: 'rule', message: 'Insufficient stock: 10 in stock, 11 requested' });
    const back = returnStock(productOf(appended(withPads, [{ stream: 'product-p-pad', events: [event] }]), 'p-pad'), 3, cost, context);
    assert.deepStrictEqual([back.data.quantityAfter, back.data.valueAfter], [10, 600_000]);
  });

  it('profit margin is (sale − cost) / sale to one decimal, 0 when the cost is 0; LOW at or below the reorder level', () => {
    assert.equal(profitMarginPercent(90_000, 60_000), 33.3);
    assert.equal(profitMarginPercent(90_000, 0), 0);
    assert.equal(profitMarginPercent(0, 0), 0);
    assert.equal(isLowStock(5, 5), true);
    assert.equal(isLowStock(6, 5), false);
    assert.equal(INV_ACC, 'acc-inv-acc');
  });
});
