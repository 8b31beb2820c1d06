import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import { vehicleKeys } from '../../shared/query-keys';

/** The largest list the API serves (spec §9). */
const ALL_RECORDS_LIMIT = 1000;

interface VehicleOption {
  _id: string;
  name: string;
  model?: string;
  year?: number | string;
}

/** The spec allows a list payload as `data.{key}` or a plain array. */
function itemsOf<Item>(data: unknown, key: string): Item[] {
  if (Array.isArray(data)) return data as Item[];
  const items = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(items) ? (items as Item[]) : [];
}

/** The vehicle pickers (customers, product compatibility): "Name · Model · Year". */
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
