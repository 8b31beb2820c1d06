import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { useDeleteAction, usePagedList } from '../../../shared/list';
import { PRODUCT_PAGE_SIZE } from './product-rules';
import type { Product, ProductType } from './types';
import { inventoryKey, productKeys, queryKeys } from '../../../shared/query-keys';

export const PRODUCTS_PATH = '/products';
/** A product or stock change moves stock, value and postings: every inventory screen and the books. */
export const AFFECTED_BY_PRODUCT_CHANGE = [inventoryKey, queryKeys.books] as const;

/** The list's tabs, kept in the URL as `tab` (All is no tab). */
export const PRODUCT_TABS: { key: string; label: string; params?: QueryParams }[] = [
  { key: 'all', label: 'All' },
  { key: 'motorcycles', label: 'Motorcycles', params: { type: 'Motorcycle' } },
  { key: 'spare-parts', label: 'Spare Parts', params: { type: 'Spare Parts' } },
  { key: 'accessories', label: 'Accessories', params: { type: 'Accessories' } },
  { key: 'low-stock', label: 'Low Stock', params: { lowStock: true } },
];

function tabToApiParams({ tab, ...params }: QueryParams): QueryParams {
  const chosen = PRODUCT_TABS.find((candidate) => candidate.key === tab);
  return { ...params, ...chosen?.params, includeInventoryValue: true };
}

export function useProductList() {
  return usePagedList<Product, { tab?: string }>({
    path: PRODUCTS_PATH,
    listKey: 'products',
    keys: productKeys,
    pageSize: PRODUCT_PAGE_SIZE,
    filters: ['tab'],
    toApiParams: tabToApiParams,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => apiClient.get<Product>(`${PRODUCTS_PATH}/${id}`),
    enabled: Boolean(id),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface ProductBody {
  name: string;
  model: string;
  type: ProductType;
  sku: string;
  barcode: string;
  description: string;
  color: string;
  supplier: string | null;
  compatibility?: string[];
  salePrice: number;
  cost: number;
  trackInventory: boolean;
  reorderLevel: number;
  reorderQuantity: number;
  location: string;
  notes: string;
  isActive: boolean;
  /** Its own VAT rate in percent (null: its type's) and its exemption (issue 24). */
  vatRate: number | null;
  vatExempt: boolean;
  /** Opening stock, on creation only. */
  stock?: number;
}

function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return () => Promise.all(AFFECTED_BY_PRODUCT_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST a new product, or PUT the one being edited. */
export function useSaveProduct(id: string | undefined) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (body: ProductBody) => (id ? apiClient.put<Product>(`${PRODUCTS_PATH}/${id}`, body) : apiClient.post<Product>(PRODUCTS_PATH, body)),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  return useDeleteAction<Product>({
    path: PRODUCTS_PATH,
    label: 'Product',
    invalidates: AFFECTED_BY_PRODUCT_CHANGE,
    texts: { deleted: 'Product deleted successfully.', deleteFailed: 'Failed to delete product' },
  });
}
