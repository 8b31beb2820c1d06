import type { QueryParams } from '../api/api-client';

/**
 * The cache keys of one resource. Keys nest under their prefix, so invalidating `all`
 * (or any shorter prefix, e.g. `['accounts']`) refreshes every list and detail under it.
 */
export function resourceKeys<const Prefix extends readonly string[]>(...prefix: Prefix) {
  return {
    all: prefix,
    list: (params: QueryParams) => [...prefix, 'list', params] as const,
    detail: (id: string) => [...prefix, 'detail', id] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;
