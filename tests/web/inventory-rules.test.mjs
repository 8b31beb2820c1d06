// The inventory screens' spec rules (spec §4, §5 formulas, §9), from the web sources compiled with
// esbuild as Vite would: LOW stock and its badge colour, the profit margin and its colours, the
// inventory value, the turnover bar, the page sizes and modal widths, and what the stock modal opens with.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const rules = await loadWebModule('web/src/features/inventory/products/product-rules.ts');
const turnover = await loadWebModule('web/src/features/inventory/reports/TurnoverBar.tsx');
const reports = await loadWebModule('web/src/features/inventory/reports/use-inventory-reports.ts');

test('a product is LOW at or below its reorder level (default 5); the badge is red at 1 or less, else orange', () => {
  assert.equal(rules.isLowStock({ stock: 5 }), true, 'default level 5: 5 is low');
  assert.equal(rules.isLowStock({ stock: 6 }), false);
  assert.equal(rules.isLowStock({ stock: 8, reorderLevel: 8 }), true);
  assert.equal(rules.isLowStock({ stock: 1, reorderLevel: 0 }), false);
  assert.equal(rules.lowStockColor(1), 'red');
  assert.equal(rules.lowStockColor(0), 'red');
  assert.equal(rules.lowStockColor(2), 'orange');
});

test('profit margin = (sale − cost) / sale × 100, 0 when cost is 0; green above 20, amber above 10, else red', () => {
  assert.equal(rules.profitMargin(220, 150).toFixed(4), (((220 - 150) / 220) * 100).toFixed(4));
  assert.equal(rules.profitMargin(100, 0), 0);
  const green = rules.marginColor(20.01);
  const amber = rules.marginColor(20);
  const red = rules.marginColor(10);
  assert.equal(rules.marginColor(10.01), amber);
  assert.notEqual(green, amber);
  assert.notEqual(amber, red);
  assert.equal(rules.marginColor(-5), red);
  assert.equal(rules.formatPercent(rules.profitMargin(200, 150)), '25.00%');
});

test('inventory value is cost × stock exact to the poisha when the server sends none', () => {
  assert.equal(rules.inventoryValueOf({ cost: 150.1, stock: 3 }), 450.3);
  assert.equal(rules.inventoryValueOf({ cost: 150, stock: 3, inventoryValue: 480 }), 480, "the server's moving-average value wins");
});

test('the turnover bar is rate × 10 capped at 100, green above 5, amber above 2, else red', () => {
  const green = turnover.turnoverColor(5.01);
  const amber = turnover.turnoverColor(5);
  const red = turnover.turnoverColor(2);
  assert.equal(turnover.turnoverColor(2.01), amber);
  assert.notEqual(green, amber);
  assert.notEqual(amber, red);
  assert.equal(turnover.turnoverPercent(3.5), 35);
  assert.equal(turnover.turnoverPercent(10), 100);
  assert.equal(turnover.turnoverPercent(42), 100, 'capped at 100');
  assert.equal(turnover.turnoverPercent(0), 0);
});

test('spec §9 constants: products 50 (25/50/100/200), report tables 20, reorder 5 and 20, modals 600 and 800', () => {
  assert.equal(rules.PRODUCT_PAGE_SIZE, 50);
  assert.deepEqual(rules.PRODUCT_PAGE_SIZES, [25, 50, 100, 200]);
  assert.equal(rules.MOVEMENT_PAGE_SIZE, 10);
  assert.equal(rules.PRICE_TABLE_PAGE_SIZE, 10);
  assert.equal(rules.PRICE_HISTORY_LIMIT, 20);
  assert.equal(reports.REPORT_PAGE_SIZE, 20);
  assert.equal(rules.DEFAULT_REORDER_LEVEL, 5);
  assert.equal(rules.DEFAULT_REORDER_QUANTITY, 20);
  assert.equal(rules.reorderQuantityOf({}), 20, 'suggested order default 20');
  assert.equal(rules.STOCK_MODAL_WIDTH, 600);
  assert.equal(rules.PRICE_HISTORY_MODAL_WIDTH, 800);
});

test('the stock adjustment labels are the spec §4 ones', () => {
  assert.deepEqual(
    ['stock_in', 'stock_out', 'damaged', 'adjustment'].map((type) => rules.MOVEMENT_LABELS[type]),
    ['Stock Increase', 'Stock Decrease', 'Damaged Goods', 'Manual Adjustment'],
  );
  assert.deepEqual(rules.STOCK_ACTIONS.map((action) => action.label), ['Stock In', 'Stock Out', 'Adjustment', 'Mark Damaged']);
});

test('the stock modal opens with the date and time at now, not at the start of the day', () => {
  const now = new Date('2026-11-24T09:47:31.000Z');
  const values = rules.stockAdjustmentOpeningValues({ cost: 150, averageCost: 152.5 }, now);
  assert.equal(values.adjustmentDate.toISOString(), now.toISOString());
  assert.equal(values.unitCost, 152.5, 'a stock in opens at the average cost');
  assert.equal(rules.stockAdjustmentOpeningValues({ cost: 150 }, now).unitCost, 150);
  assert.equal(values.direction, 'increase');
});
