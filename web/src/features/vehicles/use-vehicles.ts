import { crudResource } from '../../shared/list';
import { vehicleKeys } from '../../shared/query-keys';

export const VEHICLE_TYPES = ['Motorcycle', 'Scooter'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const FUEL_TYPES = ['Petrol', 'Electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export interface Vehicle {
  _id: string;
  name: string;
  model: string;
  year: number;
  type: VehicleType;
  color: string;
  engineCapacity: string;
  fuelType: FuelType;
  createdAt: string;
  updatedAt: string;
}

export interface VehicleFormValues {
  name: string;
  model: string;
  year: number;
  type: VehicleType;
  color: string;
  engineCapacity: string;
  fuelType: FuelType;
}

export const VEHICLES_PATH = '/vehicles';
export const VEHICLES_ROUTE = '/vehicles';
/** Spec §9: tables 10 a page. */
export const VEHICLE_PAGE_SIZE = 10;

const trimmed = (values: VehicleFormValues): VehicleFormValues => ({
  name: values.name.trim(),
  model: values.model.trim(),
  year: values.year,
  type: values.type,
  color: values.color.trim(),
  engineCapacity: String(values.engineCapacity).trim(),
  fuelType: values.fuelType,
});

/**
 * POST /vehicles with the add form; PUT /vehicles/{id} with id, name, model, year and type (and the other
 * three, which the edit form shows too). Spec §8: a failed delete shows the server's error, else its text.
 */
export const vehicles = crudResource<Vehicle, VehicleFormValues>({
  path: VEHICLES_PATH,
  listKey: 'vehicles',
  keys: vehicleKeys,
  pageSize: VEHICLE_PAGE_SIZE,
  label: 'Vehicle',
  texts: { deleteFailed: 'Failed to update product.' },
  toBody: trimmed,
});

export const { useList: useVehicleList, useRecord: useVehicle, useSave: useSaveVehicle, useRemove: useDeleteVehicle } = vehicles;
