import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';

/**
 * The vehicle models the dealer sells and services (spec §3 Vehicle): a name and model, its year,
 * Motorcycle or Scooter, colour, engine capacity and fuel. Products name them as the models a
 * spare part fits; customers as the vehicle they ride. The same name, model and year twice could
 * not be told apart in those choices, so that combination is unique (a reservation stream).
 */
export const VEHICLE_TYPES = ['Motorcycle', 'Scooter'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const FUEL_TYPES = ['Petrol', 'Electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const VEHICLE_LIMITS = { name: 100, model: 100, color: 50, engineCapacity: 50, minYear: 1900, maxYear: 2100 } as const;

export interface VehicleProfile {
  name: string;
  model: string;
  year: number;
  type: VehicleType;
  color: string;
  engineCapacity: string;
  fuelType: FuelType;
}

export type VehicleEvent =
  | DomainEvent<'VehicleCreated', { vehicleId: string } & VehicleProfile>
  | DomainEvent<'VehicleUpdated', { vehicleId: string } & VehicleProfile>
  | DomainEvent<'VehicleDeleted', { vehicleId: string }>;

export interface VehicleState extends VehicleProfile {
  status: 'absent' | 'active' | 'deleted';
  vehicleId: string;
}

export const initialVehicleState: VehicleState = {
  status: 'absent',
  vehicleId: '',
  name: '',
  model: '',
  year: 0,
  type: 'Motorcycle',
  color: '',
  engineCapacity: '',
  fuelType: 'Petrol',
};

export const vehicleStream = (vehicleId: string) => `${STREAM_NAMES.vehicle.name}${vehicleId}`;
export const VEHICLE_IDENTITY_SCOPE = 'vehicle-model';

const profileOf = ({ name, model, year, type, color, engineCapacity, fuelType }: VehicleProfile): VehicleProfile => ({ name, model, year, type, color, engineCapacity, fuelType });

export function evolveVehicle(state: VehicleState, event: VehicleEvent): VehicleState {
  switch (event.type) {
    case 'VehicleCreated':
      return { status: 'active', vehicleId: event.data.vehicleId, ...profileOf(event.data) };
    case 'VehicleUpdated':
      return { ...state, ...profileOf(event.data) };
    case 'VehicleDeleted':
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
}

/** The fields as a request gives them: anything may be missing or of the wrong type. */
export interface VehicleFields {
  name?: unknown;
  model?: unknown;
  year?: unknown;
  type?: unknown;
  color?: unknown;
  engineCapacity?: unknown;
  fuelType?: unknown;
}

/** The required-field messages: the add form's (spec §5 'X is required.') and the edit form's. */
const ADD_MESSAGES = {
  name: 'Name is required.',
  model: 'Model is required.',
  year: 'Year is required.',
  type: 'Type is required.',
  color: 'Color is required.',
  engineCapacity: 'Engine Capacity is required.',
  fuelType: 'Fuel Type is required.',
};
const EDIT_MESSAGES = { ...ADD_MESSAGES, name: 'Please input the name!', model: 'Please input the model!', year: 'Please input the year!', type: 'Please select the type!' };
export const VEHICLE_REQUIRED_MESSAGES = { add: ADD_MESSAGES, edit: EDIT_MESSAGES } as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function validated(fields: VehicleFields, messages: typeof ADD_MESSAGES): VehicleProfile {
  const errors: Record<string, string> = {};
  const bounded = (field: 'name' | 'model' | 'color' | 'engineCapacity', label: string) => {
    const value = fields[field];
    if (isBlank(value)) errors[field] = messages[field];
    else if (typeof value !== 'string') errors[field] = `${label} must be text`;
    else if (value.trim().length > VEHICLE_LIMITS[field]) errors[field] = `${label} must be at most ${VEHICLE_LIMITS[field]} characters`;
    return text(value);
  };
  const name = bounded('name', 'Name');
  const model = bounded('model', 'Model');
  const year = fields.year;
  if (isBlank(year)) errors.year = messages.year;
  else if (typeof year !== 'number' || !Number.isInteger(year) || year < VEHICLE_LIMITS.minYear || year > VEHICLE_LIMITS.maxYear) {
    errors.year = `Year must be a whole number between ${VEHICLE_LIMITS.minYear} and ${VEHICLE_LIMITS.maxYear}`;
  }
  if (isBlank(fields.type)) errors.type = messages.type;
  else if (!VEHICLE_TYPES.includes(fields.type as VehicleType)) errors.type = 'Type must be Motorcycle or Scooter';
  const color = bounded('color', 'Color');
  const engineCapacity = bounded('engineCapacity', 'Engine capacity');
  if (isBlank(fields.fuelType)) errors.fuelType = messages.fuelType;
  else if (!FUEL_TYPES.includes(fields.fuelType as FuelType)) errors.fuelType = 'Fuel type must be Petrol or Electric';
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  return { name, model, year: year as number, type: fields.type as VehicleType, color, engineCapacity, fuelType: fields.fuelType as FuelType };
}

/**
 * The value a vehicle's name, model and year reserve (case and surrounding spaces ignored). The
 * handler reads its reservation stream before deciding, from the fields the command will end with.
 */
export function vehicleIdentity(fields: Pick<VehicleFields, 'name' | 'model' | 'year'>): string {
  return [text(fields.name), text(fields.model), String(fields.year ?? '')].join('|');
}

/** The fields an update ends with: what it names, the rest as they are (the spec's edit sends name, model, year and type only). */
export function vehicleFieldsAfterUpdate(current: VehicleState, fields: VehicleFields): VehicleFields {
  const kept = (value: unknown, currentValue: unknown) => (value === undefined ? currentValue : value);
  return {
    name: kept(fields.name, current.name),
    model: kept(fields.model, current.model),
    year: kept(fields.year, current.year),
    type: kept(fields.type, current.type),
    color: kept(fields.color, current.color),
    engineCapacity: kept(fields.engineCapacity, current.engineCapacity),
    fuelType: kept(fields.fuelType, current.fuelType),
  };
}

const takenMessage = ({ name, model, year }: VehicleProfile) => `A vehicle named "${name}", model "${model}", year ${year} already exists`;

export function requireActiveVehicle(state: VehicleState): VehicleState {
  if (state.status !== 'active') throw notFound('Vehicle not found');
  return state;
}

export function createVehicle(command: VehicleFields & { vehicleId: string }, given: { vehicle: VehicleState; identity: UniqueValueState }): StreamEvents[] {
  const profile = validated(command, ADD_MESSAGES);
  if (given.vehicle.status !== 'absent') throw conflict('Vehicle already exists');
  return [
    { stream: vehicleStream(command.vehicleId), events: [{ type: 'VehicleCreated', data: { vehicleId: command.vehicleId, ...profile } }] },
    ...claimUniqueValue(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(profile), command.vehicleId, given.identity, takenMessage(profile)),
  ];
}

/** Fields left out keep their values; an update that changes nothing appends nothing. */
export function updateVehicle(command: VehicleFields & { vehicleId: string }, given: { vehicle: VehicleState; identity: UniqueValueState }): StreamEvents[] {
  const current = requireActiveVehicle(given.vehicle);
  const profile = validated(vehicleFieldsAfterUpdate(current, command), EDIT_MESSAGES);
  const before = profileOf(current);
  if (JSON.stringify(profile) === JSON.stringify(before)) return [];
  const previousIdentity = vehicleIdentity(before);
  const identity = vehicleIdentity(profile);
  const reidentified = identity.toLowerCase() !== previousIdentity.toLowerCase();
  return [
    { stream: vehicleStream(current.vehicleId), events: [{ type: 'VehicleUpdated', data: { vehicleId: current.vehicleId, ...profile } }] },
    ...(reidentified
      ? [
          ...claimUniqueValue(VEHICLE_IDENTITY_SCOPE, identity, current.vehicleId, given.identity, takenMessage(profile)),
          releaseUniqueValue(VEHICLE_IDENTITY_SCOPE, previousIdentity, current.vehicleId),
        ]
      : []),
  ];
}

export function deleteVehicle(command: { vehicleId: string }, given: { vehicle: VehicleState }): StreamEvents[] {
  const current = requireActiveVehicle(given.vehicle);
  return [
    { stream: vehicleStream(current.vehicleId), events: [{ type: 'VehicleDeleted', data: { vehicleId: current.vehicleId } }] },
    releaseUniqueValue(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(current), current.vehicleId),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const VEHICLE_STREAM_KIND = streamKindOf(STREAM_NAMES.vehicle, { initialState: initialVehicleState, evolve: evolveVehicle });
