import type { QueryParams } from './api-client';

/**
 * Every cached resource's key. Keys nest, so invalidating a prefix
 * (e.g. `queryKeys.glAccounts.all`) refreshes every list and option set under it.
 */
export const queryKeys = {
  chartOfAccounts: ['accounts', 'chart-of-accounts'] as const,
  glClasses: {
    all: ['accounts', 'gl-classes'] as const,
    list: (params: QueryParams) => ['accounts', 'gl-classes', 'list', params] as const,
  },
  glGroups: {
    all: ['accounts', 'gl-groups'] as const,
    list: (params: QueryParams) => ['accounts', 'gl-groups', 'list', params] as const,
  },
  glAccounts: {
    all: ['accounts', 'gl-accounts'] as const,
    list: (params: QueryParams) => ['accounts', 'gl-accounts', 'list', params] as const,
  },
  paymentMethods: {
    all: ['accounts', 'payment-methods'] as const,
    list: (params: QueryParams) => ['accounts', 'payment-methods', 'list', params] as const,
  },
  journalEntries: {
    all: ['accounts', 'journal-entries'] as const,
    list: (params: QueryParams) => ['accounts', 'journal-entries', 'list', params] as const,
    detail: (id: string) => ['accounts', 'journal-entries', 'detail', id] as const,
  },
  accountingTransactions: {
    all: ['accounts', 'transactions'] as const,
    list: (params: QueryParams) => ['accounts', 'transactions', 'list', params] as const,
  },
  ledger: {
    all: ['accounts', 'ledger'] as const,
    account: (accountId: string, params: QueryParams) => ['accounts', 'ledger', accountId, params] as const,
  },
  /** Every books read model; a posting (transfer, expense, equity, profit transfer) can change any of them. */
  books: ['accounts'] as const,
  transfers: {
    all: ['accounts', 'transfers'] as const,
    list: (params: QueryParams) => ['accounts', 'transfers', 'list', params] as const,
  },
  expenses: {
    all: ['accounts', 'expenses'] as const,
    list: (params: QueryParams) => ['accounts', 'expenses', 'list', params] as const,
  },
  ownerEquity: ['accounts', 'owner', 'equity-totals'] as const,
  financialReports: {
    all: ['accounts', 'reports'] as const,
    financial: (params: QueryParams) => ['accounts', 'reports', 'financial', params] as const,
  },
};
