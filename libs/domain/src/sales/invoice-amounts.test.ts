import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { discountOf, invoiceAmounts, invoicePaidOf, paymentStatusOf, percentageOf, processingFeeOf } from './invoice-amounts';

describe('invoice amounts', () => {
  it('total = subtotal + shipping − discount; due = total − payments − booking money; the status follows the due', () => {
    const amounts = invoiceAmounts({ lineTotals: [180_000, 250_000], shippingCharge: 10_000, discountType: 'flat', discountValue: 40_000, payments: [100_000, 50_000], bookingAmount: 200_000 });
    assert.deepStrictEqual(amounts, {
      subtotal: 430_000, shippingCharge: 10_000, discount: 40_000, total: 400_000, paymentsAmount: 150_000, bookingAmount: 200_000, paidAmount: 350_000, due: 50_000, paymentStatus: 'Partial',
    });
    assert.equal(invoiceAmounts({ lineTotals: [100], shippingCharge: 0, discountType: 'flat', discountValue: 0, payments: [], bookingAmount: 0 }).paymentStatus, 'Unpaid');
    assert.equal(invoiceAmounts({ lineTotals: [100], shippingCharge: 0, discountType: 'flat', discountValue: 0, payments: [60, 40], bookingAmount: 0 }).paymentStatus, 'Paid');
  });

  it('what an invoice is paid (at issue and after each payment) is the same sums: payments + booking money, the due and its status', () => {
    assert.deepStrictEqual(invoicePaidOf(400_000, [100_000, 50_000], 200_000), { paymentsAmount: 150_000, bookingAmount: 200_000, paidAmount: 350_000, due: 50_000, paymentStatus: 'Partial' });
    assert.deepStrictEqual(invoicePaidOf(400_000, [], 0), { paymentsAmount: 0, bookingAmount: 0, paidAmount: 0, due: 400_000, paymentStatus: 'Unpaid' });
    assert.deepStrictEqual(invoicePaidOf(400_000, [], 400_000), { paymentsAmount: 0, bookingAmount: 400_000, paidAmount: 400_000, due: 0, paymentStatus: 'Paid' });
    assert.equal(invoicePaidOf(400_000, [300_000, 150_000], 0).due, -50_000, 'paid above the total: the caller refuses it');
  });

  it('a percentage discount is hundredths of a percent of the subtotal, rounded half up to the poisha', () => {
    assert.equal(discountOf(21_000_000, 'percentage', 250), 525_000, '2.5% of ৳2,10,000');
    assert.equal(discountOf(1_001, 'percentage', 5_000), 501, '50% of ৳10.01 is ৳5.005: half up to ৳5.01');
    assert.equal(discountOf(999, 'percentage', 333), 33, '3.33% of ৳9.99 is 33.2667 poisha');
    assert.equal(discountOf(999, 'flat', 300), 300);
    assert.equal(percentageOf(12_345, 10_000), 12_345, '100%');
    assert.equal(percentageOf(0, 250), 0);
  });

  it('a processing fee is its percentage of the payment, half up, never more than the payment', () => {
    assert.equal(processingFeeOf(5_000_000, 185), 92_500, '1.85% of ৳50,000');
    assert.equal(processingFeeOf(101, 150), 2, '1.5% of 101 poisha is 1.515: half up');
    assert.equal(processingFeeOf(100_000, 0), 0);
  });

  it('Paid once nothing is due, Partial when anything was paid, else Unpaid', () => {
    assert.equal(paymentStatusOf(0, 0), 'Paid', 'a zero total is settled');
    assert.equal(paymentStatusOf(1, 1), 'Partial');
    assert.equal(paymentStatusOf(1, 0), 'Unpaid');
  });
});
