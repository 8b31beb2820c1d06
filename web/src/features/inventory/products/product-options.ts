import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { resourceKeys } from '../../../shared/list';
import type { Reference, VehicleReference } from './types';

/** The largest list the API serves (spec §9). */
const ALL_RECORDS_LIMIT = 1000;

const vehicleKeys = resourceKeys('vehicles');
const supplierKeys = resourceKeys('inventory', 'suppliers');

interface VehicleOption extends VehicleReference {
  year?: number | string;
}

interface SupplierOption extends Reference {
  isActive?: boolean;
}

/** The spec allows a list payload as `data.{key}` or a plain array. */
function itemsOf<Item>(data: unknown, key: string): Item[] {
  if (Array.isArray(data)) return data as Item[];
  const items = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(items) ? (items as Item[]) : [];
}

export function useVehicleOptions() {
  const params = { limit: ALL_RECORDS_LIMIT };
  const query = useQuery({
    queryKey: vehicleKeys.list(params),
    queryFn: () => apiClient.get<unknown>('/vehicles', params),
    select: (data) => itemsOf<VehicleOption>(data, 'vehicles'),
  });
  const options = (query.data ?? []).map((vehicle) => ({ value: vehicle._id, label: [vehicle.name, vehicle.model, vehicle.year].filter(Boolean).join(' · ') }));
  return { options, isLoading: query.isLoading, error: query.error };
}

/** Active suppliers, plus the product's own when it has since been deactivated. */
export function useSupplierOptions(current?: Reference | null) {
  const params = { limit: ALL_RECORDS_LIMIT };
  const query = useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: () => apiClient.get<unknown>('/suppliers', params),
    select: (data) => itemsOf<SupplierOption>(data, 'suppliers'),
  });
  const options = (query.data ?? []).filter((supplier) => supplier.isActive !== false).map((supplier) => ({ value: supplier._id, label: supplier.name }));
  if (current && !options.some((option) => option.value === current._id)) options.push({ value: current._id, label: current.name });
  return { options, isLoading: query.isLoading };
}
