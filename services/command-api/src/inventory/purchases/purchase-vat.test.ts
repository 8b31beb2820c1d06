import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, today, daysFrom, type PurchasingWorld } from './purchasing.test-helper';

// Issue 24 item 3: VAT on purchases through the API, as the supplier's Mushak-6.3 shows it.
describe('/api/purchases with VAT', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let supplier: string;
  let cash: string;

  const entryLines = async (id: string) =>
    (await app.request('GET', `/api/accounts/journal-entries/${id}`)).body.data.lines.map((line: any) => [line.account.code, line.debit, line.credit]);
  const averageCost = async (id: string) => (await app.request('GET', `/api/products/${id}`)).body.data.averageCost;
  const helmet = (name: string) => world.product({ name, model: 'Full face', type: 'Accessories', salePrice: 3500 });
  /** 4 of `product` at ৳1,600 (৳6,400) with 15 % VAT (৳960), on credit, with the supplier's 6.3 unless told otherwise. */
  const body = (product: string, fields: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
    supplier,
    memoNumber: `M-${randomUUID().slice(0, 8)}`,
    purchaseDate: today(),
    supplierMushakNumber: '6.3-000042',
    supplierMushakDate: today(),
    items: [{ product, quantity: 4, purchasePrice: 1600, salePrice: 2600, vatRate: 15, vat: 960, ...line }],
    purchasePaymentMethod: cash,
    ...fields,
  });
  const registerForVat = (scheme: 'Standard' | 'Trade') =>
    world.ok('PUT', '/api/settings/vat', { registered: true, scheme, authorizedPerson: { name: 'X', designation: 'Proprietor' }, effectiveFrom: daysFrom(today(), -5) }, 200);

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    cash = world.method.Cash;
    supplier = await world.supplier('Runner Automobiles');
  });
  after(async () => app.close());

  it('not registered: VAT fields are refused, saying why; a purchase without them carries no VAT', async () => {
    const product = await helmet('Helmet A');
    const message = `The business is not registered for VAT on ${today()}: a purchase records no VAT (register in Settings → VAT first)`;
    const refused = await world.refused('POST', '/api/purchases', body(product), 400, message);
    assert.deepEqual(Object.keys(refused.body.errors).sort(), ['items.0.vat', 'items.0.vatRate', 'supplierMushakDate', 'supplierMushakNumber']);
    const plain = await world.ok('POST', '/api/purchases', body(product, { supplierMushakNumber: undefined, supplierMushakDate: undefined }, { vatRate: undefined, vat: undefined }));
    assert.deepEqual([plain.supplierMushakNumber, plain.supplierMushakDate, plain.vatTotal, plain.inputVatCredit, plain.total], [null, null, 0, 0, 6400]);
    assert.deepEqual(plain.items.map((item: any) => [item.vatRate, item.vat, item.inputVatCredited]), [[null, 0, false]]);
    assert.ok((await entryLines(plain.journalEntry._id)).every(([code]: [string]) => code !== '1204'));
  });

  it('Standard with the 6.3: Dr Inventory (net) and Dr VAT Input Credit 1204 / Cr Accounts Payable (gross); the average cost is net', async () => {
    await registerForVat('Standard');
    const product = await helmet('Helmet B');
    const bought = await world.ok('POST', '/api/purchases', body(product));
    assert.deepEqual([bought.supplierMushakNumber, bought.supplierMushakDate, bought.subtotal, bought.vatTotal, bought.inputVatCredit, bought.total], ['6.3-000042', today(), 6400, 960, 960, 7360]);
    assert.deepEqual(bought.items.map((item: any) => [item.vatRate, item.vat, item.inputVatCredited, item.unitCost]), [[15, 960, true, 1600]]);
    assert.deepEqual(await entryLines(bought.journalEntry._id), [['1303', 6400, 0], ['1204', 960, 0], ['2101', 0, 7360]]);
    assert.equal(await averageCost(product), 1600);
    assert.equal(bought.payable.remaining, 7360, 'the supplier is owed the gross');
    assert.deepEqual((await app.request('GET', `/api/purchases/${bought._id}`)).body.data, bought, 'GET answers as the POST did');
    const listed = (await app.request('GET', '/api/purchases?limit=1')).body.data.purchases[0];
    assert.deepEqual([listed._id, listed.vatTotal, listed.inputVatCredit, listed.items[0].vat], [bought._id, 960, 960, 960]);
    assert.equal(await world.balanceOf('1204'), 960);
    await world.booksAgree();
  });

  it('Standard without the 6.3: the VAT is cost (average cost includes it), no 1204 line', async () => {
    const product = await helmet('Helmet C');
    const bought = await world.ok('POST', '/api/purchases', body(product, { supplierMushakNumber: null, supplierMushakDate: null }));
    assert.deepEqual([bought.vatTotal, bought.inputVatCredit, bought.total, bought.items[0].inputVatCredited, bought.items[0].unitCost], [960, 0, 7360, false, 1840]);
    assert.deepEqual(await entryLines(bought.journalEntry._id), [['1303', 7360, 0], ['2101', 0, 7360]]);
    assert.equal(await averageCost(product), 1840);
  });

  it('a correction without the 6.3 reposts the VAT into the cost; deleting the purchase takes it all back', async () => {
    const product = await helmet('Helmet F');
    const request = body(product);
    const bought = await world.ok('POST', '/api/purchases', request);
    const credit = await world.balanceOf('1204');
    const corrected = await world.ok('PUT', `/api/purchases/${bought._id}`, { ...request, supplierMushakNumber: null, supplierMushakDate: null });
    assert.deepEqual([corrected.inputVatCredit, corrected.items[0].inputVatCredited, corrected.total], [0, false, 7360]);
    assert.deepEqual(await entryLines(corrected.journalEntry._id), [['1303', 7360, 0], ['2101', 0, 7360]]);
    assert.equal(await averageCost(product), 1840);
    assert.equal(await world.balanceOf('1204'), Math.round((credit - 960) * 100) / 100, 'the first posting’s input credit is reversed');
    await world.ok('PUT', `/api/purchases/${bought._id}`, request);
    assert.equal(await world.balanceOf('1204'), credit);
    await world.ok('DELETE', `/api/purchases/${bought._id}`, undefined);
    assert.equal(await world.balanceOf('1204'), Math.round((credit - 960) * 100) / 100);
    await world.booksAgree();
  });

  it('the VAT is the rate on the line’s value when left out; a VAT without a rate, or above the rate plus ৳1, is refused, saying why', async () => {
    const product = await helmet('Helmet D');
    const defaulted = await world.ok('POST', '/api/purchases', body(product, {}, { vatRate: 7.5, vat: undefined }));
    assert.deepEqual([defaulted.items[0].vat, defaulted.total], [480, 6880]);
    await world.refused('POST', '/api/purchases', body(product, {}, { vatRate: undefined }), 400, 'Enter the VAT rate the supplier charged this VAT at');
    await world.refused('POST', '/api/purchases', body(product, {}, { vat: 961.01 }), 400, 'The VAT ৳961.01 is more than 15% of the line’s ৳6,400.00 gives (৳960.00, at most ৳961.00 with rounding)');
    await world.refused('POST', '/api/purchases', body(product, {}, { vat: -1 }), 400, 'The VAT cannot be negative');
    const yesterday = daysFrom(today(), -1);
    await world.refused('POST', '/api/purchases', body(product, { purchaseDate: yesterday }), 400, `The supplier’s Mushak-6.3 date ${today()} is after the purchase date ${yesterday}`);
  });

  it('Trade: even with the 6.3 the VAT is cost, no 1204 line', async () => {
    await registerForVat('Trade');
    const product = await helmet('Helmet E');
    const bought = await world.ok('POST', '/api/purchases', body(product));
    assert.deepEqual([bought.supplierMushakNumber, bought.vatTotal, bought.inputVatCredit, bought.items[0].inputVatCredited], ['6.3-000042', 960, 0, false]);
    assert.deepEqual(await entryLines(bought.journalEntry._id), [['1303', 7360, 0], ['2101', 0, 7360]]);
    assert.equal(await averageCost(product), 1840);
    await world.booksAgree();
  });
});
