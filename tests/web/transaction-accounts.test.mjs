// The Accounting Transactions screen's "Accounts Involved" (accounting spec §9: the first 2 with
// their code, then +N more), from the answer's own shape: an entry's account comes with its code
// and name only (the contract's TransactionView), so each account is told apart by its code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const transactions = await loadWebModule('web/src/features/sales/payments/transaction-rules.ts');

/** A transaction as GET /api/accounts/transactions answers it, with journal lines on `accounts` ([code, name]). */
const transactionOn = (...accounts) => ({
  _id: 'entry',
  source: 'Payment',
  status: 'Posted',
  tags: [],
  entries: accounts.map(([code, name], index) => ({ account: { code, name }, debit: index === 0 ? 100 : 0, credit: index === 0 ? 0 : 100 })),
});

test('given a transaction on three accounts, when its accounts are listed, then each is there once, in the order its lines name them', () => {
  const transaction = transactionOn(['1101', 'Cash in Hand'], ['4100', 'Sales'], ['2300', 'VAT Payable'], ['4100', 'Sales']);
  assert.deepStrictEqual(transactions.involvedAccounts(transaction), [
    { code: '1101', name: 'Cash in Hand' },
    { code: '4100', name: 'Sales' },
    { code: '2300', name: 'VAT Payable' },
  ]);
});

test('given a transaction with no lines, when its accounts are listed, then there are none', () => {
  assert.deepStrictEqual(transactions.involvedAccounts(transactionOn()), []);
});
