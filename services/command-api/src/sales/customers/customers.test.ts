import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { customerStream, customerUse, uuidv7, type CustomerState } from '@dealer/domain';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused, type RefusedArguments } from '../../test-support/refusals';
import { CommandPipeline } from '../../platform/command-pipeline';

const RAHIM = { name: 'Rahim Uddin', phone: '01711-000000', fatherName: 'Abdul Uddin', email: 'rahim@example.com', address: 'Mirpur 10, Dhaka', nid: '1234567890', bin: '0001234567890' };
const MOBILE_DIGITS = 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/api/customers', () => {
  let app: TestApp;
  let vehicleId: string;
  before(async () => {
    app = await startTestApp();
    const vehicle = await app.request('POST', '/api/vehicles', {
      body: { name: 'Yamaha FZ-S', model: 'V3 ABS', year: 2024, type: 'Motorcycle', color: 'Blue', engineCapacity: '149 cc', fuelType: 'Petrol' },
    });
    assert.equal(vehicle.status, 201, JSON.stringify(vehicle.body));
    vehicleId = vehicle.body.data._id;
  });
  after(async () => app?.close());

  const refused = (...args: RefusedArguments) => expectRefused(app, ...args);
  const add = async (body: object) => {
    const response = await app.request('POST', '/api/customers', { body });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body.data;
  };
  const names = async (query: string) => (await app.request('GET', `/api/customers${query}`)).body.data.customers.map((customer: { name: string }) => customer.name);
  /** What an invoice, booking or receivable does to its customer, through the command pipeline as their handlers run it. */
  const useCustomer = (customerId: string, usedBy: 'invoice' | 'booking' | 'receivable') =>
    app.running.app.get(CommandPipeline).run(
      { userId: uuidv7(), fingerprint: randomUUID(), correlationId: uuidv7() },
      { result: {}, decide: async (read) => customerUse(await read<CustomerState>(customerStream(customerId)), { usedBy, sourceId: uuidv7() }) },
    );

  it('answers 401 to every call without a token, appending nothing', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/customers'],
      ['GET', `/api/customers/${id}`],
      ['POST', '/api/customers', RAHIM],
      ['PUT', `/api/customers/${id}`, { name: 'X' }],
      ['DELETE', `/api/customers/${id}`],
    ] as const) {
      await refused(method, path, { token: null, body }, 401, 'Authentication required');
    }
  });

  it('adds a customer with the vehicle they ride and answers it as projected, with no purchases yet', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/customers', { body: { ...RAHIM, name: ' Rahim Uddin ', vehicle: vehicleId } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Customer added');
    const { _id, createdAt, updatedAt, ...fields } = response.body.data;
    assert.deepEqual(fields, { ...RAHIM, phone: '01711000000', vehicle: { _id: vehicleId, name: 'Yamaha FZ-S', model: 'V3 ABS' }, used: false }, 'the phone kept as its 11 digits');
    assert.match(createdAt, ISO);
    assert.equal(updatedAt, createdAt);
    assert.equal(await app.eventCount(), before + 2, 'the customer and its phone reservation');
    const details = await app.request('GET', `/api/customers/${_id}`);
    assert.deepEqual(details.body, { success: true, data: { ...response.body.data, purchases: { invoices: [], pagination: { total: 0, page: 1, limit: 5, pages: 1 } } } });
  });

  it('needs only a name and a phone; the email is not validated on add', async () => {
    const karim = await add({ name: 'Karim Mia', phone: '01811000000', email: 'karim at home' });
    assert.deepEqual([karim.fatherName, karim.email, karim.address, karim.nid, karim.bin, karim.vehicle], ['', 'karim at home', '', '', '', null]);
  });

  it('refuses a missing name or phone, a bad phone, NID or vehicle, and unknown fields, appending nothing', async () => {
    await refused('POST', '/api/customers', { body: {} }, 400, 'Name is required.', { name: 'Name is required.', phone: 'Phone is required.' });
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '' } }, 400, 'Phone is required.', { phone: 'Phone is required.' });
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: 'ask at the shop' } }, 400, 'Phone may hold only digits, spaces, brackets, dashes and a leading +');
    for (const phone of ['0190', '0171-23', '017112345678']) {
      await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone } }, 400, MOBILE_DIGITS, { phone: MOBILE_DIGITS });
    }
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '02-912345' } }, 400, 'A landline number has 9 or 10 digits with its area code (e.g. 02-9123456)');
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '1711000000' } }, 400, 'A phone number starts with 0 (mobile 01…, landline 0 and the area code) or +880');
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '01911000000', nid: '12345' } }, 400, 'NID must be 10, 13 or 17 digits', { nid: 'NID must be 10, 13 or 17 digits' });
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '01911000000', vehicle: randomUUID() } }, 400, 'Vehicle not found', { vehicle: 'Vehicle not found' });
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '01911000000', vehicle: 'fz' } }, 400, 'Vehicle not found');
    await refused('POST', '/api/customers', { body: { name: 'Nasrin', phone: '01911000000', balance: 0 } }, 400, 'property balance should not exist');
  });

  it('refuses a phone another customer holds, however it is written, with 409', async () => {
    for (const phone of ['01711-000000', '+880 1711 000000', '01711000000']) {
      await refused('POST', '/api/customers', { body: { name: 'Someone Else', phone } }, 409, `A customer with phone number ${phone} already exists`);
    }
  });

  it('lists a page sorted in SQL and finds customers by name or by phone digits however typed', async () => {
    await add({ name: 'Nasrin Akter', phone: '+880 1911-222333' });
    const all = await app.request('GET', '/api/customers');
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data.customers.map((customer: { name: string }) => customer.name), ['Karim Mia', 'Nasrin Akter', 'Rahim Uddin']);
    assert.deepEqual(all.body.data.pagination, { total: 3, page: 1, limit: 10, pages: 1 });
    assert.deepEqual(await names('?search=rahim'), ['Rahim Uddin']);
    assert.deepEqual(await names('?search=01711000'), ['Rahim Uddin']);
    assert.deepEqual(await names('?search=01911222333'), ['Nasrin Akter'], 'the digits match a phone typed with +880 and dashes');
    assert.deepEqual(await names('?search=%2B880%201711'), ['Rahim Uddin'], '+880 1711 finds 01711…');
    assert.deepEqual(await names('?search=mirpur'), [], 'the address is not searched');
    assert.deepEqual(await names('?sortBy=phone&sortOrder=desc&limit=1&page=2'), ['Karim Mia']);
    const page = await app.request('GET', '/api/customers?sortBy=createdAt&sortOrder=desc&limit=2');
    assert.deepEqual(page.body.data.pagination, { total: 3, page: 1, limit: 2, pages: 2 });
    assert.deepEqual(page.body.data.customers.map((customer: { name: string }) => customer.name), ['Nasrin Akter', 'Karim Mia']);
    await refused('GET', '/api/customers?sortBy=email', {}, 400, 'sortBy must be one of: name, phone, createdAt');
    await refused('GET', `/api/customers/${randomUUID()}?purchasesLimit=500`, {}, 400, 'purchasesLimit must be at most 100');
  });

  it("pages the customer's purchases 5 at a time, newest first, voided invoices left out", async () => {
    const rahim = (await app.request('GET', '/api/customers?search=rahim')).body.data.customers[0];
    const karim = (await app.request('GET', '/api/customers?search=karim')).body.data.customers[0];
    // Rows as the invoices projection writes them (the invoice decisions are another feature's).
    const invoice = (number: number, customerId: string, fields: Record<string, unknown> = {}) =>
      app.pool.query(
        `INSERT INTO read_models.invoices (id, invoice_number, invoice_type, customer_id, invoice_date, items, subtotal, discount, total, paid_amount, due, payment_status, journal_entry_id, created_at, updated_at, voided_at)
         VALUES ($1, $2, 'Accessories & Spare Parts', $3, '2026-11-20', '[]', $4, $5, $6, $7, $8, $9, $10, now(), now(), $11)`,
        [randomUUID(), number, customerId, fields.subtotal ?? 100000, fields.discount ?? 0, fields.total ?? 100000, fields.paid ?? 100000, fields.due ?? 0, fields.status ?? 'Paid', randomUUID(), fields.voidedAt ?? null],
      );
    for (let number = 1; number <= 6; number += 1) await invoice(number, rahim._id);
    await invoice(7, rahim._id, { subtotal: 1250050, discount: 50000, total: 1200050, paid: 200000, due: 1000050, status: 'Partial' });
    await invoice(8, rahim._id, { voidedAt: new Date() });
    await invoice(9, karim._id);

    const first = (await app.request('GET', `/api/customers/${rahim._id}`)).body.data.purchases;
    assert.deepEqual(first.pagination, { total: 7, page: 1, limit: 5, pages: 2 });
    assert.deepEqual(first.invoices.map((row: { invoiceId: string }) => row.invoiceId), ['INV-000007', 'INV-000006', 'INV-000005', 'INV-000004', 'INV-000003']);
    const { _id, ...latest } = first.invoices[0];
    assert.ok(_id);
    assert.deepEqual(latest, {
      invoiceId: 'INV-000007',
      invoiceType: 'Accessories & Spare Parts',
      date: '2026-11-20',
      totalAmount: 12000.5,
      paidAmount: 2000,
      due: 10000.5,
      paymentStatus: 'Partial',
      discount: 500,
    });
    const second = (await app.request('GET', `/api/customers/${rahim._id}?purchasesPage=2`)).body.data.purchases;
    assert.deepEqual(second.invoices.map((row: { invoiceId: string }) => row.invoiceId), ['INV-000002', 'INV-000001']);
    assert.deepEqual(second.pagination, { total: 7, page: 2, limit: 5, pages: 2 });
    assert.equal((await app.request('GET', `/api/customers/${karim._id}`)).body.data.purchases.pagination.total, 1);
  });

  it('updates what it names, keeps the rest, moves the phone, clears the vehicle; the old phone is free again', async () => {
    const nasrin = await add({ name: 'Nasrin Begum', phone: '01511000000', email: 'nasrin@example.com', vehicle: vehicleId });
    const response = await app.request('PUT', `/api/customers/${nasrin._id}`, { body: { id: nasrin._id, phone: '01511999999', address: 'Uttara, Dhaka', vehicle: null } });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Customer updated');
    assert.deepEqual({ ...response.body.data, updatedAt: undefined }, { ...nasrin, phone: '01511999999', address: 'Uttara, Dhaka', vehicle: null, updatedAt: undefined });
    await add({ name: 'Takes The Old Number', phone: '01511000000' });
    const before = await app.eventCount();
    const unchanged = await app.request('PUT', `/api/customers/${nasrin._id}`, { body: { name: 'Nasrin Begum' } });
    assert.equal(unchanged.status, 200);
    assert.equal(await app.eventCount(), before, 'an update that changes nothing appends nothing');
  });

  it('corrects only the address of a customer without an email (the email is optional on edit as on add)', async () => {
    const noEmail = await add({ name: 'Jamal Hossain', phone: '01312000000' });
    const edited = await app.request('PUT', `/api/customers/${noEmail._id}`, { body: { name: 'Jamal Hossain', phone: '01312000000', email: '', fatherName: '', address: 'Savar, Dhaka', nid: '', vehicle: null } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual([edited.body.data.email, edited.body.data.address], ['', 'Savar, Dhaka']);
    // Karim's email was taken unchecked on add: an edit that leaves it alone keeps it.
    const karim = (await app.request('GET', '/api/customers?search=karim')).body.data.customers[0];
    const karimEdited = await app.request('PUT', `/api/customers/${karim._id}`, { body: { address: 'Gulshan' } });
    assert.equal(karimEdited.status, 200, JSON.stringify(karimEdited.body));
    assert.deepEqual([karimEdited.body.data.email, karimEdited.body.data.address], ['karim at home', 'Gulshan']);
  });

  it('refuses an update without name or phone, a bad phone, an invalid new email, a taken phone, or an unknown customer', async () => {
    const karim = (await app.request('GET', '/api/customers?search=karim')).body.data.customers[0];
    await refused('PUT', `/api/customers/${karim._id}`, { body: { name: '' } }, 400, 'Name is required.', { name: 'Name is required.' });
    await refused('PUT', `/api/customers/${karim._id}`, { body: { phone: '' } }, 400, 'Phone is required.', { phone: 'Phone is required.' });
    await refused('PUT', `/api/customers/${karim._id}`, { body: { phone: '0171-23' } }, 400, MOBILE_DIGITS, { phone: MOBILE_DIGITS });
    await refused('PUT', `/api/customers/${karim._id}`, { body: { email: 'karim@home' } }, 400, 'Please enter a valid email.', { email: 'Please enter a valid email.' });
    await refused('PUT', `/api/customers/${karim._id}`, { body: { email: 'karim@example.com', phone: '+8801711000000' } }, 409, 'A customer with phone number +8801711000000 already exists');
    await refused('PUT', `/api/customers/${karim._id}`, { body: { id: randomUUID(), name: 'K' } }, 400, 'The id in the body is not the id in the path');
    await refused('PUT', `/api/customers/${randomUUID()}`, { body: { name: 'Nobody' } }, 404, 'Customer not found.');
    await refused('GET', `/api/customers/${randomUUID()}`, {}, 404, 'Customer not found.');
    await refused('GET', '/api/customers/not-an-id', {}, 400, 'The id in the path is not a valid id');
  });

  it('deletes an unused customer (its phone free again) and refuses to delete one with an invoice, booking or receivable, saying why', async () => {
    const unused = await add({ name: 'Walk In', phone: '01611000000' });
    const deleted = await app.request('DELETE', `/api/customers/${unused._id}`);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(deleted.body, { success: true, data: { _id: unused._id }, message: 'Customer deleted' });
    await refused('GET', `/api/customers/${unused._id}`, {}, 404, 'Customer not found.');
    assert.deepEqual(await names('?search=walk'), []);
    await refused('DELETE', `/api/customers/${unused._id}`, {}, 404, 'Customer not found.');
    await add({ name: 'Walk In Again', phone: '01611000000' });

    const rahim = (await app.request('GET', '/api/customers?search=rahim')).body.data.customers[0];
    const firstUse = await useCustomer(rahim._id, 'invoice');
    assert.equal(firstUse.repeated, false);
    const before = await app.eventCount();
    await useCustomer(rahim._id, 'booking');
    assert.equal(await app.eventCount(), before, 'only the first use is recorded');
    const used = await app.request('GET', `/api/customers/${rahim._id}`);
    assert.equal(used.body.data.used, true);
    await refused('DELETE', `/api/customers/${rahim._id}`, {}, 409, 'This customer has invoices, bookings or receivables and cannot be deleted');
    // Still editable.
    const edited = await app.request('PUT', `/api/customers/${rahim._id}`, { body: { address: 'Dhanmondi, Dhaka' } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
  });

  it('takes a business customer’s optional BIN (issue 24): 13 digits, kept as its digits; refuses any other on add and update; clears it', async () => {
    const message = 'BIN must be 13 digits';
    for (const bin of ['12345', '00012345678901', 'BIN0012345678']) {
      await refused('POST', '/api/customers', { body: { name: 'Motors Ltd', phone: '01911000001', bin } }, 400, message, { bin: message });
    }
    await refused('POST', '/api/customers', { body: { name: 'Motors Ltd', phone: '01911000001', bin: 1234567890123 } }, 400, message, { bin: message });
    const business = await add({ name: 'Motors Ltd', phone: '01911000001', bin: '000123456-7892' });
    assert.equal(business.bin, '0001234567892');
    await refused('PUT', `/api/customers/${business._id}`, { body: { bin: '99' } }, 400, message, { bin: message });
    const kept = await app.request('PUT', `/api/customers/${business._id}`, { body: { address: 'Motijheel, Dhaka' } });
    assert.equal(kept.body.data.bin, '0001234567892', 'an update leaving the BIN out keeps it');
    const cleared = await app.request('PUT', `/api/customers/${business._id}`, { body: { bin: '' } });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.equal((await app.request('GET', `/api/customers/${business._id}`)).body.data.bin, '');
  });
});
