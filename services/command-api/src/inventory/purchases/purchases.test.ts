import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { foldStream, journalEntryPosted, journalEntryStream, motorcycleStream, sellMotorcycleUnit, uuidv7, type MotorcycleUnitState } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { signedInUser } from '../../users/role-users';
import { purchasingWorld, today, daysFrom, type PurchasingWorld } from './purchasing.test-helper';

describe('/api/purchases', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let rangs: string;
  let walton: string;
  let runner: string;
  let fz: string;
  let brakePad: string;
  let helmet: string;
  let cash: string;
  /** The first purchase: a motorcycle unit and a part line, paid in part. */
  let first: any;

  const unit = (n: string, color = 'Racing Blue') => ({ chassisNo: `ME4RG${n}`, engineNo: `EN${n}`, color });
  const body = (fields: Record<string, unknown> = {}) => ({
    supplier: rangs,
    memoNumber: `M-${randomUUID().slice(0, 8)}`,
    purchaseDate: today(),
    items: [{ product: helmet, quantity: 2, purchasePrice: 2000, salePrice: 3000 }],
    purchasePaymentMethod: cash,
    ...fields,
  });
  const supplierRow = async (id: string) => (await app.request('GET', `/api/suppliers/${id}`)).body.data;
  const productRow = async (id: string) => (await app.request('GET', `/api/products/${id}`)).body.data;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 300_000);
    cash = world.method.Cash;
    rangs = await world.supplier('Rangs Motors');
    walton = await world.supplier('Walton Parts');
    runner = await world.supplier('Runner Automobiles', false);
    const vehicle = await world.vehicle('Yamaha FZ-S');
    fz = await world.product({ name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000 });
    brakePad = await world.product({ name: 'Brake Pad', model: 'FZ-S', type: 'Spare Parts', salePrice: 1200, compatibility: [vehicle] });
    helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500 });
  });
  after(async () => app.close());

  it('receives a purchase with a motorcycle unit and a part line, paid in part: stock, units, payable, posting, numbers', async () => {
    const response = await app.request('POST', '/api/purchases', {
      body: {
        supplier: rangs,
        memoNumber: 'M-1001',
        purchaseDate: today(),
        otherCharges: 1880,
        notes: 'First lot',
        items: [
          { product: fz, quantity: 1, purchasePrice: 180000, salePrice: 215000, units: [unit('0000001')] },
          { product: brakePad, quantity: 10, purchasePrice: 800, salePrice: 1200 },
        ],
        purchasePaymentMethod: cash,
        paidAmount: 50000,
        total: 189880,
      },
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Purchase saved successfully');
    first = response.body.data;
    assert.equal(first.purchaseNumber, 'PUR-000001');
    assert.deepEqual(first.supplier, { _id: rangs, name: 'Rangs Motors' });
    assert.equal(first.dueDate, daysFrom(today(), 30));
    assert.equal(first.paymentTerms, 30);
    assert.equal(first.subtotal, 188000);
    assert.equal(first.total, 189880);
    assert.equal(first.paidAmount, 50000);
    assert.deepEqual(first.purchasePaymentMethod, { _id: cash, name: 'Cash' });
    assert.deepEqual(
      first.items.map((item: any) => [item.product.name, item.product.type, item.quantity, item.total, item.unitCost]),
      [
        ['Yamaha FZ-S', 'Motorcycle', 1, 180000, 181800],
        ['Brake Pad', 'Spare Parts', 10, 8000, 808],
      ],
    );
    assert.equal(first.items[0].units.length, 1);
    assert.deepEqual({ ...first.items[0].units[0], _id: undefined }, { _id: undefined, chassisNo: 'ME4RG0000001', engineNo: 'EN0000001', color: 'Racing Blue', status: 'Available' });
    assert.deepEqual(first.items[1].units, []);
    assert.equal(first.payable.status, 'Pending');
    assert.equal(first.payable.remaining, 139880);
    assert.equal(typeof first.journalEntry.entryNumber, 'number');

    // The register holds the unit at its cost, from the purchase.
    const registered = (await app.request('GET', `/api/products/motorcycles/${first.items[0].units[0]._id}`)).body.data;
    assert.equal(registered.source, 'purchase');
    assert.equal(registered.purchasePrice, 181800);
    assert.deepEqual(registered.purchase, { _id: first._id, purchaseNumber: 'PUR-000001', memoNumber: 'M-1001' });
    // Stock and value of both products.
    const motorcycles = await productRow(fz);
    assert.deepEqual([motorcycles.stock, motorcycles.inventoryValue, motorcycles.salePrice], [1, 181800, 215000]);
    const pads = await productRow(brakePad);
    assert.deepEqual([pads.stock, pads.inventoryValue, pads.salePrice], [10, 8080, 1200]);
    // The books: Dr Inventory per type, Cr Cash for the part paid, Cr Accounts Payable for the rest.
    assert.equal(await world.balanceOf('1301'), 181800);
    assert.equal(await world.balanceOf('1302'), 8080);
    assert.equal(await world.balanceOf('2101'), -139880);
    assert.equal(await world.balanceOf('1101'), 250000);
    assert.deepEqual(await world.booksAgree(), { accountsPayable: 139880, inventory: 189880 });
    // The supplier's deletion facts.
    const supplier = await supplierRow(rangs);
    assert.deepEqual([supplier.purchaseCount, supplier.openPayableCount], [1, 1]);
    const events = await app.eventCount();
    assert.equal((await app.request('DELETE', `/api/suppliers/${rangs}`)).status, 409, 'a supplier with purchases cannot be deleted');
    assert.equal(await app.eventCount(), events);
  });

  it('pays part of its payable: Accounts Payable still equals what remains open, the stock value the inventory accounts', async () => {
    const payables = (await app.request('GET', '/api/accounts/payables')).body.data.payables;
    assert.equal(payables.length, 1);
    assert.deepEqual([payables[0].source, payables[0].billNumber, payables[0].purchase], ['purchase', 'M-1001', { _id: first._id, purchaseNumber: 'PUR-000001' }]);
    const paid = await world.ok('POST', `/api/accounts/payables/${first.payable._id}/payment`, { amount: 39880, paymentMethod: cash, paymentDate: today(), notes: 'Half' });
    assert.equal(paid.payable.status, 'Partial');
    assert.equal(paid.payable.remaining, 100000);
    const purchase = (await app.request('GET', `/api/purchases/${first._id}`)).body.data;
    assert.deepEqual(purchase.payable, { _id: first.payable._id, status: 'Partial', remaining: 100000 });
    assert.deepEqual(await world.booksAgree(), { accountsPayable: 100000, inventory: 189880 });
  });

  it('refuses editing or deleting a purchase whose payable has payments, appending nothing', async () => {
    const same = {
      supplier: rangs,
      memoNumber: 'M-1001',
      purchaseDate: today(),
      otherCharges: 1880,
      items: [
        { product: fz, quantity: 1, purchasePrice: 180000, salePrice: 215000, units: [unit('0000001')] },
        { product: brakePad, quantity: 9, purchasePrice: 800, salePrice: 1200 },
      ],
      purchasePaymentMethod: cash,
      paidAmount: 50000,
    };
    await world.refused('PUT', `/api/purchases/${first._id}`, same, 409, 'Purchase PUR-000001 cannot be changed: its payable has payments');
    await world.refused('DELETE', `/api/purchases/${first._id}`, undefined, 409, 'Purchase PUR-000001 cannot be deleted: its payable has payments');
    // Notes and dates move no value: they may change.
    const noted = await world.ok('PUT', `/api/purchases/${first._id}`, { ...same, items: [same.items[0], { ...same.items[1], quantity: 10 }], notes: 'Checked against the memo' });
    assert.equal(noted.notes, 'Checked against the memo');
  });

  it('refuses the contract 400s with their fields, appending nothing', async () => {
    await world.refused('POST', '/api/purchases', {}, 400, 'Please select a supplier!', {
      supplier: 'Please select a supplier!',
      memoNumber: 'Please enter a memo number!',
      purchaseDate: 'Please select a purchase date!',
      items: 'You must add at least one item.',
      purchasePaymentMethod: 'Please select a payment method!',
    });
    await world.refused('POST', '/api/purchases', body({ items: [{ product: helmet, quantity: 0, purchasePrice: 0, salePrice: 1 }] }), 400, 'Quantity must be greater than 0!', {
      'items.0.quantity': 'Quantity must be greater than 0!',
      'items.0.purchasePrice': 'Price must be greater than 0!',
    });
    await world.refused('POST', '/api/purchases', body({ items: [{ product: helmet, quantity: 1.5 }] }), 400, 'Quantity must be a whole number', {
      'items.0.quantity': 'Quantity must be a whole number',
      'items.0.purchasePrice': 'Please enter a price!',
      'items.0.salePrice': 'Please enter a price!',
    });
    await world.refused('POST', '/api/purchases', body({ items: [{ product: helmet, quantity: 1, purchasePrice: 2000, salePrice: 1500 }] }), 400, 'Sale price must be higher than purchase price', {
      'items.0.salePrice': 'Sale price must be higher than purchase price',
    });
    const line = { product: helmet, quantity: 1, purchasePrice: 2000, salePrice: 3000 };
    await world.refused('POST', '/api/purchases', body({ items: [line, line] }), 400, 'This product is already on line 1', { 'items.1.product': 'This product is already on line 1' });
    await world.refused('POST', '/api/purchases', body({ total: 5000 }), 400, 'Total must equal the items plus other charges (৳4,000.00)', { total: 'Total must equal the items plus other charges (৳4,000.00)' });
    await world.refused('POST', '/api/purchases', body({ paidAmount: 4000.01 }), 400, 'Paid amount must be between ৳0.00 and ৳4,000.00', { paidAmount: 'Paid amount must be between ৳0.00 and ৳4,000.00' });
    await world.refused('POST', '/api/purchases', body({ otherCharges: -1 }), 400, 'Other charges cannot be negative', { otherCharges: 'Other charges cannot be negative' });
    await world.refused('POST', '/api/purchases', body({ paymentTerms: 400 }), 400, 'Payment terms must be 0 to 365 days', { paymentTerms: 'Payment terms must be 0 to 365 days' });
    await world.refused('POST', '/api/purchases', body({ dueDate: daysFrom(today(), -1) }), 400, 'Due date cannot be before the purchase date', { dueDate: 'Due date cannot be before the purchase date' });
    await world.refused('POST', '/api/purchases', body({ items: [{ ...line, units: [unit('X1')] }] }), 400, 'Only a Motorcycle line lists units', { 'items.0.units': 'Only a Motorcycle line lists units' });
    await world.refused('POST', '/api/purchases', body({ items: [{ product: randomUUID(), quantity: 1, purchasePrice: 1, salePrice: 2 }] }), 400, 'Product not found', { 'items.0.product': 'Product not found' });
    await world.refused('POST', '/api/purchases', body({ discount: 5 }), 400, 'property discount should not exist');
  });

  it('refuses a unit count that is not the quantity, numbers repeated on the purchase, and numbers already registered', async () => {
    const motorcycleLine = (units: object[], quantity = 2) => ({ product: fz, quantity, purchasePrice: 180000, salePrice: 215000, units });
    await world.refused('POST', '/api/purchases', body({ items: [motorcycleLine([unit('0000101')])] }), 400, 'Enter the chassis number, engine number and colour of each of the 2 units', {
      'items.0.units': 'Enter the chassis number, engine number and colour of each of the 2 units',
    });
    await world.refused('POST', '/api/purchases', body({ items: [motorcycleLine([])] }), 400, 'Enter the chassis number, engine number and colour of each of the 2 units');
    await world.refused('POST', '/api/purchases', body({ items: [motorcycleLine([unit('0000102'), { ...unit('0000103'), chassisNo: 'me4rg0000102' }])] }), 400, 'Chassis number ME4RG0000102 appears twice on this purchase', {
      'items.0.units.1.chassisNo': 'Chassis number ME4RG0000102 appears twice on this purchase',
    });
    await world.refused('POST', '/api/purchases', body({ items: [motorcycleLine([unit('0000104'), { chassisNo: '', engineNo: 'EN9', color: '' }])] }), 400, 'Please enter chassis number!', {
      'items.0.units.1.chassisNo': 'Please enter chassis number!',
      'items.0.units.1.color': 'Please enter color!',
    });
    await world.refused('POST', '/api/purchases', body({ items: [motorcycleLine([unit('0000105'), { ...unit('0000106'), chassisNo: 'me4rg0000001' }])] }), 409, 'Chassis number ME4RG0000001 is already registered', {
      'items.0.units.1.chassisNo': 'Chassis number ME4RG0000001 is already registered',
    });
    await world.refused('POST', '/api/purchases', body({ items: [motorcycleLine([{ ...unit('0000107'), engineNo: 'en0000001' }], 1)] }), 409, 'Engine number EN0000001 is already registered', {
      'items.0.units.0.engineNo': 'Engine number EN0000001 is already registered',
    });
  });

  it("refuses a memo number the supplier already used (whatever the case), another supplier's same memo is fine; an inactive supplier is refused", async () => {
    await world.refused('POST', '/api/purchases', body({ memoNumber: ' m-1001 ' }), 409, 'Memo number m-1001 is already used for Rangs Motors', { memoNumber: 'Memo number m-1001 is already used for Rangs Motors' });
    const waltons = await world.ok('POST', '/api/purchases', body({ supplier: walton, memoNumber: 'M-1001' }));
    assert.equal(waltons.purchaseNumber, 'PUR-000002');
    await world.refused('POST', '/api/purchases', body({ supplier: runner }), 409, 'Supplier Runner Automobiles is inactive', { supplier: 'Supplier Runner Automobiles is inactive' });
    await world.refused('POST', '/api/purchases', body({ supplier: randomUUID() }), 400, 'Supplier not found', { supplier: 'Supplier not found' });
  });

  it('refuses paying at once more cash than there is, with the balance', async () => {
    const cashNow = await world.balanceOf('1101');
    const total = 200 * 2000;
    await world.refused(
      'POST',
      '/api/purchases',
      body({ items: [{ product: helmet, quantity: 200, purchasePrice: 2000, salePrice: 3000 }], paidAmount: total }),
      409,
      `Cash in Hand has ৳${cashNow.toLocaleString('en-IN', { minimumFractionDigits: 2 })}; this would take it to -৳${(total - cashNow).toLocaleString('en-IN', { minimumFractionDigits: 2 })}.`,
    );
  });

  it('paying part by an empty bank account: a Storekeeper is told on the payment method to fund it first, an Administrator may confirm the overdraft (issue 23, item 1)', async () => {
    const bank = (await world.ok('POST', '/api/accounts/payment-methods', {
      name: 'DBBL Current', paymentAccount: 'DBBL 1234', account: world.account['1102'], type: 'Bank', details: { bankName: 'Dutch-Bangla Bank', accountNumber: '1234567890' },
    }))._id;
    const storekeeper = (await signedInUser(app, 'Storekeeper')).token;
    const overdrawing = body({ purchasePaymentMethod: bank, paidAmount: 1500 });
    const shortfall = 'Bank Account has ৳0.00; this would overdraw the bank account to -৳1,500.00.';
    const fundFirst = `${shortfall} Fund the account first, or ask an Administrator or Accountant to record this payment.`;
    const events = await app.eventCount();
    for (const request of [overdrawing, { ...overdrawing, allowOverdraft: true }]) {
      const refused = await app.request('POST', '/api/purchases', { body: request, token: storekeeper });
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.equal(refused.body.message, fundFirst);
      // On the form's field, and not naming allowOverdraft: the web offers no confirmation the server would not take.
      assert.deepEqual(refused.body.errors, { purchasePaymentMethod: fundFirst });
    }
    assert.equal(await app.eventCount(), events);

    const asked = await app.request('POST', '/api/purchases', { body: overdrawing });
    assert.equal(asked.status, 409);
    assert.deepEqual(asked.body.errors, { allowOverdraft: `${shortfall} Confirm the overdraft to proceed.` });
    const confirmed = await world.ok('POST', '/api/purchases', { ...overdrawing, allowOverdraft: true });
    assert.equal(confirmed.paidAmount, 1500);
    assert.equal(await world.balanceOf('1102'), -1500);
    await world.booksAgree();
  });

  it('a purchase paid in full at once opens no payable', async () => {
    const paid = await world.ok('POST', '/api/purchases', body({ paidAmount: 4000 }));
    assert.equal(paid.payable, null);
    await world.booksAgree();
  });

  it('corrects a purchase by reversal and re-posting: a kept unit keeps its id and register data; a unit no longer listed leaves the register', async () => {
    const fields = {
      supplier: rangs,
      memoNumber: 'M-2002',
      purchaseDate: today(),
      items: [
        { product: fz, quantity: 2, purchasePrice: 175000, salePrice: 215000, units: [unit('0000201'), unit('0000202')] },
        { product: helmet, quantity: 5, purchasePrice: 2000, salePrice: 3200 },
      ],
      purchasePaymentMethod: cash,
    };
    const recorded = await world.ok('POST', '/api/purchases', fields);
    const [kept, dropped] = recorded.items[0].units;
    await world.ok('PUT', `/api/products/motorcycles/${kept._id}`, { registrationNumber: 'DM-LA-1', status: 'Reserved' });
    // A unit that is not Available holds its purchase.
    await world.refused('PUT', `/api/purchases/${recorded._id}`, { ...fields, otherCharges: 100 }, 409, `Purchase ${recorded.purchaseNumber} cannot be changed: motorcycle ME4RG0000201 is Reserved`);
    await world.ok('PUT', `/api/products/motorcycles/${kept._id}`, { status: 'Available' });
    // The unit from the register cannot take the purchase's numbers or price.
    await world.refused('PUT', `/api/products/motorcycles/${kept._id}`, { purchasePrice: 1 }, 409, `This motorcycle came from purchase ${recorded.purchaseNumber}; change its chassis number, engine number, product or price on the purchase`);
    await world.refused('DELETE', `/api/products/motorcycles/${kept._id}`, undefined, 409, `This motorcycle came from purchase ${recorded.purchaseNumber}; remove it by editing or deleting the purchase`);

    const amended = await world.ok('PUT', `/api/purchases/${recorded._id}`, {
      ...fields,
      otherCharges: 500,
      items: [
        { product: fz, quantity: 2, purchasePrice: 176000, salePrice: 215000, units: [{ ...unit('0000201'), color: 'Matte Black' }, unit('0000203')] },
        { product: helmet, quantity: 4, purchasePrice: 2000, salePrice: 3200 },
      ],
    });
    assert.equal(amended.purchaseNumber, recorded.purchaseNumber);
    assert.equal(amended.total, 2 * 176000 + 4 * 2000 + 500);
    assert.equal(amended.items[0].units[0]._id, kept._id);
    assert.notEqual(amended.items[0].units[1]._id, dropped._id);
    const keptUnit = (await app.request('GET', `/api/products/motorcycles/${kept._id}`)).body.data;
    // Its cost: the line's price and its share of other charges (৳488.89 over two units, the odd poisha to the first).
    assert.deepEqual([keptUnit.color, keptUnit.registrationNumber, keptUnit.purchasePrice], ['Matte Black', 'DM-LA-1', 176244.45]);
    assert.equal((await app.request('GET', `/api/products/motorcycles/${dropped._id}`)).status, 404);
    // Its chassis number is free again.
    assert.equal((await app.request('GET', '/api/products/motorcycles?search=ME4RG0000202')).body.data.pagination.total, 0);
    assert.equal(amended.payable.remaining, amended.total);
    await world.booksAgree();
  });

  it('refuses editing or deleting a purchase whose goods have left stock or whose unit is sold', async () => {
    const fields = {
      supplier: walton,
      memoNumber: 'M-3003',
      purchaseDate: today(),
      items: [
        { product: fz, quantity: 1, purchasePrice: 170000, salePrice: 215000, units: [unit('0000301')] },
        { product: brakePad, quantity: 4, purchasePrice: 800, salePrice: 1200 },
      ],
      purchasePaymentMethod: cash,
    };
    const recorded = await world.ok('POST', '/api/purchases', fields);
    const pads = await productRow(brakePad);
    // Take out all but 1 of the pads: the purchase's 4 can no longer come back.
    const out = pads.stock - 1;
    await world.ok('PATCH', `/api/products/${brakePad}/stock`, { stockChange: -out, adjustmentType: 'stock_out', reason: 'Used in the workshop', adjustmentDate: today() });
    await world.refused('DELETE', `/api/purchases/${recorded._id}`, undefined, 409, `Purchase ${recorded.purchaseNumber} cannot be deleted: Brake Pad has 1 in stock and the change would take it to -3`);
    await world.refused('PUT', `/api/purchases/${recorded._id}`, { ...fields, otherCharges: 10 }, 409, `Purchase ${recorded.purchaseNumber} cannot be changed: Brake Pad has 1 in stock and the change would take it to -3`);
    await world.ok('PATCH', `/api/products/${brakePad}/stock`, { stockChange: out, adjustmentType: 'stock_in', unitCost: 808, reason: 'Returned', adjustmentDate: today() });

    // The unit sold on an invoice (the invoice's decision, appended here as it would be).
    const motorcycleId = recorded.items[0].units[0]._id;
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const events = await store.readStream(motorcycleStream(motorcycleId));
    const state = foldStream<MotorcycleUnitState>(motorcycleStream(motorcycleId), events.map((event) => ({ type: event.type, data: event.data })) as never);
    const sold = sellMotorcycleUnit(state, { invoiceId: uuidv7(), date: today(), soldBy: uuidv7(), soldAt: new Date().toISOString() });
    const fzBefore = await productRow(fz);
    // With its posting, as the invoice makes it: Dr Cost of Goods Sold / Cr Inventory - Motorcycles at the unit's cost.
    const journalEntryId = uuidv7();
    const posting = journalEntryPosted({
      journalEntryId,
      date: today(),
      reference: 'INV-TEST',
      description: 'Motorcycle sold',
      lines: [
        { accountId: world.account['5101'], debit: sold.cost, credit: 0 },
        { accountId: world.account['1301'], debit: 0, credit: sold.cost },
      ],
      source: { kind: 'manual' },
      postedBy: uuidv7(),
      postedAt: new Date().toISOString(),
    });
    const metadata = { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    await store.append([
      { stream: motorcycleStream(motorcycleId), expectedRevision: events.length - 1, events: [{ id: uuidv7(), type: sold.event.type, data: sold.event.data, metadata }] },
      { stream: journalEntryStream(journalEntryId), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: posting.type, data: posting.data, metadata }] },
    ]);
    for (let attempt = 0; attempt < 50 && (await productRow(fz)).stock === fzBefore.stock; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const fzAfter = await productRow(fz);
    assert.equal(fzAfter.stock, fzBefore.stock - 1, 'a Sold unit is no longer stock');
    assert.equal(Math.round((fzBefore.inventoryValue - fzAfter.inventoryValue) * 100), 17000000);
    await world.refused('DELETE', `/api/purchases/${recorded._id}`, undefined, 409, `Purchase ${recorded.purchaseNumber} cannot be deleted: motorcycle ME4RG0000301 is Sold`);
    await world.refused('PUT', `/api/purchases/${recorded._id}`, { ...fields, notes: 'x', otherCharges: 1 }, 409, `Purchase ${recorded.purchaseNumber} cannot be changed: motorcycle ME4RG0000301 is Sold`);
  });

  it('deletes a purchase: stock, units, posting and payable reversed; its number is never given again', async () => {
    const before = await world.booksAgree();
    const supplierBefore = await supplierRow(walton);
    const recorded = await world.ok('POST', '/api/purchases', body({ supplier: walton, memoNumber: 'M-DEL', items: [{ product: fz, quantity: 1, purchasePrice: 160000, salePrice: 215000, units: [unit('0000401')] }] }));
    assert.deepEqual([(await supplierRow(walton)).purchaseCount, (await supplierRow(walton)).openPayableCount], [supplierBefore.purchaseCount + 1, supplierBefore.openPayableCount + 1]);
    const deleted = await app.request('DELETE', `/api/purchases/${recorded._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: recorded._id }, message: 'Purchase deleted successfully' });
    assert.equal((await app.request('GET', `/api/purchases/${recorded._id}`)).status, 404);
    assert.equal((await app.request('GET', `/api/products/motorcycles/${recorded.items[0].units[0]._id}`)).status, 404);
    assert.equal((await app.request('GET', `/api/accounts/payables/${recorded.payable._id}`)).status, 404);
    assert.deepEqual(await world.booksAgree(), before);
    const supplierAfter = await supplierRow(walton);
    assert.deepEqual([supplierAfter.purchaseCount, supplierAfter.openPayableCount], [supplierBefore.purchaseCount, supplierBefore.openPayableCount]);
    await world.refused('DELETE', `/api/purchases/${recorded._id}`, undefined, 404, 'Purchase not found');
    await world.refused('PUT', `/api/purchases/${randomUUID()}`, body(), 404, 'Purchase not found');
    // The memo number and the unit's numbers are free again; the purchase number is not.
    const again = await world.ok('POST', '/api/purchases', body({ supplier: walton, memoNumber: 'M-DEL', items: [{ product: fz, quantity: 1, purchasePrice: 160000, salePrice: 215000, units: [unit('0000401')] }] }));
    assert.equal(Number(again.purchaseNumber.slice(4)), Number(recorded.purchaseNumber.slice(4)) + 1);
  });

  it('lists a page newest first with pagination.total, searching memo, purchase number and supplier', async () => {
    const page = (await app.request('GET', '/api/purchases?page=1&limit=2')).body.data;
    assert.equal(page.purchases.length, 2);
    const all = (await app.request('GET', '/api/purchases?limit=100')).body.data;
    assert.equal(page.pagination.total, all.purchases.length);
    assert.deepEqual(page.pagination, { total: all.purchases.length, page: 1, limit: 2, pages: Math.ceil(all.purchases.length / 2) });
    const numbers = all.purchases.map((purchase: any) => Number(purchase.purchaseNumber.slice(4)));
    assert.deepEqual(numbers, [...numbers].sort((a, b) => b - a), 'same day: by purchase number, newest first');
    const search = async (text: string) => (await app.request('GET', `/api/purchases?search=${encodeURIComponent(text)}`)).body.data.purchases.map((purchase: any) => purchase.purchaseNumber);
    assert.deepEqual(await search('m-2002'), [all.purchases.find((purchase: any) => purchase.memoNumber === 'M-2002').purchaseNumber]);
    assert.deepEqual(await search('PUR-000001'), ['PUR-000001']);
    assert.ok((await search('walton')).length >= 2);
    const waltons = (await app.request(`GET`, `/api/purchases?supplier=${walton}&limit=100`)).body.data.purchases;
    assert.ok(waltons.every((purchase: any) => purchase.supplier._id === walton));
    assert.equal((await app.request('GET', `/api/purchases?startDate=${daysFrom(today(), 1)}`)).body.data.pagination.total, 0);
  });

  it('answers a repeated Idempotency-Key with the first purchase, appending nothing', async () => {
    const headers = { 'idempotency-key': `purchase-${randomUUID()}` };
    const fields = body();
    const first = await app.request('POST', '/api/purchases', { body: fields, headers });
    assert.equal(first.status, 201);
    const events = await app.eventCount();
    const second = await app.request('POST', '/api/purchases', { body: fields, headers });
    assert.equal(second.status, 201);
    assert.equal(second.body.data._id, first.body.data._id);
    assert.equal(await app.eventCount(), events);
    const other = await app.request('POST', '/api/purchases', { body: { ...fields, notes: 'different' }, headers });
    assert.equal(other.status, 409);
  });
});
