import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { productKeys } from '../../../shared/query-keys';
import type { ProductType } from './types';

/** The largest list the API serves (spec §9: product query limit 1000). */
const ALL_RECORDS_LIMIT = 1000;

export interface ProductOption {
  _id: string;
  name: string;
  model: string;
  type: ProductType;
  cost: number;
  salePrice: number;
  stock: number;
  /** Its own VAT rate in percent (null: its type's) and its exemption (issue 24). */
  vatRate?: number | null;
  vatExempt?: boolean;
}

/** The product pickers (motorcycles, requisitions, purchases, invoices): the products, read whole. */
export function useProductOptions(type?: ProductType) {
  const params = { limit: ALL_RECORDS_LIMIT, type };
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: () => apiClient.get<{ products: ProductOption[] }>('/products', params),
    select: (data) => data.products ?? [],
  });
}

/** "CB Hornet 160R · Hornet 2.0": name first, then the model when it says more. */
export function productLabel(product: { name: string; model?: string | null }): string {
  return product.model && product.model !== product.name ? `${product.name} · ${product.model}` : product.name;
}

/** Select options of products; `current` keeps a record's products listed even when no longer served. */
export function productSelectOptions(products: ProductOption[] | undefined, current: { _id: string; name: string; model?: string }[] = []) {
  const options = (products ?? []).map((product) => ({ value: product._id, label: productLabel(product) }));
  for (const product of current) {
    if (product && !options.some((option) => option.value === product._id)) options.push({ value: product._id, label: productLabel(product) });
  }
  return options;
}
