import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused, type RefusedArguments } from '../../test-support/refusals';

/** Products, stock and price history over HTTP (docs/api/inventory.md), with their postings. */
describe('/api/products', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let fz: string;
  let pulsar: string;
  let rangs: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

  before(async () => {
    app = await startTestApp();
    assert.equal((await app.request('POST', '/api/accounts/initialize')).status, 201);
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    const vehicle = async (name: string, model: string) => {
      const response = await app.request('POST', '/api/vehicles', { body: { name, model, year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' } });
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body.data._id as string;
    };
    fz = await vehicle('Yamaha FZ-S', 'V3 ABS');
    pulsar = await vehicle('Bajaj Pulsar', 'N160');
    const supplier = await app.request('POST', '/api/suppliers', {
      body: { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000000', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' },
    });
    assert.equal(supplier.status, 201, JSON.stringify(supplier.body));
    rangs = supplier.body.data._id;
  });
  after(async () => app.close());

  const refused = (...args: RefusedArguments) => expectRefused(app, ...args);
  const create = async (body: object) => {
    const response = await app.request('POST', '/api/products', { body });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body.data;
  };
  const adjust = async (id: string, body: object) => {
    const response = await app.request('PATCH', `/api/products/${id}/stock`, { body });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Stock adjustment completed successfully.');
    return response.body.data;
  };
  const poisha = (taka: number) => Math.round(taka * 100);
  const balanceOf = async (code: string) => {
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    return chart.body.data.accounts.find((row: any) => row.code === code).balance as number;
  };
  const trialBalance = async () => (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${today}`)).body.data;
  const totalsOf = async (type: string) => (await app.request('GET', `/api/products?type=${encodeURIComponent(type)}&includeInventoryValue=true&limit=1000`)).body.data.totals;
  /** The books and the stock agree: each type's inventory account holds its products' value, and the trial balance balances. */
  async function booksAgreeWithStock() {
    for (const [type, code] of [['Motorcycle', '1301'], ['Spare Parts', '1302'], ['Accessories', '1303']]) {
      assert.equal(await balanceOf(code), (await totalsOf(type)).inventoryValue, `${type}: inventory account ${code} = stock value`);
    }
    const trial = await trialBalance();
    assert.equal(trial.isBalanced, true);
    assert.equal(trial.totals.totalDebits, trial.totals.totalCredits);
  }

  const BRAKE_PAD = {
    name: 'Brake Pad',
    model: 'FZ-S Front',
    type: 'Spare Parts',
    sku: 'BP-FZ-01',
    barcode: '8901234567890',
    description: 'Sintered front pad',
    color: 'Black',
    supplier: null as string | null,
    compatibility: [] as string[],
    salePrice: 900,
    cost: 600.5,
    stock: 10,
    reorderLevel: 5,
    reorderQuantity: 20,
    location: 'Rack A3',
    notes: '',
    isActive: true,
    trackInventory: true,
  };
  let pad: any;

  it('answers 401 to every call without a token, appending nothing', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/products'],
      ['GET', `/api/products/${id}`],
      ['POST', '/api/products', { ...BRAKE_PAD, supplier: rangs, compatibility: [fz] }],
      ['PUT', `/api/products/${id}`, { name: 'x' }],
      ['DELETE', `/api/products/${id}`],
      ['PATCH', `/api/products/${id}/stock`, { adjustmentType: 'stock_in', stockChange: 1, reason: 'x' }],
      ['GET', `/api/products/${id}/stock-movements`],
      ['GET', `/api/products/${id}/price-history`],
    ] as const) {
      await refused(method, path, { token: null, body }, 401, 'Authentication required');
    }
  });

  it('creates a spare part with opening stock: Dr Inventory - Spare Parts / Cr Opening Balance Equity at cost, answered as projected', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/products', { body: { ...BRAKE_PAD, supplier: rangs, compatibility: [fz, pulsar], date: '2026-01-05' } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Product created successfully');
    pad = response.body.data;
    const { _id, createdAt, lastUpdated, ...fields } = pad;
    assert.match(createdAt, ISO);
    assert.equal(lastUpdated, createdAt);
    assert.deepEqual(fields, {
      name: 'Brake Pad',
      model: 'FZ-S Front',
      sku: 'BP-FZ-01',
      barcode: '8901234567890',
      description: 'Sintered front pad',
      color: 'Black',
      specifications: { color: 'Black' },
      type: 'Spare Parts',
      supplier: { _id: rangs, name: 'Rangs Motors' },
      compatibility: [
        { _id: fz, name: 'Yamaha FZ-S', model: 'V3 ABS' },
        { _id: pulsar, name: 'Bajaj Pulsar', model: 'N160' },
      ],
      salePrice: 900,
      cost: 600.5,
      averageCost: 600.5,
      trackInventory: true,
      stock: 10,
      inventoryValue: 6005,
      reorderLevel: 5,
      reorderQuantity: 20,
      isLowStock: false,
      profitMargin: 33.28,
      location: 'Rack A3',
      notes: '',
      isActive: true,
      // No VAT rate of its own: its type's (issue 24).
      vatRate: null,
      vatExempt: false,
    });
    // The product, its two first prices, the opening stock, the SKU claim, the entry.
    assert.equal(await app.eventCount(), before + 6);
    assert.deepEqual((await app.request('GET', `/api/products/${_id}`)).body, { success: true, data: pad });
    assert.equal(await balanceOf('1302'), 6005);
    assert.equal(await balanceOf('3301'), 6005);
    await booksAgreeWithStock();

    const movements = (await app.request('GET', `/api/products/${_id}/stock-movements`)).body.data;
    assert.deepEqual(movements.pagination, { total: 1, page: 1, limit: 10, pages: 1 });
    const [opening] = movements.movements;
    assert.deepEqual(
      { ...opening, _id: undefined, journalEntry: undefined, recordedAt: undefined },
      {
        _id: undefined,
        date: '2026-01-05',
        type: 'opening',
        typeLabel: 'Opening Stock',
        quantityChange: 10,
        valueImpact: 6005,
        unitCost: 600.5,
        landedUnitCost: 600.5,
        reference: '',
        reason: 'Opening stock',
        balanceAfter: 10,
        valueAfter: 6005,
        journalEntry: undefined,
        source: null,
        recordedBy: opening.recordedBy,
        recordedAt: undefined,
      },
    );
    assert.equal(typeof opening.journalEntry.entryNumber, 'number');
    assert.equal(opening.recordedBy.name.length > 0, true);
    const entry = (await app.request('GET', `/api/accounts/journal-entries/${opening.journalEntry._id}`)).body.data;
    assert.equal(entry.date, '2026-01-05');
    assert.equal(entry.totalDebit, 6005);
  });

  it('creates products without stock or with no cost posting nothing, and a Motorcycle product with stock 0', async () => {
    const before = await app.eventCount();
    const helmet = await create({ name: 'Helmet', model: 'Vega Edge', type: 'Accessories', salePrice: 2500, stock: 3 });
    assert.deepEqual([helmet.stock, helmet.inventoryValue, helmet.cost, helmet.averageCost, helmet.profitMargin, helmet.compatibility, helmet.supplier], [3, 0, 0, 0, 0, [], null]);
    // Product, sale price, opening stock (no cost: no entry).
    assert.equal(await app.eventCount(), before + 3);
    const bike = await create({ name: 'Yamaha FZ-S', model: 'V3 ABS 2025', type: 'Motorcycle', salePrice: 285000, cost: 240000, stock: 0 });
    assert.deepEqual([bike.stock, bike.inventoryValue, bike.averageCost, bike.isLowStock], [0, 0, 240000, true]);
    await booksAgreeWithStock();
  });

  it('refuses bad input with the spec messages, appending nothing', async () => {
    await refused('POST', '/api/products', { body: {} }, 400, 'Product name is required.', {
      name: 'Product name is required.',
      model: 'Model is required.',
      type: 'Product type is required.',
      salePrice: 'Sale price is required.',
      stock: 'Stock is required.',
    });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', type: 'Scooter', compatibility: [fz] } }, 400, 'Product type must be one of Motorcycle, Spare Parts, Accessories');
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], salePrice: -1, cost: -2, stock: 1.5 } }, 400, 'Price cannot be negative', {
      salePrice: 'Price cannot be negative',
      cost: 'Price cannot be negative',
      stock: 'Stock must be a whole number, at least 0',
    });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], reorderLevel: -1, reorderQuantity: 0 } }, 400, 'Reorder level must be a whole number, at least 0', {
      reorderLevel: 'Reorder level must be a whole number, at least 0',
      reorderQuantity: 'Reorder quantity must be a whole number, at least 1',
    });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [] } }, 400, 'Compatibility is required for Spare Parts.', { compatibility: 'Compatibility is required for Spare Parts.' });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [randomUUID()] } }, 400, 'Vehicle not found', { compatibility: 'Vehicle not found' });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: ['fz'] } }, 400, 'Vehicle not found', { compatibility: 'Vehicle not found' });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], supplier: randomUUID() } }, 400, 'Supplier not found', { supplier: 'Supplier not found' });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], salePrice: 600.49 } }, 400, 'Sale price must be higher than purchase price', {
      salePrice: 'Sale price must be higher than purchase price',
    });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], cost: 1.234 } }, 400, 'Price can have at most 2 decimal places', { cost: 'Price can have at most 2 decimal places' });
    await refused('POST', '/api/products', { body: { name: 'Bike', model: 'X', type: 'Motorcycle', salePrice: 10, stock: 2 } }, 400, 'The stock of a motorcycle is its units: add them in the motorcycle register', {
      stock: 'The stock of a motorcycle is its units: add them in the motorcycle register',
    });
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], name: 'x'.repeat(201) } }, 400, 'Product name must be at most 200 characters');
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], quantity: 3 } }, 400, 'property quantity should not exist');
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: '', compatibility: [fz], date: '5 Jan' } }, 400, 'Please enter a valid date (YYYY-MM-DD)');
  });

  it('refuses a second product with the same SKU, whatever the case (409 naming the field)', async () => {
    await refused('POST', '/api/products', { body: { ...BRAKE_PAD, sku: 'bp-fz-01', compatibility: [fz] } }, 409, 'A product with SKU bp-fz-01 already exists', { sku: 'A product with SKU bp-fz-01 already exists' });
  });

  it('moves stock: stock in at a cost moves the average; out, damaged and adjustments at the average; each posted in the same append', async () => {
    const id = pad._id;
    // 10 worth ৳6,005.00; 5 come in at ৳660.25: 15 worth ৳9,306.25.
    const stockIn = await adjust(id, { adjustmentType: 'stock_in', stockChange: 5, unitCost: 660.25, reason: 'Found in the back store', reference: 'GRN-7', adjustmentDate: '2026-01-10T20:00:00.000Z' });
    assert.deepEqual([stockIn.product.stock, stockIn.product.inventoryValue, stockIn.product.averageCost, stockIn.product.cost], [15, 9306.25, 620.42, 660.25]);
    const { _id: movementId, journalEntry, recordedAt, recordedBy, ...movement } = stockIn.movement;
    // 20:00 UTC on the 10th is the 11th in Dhaka.
    assert.deepEqual(movement, {
      date: '2026-01-11',
      type: 'stock_in',
      typeLabel: 'Stock Increase',
      quantityChange: 5,
      valueImpact: 3301.25,
      unitCost: 660.25,
      landedUnitCost: 660.25,
      reference: 'GRN-7',
      reason: 'Found in the back store',
      balanceAfter: 15,
      valueAfter: 9306.25,
      source: null,
    });
    assert.equal(typeof movementId, 'string');
    assert.equal(typeof journalEntry.entryNumber, 'number');
    assert.match(recordedAt, ISO);
    assert.equal(typeof recordedBy._id, 'string');
    assert.equal(await balanceOf('4202'), 3301.25, 'Inventory Gain');

    // 4 out of 15 worth 9,306.25: round(930,625 × 4 / 15) = 2,48,167 poisha.
    const out = await adjust(id, { adjustmentType: 'stock_out', stockChange: -4, reason: 'Given to the workshop', adjustmentDate: '2026-01-12' });
    assert.deepEqual([out.product.stock, out.product.inventoryValue, out.movement.valueImpact, out.movement.unitCost], [11, 6824.58, -2481.67, null]);
    const damaged = await adjust(id, { adjustmentType: 'damaged', stockChange: -1, reason: 'Cracked', adjustmentDate: '2026-01-12' });
    assert.deepEqual([damaged.product.stock, damaged.product.inventoryValue, damaged.movement.typeLabel], [10, 6204.16, 'Damaged Goods']);
    const found = await adjust(id, { adjustmentType: 'adjustment', stockChange: 2, reason: 'Count found two more', adjustmentDate: '2026-01-13' });
    assert.deepEqual([found.product.stock, found.product.inventoryValue, found.movement.valueImpact], [12, 7444.99, 1240.83]);
    assert.equal(poisha(await balanceOf('5301')), 248_167 + 62_042, 'Inventory Loss: stock out and damaged');
    assert.equal(poisha(await balanceOf('4202')), 330_125 + 124_083, 'Inventory Gain: stock in and the count');
    await booksAgreeWithStock();
  });

  it('refuses stock going negative, a Motorcycle product, wrong signs and bad input, appending nothing', async () => {
    const id = pad._id;
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_out', stockChange: -13, reason: 'Too many' } }, 409, 'Insufficient stock: 12 in stock, 13 requested');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'adjustment', stockChange: -100, reason: 'Count' } }, 409, 'Insufficient stock: 12 in stock, 100 requested');
    const bike = (await app.request('GET', '/api/products?type=Motorcycle')).body.data.products[0];
    await refused(
      'PATCH',
      `/api/products/${bike._id}/stock`,
      { body: { adjustmentType: 'stock_in', stockChange: 1, unitCost: 240000, reason: 'Arrived' } },
      409,
      'The stock of a motorcycle is its units in the motorcycle register: add, edit or remove units there (Products > Motorcycle Inventory), not by a stock adjustment',
    );
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_in', stockChange: -1, reason: 'x' } }, 400, 'A stock in adds stock: the change must be positive', {
      stockChange: 'A stock in adds stock: the change must be positive',
    });
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_out', stockChange: 1, reason: 'x' } }, 400, 'A stock out adjustment takes stock out: the change must be negative');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'damaged', stockChange: 1, reason: 'x' } }, 400, 'A damaged adjustment takes stock out: the change must be negative');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'adjustment', stockChange: 0, reason: 'x' } }, 400, 'Quantity must be at least 1');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'adjustment', stockChange: 1.5, reason: 'x' } }, 400, 'Quantity must be a whole number');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'adjustment', reason: 'x' } }, 400, 'Quantity is required.');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_out', stockChange: -1, unitCost: 5, reason: 'x' } }, 400, 'Only a stock in takes a unit cost', { unitCost: 'Only a stock in takes a unit cost' });
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_in', stockChange: 1, unitCost: -5, reason: 'x' } }, 400, 'Price cannot be negative');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_in', stockChange: 1, reason: '' } }, 400, 'Reason is required.', { reason: 'Reason is required.' });
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_in', stockChange: 1, reason: 'x', reference: 'r'.repeat(101) } }, 400, 'Reference must be at most 100 characters');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'stock_in', stockChange: 1, reason: 'x', adjustmentDate: 'yesterday' } }, 400, 'Date is required.');
    await refused('PATCH', `/api/products/${id}/stock`, { body: { adjustmentType: 'recount', stockChange: 1, reason: 'x' } }, 400, 'Adjustment type must be one of stock_in, stock_out, adjustment, damaged');
    await refused('PATCH', `/api/products/${randomUUID()}/stock`, { body: { adjustmentType: 'stock_in', stockChange: 1, reason: 'x' } }, 404, 'Product not found');
  });

  it('lists movements newest first, paged and filtered, with their entries', async () => {
    const id = pad._id;
    const all = (await app.request('GET', `/api/products/${id}/stock-movements?limit=3`)).body.data;
    assert.deepEqual(all.pagination, { total: 5, page: 1, limit: 3, pages: 2 });
    assert.deepEqual(all.movements.map((row: any) => [row.date, row.type]), [['2026-01-13', 'adjustment'], ['2026-01-12', 'damaged'], ['2026-01-12', 'stock_out']]);
    const second = (await app.request('GET', `/api/products/${id}/stock-movements?limit=3&page=2`)).body.data;
    assert.deepEqual(second.movements.map((row: any) => [row.date, row.type, row.balanceAfter]), [['2026-01-11', 'stock_in', 15], ['2026-01-05', 'opening', 10]]);
    const numbers = [...all.movements, ...second.movements].map((row: any) => row.journalEntry.entryNumber);
    assert.equal(new Set(numbers).size, 5, 'every movement with value posted its own entry');
    const ins = (await app.request('GET', `/api/products/${id}/stock-movements?type=stock_in`)).body.data;
    assert.deepEqual([ins.pagination.total, ins.movements.length], [1, 1]);
    const january = (await app.request('GET', `/api/products/${id}/stock-movements?startDate=2026-01-11&endDate=2026-01-12`)).body.data;
    assert.deepEqual(january.movements.map((row: any) => row.type), ['damaged', 'stock_out', 'stock_in']);
    await refused('GET', `/api/products/${id}/stock-movements?type=theft`, {}, 400, 'type must be one of opening, stock_in, stock_out, adjustment, damaged, revaluation, purchase, purchase_reversal, sale, sale_return');
    await refused('GET', `/api/products/${id}/stock-movements?startDate=2026-13-01`, {}, 400, 'Invalid date');
    await refused('GET', `/api/products/${randomUUID()}/stock-movements`, {}, 404, 'Product not found');
  });

  it('edits a product: the form resent as shown changes nothing; a new cost with stock revalues it and posts the difference', async () => {
    const id = pad._id;
    const shown = (await app.request('GET', `/api/products/${id}`)).body.data;
    const form = {
      name: shown.name, model: shown.model, type: shown.type, sku: shown.sku, barcode: shown.barcode, color: shown.color, supplier: shown.supplier._id,
      compatibility: shown.compatibility.map((vehicle: any) => vehicle._id), cost: shown.cost, salePrice: shown.salePrice, reorderLevel: shown.reorderLevel,
      reorderQuantity: shown.reorderQuantity, location: shown.location, description: shown.description, notes: shown.notes, isActive: true, trackInventory: true,
    };
    const before = await app.eventCount();
    const same = await app.request('PUT', `/api/products/${id}`, { body: form });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.message, 'Product updated successfully');
    assert.equal(shown.averageCost, 620.42);
    assert.equal(await app.eventCount(), before, 'nothing changed: nothing appended (the last cost ৳660.25, resent, is no new cost though the average is ৳620.42)');

    const renamed = await app.request('PUT', `/api/products/${id}`, { body: { ...form, name: 'Brake Pad Set', supplier: null, compatibility: [fz], reorderLevel: 15 } });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual([renamed.body.data.name, renamed.body.data.supplier, renamed.body.data.compatibility.length, renamed.body.data.isLowStock, renamed.body.data.stock], ['Brake Pad Set', null, 1, true, 12]);
    assert.ok(renamed.body.data.lastUpdated > shown.lastUpdated);

    // 12 worth ৳7,444.99 revalued at ৳600.00: ৳7,200.00, a loss of ৳244.99 dated the 20th.
    const lossBefore = poisha(await balanceOf('5301'));
    const revalued = await app.request('PUT', `/api/products/${id}`, { body: { cost: 600, salePrice: 950, date: '2026-01-20' } });
    assert.equal(revalued.status, 200, JSON.stringify(revalued.body));
    assert.deepEqual([revalued.body.data.cost, revalued.body.data.averageCost, revalued.body.data.inventoryValue, revalued.body.data.salePrice, revalued.body.data.profitMargin], [600, 600, 7200, 950, 36.84]);
    assert.equal(poisha(await balanceOf('5301')), lossBefore + 24_499);
    const [revaluation] = (await app.request('GET', `/api/products/${id}/stock-movements?type=revaluation`)).body.data.movements;
    assert.deepEqual([revaluation.date, revaluation.quantityChange, revaluation.valueImpact, revaluation.typeLabel, revaluation.reason], ['2026-01-20', 0, -244.99, 'Revaluation', 'Cost changed from ৳620.42 to ৳600.00']);
    await booksAgreeWithStock();

    // A stock in without a unit cost comes in at the average of the moment (no new cost).
    const atAverage = await adjust(id, { adjustmentType: 'stock_in', stockChange: 1, reason: 'Returned by the workshop' });
    assert.equal(atAverage.movement.date, today);
    assert.equal(atAverage.movement.unitCost, 600);
    assert.deepEqual([atAverage.product.stock, atAverage.product.inventoryValue], [13, 7800]);
    await booksAgreeWithStock();
  });

  it('refuses bad edits, appending nothing', async () => {
    const id = pad._id;
    await refused('PUT', `/api/products/${id}`, { body: { stock: 20 } }, 400, 'Stock changes belong on the Stock Management page', { stock: 'Stock changes belong on the Stock Management page' });
    await refused('PUT', `/api/products/${id}`, { body: { salePrice: 599.99 } }, 400, 'Sale price must be higher than purchase price', { salePrice: 'Sale price must be higher than purchase price' });
    await refused('PUT', `/api/products/${id}`, { body: { type: 'Accessories' } }, 409, 'Brake Pad Set has stock; the type of a product with stock or motorcycle units cannot change');
    await refused('PUT', `/api/products/${id}`, { body: { name: '' } }, 400, 'Product name is required.');
    await refused('PUT', `/api/products/${id}`, { body: { compatibility: [] } }, 400, 'Compatibility is required for Spare Parts.');
    await refused('PUT', `/api/products/${id}`, { body: { supplier: randomUUID() } }, 400, 'Supplier not found');
    const helmet = (await app.request('GET', '/api/products?search=helmet')).body.data.products[0];
    await refused('PUT', `/api/products/${helmet._id}`, { body: { sku: 'BP-FZ-01' } }, 409, 'A product with SKU BP-FZ-01 already exists');
    await refused('PUT', `/api/products/${randomUUID()}`, { body: { name: 'Ghost' } }, 404, 'Product not found');
    await refused('GET', `/api/products/${randomUUID()}`, {}, 404, 'Product not found');
    await refused('GET', '/api/products/not-an-id', {}, 400, 'The id in the path is not a valid id');
  });

  it('answers the price history: changes newest first, trend, margin, value, count', async () => {
    const id = pad._id;
    const history = (await app.request('GET', `/api/products/${id}/price-history?limit=3`)).body.data;
    assert.deepEqual(history.product, { _id: id, name: 'Brake Pad Set', model: 'FZ-S Front', sku: 'BP-FZ-01', type: 'Spare Parts', currentCost: 600, currentSalePrice: 950, averageCost: 600, stock: 13 });
    assert.deepEqual(history.analytics, { costTrend: 'decreasing', profitMargin: 36.84, inventoryValue: 7800, averagePurchasePrice: 0, totalPurchased: 0, priceChangeCount: 5 });
    assert.deepEqual(
      history.priceHistory.map((row: any) => [row.effectiveDate, row.priceType, row.previousPrice, row.price, row.source, row.reason, row.reference]),
      [
        ['2026-01-20', 'salePrice', 900, 950, 'edit', 'Price edited', ''],
        ['2026-01-20', 'cost', 660.25, 600, 'edit', 'Price edited', ''],
        ['2026-01-11', 'cost', 600.5, 660.25, 'stock_in', 'Stock in: Found in the back store', 'GRN-7'],
      ],
    );
    assert.deepEqual(history.purchaseHistory, []);
    assert.equal((await app.request('GET', `/api/products/${id}/price-history`)).body.data.priceHistory.length, 5);
    await refused('GET', `/api/products/${id}/price-history?limit=101`, {}, 400, 'limit must be a whole number from 1 to 100');
    await refused('GET', `/api/products/${randomUUID()}/price-history`, {}, 404, 'Product not found');
  });

  it('lists products: search, type, low stock, supplier, active, sort, pages and totals in SQL', async () => {
    await create({ name: 'Chain Sprocket Kit', model: 'Pulsar N160', type: 'Spare Parts', sku: 'CSK-160', compatibility: [pulsar], supplier: rangs, salePrice: 3200, cost: 2400, stock: 8, reorderLevel: 2 });
    await create({ name: 'Riding Gloves', model: 'Pro Biker', type: 'Accessories', barcode: '7700112233', salePrice: 1200, cost: 700, stock: 40, isActive: false });
    const names = async (query: string) => (await app.request('GET', `/api/products?${query}`)).body.data.products.map((product: any) => product.name);
    assert.deepEqual(await names(''), ['Brake Pad Set', 'Chain Sprocket Kit', 'Helmet', 'Riding Gloves', 'Yamaha FZ-S']);
    assert.deepEqual(await names('search=PULSAR'), ['Chain Sprocket Kit'], 'model contains');
    assert.deepEqual(await names('search=glove'), ['Riding Gloves'], 'name contains');
    assert.deepEqual(await names('search=csk'), ['Chain Sprocket Kit'], 'SKU starts with');
    assert.deepEqual(await names('search=160'), ['Chain Sprocket Kit'], 'the SKU does not match from its middle; the model does');
    assert.deepEqual(await names('search=77001'), ['Riding Gloves'], 'barcode starts with');
    assert.deepEqual(await names('search=%25'), [], 'a % is a character');
    assert.deepEqual(await names('type=Spare%20Parts'), ['Brake Pad Set', 'Chain Sprocket Kit']);
    assert.deepEqual(await names('lowStock=true'), ['Brake Pad Set', 'Helmet', 'Yamaha FZ-S']);
    assert.deepEqual(await names(`supplier=${rangs}`), ['Chain Sprocket Kit']);
    assert.deepEqual(await names('isActive=false'), ['Riding Gloves']);
    // Ties by id in the same direction: the later product first.
    assert.deepEqual(await names('sortBy=inventoryValue&sortOrder=desc'), ['Riding Gloves', 'Chain Sprocket Kit', 'Brake Pad Set', 'Yamaha FZ-S', 'Helmet']);
    assert.deepEqual(await names('sortBy=stock'), ['Yamaha FZ-S', 'Helmet', 'Chain Sprocket Kit', 'Brake Pad Set', 'Riding Gloves']);
    assert.deepEqual(await names('sortBy=type'), ['Helmet', 'Riding Gloves', 'Yamaha FZ-S', 'Brake Pad Set', 'Chain Sprocket Kit']);
    const page = (await app.request('GET', '/api/products?limit=2&page=2&includeInventoryValue=true')).body.data;
    assert.deepEqual(page.products.map((product: any) => product.name), ['Helmet', 'Riding Gloves']);
    assert.deepEqual(page.pagination, { total: 5, page: 2, limit: 2, pages: 3 });
    assert.deepEqual(page.totals, { stock: 13 + 8 + 3 + 40 + 0, inventoryValue: 7800 + 19200 + 28000, productCount: 5 });
    assert.equal((await app.request('GET', '/api/products')).body.data.totals, undefined);
    assert.equal((await app.request('GET', '/api/products?limit=1000')).status, 200);
    await refused('GET', '/api/products?limit=1001', {}, 400, 'limit must be at most 1000');
    await refused('GET', '/api/products?type=Scooter', {}, 400, 'Product type must be one of Motorcycle, Spare Parts, Accessories');
    await refused('GET', '/api/products?sortBy=price', {}, 400, 'sortBy must be one of: name, model, sku, type, stock, salePrice, cost, inventoryValue, createdAt, lastUpdated');
    await booksAgreeWithStock();
  });

  it('deletes only a product without stock; its history stays', async () => {
    await refused('DELETE', `/api/products/${pad._id}`, {}, 409, 'Brake Pad Set has 13 in stock; a product with stock cannot be deleted');
    await adjust(pad._id, { adjustmentType: 'stock_out', stockChange: -13, reason: 'Sold off', adjustmentDate: '2026-01-25' });
    const emptied = (await app.request('GET', `/api/products/${pad._id}`)).body.data;
    assert.deepEqual([emptied.stock, emptied.inventoryValue, emptied.averageCost], [0, 0, 600]);
    const deleted = await app.request('DELETE', `/api/products/${pad._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: pad._id }, message: 'Product deleted successfully' });
    await refused('GET', `/api/products/${pad._id}`, {}, 404, 'Product not found');
    await refused('DELETE', `/api/products/${pad._id}`, {}, 404, 'Product not found');
    await refused('PATCH', `/api/products/${pad._id}/stock`, { body: { adjustmentType: 'stock_in', stockChange: 1, reason: 'x' } }, 404, 'Product not found');
    // Its SKU is free again; its movements stay in the books.
    const again = await create({ ...BRAKE_PAD, compatibility: [fz], stock: 0 });
    assert.equal(again.sku, 'BP-FZ-01');
    const bike = (await app.request('GET', '/api/products?type=Motorcycle')).body.data.products[0];
    assert.equal((await app.request('DELETE', `/api/products/${bike._id}`)).status, 200, 'a Motorcycle product without units');
    await booksAgreeWithStock();
    // The All and type tabs take their count and totals from product_totals (kept with the rows); a keyset page counts the rows: they agree.
    for (const filter of ['', '&type=Spare%20Parts', '&type=Motorcycle']) {
      const kept = (await app.request('GET', `/api/products?includeInventoryValue=true${filter}`)).body.data;
      const counted = (await app.request('GET', `/api/products?includeInventoryValue=true&after=${filter}`)).body.data;
      assert.deepEqual([kept.pagination.total, kept.totals], [counted.pagination.total, counted.totals], filter || 'All');
    }
    const all = (await app.request('GET', '/api/products?includeInventoryValue=true&limit=1000')).body.data;
    assert.equal(all.pagination.total, all.products.length);
    assert.ok(!all.products.some((product: any) => product._id === pad._id || product._id === bike._id), 'the deleted products are out of the count');
  });

  it('answers a repeated Idempotency-Key with the first result, appending nothing', async () => {
    const headers = { 'idempotency-key': `product-${randomUUID()}` };
    const body = { name: 'Mirror', model: 'Universal', type: 'Accessories', salePrice: 450, cost: 300, stock: 4 };
    const first = await app.request('POST', '/api/products', { body, headers });
    assert.equal(first.status, 201);
    const before = await app.eventCount();
    const second = await app.request('POST', '/api/products', { body, headers });
    assert.deepEqual(second.body.data, first.body.data);
    assert.equal(await app.eventCount(), before);
    await refused('POST', '/api/products', { body: { ...body, stock: 5 }, headers }, 409, 'This Idempotency-Key was already used for a different request');
    const adjustHeaders = { 'idempotency-key': `adjust-${randomUUID()}` };
    const stockBody = { adjustmentType: 'stock_out', stockChange: -1, reason: 'Display piece' };
    const out = await app.request('PATCH', `/api/products/${first.body.data._id}/stock`, { body: stockBody, headers: adjustHeaders });
    const repeated = await app.request('PATCH', `/api/products/${first.body.data._id}/stock`, { body: stockBody, headers: adjustHeaders });
    assert.deepEqual(repeated.body.data.movement, out.body.data.movement);
    assert.equal(repeated.body.data.product.stock, 3);
    await booksAgreeWithStock();
  });

  it('refuses postings dated in a closed period', async () => {
    const closed = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-01-31' } });
    assert.equal(closed.status, 201, JSON.stringify(closed.body));
    await refused('POST', '/api/products', { body: { name: 'Old Stock', model: 'X', type: 'Accessories', salePrice: 10, cost: 5, stock: 1, date: '2026-01-15' } }, 409, 'The books are closed through 2026-01-31; post in an open period');
    const mirror = (await app.request('GET', '/api/products?search=mirror')).body.data.products[0];
    await refused('PATCH', `/api/products/${mirror._id}/stock`, { body: { adjustmentType: 'damaged', stockChange: -1, reason: 'x', adjustmentDate: '2026-01-20' } }, 409, 'The books are closed through 2026-01-31; post in an open period');
  });

  it("a purchase brings stock in: the movement names it, the price history lists its line, a Motorcycle product's stock is its units; the books agree", async () => {
    const methods = (await app.request('GET', '/api/accounts/payment-methods?limit=100')).body.data.paymentMethods;
    const cash = methods.find((method: any) => method.name === 'Cash') ?? methods[0];
    const part = (await app.request('GET', '/api/products?search=bp-fz-01')).body.data.products[0];
    const bike = await create({ name: 'Bajaj Pulsar', model: 'N160 2026', type: 'Motorcycle', salePrice: 230000, stock: 0 });
    const purchase = await app.request('POST', '/api/purchases', {
      body: {
        supplier: rangs,
        memoNumber: 'M-100',
        purchaseDate: '2026-02-10',
        items: [
          { product: part._id, quantity: 10, purchasePrice: 610, salePrice: 950 },
          { product: bike._id, quantity: 1, purchasePrice: 200000, salePrice: 230000, units: [{ chassisNo: 'MD2A11CZ0TCA00001', engineNo: 'DZZCTA00001', color: 'Black' }] },
        ],
        purchasePaymentMethod: cash._id,
      },
    });
    assert.equal(purchase.status, 201, JSON.stringify(purchase.body));
    const { _id: purchaseId, purchaseNumber } = purchase.body.data;

    const received = (await app.request('GET', `/api/products/${part._id}`)).body.data;
    assert.deepEqual([received.stock, received.inventoryValue, received.cost, received.averageCost, received.salePrice], [10, 6100, 610, 610, 950]);
    const [movement] = (await app.request('GET', `/api/products/${part._id}/stock-movements`)).body.data.movements;
    assert.deepEqual(
      [movement.date, movement.type, movement.typeLabel, movement.quantityChange, movement.valueImpact, movement.unitCost, movement.reference, movement.source],
      ['2026-02-10', 'purchase', 'Purchase', 10, 6100, 610, 'M-100', { kind: 'purchase', _id: purchaseId, number: purchaseNumber }],
    );
    const history = (await app.request('GET', `/api/products/${part._id}/price-history`)).body.data;
    assert.deepEqual(history.purchaseHistory, [
      { purchaseId, purchaseNumber, purchaseDate: '2026-02-10', memoNumber: 'M-100', supplier: { _id: rangs, name: 'Rangs Motors' }, quantity: 10, purchasePrice: 610, total: 6100 },
    ]);
    // The product was created today (its first prices are dated today), the purchase is dated in February: by effective date, today's cost is the latest.
    assert.deepEqual([history.analytics.averagePurchasePrice, history.analytics.totalPurchased, history.analytics.costTrend], [610, 10, 'decreasing']);
    assert.deepEqual(
      history.priceHistory.map((row: any) => [row.effectiveDate, row.source, row.reference, row.priceType, row.previousPrice, row.price]),
      [
        [today, 'created', '', 'salePrice', null, 900],
        [today, 'created', '', 'cost', null, 600.5],
        ['2026-02-10', 'purchase', 'M-100', 'salePrice', 900, 950],
        ['2026-02-10', 'purchase', 'M-100', 'cost', 600.5, 610],
      ],
    );

    const units = (await app.request('GET', `/api/products/${bike._id}`)).body.data;
    assert.deepEqual([units.stock, units.inventoryValue, units.averageCost, units.isLowStock], [1, 200000, 200000, true]);
    // Its movement history is its units: this one entering on the purchase, posted by it.
    const bikeMovements = (await app.request('GET', `/api/products/${bike._id}/stock-movements`)).body.data;
    assert.equal(bikeMovements.pagination.total, 1);
    const [unitIn] = bikeMovements.movements;
    assert.deepEqual(
      [unitIn.date, unitIn.type, unitIn.quantityChange, unitIn.valueImpact, unitIn.unitCost, unitIn.reference, unitIn.balanceAfter, unitIn.valueAfter, unitIn.source],
      ['2026-02-10', 'purchase', 1, 200000, 200000, 'MD2A11CZ0TCA00001', 1, 200000, { kind: 'purchase', _id: purchaseId, number: purchaseNumber }],
    );
    assert.equal(unitIn.journalEntry._id, movement.journalEntry._id, "the purchase's entry");
    // The register's and the reports' routes are theirs, not a product id.
    const register = await app.request('GET', `/api/products/motorcycles?productId=${bike._id}`);
    assert.equal(register.status, 200, JSON.stringify(register.body));
    assert.equal(register.body.data.motorcycles.length, 1);
    assert.equal((await app.request('GET', '/api/products/reports/inventory')).status, 200);
    await refused('DELETE', `/api/products/${bike._id}`, {}, 409, 'Bajaj Pulsar has 1 motorcycle in stock; a product with stock cannot be deleted');
    await refused('PUT', `/api/products/${bike._id}`, { body: { type: 'Accessories' } }, 409, 'Bajaj Pulsar has stock; the type of a product with stock or motorcycle units cannot change');
    await booksAgreeWithStock();
  });

  it('one cost everywhere (issue 23, item 7): other charges spread in make the landed average the cost, the margin and the movement value; the last purchase price is named apart', async () => {
    const methods = (await app.request('GET', '/api/accounts/payment-methods?limit=100')).body.data.paymentMethods;
    const cash = methods.find((method: any) => method.name === 'Cash') ?? methods[0];
    const visor = await create({ name: 'Helmet Visor', model: 'Clear', type: 'Accessories', salePrice: 300, cost: 0, stock: 0, reorderLevel: 40, reorderQuantity: 10 });
    // 30 at ৳220 = ৳6,600, and ৳66 of transport spread in: ৳6,666, ৳222.20 a unit.
    const purchase = await app.request('POST', '/api/purchases', {
      body: { supplier: rangs, memoNumber: 'M-777', purchaseDate: '2026-02-12', otherCharges: 66, items: [{ product: visor._id, quantity: 30, purchasePrice: 220, salePrice: 300 }], purchasePaymentMethod: cash._id },
    });
    assert.equal(purchase.status, 201, JSON.stringify(purchase.body));

    const product = (await app.request('GET', `/api/products/${visor._id}`)).body.data;
    assert.deepEqual([product.cost, product.averageCost, product.inventoryValue, product.stock], [220, 222.2, 6666, 30], 'cost = last purchase price, averageCost = landed');
    assert.equal(poisha(product.averageCost) * product.stock, poisha(product.inventoryValue));
    // (30,000 − 22,220) / 30,000 = 25.93%: on the landed average, not on ৳220 (26.67%).
    assert.equal(product.profitMargin, 25.93);
    const [movement] = (await app.request('GET', `/api/products/${visor._id}/stock-movements`)).body.data.movements;
    assert.deepEqual([movement.type, movement.quantityChange, movement.unitCost, movement.landedUnitCost, movement.valueImpact], ['purchase', 30, 220, 222.2, 6666]);
    assert.equal(poisha(movement.landedUnitCost) * movement.quantityChange, poisha(movement.valueImpact), 'landed unit cost × units = the value shown');
    const performance = (await app.request('GET', '/api/products/analytics/performance?type=Accessories&limit=100')).body.data.products;
    const row = performance.find((line: any) => line._id === visor._id);
    assert.deepEqual([row.cost, row.averageCost, row.inventoryValue, row.profitMargin], [220, 222.2, 6666, 25.93]);
    const cheaper = await adjust(visor._id, { adjustmentType: 'stock_out', stockChange: -3, reason: 'Sample', adjustmentDate: '2026-02-13' });
    assert.deepEqual([cheaper.movement.valueImpact, cheaper.movement.unitCost, cheaper.movement.landedUnitCost], [-666.6, null, 222.2], 'a stock out at the average');
  });

  it("reorder defaults per product type (issue 23, item 15): a product created without its own gets its type's from the settings", async () => {
    const settings = (await app.request('GET', '/api/settings')).body.data;
    assert.deepEqual(settings.reorderDefaults, { Motorcycle: { reorderLevel: 1, reorderQuantity: 2 }, 'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 }, Accessories: { reorderLevel: 5, reorderQuantity: 20 } });
    const bike = await create({ name: 'TVS Apache', model: 'RTR 160 4V', type: 'Motorcycle', salePrice: 245000, stock: 0 });
    const gloves = await create({ name: 'Winter Gloves', model: 'L', type: 'Accessories', salePrice: 800, cost: 500, stock: 0 });
    assert.deepEqual([bike.reorderLevel, bike.reorderQuantity, gloves.reorderLevel, gloves.reorderQuantity], [1, 2, 5, 20]);

    const saved = await app.request('PUT', '/api/settings', { body: { businessName: 'Dhaka Motors', reorderDefaults: { Motorcycle: { reorderLevel: 2, reorderQuantity: 3 } } } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.data.reorderDefaults.Motorcycle, { reorderLevel: 2, reorderQuantity: 3 });
    assert.deepEqual(saved.body.data.reorderDefaults.Accessories, { reorderLevel: 5, reorderQuantity: 20 }, 'a type left out keeps its defaults');
    const next = await create({ name: 'Hero Hunk', model: '150R', type: 'Motorcycle', salePrice: 190000, stock: 0 });
    const own = await create({ name: 'Honda Shine', model: '100', type: 'Motorcycle', salePrice: 150000, stock: 0, reorderLevel: 0, reorderQuantity: 1 });
    assert.deepEqual([next.reorderLevel, next.reorderQuantity, own.reorderLevel, own.reorderQuantity], [2, 3, 0, 1]);
    // Low Stock suggests 3 of it at its cost, not 20 motorcycles.
    const low = (await app.request('GET', `/api/products/${next._id}`)).body.data;
    assert.equal(low.isLowStock, true);
    await refused('PUT', '/api/settings', { body: { reorderDefaults: { Motorcycle: { reorderQuantity: 0 } } } }, 400, 'Motorcycle: reorder quantity must be a whole number, at least 1');
  });
});

