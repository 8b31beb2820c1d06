import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused, type RefusedArguments } from '../../test-support/refusals';

const FZS = { name: 'Yamaha FZ-S', model: 'V3 ABS', year: 2024, type: 'Motorcycle', color: 'Racing Blue', engineCapacity: '149 cc', fuelType: 'Petrol' };
const PULSAR = { name: 'Bajaj Pulsar', model: 'N160', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '164.82 cc', fuelType: 'Petrol' };
const YADEA = { name: 'Yadea', model: 'G5', year: 2023, type: 'Scooter', color: 'White', engineCapacity: '2 kW', fuelType: 'Electric' };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/api/vehicles', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app?.close());

  const refused = (...args: RefusedArguments) => expectRefused(app, ...args);
  const create = async (body: object) => {
    const response = await app.request('POST', '/api/vehicles', { body });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body.data;
  };

  it('answers 401 to every call without a token, appending nothing', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/vehicles'],
      ['GET', `/api/vehicles/${id}`],
      ['POST', '/api/vehicles', FZS],
      ['PUT', `/api/vehicles/${id}`, FZS],
      ['DELETE', `/api/vehicles/${id}`],
    ] as const) {
      await refused(method, path, { token: null, body }, 401, 'Authentication required');
    }
    await refused('GET', '/api/vehicles', { token: 'not.a.token' }, 401, 'Your session has expired or is not valid. Please sign in again.');
    await refused('POST', '/api/vehicles', { token: 'not.a.token', body: FZS }, 401, 'Your session has expired or is not valid. Please sign in again.');
  });

  it('creates a vehicle and answers it as projected, then gets it by id', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/vehicles', { body: { ...FZS, name: '  Yamaha FZ-S ' } });
    assert.equal(response.status, 201);
    assert.equal(response.body.success, true);
    assert.equal(response.body.message, 'Vehicle created');
    const { _id, createdAt, updatedAt, ...fields } = response.body.data;
    assert.deepEqual(fields, FZS);
    assert.match(createdAt, ISO);
    assert.equal(updatedAt, createdAt);
    // The vehicle's event and the reservation of its name, model and year.
    assert.equal(await app.eventCount(), before + 2);
    const got = await app.request('GET', `/api/vehicles/${_id}`);
    assert.deepEqual(got.body, { success: true, data: response.body.data });
  });

  it('takes the engine capacity as a number too, kept as text', async () => {
    const scooter = await create({ ...YADEA, name: 'Walton Takyon', engineCapacity: 1500 });
    assert.equal(scooter.engineCapacity, '1500');
  });

  it('refuses a missing field with the add form message for each', async () => {
    await refused('POST', '/api/vehicles', { body: {} }, 400, 'Name is required.', {
      name: 'Name is required.',
      model: 'Model is required.',
      year: 'Year is required.',
      type: 'Type is required.',
      color: 'Color is required.',
      engineCapacity: 'Engine Capacity is required.',
      fuelType: 'Fuel Type is required.',
    });
    await refused('POST', '/api/vehicles', { body: { ...FZS, model: '', color: 'c'.repeat(51) } }, 400, 'Model is required.', {
      model: 'Model is required.',
      color: 'Color must be at most 50 characters',
    });
  });

  it('refuses a type, fuel or year outside the choices, an over-long name and unknown fields', async () => {
    await refused('POST', '/api/vehicles', { body: { ...FZS, type: 'Car', fuelType: 'Diesel', year: 1850 } }, 400, 'Year must be a whole number between 1900 and 2100', {
      year: 'Year must be a whole number between 1900 and 2100',
      type: 'Type must be Motorcycle or Scooter',
      fuelType: 'Fuel type must be Petrol or Electric',
    });
    await refused('POST', '/api/vehicles', { body: { ...FZS, year: '2024' } }, 400, 'Year must be a whole number between 1900 and 2100');
    await refused('POST', '/api/vehicles', { body: { ...FZS, name: 'N'.repeat(101) } }, 400, 'Name must be at most 100 characters', { name: 'Name must be at most 100 characters' });
    await refused('POST', '/api/vehicles', { body: { ...FZS, price: 1 } }, 400, 'property price should not exist');
  });

  it('refuses the same name, model and year again (whatever the case) with 409', async () => {
    await refused('POST', '/api/vehicles', { body: { ...FZS, name: 'yamaha fz-s', model: 'v3 abs' } }, 409, 'A vehicle named "yamaha fz-s", model "v3 abs", year 2024 already exists');
    // Another year of the same model is another vehicle.
    const next = await create({ ...FZS, year: 2025 });
    assert.equal(next.year, 2025);
  });

  it('answers a repeated Idempotency-Key with the first vehicle and appends nothing', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const first = await app.request('POST', '/api/vehicles', { body: PULSAR, headers });
    assert.equal(first.status, 201);
    const before = await app.eventCount();
    const again = await app.request('POST', '/api/vehicles', { body: PULSAR, headers });
    assert.equal(again.status, 201);
    assert.equal(again.body.data._id, first.body.data._id);
    assert.equal(await app.eventCount(), before);
  });

  it('lists a page with pagination, searches name and model, filters by type, and sorts in SQL', async () => {
    await create(YADEA);
    const all = await app.request('GET', '/api/vehicles?limit=100');
    assert.equal(all.status, 200);
    const names = all.body.data.vehicles.map((vehicle: { name: string; year: number }) => `${vehicle.name} ${vehicle.year}`);
    assert.deepEqual(names, ['Bajaj Pulsar 2025', 'Walton Takyon 2023', 'Yadea 2023', 'Yamaha FZ-S 2024', 'Yamaha FZ-S 2025']);
    assert.deepEqual(all.body.data.pagination, { total: 5, page: 1, limit: 100, pages: 1 });

    const second = await app.request('GET', '/api/vehicles?page=2&limit=2');
    assert.deepEqual(
      second.body.data.vehicles.map((vehicle: { name: string }) => vehicle.name),
      ['Yadea', 'Yamaha FZ-S'],
    );
    assert.deepEqual(second.body.data.pagination, { total: 5, page: 2, limit: 2, pages: 3 });

    const byModel = await app.request('GET', '/api/vehicles?search=n160');
    assert.deepEqual(byModel.body.data.vehicles.map((vehicle: { name: string }) => vehicle.name), ['Bajaj Pulsar']);
    const byName = await app.request('GET', '/api/vehicles?search=YAMAHA');
    assert.equal(byName.body.data.pagination.total, 2);
    // Search looks at name and model only, not colour.
    const byColor = await app.request('GET', '/api/vehicles?search=racing');
    assert.equal(byColor.body.data.pagination.total, 0);

    const scooters = await app.request('GET', '/api/vehicles?type=Scooter&sortBy=name&sortOrder=desc');
    assert.deepEqual(scooters.body.data.vehicles.map((vehicle: { name: string }) => vehicle.name), ['Yadea', 'Walton Takyon']);
    const newestYear = await app.request('GET', '/api/vehicles?sortBy=year&sortOrder=desc&limit=1');
    assert.equal(newestYear.body.data.vehicles[0].year, 2025);
    const electric = await app.request('GET', '/api/vehicles?fuelType=Electric');
    assert.equal(electric.body.data.pagination.total, 2);

    await refused('GET', '/api/vehicles?sortBy=color', {}, 400, 'sortBy must be one of: name, model, year, type, createdAt');
    await refused('GET', '/api/vehicles?type=Car', {}, 400, 'type must be Motorcycle or Scooter');
    await refused('GET', '/api/vehicles?limit=1001', {}, 400, 'limit must be at most 1000');
  });

  it('updates with the spec edit body (id, name, model, year, type), keeping colour, engine and fuel', async () => {
    const vehicle = await create({ ...PULSAR, name: 'Bajaj Discover', model: '125' });
    const response = await app.request('PUT', `/api/vehicles/${vehicle._id}`, { body: { id: vehicle._id, name: 'Bajaj Discover', model: '125 Disc', year: 2024, type: 'Motorcycle' } });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Vehicle updated');
    assert.deepEqual(
      { ...response.body.data, createdAt: undefined, updatedAt: undefined },
      { ...vehicle, model: '125 Disc', year: 2024, createdAt: undefined, updatedAt: undefined },
    );
    assert.ok(response.body.data.updatedAt >= vehicle.updatedAt);

    const recoloured = await app.request('PUT', `/api/vehicles/${vehicle._id}`, { body: { name: 'Bajaj Discover', model: '125 Disc', year: 2024, type: 'Motorcycle', color: 'Black', engineCapacity: 125, fuelType: 'Petrol' } });
    assert.equal(recoloured.body.data.color, 'Black');
    assert.equal(recoloured.body.data.engineCapacity, '125');

    // The same values again: nothing to append.
    const before = await app.eventCount();
    const same = await app.request('PUT', `/api/vehicles/${vehicle._id}`, { body: { name: 'Bajaj Discover', model: '125 Disc', year: 2024, type: 'Motorcycle' } });
    assert.equal(same.status, 200);
    assert.equal(await app.eventCount(), before);
  });

  it('refuses an update with the edit form messages, a foreign id, another vehicle\'s identity, and an unknown vehicle', async () => {
    const vehicle = await create({ ...YADEA, model: 'E8S' });
    await refused('PUT', `/api/vehicles/${vehicle._id}`, { body: { id: vehicle._id, name: '', model: '', type: 'Truck' } }, 400, 'Please input the name!', {
      name: 'Please input the name!',
      model: 'Please input the model!',
      year: 'Please input the year!',
      type: 'Please select the type!',
    });
    await refused('PUT', `/api/vehicles/${vehicle._id}`, { body: { id: randomUUID(), name: 'Yadea', model: 'E8S', year: 2023, type: 'Scooter' } }, 400, 'The id in the body is not the id in the path');
    await refused('PUT', `/api/vehicles/${vehicle._id}`, { body: { name: 'Yadea', model: 'G5', year: 2023, type: 'Scooter' } }, 409, 'A vehicle named "Yadea", model "G5", year 2023 already exists');
    await refused('PUT', `/api/vehicles/${randomUUID()}`, { body: { name: 'Yadea', model: 'X', year: 2023, type: 'Scooter' } }, 404, 'Vehicle not found');
    await refused('PUT', '/api/vehicles/not-an-id', { body: { name: 'Yadea', model: 'X', year: 2023, type: 'Scooter' } }, 400, 'The id in the path is not a valid id');
  });

  it('deletes a vehicle: gone from the list and by id, its name, model and year free again', async () => {
    const vehicle = await create({ ...FZS, name: 'Hero Hunk', model: '150R', year: 2022 });
    const before = await app.eventCount();
    const response = await app.request('DELETE', `/api/vehicles/${vehicle._id}`);
    assert.deepEqual(response.body, { success: true, data: { _id: vehicle._id }, message: 'Vehicle deleted' });
    assert.equal(await app.eventCount(), before + 2);
    await refused('GET', `/api/vehicles/${vehicle._id}`, {}, 404, 'Vehicle not found');
    const list = await app.request('GET', '/api/vehicles?search=hunk');
    assert.equal(list.body.data.pagination.total, 0);
    await refused('DELETE', `/api/vehicles/${vehicle._id}`, {}, 404, 'Vehicle not found');
    await refused('PUT', `/api/vehicles/${vehicle._id}`, { body: { name: 'Hero Hunk', model: '150R', year: 2022, type: 'Motorcycle' } }, 404, 'Vehicle not found');
    const again = await create({ ...FZS, name: 'Hero Hunk', model: '150R', year: 2022 });
    assert.notEqual(again._id, vehicle._id);
  });

  it('answers 404 for a vehicle that never existed and 400 for a malformed id', async () => {
    await refused('GET', `/api/vehicles/${randomUUID()}`, {}, 404, 'Vehicle not found');
    await refused('DELETE', `/api/vehicles/${randomUUID()}`, {}, 404, 'Vehicle not found');
    await refused('GET', '/api/vehicles/123', {}, 400, 'The id in the path is not a valid id');
  });
});
