// The invoice forms' live VAT (web/src/features/sales/invoices/invoice-vat-form.ts, issue 24) is the
// domain's own `invoiceVat` on what the form holds, and a line's rate is the domain's `saleVatRate`:
// the VAT on screen is the one the server will save.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadWebModule, root } from './web-module.mjs';

const { invoiceVatPreview, vatSettingsForDate, lineVatRateHundredths } = await loadWebModule('web/src/features/sales/invoices/invoice-vat-form.ts');
const { invoiceSums } = await loadWebModule('web/src/features/sales/invoices/invoice-form.ts');
const { saleVatRate } = createRequire(import.meta.url)(join(root, 'libs/domain/dist/vat/vat-settings.js'));

const RATES = { Motorcycle: 15, 'Spare Parts': 15, Accessories: 15, Service: 15 };
const registered = (fields = {}) => ({ registered: true, scheme: 'Standard', tradeRatePercent: 5, pricesIncludeVat: true, ratesByType: RATES, effectiveFrom: '2026-11-01', ...fields });
// Issue 24's worked example: 2 brake pads at ৳1,200 (15 %) and a helmet at ৳3,500 set to 10 %, shipping ৳100, 10 % off.
const EXAMPLE = {
  lineTotals: [2400, 3500],
  products: [{ type: 'Spare Parts' }, { type: 'Accessories', vatRate: 10 }],
  shippingCharge: 100,
  discountType: 'percentage',
  discountValue: 10,
};

test('the worked example, prices include VAT: 287.05 and 291.76, 578.81 in all; the total stays 5,410.00', () => {
  const vat = invoiceVatPreview(vatSettingsForDate(registered(), '2026-11-28'), EXAMPLE);
  assert.deepEqual(vat, { lines: [{ ratePercent: 15, vat: 287.05 }, { ratePercent: 10, vat: 291.76 }], vatTotal: 578.81, vatAdded: 0, pricesIncludeVat: true });
  assert.equal(invoiceSums({ ...EXAMPLE, vatAdded: vat.vatAdded }).total, 5410);
});

test('prices without VAT: 330.10 and 320.93 added, the total with VAT 6,061.03', () => {
  const vat = invoiceVatPreview(vatSettingsForDate(registered({ pricesIncludeVat: false }), '2026-11-28'), EXAMPLE);
  assert.deepEqual(vat.lines.map((line) => line.vat), [330.1, 320.93]);
  assert.equal(vat.vatAdded, 651.03);
  assert.equal(invoiceSums({ ...EXAMPLE, vatAdded: vat.vatAdded, payments: [{ method: 'cash', amount: 5410 }] }).due, 651.03);
});

test('not registered, no settings, or an invoice dated before registration: no VAT', () => {
  assert.equal(invoiceVatPreview(vatSettingsForDate(null, '2026-11-28'), EXAMPLE), null);
  assert.equal(invoiceVatPreview(vatSettingsForDate({ ...registered(), registered: false }, '2026-11-28'), EXAMPLE), null);
  assert.equal(vatSettingsForDate(registered(), '2026-10-31'), null);
  // The version of the invoice's date, from the history (newest first).
  const answer = { ...registered({ scheme: 'Trade', effectiveFrom: '2026-12-01' }), history: [registered({ scheme: 'Trade', effectiveFrom: '2026-12-01' }), registered()] };
  assert.equal(vatSettingsForDate(answer, '2026-11-28').scheme, 'Standard');
  assert.equal(vatSettingsForDate(answer, '2026-12-01').scheme, 'Trade');
});

test('a line’s rate is the domain’s saleVatRate on every scheme, type, own rate and exemption', () => {
  for (const scheme of ['Standard', 'Trade']) {
    const settings = vatSettingsForDate(registered({ scheme, tradeRatePercent: 7.5, ratesByType: { ...RATES, Accessories: 10 } }), '2026-11-28');
    const domainSettings = { registered: true, scheme, tradeRateHundredths: 750, pricesIncludeVat: true, ratesByTypeHundredths: { Motorcycle: 1500, 'Spare Parts': 1500, Accessories: 1000, Service: 1500 }, authorizedPerson: { name: 'x', designation: 'y' } };
    for (const type of ['Motorcycle', 'Spare Parts', 'Accessories']) {
      for (const vatRate of [undefined, null, 0, 5, 7.5, 10, 15]) {
        for (const vatExempt of [false, true]) {
          const own = typeof vatRate === 'number' ? Math.round(vatRate * 100) : vatRate;
          assert.equal(lineVatRateHundredths(settings, { type, vatRate, vatExempt }), saleVatRate(domainSettings, { type, vatRateHundredths: own, vatExempt }), `${scheme} ${type} ${vatRate} ${vatExempt}`);
        }
      }
    }
  }
});
