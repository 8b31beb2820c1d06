import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, type PurchasingWorld } from '../purchases/purchasing.test-helper';

describe('/api/requisitions', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let rangs: string;
  let walton: string;
  let dormant: string;
  let fz: string;
  let helmet: string;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 0);
    rangs = await world.supplier('Rangs Motors');
    walton = await world.supplier('Walton Parts');
    dormant = await world.supplier('Old Parts House', false);
    fz = await world.product({ name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000 });
    helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500 });
  });
  after(async () => app.close());

  it('creates a requisition, posting nothing, and answers it as projected', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/requisitions', { body: { supplier: rangs, notes: ' For the Eid rush ', products: [{ product: fz, quantity: 3 }, { product: helmet, quantity: 10 }] } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Requisition created successfully');
    const { _id, createdAt, updatedAt, ...fields } = response.body.data;
    assert.deepEqual(fields, {
      supplier: { _id: rangs, name: 'Rangs Motors' },
      notes: 'For the Eid rush',
      products: [
        { product: { _id: fz, name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle' }, quantity: 3 },
        { product: { _id: helmet, name: 'Helmet', model: 'Full face', type: 'Accessories' }, quantity: 10 },
      ],
    });
    assert.equal(updatedAt, createdAt);
    assert.equal(await app.eventCount(), before + 1, 'one event, no posting');
    assert.deepEqual((await app.request('GET', `/api/requisitions/${_id}`)).body, { success: true, data: response.body.data });
  });

  it('refuses with the contract messages, appending nothing', async () => {
    await world.refused('POST', '/api/requisitions', {}, 400, 'Please select a supplier!', { supplier: 'Please select a supplier!', products: 'Add at least one product.' });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, products: [] }, 400, 'Add at least one product.', { products: 'Add at least one product.' });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, products: [{}] }, 400, 'Please select a product!', { 'products.0.product': 'Please select a product!', 'products.0.quantity': 'Please enter quantity!' });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, products: [{ product: fz, quantity: 0 }, { product: helmet, quantity: 1.5 }] }, 400, 'Quantity must be a whole number above 0', {
      'products.0.quantity': 'Quantity must be a whole number above 0',
      'products.1.quantity': 'Quantity must be a whole number above 0',
    });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, products: [{ product: fz, quantity: 1 }, { product: fz, quantity: 2 }] }, 400, 'This product is already on the requisition', {
      'products.1.product': 'This product is already on the requisition',
    });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, notes: 'x'.repeat(1001), products: [{ product: fz, quantity: 1 }] }, 400, 'Notes must be at most 1000 characters');
    await world.refused('POST', '/api/requisitions', { supplier: randomUUID(), products: [{ product: fz, quantity: 1 }] }, 400, 'Supplier not found', { supplier: 'Supplier not found' });
    await world.refused('POST', '/api/requisitions', { supplier: dormant, products: [{ product: fz, quantity: 1 }] }, 400, 'Supplier Old Parts House is inactive', { supplier: 'Supplier Old Parts House is inactive' });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, products: [{ product: randomUUID(), quantity: 1 }] }, 400, 'Product not found', { 'products.0.product': 'Product not found' });
    await world.refused('POST', '/api/requisitions', { supplier: rangs, products: [{ product: fz, quantity: 1 }], status: 'Sent' }, 400, 'property status should not exist');
  });

  it('updates the whole requisition, lists newest first, searches supplier and notes, filters by supplier, deletes', async () => {
    const second = await world.ok('POST', '/api/requisitions', { supplier: walton, products: [{ product: helmet, quantity: 4 }] });
    const updated = await world.ok('PUT', `/api/requisitions/${second._id}`, { supplier: walton, notes: 'Urgent helmets', products: [{ product: helmet, quantity: 6 }, { product: fz, quantity: 1 }] });
    assert.equal(updated.notes, 'Urgent helmets');
    assert.deepEqual(updated.products.map((line: any) => [line.product.name, line.quantity]), [['Helmet', 6], ['Yamaha FZ-S', 1]]);
    const events = await app.eventCount();
    await world.ok('PUT', `/api/requisitions/${second._id}`, { supplier: walton, notes: 'Urgent helmets', products: [{ product: helmet, quantity: 6 }, { product: fz, quantity: 1 }] });
    assert.equal(await app.eventCount(), events, 'an unchanged requisition appends nothing');

    const list = async (query = '') => (await app.request('GET', `/api/requisitions${query}`)).body.data;
    const all = await list();
    assert.deepEqual(all.requisitions.map((requisition: any) => requisition.supplier.name), ['Walton Parts', 'Rangs Motors']);
    assert.deepEqual(all.pagination, { total: 2, page: 1, limit: 10, pages: 1 });
    assert.deepEqual((await list('?search=urgent')).requisitions.map((requisition: any) => requisition._id), [second._id]);
    assert.deepEqual((await list('?search=rangs')).requisitions.map((requisition: any) => requisition.supplier.name), ['Rangs Motors']);
    assert.deepEqual((await list(`?supplier=${walton}`)).requisitions.map((requisition: any) => requisition._id), [second._id]);

    const deleted = await app.request('DELETE', `/api/requisitions/${second._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: second._id }, message: 'Requisition deleted successfully' });
    assert.equal((await app.request('GET', `/api/requisitions/${second._id}`)).status, 404);
    await world.refused('DELETE', `/api/requisitions/${second._id}`, undefined, 404, 'Requisition not found');
    await world.refused('PUT', `/api/requisitions/${randomUUID()}`, { supplier: rangs, products: [{ product: fz, quantity: 1 }] }, 404, 'Requisition not found');
  });
});
