import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused, type RefusedArguments } from '../../test-support/refusals';
import { purchasingWorld, today, type PurchasingWorld } from '../purchases/purchasing.test-helper';

const RANGS = { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000000', email: 'orders@rangs.example', address: '113 Kazi Nazrul Islam Ave, Dhaka', notes: 'Yamaha distributor', bin: '0001234567890' };
const RUNNER = { name: 'Runner Automobiles', contactPerson: 'Nasrin Akter', phone: '01819000000', email: 'sales@runner.example', address: 'Tejgaon I/A, Dhaka', notes: '', bin: '' };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/api/suppliers', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app?.close());

  const refused = (...args: RefusedArguments) => expectRefused(app, ...args);
  const create = async (body: object) => {
    const response = await app.request('POST', '/api/suppliers', { body });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body.data;
  };
  /** What the purchases and payables projections will keep on the supplier's row. */
  const setHoldings = (id: string, purchaseCount: number, openPayableCount: number) =>
    app.pool.query('UPDATE read_models.suppliers SET purchase_count = $2, open_payable_count = $3 WHERE id = $1', [id, purchaseCount, openPayableCount]);

  it('answers 401 to every call without a token, appending nothing', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/suppliers'],
      ['GET', `/api/suppliers/${id}`],
      ['POST', '/api/suppliers', RANGS],
      ['PUT', `/api/suppliers/${id}`, { id, isActive: false }],
      ['DELETE', `/api/suppliers/${id}`],
    ] as const) {
      await refused(method, path, { token: null, body }, 401, 'Authentication required');
    }
    await refused('DELETE', `/api/suppliers/${id}`, { token: 'forged' }, 401, 'Your session has expired or is not valid. Please sign in again.');
  });

  it('creates a supplier, active by default, and answers it as projected', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/suppliers', { body: { ...RANGS, name: ' Rangs Motors ', phone: '+880 1711-000000' } });
    // The phone is kept as its digits with the leading 0 (issue 23, item 4).
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Supplier created');
    const { _id, createdAt, updatedAt, ...fields } = response.body.data;
    assert.deepEqual(fields, { ...RANGS, isActive: true, purchaseCount: 0, openPayableCount: 0 });
    assert.match(createdAt, ISO);
    assert.equal(updatedAt, createdAt);
    assert.equal(await app.eventCount(), before + 2);
    const got = await app.request('GET', `/api/suppliers/${_id}`);
    assert.deepEqual(got.body, { success: true, data: response.body.data });
  });

  it('creates an inactive supplier when asked, notes optional', async () => {
    const { notes: _notes, ...withoutNotes } = RUNNER;
    const runner = await create({ ...withoutNotes, isActive: false });
    assert.equal(runner.isActive, false);
    assert.equal(runner.notes, '');
  });

  it('refuses missing fields with the spec messages, a bad email, bad phone, over-long text and unknown fields', async () => {
    await refused('POST', '/api/suppliers', { body: {} }, 400, 'Name is required.', {
      name: 'Name is required.',
      contactPerson: 'Contact Person is required.',
      phone: 'Phone is required.',
      email: 'Valid email is required.',
      address: 'Address is required.',
    });
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', email: 'orders@rangs', address: '' } }, 400, 'Valid email is required.', {
      email: 'Valid email is required.',
      address: 'Address is required.',
    });
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', phone: 'call the office' } }, 400, 'Phone may hold only digits, spaces, brackets, dashes and a leading +', {
      phone: 'Phone may hold only digits, spaces, brackets, dashes and a leading +',
    });
    // Issue 23, item 4: a Bangladeshi number only, as a customer's (11 digits 01[3-9]…, or a landline with its area code).
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', phone: '0171-23' } }, 400, 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)', {
      phone: 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)',
    });
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', phone: '017112345678' } }, 400, 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)');
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', notes: 'x'.repeat(1001) } }, 400, 'Notes must be at most 1000 characters', { notes: 'Notes must be at most 1000 characters' });
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', isActive: 'yes' } }, 400, 'isActive must be true or false', { isActive: 'isActive must be true or false' });
    await refused('POST', '/api/suppliers', { body: { ...RANGS, name: 'Other', balance: 0 } }, 400, 'property balance should not exist');
  });

  it('refuses a second supplier of the same name (whatever the case) with 409', async () => {
    await refused('POST', '/api/suppliers', { body: { ...RUNNER, name: 'RANGS MOTORS' } }, 409, 'A supplier named "RANGS MOTORS" already exists');
  });

  it('lists a page with pagination, searches name, contact person, phone and email, filters active ones, sorts in SQL', async () => {
    await create({ name: 'Walton Parts', contactPerson: 'Rafiq Islam', phone: '01800-123456', email: 'parts@walton.example', address: 'Gazipur' });
    const all = await app.request('GET', '/api/suppliers');
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data.suppliers.map((supplier: { name: string }) => supplier.name), ['Rangs Motors', 'Runner Automobiles', 'Walton Parts']);
    assert.deepEqual(all.body.data.pagination, { total: 3, page: 1, limit: 10, pages: 1 });

    const search = async (text: string) =>
      (await app.request('GET', `/api/suppliers?search=${encodeURIComponent(text)}`)).body.data.suppliers.map((supplier: { name: string }) => supplier.name);
    assert.deepEqual(await search('karim'), ['Rangs Motors']);
    assert.deepEqual(await search('01819'), ['Runner Automobiles']);
    assert.deepEqual(await search('@walton'), ['Walton Parts']);
    assert.deepEqual(await search('dhaka'), [], 'the address is not searched');

    const active = await app.request('GET', '/api/suppliers?isActive=true');
    assert.deepEqual(active.body.data.suppliers.map((supplier: { name: string }) => supplier.name), ['Rangs Motors', 'Walton Parts']);
    const inactive = await app.request('GET', '/api/suppliers?isActive=false');
    assert.deepEqual(inactive.body.data.suppliers.map((supplier: { name: string }) => supplier.name), ['Runner Automobiles']);

    const page = await app.request('GET', '/api/suppliers?sortBy=contactPerson&sortOrder=desc&limit=1&page=2');
    assert.deepEqual(page.body.data.suppliers.map((supplier: { contactPerson: string }) => supplier.contactPerson), ['Nasrin Akter']);
    assert.deepEqual(page.body.data.pagination, { total: 3, page: 2, limit: 1, pages: 3 });

    await refused('GET', '/api/suppliers?sortBy=email', {}, 400, 'sortBy must be one of: name, contactPerson, createdAt, isActive');
    await refused('GET', '/api/suppliers?isActive=maybe', {}, 400, 'isActive must be true or false');
  });

  it("toggles a supplier with the list switch's body (id and isActive), the rest unchanged", async () => {
    const supplier = await create({ ...RUNNER, name: 'Toggle Traders' });
    const off = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: { id: supplier._id, isActive: false } });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    assert.equal(off.body.message, 'Supplier updated');
    assert.deepEqual({ ...off.body.data, updatedAt: undefined }, { ...supplier, isActive: false, updatedAt: undefined });
    const on = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: { id: supplier._id, isActive: true } });
    assert.equal(on.body.data.isActive, true);
    // Already active: nothing to append.
    const before = await app.eventCount();
    const same = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: { id: supplier._id, isActive: true } });
    assert.equal(same.status, 200);
    assert.equal(await app.eventCount(), before);
  });

  it('updates every field from the update form, renaming frees the old name', async () => {
    const supplier = await create({ ...RUNNER, name: 'Old Name Traders' });
    const changed = { name: 'New Name Traders', contactPerson: 'Shafiq', phone: '01911000000', email: 'new@traders.example', address: 'Chattogram', notes: 'Net 15', bin: '0009876543210', isActive: false };
    const response = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: changed });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const { _id, createdAt, updatedAt, purchaseCount, openPayableCount, ...fields } = response.body.data;
    assert.deepEqual(fields, changed);
    assert.equal(_id, supplier._id);
    assert.equal(createdAt, supplier.createdAt);
    const reused = await create({ ...RUNNER, name: 'Old Name Traders' });
    assert.notEqual(reused._id, supplier._id);
  });

  it('refuses an update with the spec messages, a foreign id, a taken name, and an unknown supplier', async () => {
    const supplier = await create({ ...RUNNER, name: 'Refusal Traders' });
    await refused('PUT', `/api/suppliers/${supplier._id}`, { body: { name: '', email: 'nope', phone: '' } }, 400, 'Name is required.', {
      name: 'Name is required.',
      phone: 'Phone is required.',
      email: 'Valid email is required.',
    });
    await refused('PUT', `/api/suppliers/${supplier._id}`, { body: { id: randomUUID(), isActive: false } }, 400, 'The id in the body is not the id in the path');
    await refused('PUT', `/api/suppliers/${supplier._id}`, { body: { isActive: 'off' } }, 400, 'isActive must be true or false');
    await refused('PUT', `/api/suppliers/${supplier._id}`, { body: { name: 'rangs motors' } }, 409, 'A supplier named "rangs motors" already exists');
    const unknown = randomUUID();
    await refused('PUT', `/api/suppliers/${unknown}`, { body: { id: unknown, isActive: false } }, 404, 'Supplier not found');
    await refused('GET', `/api/suppliers/${unknown}`, {}, 404, 'Supplier not found');
    await refused('GET', '/api/suppliers/xyz', {}, 400, 'The id in the path is not a valid id');
  });

  it('refuses to delete a supplier with purchases or open payables, saying why, and deletes it once it has none', async () => {
    const supplier = await create({ ...RUNNER, name: 'Held Traders' });
    await setHoldings(supplier._id, 2, 0);
    const got = await app.request('GET', `/api/suppliers/${supplier._id}`);
    assert.equal(got.body.data.purchaseCount, 2);
    await refused('DELETE', `/api/suppliers/${supplier._id}`, {}, 409, 'Supplier "Held Traders" cannot be deleted: it has 2 purchases. Mark it inactive instead.');
    await setHoldings(supplier._id, 1, 1);
    await refused('DELETE', `/api/suppliers/${supplier._id}`, {}, 409, 'Supplier "Held Traders" cannot be deleted: it has 1 purchase and 1 open payable. Mark it inactive instead.');
    await setHoldings(supplier._id, 0, 3);
    await refused('DELETE', `/api/suppliers/${supplier._id}`, {}, 409, 'Supplier "Held Traders" cannot be deleted: it has 3 open payables. Mark it inactive instead.');
    // A supplier with history can still be deactivated.
    const off = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: { id: supplier._id, isActive: false } });
    assert.equal(off.body.data.isActive, false);

    await setHoldings(supplier._id, 0, 0);
    const before = await app.eventCount();
    const deleted = await app.request('DELETE', `/api/suppliers/${supplier._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: supplier._id }, message: 'Supplier deleted' });
    assert.equal(await app.eventCount(), before + 2);
    await refused('GET', `/api/suppliers/${supplier._id}`, {}, 404, 'Supplier not found');
    await refused('DELETE', `/api/suppliers/${supplier._id}`, {}, 404, 'Supplier not found');
    const list = await app.request('GET', '/api/suppliers?search=held');
    assert.equal(list.body.data.pagination.total, 0);
    // Its row stays for the history that names it.
    const { rows } = await app.pool.query('SELECT name, deleted_at FROM read_models.suppliers WHERE id = $1', [supplier._id]);
    assert.equal(rows[0].name, 'Held Traders');
    assert.ok(rows[0].deleted_at instanceof Date);
    // And its name is free again.
    await create({ ...RUNNER, name: 'Held Traders' });
  });

  it('answers 404 to deleting a supplier that never existed', async () => {
    await refused('DELETE', `/api/suppliers/${randomUUID()}`, {}, 404, 'Supplier not found');
  });

  it('takes an optional BIN (issue 24): 13 digits, kept as its digits; refuses any other, on create and update; clears it with an empty one', async () => {
    const message = 'BIN must be 13 digits';
    for (const bin of ['12345', '00012345678901', '000123456789X']) {
      await refused('POST', '/api/suppliers', { body: { ...RUNNER, name: 'BIN Traders', bin } }, 400, message, { bin: message });
    }
    await refused('POST', '/api/suppliers', { body: { ...RUNNER, name: 'BIN Traders', bin: 1234567890123 } }, 400, message, { bin: message });
    const supplier = await create({ ...RUNNER, name: 'BIN Traders', bin: '000-123456-7891' });
    assert.equal(supplier.bin, '0001234567891');
    await refused('PUT', `/api/suppliers/${supplier._id}`, { body: { bin: '123' } }, 400, message, { bin: message });
    const kept = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: { notes: 'VAT registered' } });
    assert.equal(kept.body.data.bin, '0001234567891', 'an update leaving the BIN out keeps it');
    const cleared = await app.request('PUT', `/api/suppliers/${supplier._id}`, { body: { bin: '' } });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.equal(cleared.body.data.bin, '');
    assert.equal((await app.request('GET', `/api/suppliers/${supplier._id}`)).body.data.bin, '');
  });
});

describe('/api/suppliers: a supplier a purchase or a bill named stays', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let helmet: string;
  const USED = 'cannot be deleted: purchases or bills from it are on record (deleted or paid ones too). Mark it inactive instead.';
  const supplierEvents = async (id: string) =>
    (await app.pool.query('SELECT type FROM events WHERE stream_name = $1 ORDER BY stream_revision', [`supplier-${id}`])).rows.map((row: { type: string }) => row.type);
  const purchase = (supplier: string, memoNumber: string) =>
    app.request('POST', '/api/purchases', {
      body: { supplier, memoNumber, purchaseDate: today(), items: [{ product: helmet, quantity: 2, purchasePrice: 1500, salePrice: 2500 }], purchasePaymentMethod: world.method.Cash },
    });

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app);
    helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 2500, cost: 1500 });
  });
  after(async () => app?.close());

  it('marks the supplier used with its first purchase, once, and refuses its deletion even after the purchase is deleted', async () => {
    const supplier = await world.supplier('Used Traders');
    const first = await purchase(supplier, 'UT-1');
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal((await purchase(supplier, 'UT-2')).status, 201);
    assert.deepEqual(await supplierEvents(supplier), ['SupplierCreated', 'SupplierFirstUsed'], 'the first purchase marks it, the second adds nothing');
    for (const { _id } of (await app.request('GET', `/api/purchases?search=UT-`)).body.data.purchases) await world.ok('DELETE', `/api/purchases/${_id}`, undefined);
    const row = (await app.request('GET', `/api/suppliers/${supplier}`)).body.data;
    assert.deepEqual([row.purchaseCount, row.openPayableCount], [0, 0], 'nothing left in the read models');
    await world.refused('DELETE', `/api/suppliers/${supplier}`, undefined, 409, `Supplier "Used Traders" ${USED}`);
  });

  it('marks the supplier used with its first bill, and refuses its deletion once the bill is deleted', async () => {
    const supplier = await world.supplier('Billing Traders');
    const bill = await world.ok('POST', '/api/accounts/payables', { supplier, billNumber: 'BT-1', amount: 4000, dueDate: today(), account: world.account['5202'] });
    assert.deepEqual(await supplierEvents(supplier), ['SupplierCreated', 'SupplierFirstUsed']);
    await world.ok('DELETE', `/api/accounts/payables/${bill._id}`, undefined);
    await world.refused('DELETE', `/api/suppliers/${supplier}`, undefined, 409, `Supplier "Billing Traders" ${USED}`);
  });

  it('a purchase and the deletion of its supplier at the same time: never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const supplier = await world.supplier(`Racing Traders ${round}`);
      const [bought, deleted] = await Promise.all([purchase(supplier, `RT-${round}`), app.request('DELETE', `/api/suppliers/${supplier}`)]);
      const outcome = `${bought.status} ${deleted.status}: ${JSON.stringify([bought.body.message, deleted.body.message])}`;
      assert.ok((bought.status === 201 && deleted.status === 409) || (deleted.status === 200 && bought.status >= 400 && bought.status < 500), outcome);
      if (bought.status === 201) assert.match(deleted.body.message, /cannot be deleted/, outcome);
    }
  });
});
