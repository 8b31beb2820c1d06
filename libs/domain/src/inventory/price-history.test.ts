import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, type History } from '../given-when-then.test-helper';
import { at, by, productCommand, productOf, purchaseOf, RUNNER, stockHistory, whenProductCreated, whenProductUpdated, whenPurchaseRecorded, whenStockAdjusted } from './inventory-fixtures.test-helper';
import { costTrend, averagePurchasePrice, priceHistoryAnswer } from './price-history';
import { purchaseHistoryOf } from './purchases';
import type { ProductPriceChange } from './products';

const chart = stockHistory();
let history: History = appended(chart, whenProductCreated(chart, productCommand('p-pad', { stock: 10, date: '2025-01-05' })));
history = appended(history, whenStockAdjusted(history, { productId: 'p-pad', movementId: 'mv-1', journalEntryId: 'je-1', adjustmentType: 'stock_in', stockChange: 10, unitCost: 66_000, reason: 'Found in store', date: '2025-02-01', adjustedBy: by, adjustedAt: '2025-02-01T10:00:00.000Z' }));
history = appended(history, whenPurchaseRecorded(history, {
  purchaseId: 'pu-1', journalEntryId: 'je-pu-1', payableId: 'pay-1', supplierId: RUNNER, memoNumber: 'M-1', purchaseDate: '2025-03-01', items: [{ productId: 'p-pad', quantity: 20, purchasePrice: 63_000, salePrice: 95_000 }],
  purchasePaymentMethodId: 'pm-cash', recordedBy: by, recordedAt: '2025-03-01T10:00:00.000Z',
}));
history = appended(history, whenProductUpdated(history, { productId: 'p-pad', salePrice: 99_000, date: '2025-03-05', updatedBy: by, updatedAt: '2025-03-05T10:00:00.000Z' }));
const changes = history['product-p-pad'].filter((event) => event.type === 'ProductPriceChanged').map((event) => event.data as ProductPriceChange);

describe('price history', () => {
  it('every change of cost or sale price is an event with its date, price, reason and source', () => {
    assert.deepStrictEqual(changes.map((change) => [change.date, change.priceType, change.price, change.source, change.reference]), [
      ['2025-01-05', 'cost', 60_000, 'created', ''],
      ['2025-01-05', 'salePrice', 90_000, 'created', ''],
      ['2025-02-01', 'cost', 66_000, 'stock_in', ''],
      ['2025-03-01', 'cost', 63_000, 'purchase', 'M-1'],
      ['2025-03-01', 'salePrice', 95_000, 'purchase', 'M-1'],
      ['2025-03-05', 'salePrice', 99_000, 'edit', ''],
    ]);
  });

  it('answers the price history: trend, margin, inventory value, average purchase price, variances newest first', () => {
    const product = productOf(history, 'p-pad');
    // 10 at 600 + 10 at 660 + 20 at 630 = 40 worth 25,20,000 poisha: average ৳630.
    assert.deepStrictEqual([product.quantity, product.stockValue], [40, 2_520_000]);
    const purchases = purchaseHistoryOf([purchaseOf(history, 'pu-1')], 'p-pad', { [RUNNER]: 'Runner Automobiles' });
    const answer = priceHistoryAnswer(product, changes, purchases, { limit: 4 });
    assert.deepStrictEqual(answer.product, { productId: 'p-pad', name: 'Brake Pad', currentCost: 63_000, currentSalePrice: 99_000, stock: 40 });
    assert.deepStrictEqual(answer.analytics, { costTrend: 'decreasing', profitMargin: 36.4, inventoryValue: 2_520_000, averagePurchasePrice: 63_000 });
    assert.deepStrictEqual(answer.priceHistory.map((row) => [row.effectiveDate, row.priceType, row.price, row.variance, row.variancePercent]), [
      ['2025-03-05', 'salePrice', 99_000, 4_000, 4.2],
      ['2025-03-01', 'cost', 63_000, -3_000, -4.5],
      ['2025-03-01', 'salePrice', 95_000, 5_000, 5.6],
      ['2025-02-01', 'cost', 66_000, 6_000, 10],
    ]);
    assert.deepStrictEqual(answer.purchaseHistory, [{ purchaseId: 'pu-1', purchaseDate: '2025-03-01', memoNumber: 'M-1', supplier: 'Runner Automobiles', quantity: 20, purchasePrice: 63_000, total: 1_260_000 }]);
  });

  it('stable with fewer than two costs; the average purchase price weighs by quantity, half up', () => {
    assert.equal(costTrend(changes.slice(0, 2)), 'stable');
    assert.equal(costTrend(changes.slice(0, 3)), 'increasing');
    assert.equal(averagePurchasePrice([], 123), 123);
    const row = { purchaseId: 'p', purchaseDate: '2025-01-01', memoNumber: 'm', supplier: 's' };
    assert.equal(averagePurchasePrice([{ ...row, quantity: 1, purchasePrice: 100, total: 100 }, { ...row, quantity: 2, purchasePrice: 101, total: 202 }], 0), 101);
    assert.equal(averagePurchasePrice([{ ...row, quantity: 2, purchasePrice: 100, total: 201 }], 0), 101);
    void at;
  });
});
