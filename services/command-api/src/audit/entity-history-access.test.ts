import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { roleCan, STREAM_NAMES, streamReadArea, USER_ROLES, type UserRole } from '@dealer/domain';
import { refusalFor, routeAccess } from '../auth/role-policy';
import { purchasingWorld, today, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';
import { signedInUser, type SignedInUser } from '../users/role-users';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * An entity's history (GET /api/audit/streams/:stream/events) is read by whoever may read the
 * entity: the stream's kind names the area (role-policy.ts); a stream of no known kind stays the
 * audit trail's (Auditor and Administrator).
 */
describe('who may read an entity’s history', () => {
  let app: TestApp;
  const users = new Map<UserRole, SignedInUser>();
  let customerStream: string;
  let productStream: string;
  let journalEntryStream: string;
  let adminId: string;
  let world: PurchasingWorld;

  const history = (role: UserRole | 'Administrator-token', stream: string) =>
    app.request('GET', `/api/audit/streams/${encodeURIComponent(stream)}/events`, role === 'Administrator-token' ? {} : { token: users.get(role)!.token });

  before(async () => {
    app = await startTestApp();
    adminId = (await app.request('GET', '/api/auth/profile')).body.data.user._id;
    world = await purchasingWorld(app, 1_000_000);
    for (const role of ['Accountant', 'Sales', 'Storekeeper', 'Auditor'] as const) users.set(role, await signedInUser(app, role, { name: `${role} Person` }));

    const customer = await app.request('POST', '/api/customers', { token: users.get('Sales')!.token, body: { name: 'Rahim Uddin', phone: '01711-000001', address: 'Mirpur 10, Dhaka' } });
    assert.equal(customer.status, 201, JSON.stringify(customer.body));
    customerStream = `customer-${customer.body.data._id}`;

    const product = await app.request('POST', '/api/products', {
      token: users.get('Storekeeper')!.token,
      body: { name: 'Helmet', model: 'Open face', type: 'Accessories', salePrice: 450, cost: 300, stock: 0 },
    });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    productStream = `product-${product.body.data._id}`;

    const account = (code: string) => world.account[code];
    const entry = await app.request('POST', '/api/accounts/journal-entries', {
      token: users.get('Accountant')!.token,
      body: {
        date: '2026-01-15',
        reference: 'ADJ-1',
        description: 'Showroom rent',
        lines: [
          { account: account('5202'), debit: 300, credit: 0 },
          { account: account('1102'), debit: 0, credit: 300 },
        ],
      },
    });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));
    journalEntryStream = `journal-entry-${entry.body.data._id}`;
  });
  after(async () => app?.close());

  it('names each kind of stream’s area, and leaves unknown kinds to the audit trail', () => {
    assert.equal(streamReadArea('customer-0190a8f0-0000-7000-8000-000000000000'), 'sales');
    assert.equal(streamReadArea('invoice-x'), 'sales');
    assert.equal(streamReadArea('booking-x'), 'sales');
    assert.equal(streamReadArea('product-x'), 'inventory');
    assert.equal(streamReadArea('motorcycle-x'), 'inventory');
    assert.equal(streamReadArea('purchase-x'), 'inventory');
    assert.equal(streamReadArea('journal-entry-x'), 'accounting');
    assert.equal(streamReadArea('gl-account-x'), 'accounting');
    assert.equal(streamReadArea('reconciled-account-x'), 'accounting');
    assert.equal(streamReadArea('payment-method-x'), 'payment-methods');
    assert.equal(streamReadArea('user-x'), 'users');
    assert.equal(streamReadArea('settings-business'), 'settings');
    assert.equal(streamReadArea('chart-of-accounts'), 'accounting');
    for (const stream of ['unique-customer-phone-01711000001', 'idempotency-abc', 'customer-', 'users-bootstrap', 'chart-of-accounts-x', 'somethingnew-1', '']) {
      assert.equal(streamReadArea(stream), 'audit', stream);
    }
  });

  it('the role policy refuses a stream’s history by the area its kind declares, for every kind and role', () => {
    const access = routeAccess('GET', '/api/audit/streams/:stream/events', false);
    assert.equal(access.kind, 'stream-read');
    for (const { name, area } of Object.values(STREAM_NAMES)) {
      const stream = name.endsWith('-') ? `${name}0190a8f0` : name;
      for (const role of USER_ROLES) {
        assert.equal(refusalFor(access, role, { stream }) === undefined, roleCan(role, `${area}:read`), `${role} ${stream}`);
      }
    }
  });

  it('Sales reads a customer’s history, with who added it, but not a journal entry’s', async () => {
    const customer = await history('Sales', customerStream);
    assert.equal(customer.status, 200, JSON.stringify(customer.body));
    const [added] = customer.body.data.events;
    assert.equal(added.type, 'CustomerAdded');
    assert.equal(added.userId, users.get('Sales')!.id);
    assert.equal(added.userName, 'Sales Person');
    assert.ok(added.changes.some((change: { field: string; to: unknown }) => change.field === 'name' && change.to === 'Rahim Uddin'));

    const entry = await history('Sales', journalEntryStream);
    assert.equal(entry.status, 403);
    assert.equal(entry.body.message, 'Your role (Sales) cannot view the books');
  });

  it('the Storekeeper reads a product’s history but neither a customer’s nor a journal entry’s', async () => {
    const product = await history('Storekeeper', productStream);
    assert.equal(product.status, 200, JSON.stringify(product.body));
    assert.equal(product.body.data.events[0].type, 'ProductCreated');
    assert.equal(product.body.data.events[0].userName, 'Storekeeper Person');
    const customer = await history('Storekeeper', customerStream);
    assert.equal(customer.status, 403);
    assert.equal(customer.body.message, 'Your role (Storekeeper) cannot view sales');
    assert.equal((await history('Storekeeper', journalEntryStream)).status, 403);
  });

  it('the Accountant reads a journal entry’s, a customer’s and a product’s history, not a user’s', async () => {
    const entry = await history('Accountant', journalEntryStream);
    assert.equal(entry.status, 200);
    assert.equal(entry.body.data.events[0].userId, users.get('Accountant')!.id);
    assert.equal((await history('Accountant', customerStream)).status, 200);
    assert.equal((await history('Accountant', productStream)).status, 200);
    const user = await history('Accountant', `user-${adminId}`);
    assert.equal(user.status, 403);
    assert.equal(user.body.message, 'Your role (Accountant) cannot view users');
  });

  it('a stream of no known kind is the audit trail’s: refused to Sales, read by the Auditor and the administrator', async () => {
    const { rows } = await app.pool.query(`select stream_name from events where stream_name like 'unique-%' order by global_position limit 1`);
    const reservation = rows[0].stream_name as string;
    const refused = await history('Sales', reservation);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Your role (Sales) cannot view the audit trail');
    // A kind's bare prefix names no entity of that kind.
    assert.equal((await history('Sales', 'customer-')).status, 403);
    for (const stream of [reservation, customerStream, productStream, journalEntryStream, `user-${adminId}`]) {
      assert.equal((await history('Auditor', stream)).status, 200, `Auditor ${stream}`);
      assert.equal((await history('Administrator-token', stream)).status, 200, `Administrator ${stream}`);
    }
  });

  it('names each details screen’s entity as the web does (`<kind>-<_id>`): its history starts with its creation, read by its area’s roles', async () => {
    const supplier = await world.supplier('Rangs Motors');
    const motorcycle = await world.product({ name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000 });
    const purchase = await world.ok('POST', '/api/purchases', {
      supplier,
      memoNumber: 'M-HIST-1',
      purchaseDate: today(),
      items: [{ product: motorcycle, quantity: 1, purchasePrice: 180000, salePrice: 215000, units: [{ chassisNo: 'ME4RGHIST01', engineNo: 'ENHIST01', color: 'Racing Blue' }] }],
      purchasePaymentMethod: world.method.Cash,
      paidAmount: 180000,
      total: 180000,
    });
    const unitId = purchase.items[0].units[0]._id;
    const customerId = customerStream.slice('customer-'.length);
    const booking = await world.ok('POST', '/api/bookings', { customer: customerId, amount: 5000, method: world.method.Cash, description: 'Booking money deposit', status: 'Confirmed' });
    const helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 3 });
    const invoice = await world.ok('POST', '/api/invoices', { customer: customerId, items: [{ product: helmet, quantity: 1 }], payments: [{ method: world.method.Cash, amount: 3500 }] });

    const screens: [stream: string, firstEvent: RegExp, reader: UserRole][] = [
      [`purchase-${purchase._id}`, /^Purchase/, 'Storekeeper'],
      [`motorcycle-${unitId}`, /^Motorcycle/, 'Storekeeper'],
      [`product-${motorcycle}`, /^ProductCreated$/, 'Storekeeper'],
      [`booking-${booking._id}`, /^Booking/, 'Sales'],
      [`invoice-${invoice._id}`, /^Invoice/, 'Sales'],
      [customerStream, /^CustomerAdded$/, 'Sales'],
    ];
    for (const [stream, firstEvent, reader] of screens) {
      const read = await history(reader, stream);
      assert.equal(read.status, 200, `${reader} ${stream}: ${JSON.stringify(read.body)}`);
      assert.match(read.body.data.events[0].type, firstEvent, stream);
      assert.equal(read.body.data.events[0].revision, 0, stream);
      assert.ok(Array.isArray(read.body.data.events[0].changes), `${stream}: the domain folds it, so the changes are shown`);
    }
    assert.equal((await history('Storekeeper', `invoice-${invoice._id}`)).status, 403);
    assert.equal((await history('Sales', `purchase-${purchase._id}`)).status, 200, 'Sales reads stock and purchasing');
  });

  it('an unknown entity the role may read is a 404, not a 403; the rest of the audit trail stays the auditors’', async () => {
    assert.equal((await history('Sales', 'customer-0190a8f0-0000-7000-8000-000000000000')).status, 404);
    const log = await app.request('GET', '/api/audit/events', { token: users.get('Sales')!.token });
    assert.equal(log.status, 403);
    assert.equal(log.body.message, 'Your role (Sales) cannot view the audit trail');
  });
});
