import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { purchaseAmounts } from './purchase-amounts';

describe('purchase amounts', () => {
  it('subtotal = the lines; total = subtotal + other charges; due = total − paid', () => {
    assert.deepStrictEqual(purchaseAmounts({ lineTotals: [18_000_000, 450_050], otherCharges: 120_000, paidAmount: 10_000_000 }), {
      subtotal: 18_450_050,
      otherCharges: 120_000,
      vatTotal: 0,
      total: 18_570_050,
      paidAmount: 10_000_000,
      due: 8_570_050,
    });
    assert.deepStrictEqual(purchaseAmounts({ lineTotals: [], otherCharges: 0, paidAmount: 0 }), { subtotal: 0, otherCharges: 0, vatTotal: 0, total: 0, paidAmount: 0, due: 0 });
  });

  it('total = subtotal + other charges + the VAT the supplier charged (issue 24): the gross the supplier is owed', () => {
    const amounts = purchaseAmounts({ lineTotals: [1_000_000, 200_000], otherCharges: 10_000, paidAmount: 500_000, lineVat: [150_000, 0] });
    assert.equal(amounts.vatTotal, 150_000);
    assert.equal(amounts.total, 1_360_000);
    assert.equal(amounts.due, 860_000);
  });
});
