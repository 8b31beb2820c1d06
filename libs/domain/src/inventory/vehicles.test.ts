import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  createVehicle,
  deleteVehicle,
  updateVehicle,
  VEHICLE_IDENTITY_SCOPE,
  vehicleIdentity,
  vehicleStream,
  type VehicleEvent,
  type VehicleFields,
  type VehicleProfile,
  type VehicleState,
} from './vehicles';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const FZS = 'vehicle-fzs';
const OTHER = 'vehicle-other';

const fzs: VehicleProfile = { name: 'Yamaha FZ-S', model: 'V3 ABS', year: 2024, type: 'Motorcycle', color: 'Racing Blue', engineCapacity: '149 cc', fuelType: 'Petrol' };
const identityStream = (profile: Pick<VehicleProfile, 'name' | 'model' | 'year'>) => uniqueValueStream(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(profile));
const created = (vehicleId: string, profile: VehicleProfile): VehicleEvent => ({ type: 'VehicleCreated', data: { vehicleId, ...profile } });
const claimed = (profile: VehicleProfile, ownerId: string): UniqueValueEvent => ({
  type: 'UniqueValueClaimed',
  data: { scope: VEHICLE_IDENTITY_SCOPE, value: vehicleIdentity(profile).toLowerCase(), ownerId },
});
const released = (profile: VehicleProfile, ownerId: string): UniqueValueEvent => ({
  type: 'UniqueValueReleased',
  data: { scope: VEHICLE_IDENTITY_SCOPE, value: vehicleIdentity(profile).toLowerCase(), ownerId },
});

/** The FZ-S as stored: created and its name, model and year claimed. */
const fzsCreated: History = {
  [vehicleStream(FZS)]: [created(FZS, fzs)],
  [identityStream(fzs)]: [claimed(fzs, FZS)],
};

/** What the command handler does: load the vehicle and the reservation of the fields it ends with, then decide. */
const whenCreated = (history: History, command: VehicleFields & { vehicleId: string }) =>
  createVehicle(command, {
    vehicle: stateOf<VehicleState>(history, vehicleStream(command.vehicleId)),
    identity: stateOf<UniqueValueState>(history, uniqueValueStream(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(command))),
  });
const whenUpdated = (history: History, command: VehicleFields & { vehicleId: string }) => {
  const vehicle = stateOf<VehicleState>(history, vehicleStream(command.vehicleId));
  const ends = { name: command.name ?? vehicle.name, model: command.model ?? vehicle.model, year: command.year ?? vehicle.year };
  return updateVehicle(command, { vehicle, identity: stateOf<UniqueValueState>(history, uniqueValueStream(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(ends))) });
};
const whenDeleted = (history: History, vehicleId: string) => deleteVehicle({ vehicleId }, { vehicle: stateOf<VehicleState>(history, vehicleStream(vehicleId)) });

describe('vehicle: create', () => {
  it('given nothing, when created, then VehicleCreated with trimmed text and its name, model and year claimed', () => {
    thenEvents(whenCreated({}, { vehicleId: FZS, ...fzs, name: '  Yamaha FZ-S ', color: ' Racing Blue ' }), [
      { stream: 'vehicle-vehicle-fzs', events: [created(FZS, fzs)] },
      { stream: 'unique-vehicle-model-yamaha%20fz-s%7Cv3%20abs%7C2024', events: [claimed(fzs, FZS)] },
    ]);
  });

  it('takes a Scooter on electricity', () => {
    const scooter: VehicleProfile = { name: 'Yadea', model: 'G5', year: 2025, type: 'Scooter', color: 'White', engineCapacity: '2 kW', fuelType: 'Electric' };
    assert.deepEqual(whenCreated({}, { vehicleId: OTHER, ...scooter })[0].events, [created(OTHER, scooter)]);
  });

  it('refuses every missing field with the add form messages, the first as the message', () => {
    thenRefused(() => whenCreated({}, { vehicleId: FZS }), {
      kind: 'validation',
      message: 'Name is required.',
      fieldErrors: {
        name: 'Name is required.',
        model: 'Model is required.',
        year: 'Year is required.',
        type: 'Type is required.',
        color: 'Color is required.',
        engineCapacity: 'Engine Capacity is required.',
        fuelType: 'Fuel Type is required.',
      },
    });
    thenRefused(() => whenCreated({}, { vehicleId: FZS, ...fzs, model: '   ' }), { kind: 'validation', message: 'Model is required.', fieldErrors: { model: 'Model is required.' } });
  });

  it('refuses a type, fuel or year outside the choices', () => {
    thenRefused(() => whenCreated({}, { vehicleId: FZS, ...fzs, type: 'Car', fuelType: 'Diesel', year: 2024.5 }), {
      kind: 'validation',
      message: 'Year must be a whole number between 1900 and 2100',
      fieldErrors: {
        year: 'Year must be a whole number between 1900 and 2100',
        type: 'Type must be Motorcycle or Scooter',
        fuelType: 'Fuel type must be Petrol or Electric',
      },
    });
    thenRefused(() => whenCreated({}, { vehicleId: FZS, ...fzs, year: 1899 }), { kind: 'validation', message: 'Year must be a whole number between 1900 and 2100' });
    thenRefused(() => whenCreated({}, { vehicleId: FZS, ...fzs, year: '2024' }), { kind: 'validation', message: 'Year must be a whole number between 1900 and 2100' });
  });

  it('bounds the text fields', () => {
    thenRefused(() => whenCreated({}, { vehicleId: FZS, ...fzs, name: 'N'.repeat(101), engineCapacity: 'c'.repeat(51) }), {
      kind: 'validation',
      message: 'Name must be at most 100 characters',
      fieldErrors: { name: 'Name must be at most 100 characters', engineCapacity: 'Engine capacity must be at most 50 characters' },
    });
    assert.equal(whenCreated({}, { vehicleId: FZS, ...fzs, name: 'N'.repeat(100) }).length, 2);
  });

  it('given the same name, model and year in another case, when another is created, then a conflict', () => {
    thenRefused(() => whenCreated(fzsCreated, { vehicleId: OTHER, ...fzs, name: 'YAMAHA fz-s', model: 'v3 abs' }), {
      kind: 'conflict',
      message: 'A vehicle named "YAMAHA fz-s", model "v3 abs", year 2024 already exists',
    });
  });

  it('given the FZ-S of 2024, when the 2025 one is created, then created', () => {
    const next = { ...fzs, year: 2025 };
    thenEvents(whenCreated(fzsCreated, { vehicleId: OTHER, ...next }), [
      { stream: vehicleStream(OTHER), events: [created(OTHER, next)] },
      { stream: identityStream(next), events: [claimed(next, OTHER)] },
    ]);
  });

  it('given the vehicle exists, when created again with its id, then a conflict', () => {
    thenRefused(() => whenCreated(fzsCreated, { vehicleId: FZS, ...fzs, year: 2026 }), { kind: 'conflict', message: 'Vehicle already exists' });
  });
});

