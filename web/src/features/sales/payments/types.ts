/** Accounting transactions as GET /api/accounts/transactions answers them: the contract's types. */
import type { Answer, ElementOf } from '../../../shared/api/contract-types';

/** An accounting transaction: one journal entry seen from the sales side (docs/api/books.md). */
export type AccountingTransaction = ElementOf<Answer<'AccountingTransactionsController_list'>['transactions']>;

/** One of its journal lines: the account's code and name, the debit and the credit. */
export type TransactionEntry = ElementOf<AccountingTransaction['entries']>;

export type TransactionSource = AccountingTransaction['source'];

/** The screen's status filter (the API also takes Reversed, which the screen does not offer). */
export type TransactionStatus = 'Posted' | 'Draft' | 'Pending';

export const TRANSACTION_SOURCES: TransactionSource[] = ['Payment', 'Invoice', 'Adjustment', 'Transfer'];
export const TRANSACTION_STATUSES: TransactionStatus[] = ['Posted', 'Draft', 'Pending'];
