// Issue 23 items 2, 6 and 23: the invoice counter form's pure helpers (web/src/features/sales/invoices/
// invoice-draft.ts, invoice-form.ts, web/src/shared/leave-guard/unsaved-changes.ts), compiled with
// esbuild as Vite would, then run in node.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const { invoiceDraftKey, draftText, draftOf, draftTimeLabel, restoreDraftQuestion } = await loadWebModule('web/src/features/sales/invoices/invoice-draft.ts');
const { cashChange, payInFullAmount, creditSaleQuestion } = await loadWebModule('web/src/features/sales/invoices/invoice-form.ts');
const { registerUnsavedChanges, hasUnsavedChanges } = await loadWebModule('web/src/shared/leave-guard/unsaved-changes.ts');

test('a draft is kept per user and per form, a booking’s invoice apart', () => {
  assert.equal(invoiceDraftKey('u-1', 'products'), 'dealer.invoice-draft:u-1:products');
  assert.equal(invoiceDraftKey('u-1', 'motorcycle', 'b-7'), 'dealer.invoice-draft:u-1:motorcycle:b-7');
  const keys = new Set([invoiceDraftKey('u-1', 'products'), invoiceDraftKey('u-2', 'products'), invoiceDraftKey('u-1', 'motorcycle'), invoiceDraftKey('u-1', 'motorcycle', null), invoiceDraftKey('u-1', 'motorcycle', 'b-7')]);
  assert.equal(keys.size, 4, 'no booking is the plain form');
});

test('a draft keeps the values as typed, a date field as its calendar day, and reads back what it wrote', () => {
  const date = { format: (pattern) => (pattern === 'YYYY-MM-DD' ? '2026-11-28' : 'wrong pattern') };
  const values = { customer: 'c-1', date, items: [{ product: 'p-1', quantity: 10, unitPrice: 2450 }], payments: [{ method: 'cash', amount: 5865, tendered: 6000 }], notes: '' };
  const text = draftText(values, new Date('2026-11-28T08:05:00Z'));
  const draft = draftOf(text);
  assert.equal(draft.savedAt, '2026-11-28T08:05:00.000Z');
  assert.deepEqual(draft.values, { ...values, date: '2026-11-28' });
});

test('what is not a draft is none: nothing, damaged text, another shape', () => {
  for (const text of [null, '', '{', 'null', '[]', '{"values":{}}', '{"savedAt":"not a date","values":{}}', '{"savedAt":"2026-11-28T08:05:00Z","values":[1]}']) {
    assert.equal(draftOf(text), null, String(text));
  }
});

test('the restore question names the time in Dhaka, with the day when it was not today', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  assert.equal(draftTimeLabel('2026-11-28T08:05:00Z', now), '14:05');
  assert.equal(restoreDraftQuestion('2026-11-28T08:05:00Z', now), 'Restore the unsaved invoice from 14:05?');
  // 27 Nov 20:30 UTC is already 28 Nov 02:30 in Dhaka: today.
  assert.equal(draftTimeLabel('2026-11-27T20:30:00Z', now), '02:30');
  assert.equal(draftTimeLabel('2026-11-27T08:05:00Z', now), 'Nov 27, 14:05');
});

test('change: the cash tendered above the row’s amount, to the poisha; none when it does not pass it', () => {
  assert.equal(cashChange(5865, 6000), 135);
  assert.equal(cashChange(5864.9, 6000), 135.1);
  assert.equal(cashChange(0.1, 0.3), 0.2, 'exact, not 0.19999…');
  assert.equal(cashChange(5865, 5865), 0);
  assert.equal(cashChange(5865, 5000), 0);
  assert.equal(cashChange(5865, null), 0);
  assert.equal(cashChange(null, 500), 500, 'an empty amount pays nothing');
});

test('pay in full: what is owed less the other rows, never below zero', () => {
  const rows = [{ method: 'cash', amount: 1000 }, { method: 'bkash', amount: 2000.5 }, undefined, { method: 'card', amount: -5 }];
  assert.equal(payInFullAmount(5865, rows, 0), 3864.5);
  assert.equal(payInFullAmount(5865, rows, 2), 2864.5);
  assert.equal(payInFullAmount(2500, rows, 2), 0, 'the other rows already pay more');
  assert.equal(payInFullAmount(5865, undefined, 0), 5865);
  assert.equal(payInFullAmount(0.3, [{ amount: 0.1 }, { amount: null }], 1), 0.2);
});

test('the credit-sale question names the amount', () => {
  assert.equal(creditSaleQuestion('৳5,865.00'), 'Record as a credit sale of ৳5,865.00?');
});

test('unsaved changes: any registered form that answers true holds the page; a removed one no longer does', () => {
  let changed = false;
  const removeQuiet = registerUnsavedChanges(() => false);
  assert.equal(hasUnsavedChanges(), false);
  const removeForm = registerUnsavedChanges(() => changed);
  assert.equal(hasUnsavedChanges(), false);
  changed = true;
  assert.equal(hasUnsavedChanges(), true);
  removeForm();
  assert.equal(hasUnsavedChanges(), false);
  removeQuiet();
});