describe('vehicle: update', () => {
  it('given the FZ-S, when the spec edit form sends name, model, year and type, then updated keeping colour, engine and fuel', () => {
    const renamed = { ...fzs, name: 'Yamaha FZS-FI', type: 'Motorcycle' as const };
    thenEvents(whenUpdated(fzsCreated, { vehicleId: FZS, name: 'Yamaha FZS-FI', model: 'V3 ABS', year: 2024, type: 'Motorcycle' }), [
      { stream: vehicleStream(FZS), events: [{ type: 'VehicleUpdated', data: { vehicleId: FZS, ...renamed } }] },
      { stream: identityStream(renamed), events: [claimed(renamed, FZS)] },
      { stream: identityStream(fzs), events: [released(fzs, FZS)] },
    ]);
  });

  it('given the FZ-S, when only its colour changes, then updated without touching the reservation', () => {
    thenEvents(whenUpdated(fzsCreated, { vehicleId: FZS, color: 'Matte Black' }), [
      { stream: vehicleStream(FZS), events: [{ type: 'VehicleUpdated', data: { vehicleId: FZS, ...fzs, color: 'Matte Black' } }] },
    ]);
  });

  it('given the FZ-S, when nothing changes, then no events', () => {
    thenEvents(whenUpdated(fzsCreated, { vehicleId: FZS, ...fzs, name: ' Yamaha FZ-S ' }), []);
  });

  it('refuses emptied fields with the edit form messages', () => {
    thenRefused(() => whenUpdated(fzsCreated, { vehicleId: FZS, name: '', model: ' ', year: null, type: '' }), {
      kind: 'validation',
      message: 'Please input the name!',
      fieldErrors: { name: 'Please input the name!', model: 'Please input the model!', year: 'Please input the year!', type: 'Please select the type!' },
    });
  });

  it('given another vehicle holds the name, model and year, when updated to them, then a conflict', () => {
    const other = { ...fzs, name: 'Honda Hornet', model: '2.0' };
    const history = appended(fzsCreated, [
      { stream: vehicleStream(OTHER), events: [created(OTHER, other)] },
      { stream: identityStream(other), events: [claimed(other, OTHER)] },
    ]);
    thenRefused(() => whenUpdated(history, { vehicleId: FZS, name: 'Honda Hornet', model: '2.0' }), {
      kind: 'conflict',
      message: 'A vehicle named "Honda Hornet", model "2.0", year 2024 already exists',
    });
  });

  it('given no such vehicle, or a deleted one, when updated, then not found', () => {
    thenRefused(() => whenUpdated({}, { vehicleId: OTHER, ...fzs }), { kind: 'not_found', message: 'Vehicle not found' });
    const history = appended(fzsCreated, whenDeleted(fzsCreated, FZS));
    thenRefused(() => whenUpdated(history, { vehicleId: FZS, color: 'Red' }), { kind: 'not_found', message: 'Vehicle not found' });
  });
});

describe('vehicle: delete', () => {
  it('given the FZ-S, when deleted, then VehicleDeleted and its reservation released', () => {
    thenEvents(whenDeleted(fzsCreated, FZS), [
      { stream: vehicleStream(FZS), events: [{ type: 'VehicleDeleted', data: { vehicleId: FZS } }] },
      { stream: identityStream(fzs), events: [released(fzs, FZS)] },
    ]);
  });

  it('given a deleted FZ-S, when deleted again, then not found; when created again under a new id, then created', () => {
    const history = appended(fzsCreated, whenDeleted(fzsCreated, FZS));
    assert.equal(stateOf<VehicleState>(history, vehicleStream(FZS)).status, 'deleted');
    thenRefused(() => whenDeleted(history, FZS), { kind: 'not_found', message: 'Vehicle not found' });
    assert.deepEqual(
      whenCreated(history, { vehicleId: OTHER, ...fzs }).map(({ stream, events }) => [stream, events.map((event) => event.type)]),
      [
        [vehicleStream(OTHER), ['VehicleCreated']],
        [identityStream(fzs), ['UniqueValueClaimed']],
      ],
    );
  });

  it('given nothing, when deleted, then not found', () => {
    thenRefused(() => whenDeleted({}, FZS), { kind: 'not_found', message: 'Vehicle not found' });
  });
});
