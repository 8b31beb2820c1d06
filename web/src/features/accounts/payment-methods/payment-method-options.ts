import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/query-keys';
import type { PaymentMethod } from '../shared/types';

/** The largest list the API serves. */
const ALL_RECORDS_LIMIT = 1000;

/** Every payment method, read whole for the pickers (one cache for all of them). */
export function useAllPaymentMethods() {
  const params = { page: 1, limit: ALL_RECORDS_LIMIT };
  return useQuery({
    queryKey: queryKeys.paymentMethods.list(params),
    queryFn: () => apiClient.get<{ paymentMethods: PaymentMethod[] }>('/accounts/payment-methods', params),
    select: (data) => data.paymentMethods ?? [],
  });
}

/** The active payment methods, as options labelled by name (else the payment account), the default first. */
export function usePaymentMethodOptions(current?: { _id: string; name: string } | null) {
  const query = useAllPaymentMethods();
  const active = (query.data ?? []).filter((method) => method.status !== 'inactive').sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)));
  const options = active.map((method) => ({ value: method._id, label: method.name || method.paymentAccount }));
  if (current && !options.some((option) => option.value === current._id)) options.push({ value: current._id, label: current.name });
  return { options, defaultMethod: active.find((method) => method.isDefault), isLoading: query.isLoading };
}
