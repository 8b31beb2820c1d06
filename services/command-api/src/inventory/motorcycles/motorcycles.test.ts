import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, today, type PurchasingWorld } from '../purchases/purchasing.test-helper';

describe('/api/products/motorcycles (the unit register)', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let fz: string;
  let pulsar: string;
  let helmet: string;
  const register = (fields: Record<string, unknown>) => world.ok('POST', '/api/products/motorcycles', { status: 'Available', color: 'Racing Blue', productId: fz, ...fields });

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app);
    fz = await world.product({ name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000 });
    pulsar = await world.product({ name: 'Bajaj Pulsar', model: 'N160', type: 'Motorcycle', salePrice: 230000 });
    helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500, cost: 2500 });
  });
  after(async () => app.close());

  it('answers 401 without a token', async () => {
    const response = await app.request('GET', '/api/products/motorcycles', { token: null });
    assert.equal(response.status, 401);
  });

  it('registers a unit by hand: upper-case numbers, the answer as projected, posted Dr Inventory - Motorcycles / Cr Opening Balance Equity, the product stock and value moved', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/products/motorcycles', {
      body: {
        chassisNo: ' me4kc09exr8012345 ',
        engineNo: 'kc09e8012345',
        status: 'Available',
        productId: fz,
        color: 'Racing Blue',
        purchaseDate: today(),
        purchasePrice: 185000.5,
        registrationNumber: 'dhaka metro la 12-3456',
        mileage: 12,
        fuelType: 'Petrol',
        location: { warehouse: 'Showroom' },
        insuranceDetails: { provider: 'Green Delta', premium: 4500 },
        notes: 'Trade-in',
      },
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Motorcycle added successfully');
    const unit = response.body.data;
    assert.deepEqual(
      { ...unit, _id: undefined, createdAt: undefined, updatedAt: undefined },
      {
        _id: undefined,
        chassisNo: 'ME4KC09EXR8012345',
        engineNo: 'KC09E8012345',
        status: 'Available',
        productId: { _id: fz, name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle' },
        color: 'Racing Blue',
        purchaseDate: today(),
        purchasePrice: 185000.5,
        registrationDate: null,
        registrationNumber: 'DHAKA METRO LA 12-3456',
        mileage: 12,
        fuelType: 'Petrol',
        lastServiceDate: null,
        nextServiceDate: null,
        location: { warehouse: 'Showroom', section: '', position: '' },
        insuranceDetails: { provider: 'Green Delta', policyNumber: '', expiryDate: null, premium: 4500 },
        // The 10th character of a VIN is its model year: R is 1994 or 2024.
        yearOfManufacture: 2024,
        source: 'register',
        purchaseId: null,
        purchase: null,
        notes: 'Trade-in',
        createdAt: undefined,
        updatedAt: undefined,
      },
    );
    // The unit, its link on the product, two reservations and the entry.
    assert.equal(await app.eventCount(), before + 5);
    assert.equal(await world.balanceOf('1301'), 185000.5);
    assert.equal(await world.balanceOf('3301'), -185000.5);
    const product = (await app.request('GET', `/api/products/${fz}`)).body.data;
    assert.equal(product.stock, 1);
    const got = await app.request('GET', `/api/products/motorcycles/${unit._id}`);
    assert.deepEqual(got.body, { success: true, data: unit });
  });

  it('refuses missing fields with the contract messages, Sold, negative numbers, a product of another type and unknown fields, appending nothing', async () => {
    await world.refused('POST', '/api/products/motorcycles', {}, 400, 'Please enter chassis number!', {
      chassisNo: 'Please enter chassis number!',
      engineNo: 'Please enter engine number!',
      status: 'Please select status!',
      productId: 'Please select a product!',
      color: 'Please enter color!',
    });
    const fields = { chassisNo: 'NEW-1', engineNo: 'NEW-E1', status: 'Available', productId: fz, color: 'Red' };
    await world.refused('POST', '/api/products/motorcycles', { ...fields, status: 'Sold' }, 400, 'A motorcycle is marked Sold by its invoice', { status: 'A motorcycle is marked Sold by its invoice' });
    await world.refused('POST', '/api/products/motorcycles', { ...fields, mileage: -1 }, 400, 'Mileage cannot be negative', { mileage: 'Mileage cannot be negative' });
    await world.refused('POST', '/api/products/motorcycles', { ...fields, purchasePrice: -5 }, 400, 'Purchase price cannot be negative', { purchasePrice: 'Purchase price cannot be negative' });
    await world.refused('POST', '/api/products/motorcycles', { ...fields, insuranceDetails: { premium: -1 } }, 400, 'Premium cannot be negative', { 'insuranceDetails.premium': 'Premium cannot be negative' });
    await world.refused('POST', '/api/products/motorcycles', { ...fields, productId: helmet }, 400, 'Select a product of type Motorcycle', { productId: 'Select a product of type Motorcycle' });
    await world.refused('POST', '/api/products/motorcycles', { ...fields, productId: randomUUID() }, 400, 'Product not found', { productId: 'Product not found' });
    await world.refused('POST', '/api/products/motorcycles', { ...fields, price: 1 }, 400, 'property price should not exist');
    await world.refused('POST', '/api/products/motorcycles', { ...fields, location: { shelf: 'A' } }, 400, 'property shelf should not exist');
  });

  it('refuses a chassis or engine number already registered (whatever the case) with 409 on the field', async () => {
    await world.refused(
      'POST',
      '/api/products/motorcycles',
      { chassisNo: 'Me4kc09exr8012345', engineNo: 'OTHER-ENGINE', status: 'Available', productId: fz, color: 'Red' },
      409,
      'Chassis number ME4KC09EXR8012345 is already registered',
      { chassisNo: 'Chassis number ME4KC09EXR8012345 is already registered' },
    );
    await world.refused(
      'POST',
      '/api/products/motorcycles',
      { chassisNo: 'OTHER-CHASSIS', engineNo: 'kc09e8012345', status: 'Available', productId: fz, color: 'Red' },
      409,
      'Engine number KC09E8012345 is already registered',
      { engineNo: 'Engine number KC09E8012345 is already registered' },
    );
  });

  it('lists newest first, filters by status and product, searches chassis and engine numbers and product names by any part', async () => {
    await register({ chassisNo: 'PULSAR-0001', engineNo: 'PN-0001', productId: pulsar, status: 'Reserved' });
    await register({ chassisNo: 'PULSAR-0002', engineNo: 'PN-0002', productId: pulsar, status: 'In Service' });
    const all = (await app.request('GET', '/api/products/motorcycles')).body.data;
    assert.deepEqual(all.motorcycles.map((unit: { chassisNo: string }) => unit.chassisNo), ['PULSAR-0002', 'PULSAR-0001', 'ME4KC09EXR8012345']);
    assert.deepEqual(all.pagination, { total: 3, page: 1, limit: 10, pages: 1 });
    const list = async (query: string) => (await app.request('GET', `/api/products/motorcycles?${query}`)).body.data.motorcycles.map((unit: { chassisNo: string }) => unit.chassisNo);
    assert.deepEqual(await list('status=Reserved'), ['PULSAR-0001']);
    assert.deepEqual(await list(`productId=${fz}`), ['ME4KC09EXR8012345']);
    assert.deepEqual(await list('search=pulsar-'), ['PULSAR-0002', 'PULSAR-0001']);
    assert.deepEqual(await list('search=pn-0001'), ['PULSAR-0001']);
    assert.deepEqual(await list('search=0001'), ['PULSAR-0001'], 'the last digits of a chassis or engine number find the unit');
    assert.deepEqual(await list('search=8012345'), ['ME4KC09EXR8012345'], 'the end of a chassis number');
    assert.deepEqual(await list('search=r_0'), [], 'an underscore is a character, not a wildcard');
    assert.deepEqual(await list('search=fz-s'), ['ME4KC09EXR8012345']);
    assert.deepEqual(await list('limit=1&page=2'), ['PULSAR-0001']);
    const pulsarProduct = (await app.request('GET', `/api/products/${pulsar}`)).body.data;
    assert.equal(pulsarProduct.stock, 2, 'a Reserved or In Service unit is still stock');
    assert.equal((await app.request('GET', `/api/products/motorcycles/${randomUUID()}`)).status, 404);
  });

  it('edits a unit: left out keeps, null clears; a price change posts the difference; a move changes both products; refusals name the field', async () => {
    const unit = await register({ chassisNo: 'EDIT-0001', engineNo: 'EDIT-E1', purchasePrice: 100000, mileage: 50, registrationNumber: 'DM-1', insuranceDetails: { provider: 'Pragati' } });
    const inventoryBefore = await world.balanceOf('1301');
    const edited = await world.ok('PUT', `/api/products/motorcycles/${unit._id}`, { color: 'Matte Black', registrationNumber: null, mileage: 75, purchasePrice: 110000, insuranceDetails: null });
    assert.equal(edited.color, 'Matte Black');
    assert.equal(edited.registrationNumber, null);
    assert.equal(edited.mileage, 75);
    assert.equal(edited.purchasePrice, 110000);
    assert.equal(edited.chassisNo, 'EDIT-0001');
    assert.deepEqual(edited.insuranceDetails, { provider: '', policyNumber: '', expiryDate: null, premium: null });
    assert.equal(await world.balanceOf('1301'), inventoryBefore + 10000);

    const fzBefore = (await app.request('GET', `/api/products/${fz}`)).body.data;
    const moved = await world.ok('PUT', `/api/products/motorcycles/${unit._id}`, { productId: pulsar, chassisNo: 'EDIT-0001B' });
    assert.equal(moved.productId._id, pulsar);
    assert.equal(moved.chassisNo, 'EDIT-0001B');
    const fzAfter = (await app.request('GET', `/api/products/${fz}`)).body.data;
    assert.equal(fzAfter.stock, fzBefore.stock - 1);
    // The old chassis number is free again; the new one is taken.
    await register({ chassisNo: 'EDIT-0001', engineNo: 'EDIT-E2' });
    await world.refused('PUT', `/api/products/motorcycles/${unit._id}`, { chassisNo: 'PULSAR-0001' }, 409, 'Chassis number PULSAR-0001 is already registered', { chassisNo: 'Chassis number PULSAR-0001 is already registered' });
    await world.refused('PUT', `/api/products/motorcycles/${unit._id}`, { status: 'Sold' }, 400, 'A motorcycle is marked Sold by its invoice');
    await world.refused('PUT', `/api/products/motorcycles/${randomUUID()}`, { color: 'Red' }, 404, 'Motorcycle not found');
    // Nothing changed: nothing appended.
    const events = await app.eventCount();
    await world.ok('PUT', `/api/products/motorcycles/${unit._id}`, { color: 'Matte Black' });
    assert.equal(await app.eventCount(), events);
  });

  it('deletes an Available unit entered by hand, reversing its postings and freeing its numbers; refuses any other', async () => {
    const unit = await register({ chassisNo: 'DEL-0001', engineNo: 'DEL-E1', purchasePrice: 90000 });
    await world.ok('PUT', `/api/products/motorcycles/${unit._id}`, { purchasePrice: 95000 });
    const inventory = await world.balanceOf('1301');
    const deleted = await app.request('DELETE', `/api/products/motorcycles/${unit._id}`);
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { success: true, data: { _id: unit._id }, message: 'Motorcycle deleted successfully' });
    assert.equal(await world.balanceOf('1301'), inventory - 95000);
    assert.equal((await app.request('GET', `/api/products/motorcycles/${unit._id}`)).status, 404);
    await register({ chassisNo: 'DEL-0001', engineNo: 'DEL-E1' });

    const reserved = await register({ chassisNo: 'DEL-0002', engineNo: 'DEL-E2', status: 'Reserved' });
    await world.refused('DELETE', `/api/products/motorcycles/${reserved._id}`, undefined, 409, 'Only an Available motorcycle can be deleted');
    await world.refused('DELETE', `/api/products/motorcycles/${randomUUID()}`, undefined, 404, 'Motorcycle not found');
  });

  it("lists a Motorcycle product's units entering and leaving as its stock movements, with its stock and value after each", async () => {
    const apache = await world.product({ name: 'TVS Apache', model: 'RTR 160', type: 'Motorcycle', salePrice: 240000 });
    const gixxer = await world.product({ name: 'Suzuki Gixxer', model: 'SF', type: 'Motorcycle', salePrice: 260000 });
    const first = await register({ productId: apache, chassisNo: 'MOVE-0001', engineNo: 'MOVE-E1', purchasePrice: 150000 });
    const second = await register({ productId: apache, chassisNo: 'MOVE-0002', engineNo: 'MOVE-E2', purchasePrice: 160000, status: 'Reserved' });
    await world.ok('PUT', `/api/products/motorcycles/${first._id}`, { purchasePrice: 155000 });
    await world.ok('PUT', `/api/products/motorcycles/${second._id}`, { productId: gixxer });
    await world.ok('PUT', `/api/products/motorcycles/${second._id}`, { status: 'Available' });
    assert.equal((await app.request('DELETE', `/api/products/motorcycles/${second._id}`)).status, 200);
    const movements = async (id: string) => {
      const response = await app.request('GET', `/api/products/${id}/stock-movements`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data;
    };
    const row = (movement: any) => [movement.type, movement.quantityChange, movement.valueImpact, movement.unitCost, movement.reference, movement.balanceAfter, movement.valueAfter, movement.source?.kind];
    const ofApache = await movements(apache);
    assert.deepEqual(ofApache.movements.map(row), [
      ['adjustment', -1, -160000, null, 'MOVE-0002', 1, 155000, 'motorcycle'],
      ['revaluation', 0, 5000, null, 'MOVE-0001', 2, 315000, 'motorcycle'],
      ['opening', 1, 160000, 160000, 'MOVE-0002', 2, 310000, 'motorcycle'],
      ['opening', 1, 150000, 150000, 'MOVE-0001', 1, 150000, 'motorcycle'],
    ]);
    assert.deepEqual([ofApache.pagination.total, ofApache.movements[3].typeLabel, ofApache.movements[3].date], [4, 'Opening Stock', today()]);
    assert.ok(ofApache.movements[1].journalEntry?.entryNumber, 'the price change is posted');
    const ofGixxer = await movements(gixxer);
    assert.deepEqual(ofGixxer.movements.map(row), [
      ['adjustment', -1, -160000, null, 'MOVE-0002', 0, 0, 'motorcycle'],
      ['adjustment', 1, 160000, null, 'MOVE-0002', 1, 160000, 'motorcycle'],
    ]);
    assert.ok(ofGixxer.movements[0].journalEntry?.entryNumber, 'the deletion reverses its posting');
    const stock = (await app.request('GET', `/api/products/${apache}`)).body.data;
    assert.deepEqual([stock.stock, stock.inventoryValue], [ofApache.movements[0].balanceAfter, ofApache.movements[0].valueAfter]);
  });

  it('answers a repeated Idempotency-Key with the first result, appending nothing', async () => {
    const headers = { 'idempotency-key': `moto-${randomUUID()}` };
    const body = { chassisNo: 'IDEM-0001', engineNo: 'IDEM-E1', status: 'Available', productId: fz, color: 'Red' };
    const first = await app.request('POST', '/api/products/motorcycles', { body, headers });
    assert.equal(first.status, 201);
    const events = await app.eventCount();
    const second = await app.request('POST', '/api/products/motorcycles', { body, headers });
    assert.equal(second.status, 201);
    assert.equal(second.body.data._id, first.body.data._id);
    assert.equal(await app.eventCount(), events);
  });

  it('keeps /api/products/motorcycles apart from /api/products/{id}', async () => {
    assert.equal((await app.request('GET', '/api/products/motorcycles')).status, 200);
    assert.equal((await app.request('GET', `/api/products/${fz}`)).status, 200);
    assert.equal((await app.request('GET', '/api/products/not-an-id')).status, 400);
  });
});
