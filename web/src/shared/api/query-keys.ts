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
};
