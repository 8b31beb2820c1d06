import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { supplierKeys } from '../../../shared/query-keys';

/** The largest list the API serves (spec §9). */
const ALL_RECORDS_LIMIT = 1000;

export interface SupplierOption {
  _id: string;
  name: string;
  isActive?: boolean;
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

/** The supplier pickers (products, purchasing, payables): every supplier, read whole; `options` keeps `current` listed. */
export function useSupplierOptions(current?: { _id: string; name: string } | null) {
  const params = { limit: ALL_RECORDS_LIMIT };
  const query = useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: () => apiClient.get<{ suppliers: SupplierOption[] }>('/suppliers', params),
    select: (data) => data.suppliers ?? [],
  });
  return { options: supplierSelectOptions(query.data, current), isLoading: query.isLoading };
}
