import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { resourceKeys } from '../../../shared/list';

/**
 * The product and supplier pickers of the purchasing screens (motorcycles, requisitions,
 * purchases). Products and suppliers have their own screens; these read their lists whole.
 */
export type ProductType = 'Motorcycle' | 'Spare Parts' | 'Accessories';

export interface ProductOption {
  _id: string;
  name: string;
  model: string;
  type: ProductType;
  cost: number;
  salePrice: number;
  stock: number;
}

export interface SupplierOption {
  _id: string;
  name: string;
  isActive: boolean;
}

export const productKeys = resourceKeys('inventory', 'products');
export const supplierKeys = resourceKeys('inventory', 'suppliers');

/** The largest list the API serves (spec §9: product query limit 1000). */
const ALL_RECORDS_LIMIT = 1000;

export function useProductOptions(type?: ProductType) {
  const params = { limit: ALL_RECORDS_LIMIT, type };
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: () => apiClient.get<{ products: ProductOption[] }>('/products', params),
    select: (data) => data.products ?? [],
  });
}

export function useSupplierOptions() {
  const params = { limit: ALL_RECORDS_LIMIT };
  return useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: () => apiClient.get<{ suppliers: SupplierOption[] }>('/suppliers', params),
    select: (data) => data.suppliers ?? [],
  });
}

/** "CB Hornet 160R · Hornet 2.0": name first, then the model when it says more. */
export function productLabel(product: { name: string; model?: string | null }): string {
  return product.model && product.model !== product.name ? `${product.name} · ${product.model}` : product.name;
}

/**
 * Select options of suppliers: active ones, plus the record's own supplier when it has since
 * been deactivated, so an old record still shows its name.
 */
export function supplierSelectOptions(suppliers: SupplierOption[] | undefined, current?: { _id: string; name: string } | null) {
  const options = (suppliers ?? []).filter((supplier) => supplier.isActive !== false).map((supplier) => ({ value: supplier._id, label: supplier.name }));
  if (current && !options.some((option) => option.value === current._id)) options.push({ value: current._id, label: current.name });
  return options;
}

/** Select options of products; `current` keeps a record's products listed even when no longer served. */
export function productSelectOptions(products: ProductOption[] | undefined, current: { _id: string; name: string; model?: string }[] = []) {
  const options = (products ?? []).map((product) => ({ value: product._id, label: productLabel(product) }));
  for (const product of current) {
    if (product && !options.some((option) => option.value === product._id)) options.push({ value: product._id, label: productLabel(product) });
  }
  return options;
}

export interface PaymentMethodOption {
  _id: string;
  name: string;
  paymentAccount: string;
  status: 'active' | 'inactive';
  isDefault?: boolean;
}

/** The active payment methods, as options labelled by name (else the payment account), the default first. */
export function usePaymentMethodOptions(current?: { _id: string; name: string } | null) {
  const params = { page: 1, limit: ALL_RECORDS_LIMIT };
  const query = useQuery({
    queryKey: queryKeys.paymentMethods.list(params),
    queryFn: () => apiClient.get<{ paymentMethods: PaymentMethodOption[] }>('/accounts/payment-methods', params),
    select: (data) => data.paymentMethods ?? [],
  });
  const active = (query.data ?? []).filter((method) => method.status !== 'inactive').sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)));
  const options = active.map((method) => ({ value: method._id, label: method.name || method.paymentAccount }));
  if (current && !options.some((option) => option.value === current._id)) options.push({ value: current._id, label: current.name });
  return { options, defaultMethod: active.find((method) => method.isDefault), isLoading: query.isLoading };
}
