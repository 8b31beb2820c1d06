// The accounting setup and journal screens' spec rules (accounting spec §5, §9), from the web sources
// compiled with esbuild as Vite would: the journal form's limits and balance check, page sizes, and
// the payment method's processing fee step and display.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebBundle, loadWebModule } from './web-module.mjs';

const journalForm = await loadWebModule('web/src/features/accounts/journal-entries/journal-form.ts');
const journalList = await loadWebModule('web/src/features/accounts/journal-entries/use-journal-entries.ts');
const paymentMethods = await loadWebModule('web/src/features/accounts/payment-methods/use-payment-methods.ts');
const accountingConstants = await loadWebModule('web/src/features/accounts/shared/constants.ts');

test("the journal form's inputs stop at the server's limits: reference 50, line description 200, description 500", () => {
  assert.equal(journalForm.MAX_REFERENCE_LENGTH, 50);
  assert.equal(journalForm.MAX_LINE_DESCRIPTION_LENGTH, 200);
  assert.equal(journalForm.MAX_DESCRIPTION_LENGTH, 500);
});

test('a journal entry needs two complete lines, and debits equal credits within 0.01 (spec §5 texts)', () => {
  const line = (account, debit, credit) => ({ account, debit, credit });
  assert.equal(journalForm.journalTotals([line('a', 100, null)]).problem, 'At least two journal lines are required');
  assert.equal(journalForm.journalTotals([line('a', 100, null), line(undefined, null, 100)]).problem, 'At least two journal lines are required');
  assert.equal(journalForm.journalTotals([line('a', 100, null), line('b', null, 99.99)]).problem, 'Total debits must equal total credits');
  assert.equal(journalForm.journalTotals([line('a', 0.1, null), line('b', null, 0.05), line('c', null, 0.05)]).problem, null);
  assert.equal(journalForm.journalTotals([line('a', 100, null), line('b', null, 100)]).balanced, true);
});

test('page sizes: journal entries 20, the other setup lists 10 (spec §9)', () => {
  assert.equal(journalList.JOURNAL_PAGE_SIZE, 20);
  assert.equal(accountingConstants.LIST_PAGE_SIZE, 10);
});

test('the processing fee moves in steps of 0.1 percent and shows as kept, never rounded to one decimal', () => {
  assert.equal(paymentMethods.PROCESSING_FEE_STEP, 0.1);
  assert.equal(paymentMethods.formatProcessingFee(0), '0.0%');
  assert.equal(paymentMethods.formatProcessingFee(undefined), '0.0%');
  assert.equal(paymentMethods.formatProcessingFee(1.5), '1.5%');
  assert.equal(paymentMethods.formatProcessingFee(2.3), '2.3%');
  assert.equal(paymentMethods.formatProcessingFee(1.85), '1.85%');
  assert.equal(paymentMethods.formatProcessingFee(100), '100.0%');
});

const reports = await loadWebBundle(
  'web/src/features/accounts/financial-reports',
  "export { profitTransferFailure } from './use-financial-reports'; export { ApiError } from '../../../shared/api/api-error';",
);

test("a refused profit transfer: 'No profit to transfer at this time' is info; another refusal shows the server's message, else the spec's text", () => {
  const refusal = (message, fromServer = true) => new reports.ApiError(message, { status: 409, fromServer });
  assert.deepEqual(reports.profitTransferFailure(refusal('No profit to transfer at this time')), { type: 'info', text: 'No profit to transfer at this time' });
  assert.deepEqual(reports.profitTransferFailure(refusal('Period closed through 2026-03-31')), { type: 'error', text: 'Period closed through 2026-03-31' });
  assert.deepEqual(reports.profitTransferFailure(refusal('Network error', false)), { type: 'error', text: 'Failed to transfer profit to retained earnings' });
  assert.deepEqual(reports.profitTransferFailure(new Error('boom')), { type: 'error', text: 'Failed to transfer profit to retained earnings' });
});
