import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { purchaseAmounts } from './purchase-amounts';

describe('purchase amounts', () => {
  it('subtotal = the lines; total = subtotal + other charges; due = total − paid', () => {
    assert.deepStrictEqual(purchaseAmounts({ lineTotals: [18_000_000, 450_050], otherCharges: 120_000, paidAmount: 10_000_000 }), {
      subtotal: 18_450_050,
      otherCharges: 120_000,
      total: 18_570_050,
      paidAmount: 10_000_000,
      due: 8_570_050,
    });
    assert.deepStrictEqual(purchaseAmounts({ lineTotals: [], otherCharges: 0, paidAmount: 0 }), { subtotal: 0, otherCharges: 0, total: 0, paidAmount: 0, due: 0 });
  });
});
