// The invoice and purchase forms' live sums (web/src/features/sales/invoices/invoice-form.ts,
// web/src/features/inventory/purchases/purchase-form.ts) are the domain's own (invoiceAmounts,
// purchaseAmounts): the figure on screen is the one the server will save. Compiled with esbuild as
// Vite would, then run in node.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadWebModule, root } from './web-module.mjs';

const { invoiceSums } = await loadWebModule('web/src/features/sales/invoices/invoice-form.ts');
const { purchaseTotals } = await loadWebModule('web/src/features/inventory/purchases/purchase-form.ts');
const { invoiceAmounts } = createRequire(import.meta.url)(join(root, 'libs/domain/dist/sales/invoice-amounts.js'));

test('invoice: total = subtotal + shipping − discount; paid = booking money + payments; what is left is due, what passes the total is change', () => {
  const sums = invoiceSums({
    lineTotals: [1800, 450.5],
    shippingCharge: 100,
    discountType: 'flat',
    discountValue: 50.5,
    payments: [{ method: 'cash', amount: 1000 }, undefined, { method: 'card', amount: -20 }],
    bookingAmount: 500,
  });
  assert.deepEqual(sums, { subtotal: 2250.5, shippingCharge: 100, discount: 50.5, total: 2300, paid: 1500, due: 800, change: 0 });
  const overpaid = invoiceSums({ lineTotals: [1000], payments: [{ method: 'cash', amount: 1200.25 }] });
  assert.deepEqual([overpaid.total, overpaid.due, overpaid.change], [1000, 0, 200.25]);
});

test('invoice: a percentage discount (two decimals) of the subtotal is rounded half up to the poisha, as the server rounds it', () => {
  assert.equal(invoiceSums({ lineTotals: [10.01], discountType: 'percentage', discountValue: 50 }).discount, 5.01);
  assert.equal(invoiceSums({ lineTotals: [9.99], discountType: 'percentage', discountValue: 3.33 }).discount, 0.33);
  for (const [lines, percent] of [[[210000], 2.5], [[1234.56, 99.99], 7.77], [[0.01], 49.99]]) {
    const server = invoiceAmounts({ lineTotals: lines.map((line) => Math.round(line * 100)), shippingCharge: 0, discountType: 'percentage', discountValue: Math.round(percent * 100), payments: [], bookingAmount: 0 });
    const shown = invoiceSums({ lineTotals: lines, discountType: 'percentage', discountValue: percent });
    assert.deepEqual([shown.discount, shown.total], [server.discount / 100, server.total / 100], `${percent}% of ${lines}`);
  }
});

test('purchase: subtotal = the lines (quantity × price), total = subtotal + other charges, due = total − paid', () => {
  const totals = purchaseTotals({ items: [{ quantity: 2, purchasePrice: 180000.5 }, undefined, { quantity: 3, purchasePrice: 450 }], otherCharges: 1200, paidAmount: 100000 });
  assert.deepEqual(totals, { subtotal: 361351, vatTotal: 0, total: 362551, due: 262551 });
  assert.deepEqual(purchaseTotals({}), { subtotal: 0, vatTotal: 0, total: 0, due: 0 });
  // The supplier's VAT (issue 24) is part of what the supplier is owed.
  const withVat = purchaseTotals({ items: [{ quantity: 2, purchasePrice: 1000, vat: 300 }], otherCharges: 0, paidAmount: 0 }, true);
  assert.deepEqual(withVat, { subtotal: 2000, vatTotal: 300, total: 2300, due: 2300 });
});
