import { resourceKeys } from '../list/resource-keys';

/** Every cached books read model; all sit under `['accounts']`. */
export const queryKeys = {
  /** A posting (journal entry, transfer, expense, equity, profit transfer) can change any books screen. */
  books: ['accounts'] as const,
  chartOfAccounts: resourceKeys('accounts', 'chart-of-accounts'),
  glClasses: resourceKeys('accounts', 'gl-classes'),
  glGroups: resourceKeys('accounts', 'gl-groups'),
  glAccounts: resourceKeys('accounts', 'gl-accounts'),
  paymentMethods: resourceKeys('accounts', 'payment-methods'),
  journalEntries: resourceKeys('accounts', 'journal-entries'),
  accountingTransactions: resourceKeys('accounts', 'transactions'),
  ledger: resourceKeys('accounts', 'ledger'),
  transfers: resourceKeys('accounts', 'transfers'),
  expenses: resourceKeys('accounts', 'expenses'),
  ownerEquity: resourceKeys('accounts', 'owner', 'equity-totals'),
  financialReports: resourceKeys('accounts', 'reports'),
};
