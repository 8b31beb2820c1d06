// Bank Reconciliation, Accounting Transactions and Payables rules (accounting spec §2, §5, §9), from
// the web sources compiled with esbuild as Vite would: when the wizard is balanced and when it warns
// 'Reconciliation Unbalanced', how much of a transaction's text its row shows, and which accounts
// the Process Payment form offers as its Cash Account.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const reconciliation = await loadWebModule('web/src/features/accounts/reconciliation/reconciliation-balance.ts');
const transactions = await loadWebModule('web/src/features/sales/payments/transaction-rules.ts');
const payableAccounts = await loadWebModule('web/src/features/accounts/payables/payable-accounts.ts');

/** A reconciliation with a book balance of ৳1,000.00, one deposit of ৳500.00 and one cheque of ৳200.00. */
const opened = (statementBalance) => ({
  bookBalance: 1000,
  statementBalance,
  unreconciledTransactions: [
    { _id: 'deposit', signedAmount: 500 },
    { _id: 'cheque', signedAmount: -200 },
  ],
  matchedItems: [],
});

test('reconciled = book + selected transactions (Debit +, Credit −) + adjustments (Addition +, Deduction −)', () => {
  const balance = reconciliation.balanceOf(opened(1285), new Set(['deposit', 'cheque']), [
    { description: 'Interest', amount: 10, type: 'Addition' },
    { description: 'Bank charges', amount: 25, type: 'Deduction' },
  ]);
  assert.equal(balance.reconciledBalance, 1285);
  assert.equal(balance.adjustmentsTotal, -15);
  assert.equal(balance.difference, 0);
  assert.equal(balance.balanced, true);
  assert.equal(balance.warnsUnbalanced, false);
});

test('balanced only under ৳0.01; the Unbalanced warning only when the difference exceeds ৳0.01', () => {
  const selected = new Set(['deposit']);
  const offByOnePoisha = reconciliation.balanceOf(opened(1500.01), selected, []);
  assert.equal(offByOnePoisha.balanced, false, 'exactly ৳0.01 is not under the tolerance: completion stays blocked');
  assert.equal(offByOnePoisha.warnsUnbalanced, false, 'exactly ৳0.01 does not exceed it: no warning');
  const offByTwoPoisha = reconciliation.balanceOf(opened(1499.98), selected, []);
  assert.equal(offByTwoPoisha.balanced, false);
  assert.equal(offByTwoPoisha.warnsUnbalanced, true);
  assert.equal(offByTwoPoisha.difference, -0.02);
});

test('a transaction row cuts the description at 60 characters and the reference at 12', () => {
  assert.equal(transactions.DESCRIPTION_LIMIT, 60);
  assert.equal(transactions.REFERENCE_LIMIT, 12);
  const sixty = 'x'.repeat(60);
  assert.equal(transactions.truncate(sixty, transactions.DESCRIPTION_LIMIT), sixty);
  assert.equal(transactions.truncate(`${sixty}yz`, transactions.DESCRIPTION_LIMIT), `${sixty}...`);
  assert.equal(transactions.truncate('CHQ-7001-2026-11', transactions.REFERENCE_LIMIT), 'CHQ-7001-202...');
  assert.equal(transactions.truncate(null, transactions.DESCRIPTION_LIMIT), '');
});

test('source tag colours: Payment green, Invoice blue, Adjustment orange, any other purple', () => {
  assert.deepEqual(['Payment', 'Invoice', 'Adjustment', 'Transfer'].map(transactions.sourceColor), ['green', 'blue', 'orange', 'purple']);
});

test("Process Payment's Cash Account: a name with cash or bank or a code 1101/1102, and only an account that holds money", () => {
  const account = (code, name, status = true) => ({ _id: code, code, name, status });
  const chart = [
    account('1101', 'Cash in Hand'),
    account('1102', 'Bank Account'),
    account('1103', 'bKash Account'),
    account('1104', 'Petty Cash', false),
    account('1105', 'Cash Clearing'),
    account('5303', 'Bank Charges'),
  ];
  // What the server takes money from: the money accounts (5303 is an expense; 1105 is not marked as holding cash).
  const moneyAccountIds = new Set(['1101', '1102', '1103', '1104']);
  const offered = payableAccounts.payableCashChoices(chart, (id) => moneyAccountIds.has(id)).map((choice) => choice.code);
  assert.deepEqual(offered, ['1101', '1102'], 'not 1103 (the spec names cash or bank), not the inactive 1104, not what the server refuses');
});
