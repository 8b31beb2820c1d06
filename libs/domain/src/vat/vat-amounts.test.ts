import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { invoiceVat, invoiceVatPosting, spreadOverLargest, vatOf } from './vat-amounts';

// Issue 24's worked example: 2 brake pads at ৳1,200 (15 %) and a helmet at ৳3,500 set to 10 %,
// shipping ৳100, a 10 % discount (৳590).
const EXAMPLE = { lines: [{ lineTotal: 240_000, ratePercentHundredths: 1500 }, { lineTotal: 350_000, ratePercentHundredths: 1000 }], shippingCharge: 10_000, discount: 59_000 };

describe('VAT of an invoice (issue 24, DESIGN §10)', () => {
  it('prices include VAT: taxable values 2,200.68 and 3,209.32, VAT 287.05 and 291.76, 578.81 in all; the total stays 5,410.00', () => {
    const vat = invoiceVat({ ...EXAMPLE, pricesIncludeVat: true });
    assert.deepEqual(vat.lines.map((line) => line.taxableValue), [220_068, 320_932]);
    assert.deepEqual(vat.lines.map((line) => line.vat), [28_705, 29_176]);
    assert.equal(vat.vatTotal, 57_881);
    assert.equal(vat.vatAdded, 0);
    assert.deepEqual(vat.byRate, [
      { ratePercentHundredths: 1500, taxableValue: 220_068, vat: 28_705 },
      { ratePercentHundredths: 1000, taxableValue: 320_932, vat: 29_176 },
    ]);
  });

  it('posts Sales + Other Income − Sales Discounts = 4,831.19 and VAT Payable 578.81: together the invoice’s 5,410.00', () => {
    const vat = invoiceVat({ ...EXAMPLE, pricesIncludeVat: true });
    const posting = invoiceVatPosting(vat.lines.map((line, index) => ({ ...EXAMPLE.lines[index], ...line })), true);
    assert.equal(posting.vatPayable, 57_881);
    const sales = posting.salesByLine.reduce((a, b) => a + b, 0);
    assert.equal(sales + posting.otherIncome - posting.salesDiscounts, 483_119);
    assert.deepEqual(posting.salesByLine, [208_696, 318_181]);
    assert.equal(posting.otherIncome, 3_537 + 5_393);
    assert.equal(posting.salesDiscounts, 20_870 + 31_818);
  });

  it('prices without VAT: VAT 330.10 and 320.93 is added, the total grows to 6,061.03, and the accounts keep their gross figures', () => {
    const vat = invoiceVat({ ...EXAMPLE, pricesIncludeVat: false });
    assert.deepEqual(vat.lines.map((line) => line.vat), [33_010, 32_093]);
    assert.equal(vat.vatAdded, 65_103);
    assert.equal(541_000 + vat.vatAdded, 606_103);
    const posting = invoiceVatPosting(vat.lines.map((line, index) => ({ ...EXAMPLE.lines[index], ...line })), false);
    assert.deepEqual(posting.salesByLine, [240_000, 350_000]);
    assert.equal(posting.otherIncome, 10_000);
    assert.equal(posting.salesDiscounts, 59_000);
  });

  it('Trade scheme at 5 %: a motorcycle at 2,85,000 inclusive carries 13,571.43', () => {
    assert.equal(vatOf(28_500_000, 500, true), 1_357_143);
    assert.equal(invoiceVat({ lines: [{ lineTotal: 28_500_000, ratePercentHundredths: 500 }], shippingCharge: 0, discount: 0, pricesIncludeVat: true }).vatTotal, 1_357_143);
  });

  it('an exempt line carries no VAT and is listed apart; 7.5 % works in hundredths', () => {
    const vat = invoiceVat({ lines: [{ lineTotal: 100_000, ratePercentHundredths: null }, { lineTotal: 107_500, ratePercentHundredths: 750 }], shippingCharge: 0, discount: 0, pricesIncludeVat: true });
    assert.deepEqual(vat.lines.map((line) => line.vat), [0, 7_500]);
    assert.deepEqual(vat.byRate.map((rate) => rate.ratePercentHundredths), [750, null]);
  });

  it('spreads shipping and discount by line totals, rounding each half up and putting the remainder on the largest line', () => {
    assert.deepEqual(spreadOverLargest(10_000, [240_000, 350_000]), [4_068, 5_932]);
    assert.deepEqual(spreadOverLargest(100, [1, 1, 1]), [34, 33, 33]);
    assert.deepEqual(spreadOverLargest(1, [100, 300, 100]), [0, 1, 0]);
    assert.deepEqual(spreadOverLargest(5, [0, 0]), [5, 0]);
  });

  it('over random invoices: the shares sum exactly, and the posting’s credits less its debits equal the invoice’s total with VAT', () => {
    const line = fc.record({ lineTotal: fc.integer({ min: 1, max: 50_000_000 }), ratePercentHundredths: fc.constantFrom(null, 0, 500, 750, 1000, 1500) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (lines, shippingCharge, discountPercent, pricesIncludeVat) => {
        const subtotal = lines.reduce((sum, { lineTotal }) => sum + lineTotal, 0);
        const discount = Math.floor((subtotal * discountPercent) / 100);
        const vat = invoiceVat({ lines, shippingCharge, discount, pricesIncludeVat });
        assert.equal(vat.lines.reduce((sum, l) => sum + l.shippingShare, 0), shippingCharge);
        assert.equal(vat.lines.reduce((sum, l) => sum + l.discountShare, 0), discount);
        const posting = invoiceVatPosting(vat.lines.map((l, index) => ({ ...lines[index], ...l })), pricesIncludeVat);
        const total = subtotal + shippingCharge - discount + vat.vatAdded;
        assert.equal(posting.salesByLine.reduce((a, b) => a + b, 0) + posting.otherIncome - posting.salesDiscounts + posting.vatPayable, total);
        for (const sales of posting.salesByLine) assert.ok(sales >= 0);
      }),
      { numRuns: 300 },
    );
  });
});
