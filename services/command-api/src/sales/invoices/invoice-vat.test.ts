import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';

// Issue 24 item 2: VAT on invoices through the API, with issue 24's worked example to the poisha.
describe('/api/invoices with VAT', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let karim: string;
  let brakePad: string;
  let helmet: string;
  let cash: string;

  const entryLines = async (id: string) =>
    (await app.request('GET', `/api/accounts/journal-entries/${id}`)).body.data.lines.map((line: any) => [line.account.code, line.debit, line.credit]);
  /** 2 brake pads at ৳1,200 (15 %, their type’s) and a helmet at ৳3,500 (its own 10 %), shipping ৳100, 10 % off. */
  const workedExample = (paid: number) => ({
    customer: karim,
    items: [{ product: brakePad, quantity: 2, unitPrice: 1200 }, { product: helmet, quantity: 1, unitPrice: 3500 }],
    shippingCharge: 100,
    discountType: 'percentage',
    discountValue: 10,
    payments: [{ method: cash, amount: paid }],
  });
  const registerForVat = async (fields: Record<string, unknown> = {}) =>
    world.ok('PUT', '/api/settings/vat', { registered: true, authorizedPerson: { name: 'Kamal Hossain', designation: 'Proprietor' }, ...fields }, 200);

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 500_000);
    cash = world.method.Cash;
    karim = (await world.ok('POST', '/api/customers', { name: 'Karim Uddin', phone: '01711000001', address: 'Mirpur, Dhaka', bin: '0012345678901' }))._id;
    const vehicle = await world.vehicle('Yamaha FZ-S');
    brakePad = await world.product({ name: 'Brake Pad', type: 'Spare Parts', salePrice: 1200, cost: 800, stock: 10, compatibility: [vehicle] });
    helmet = (await world.ok('POST', '/api/products', { name: 'Helmet', model: 'Standard', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 4, vatRate: 10 }))._id;
  });
  after(async () => app.close());

  it('a product keeps its own VAT rate in percent or its exemption; a rate the law does not have is refused', async () => {
    const shown = (await app.request('GET', `/api/products/${helmet}`)).body.data;
    assert.deepEqual([shown.vatRate, shown.vatExempt], [10, false]);
    const pad = (await app.request('GET', `/api/products/${brakePad}`)).body.data;
    assert.deepEqual([pad.vatRate, pad.vatExempt], [null, false]);
    const refused = await app.request('PUT', `/api/products/${helmet}`, { body: { vatRate: 12 } });
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.match(JSON.stringify(refused.body), /VAT rate must be one of 0, 5, 7\.5, 10, 15 percent/);
  });

  it('not registered: an invoice carries no VAT (rate 0 on each line, VAT 0, nothing by rate) and its entry no VAT Payable line', async () => {
    const sold = await world.ok('POST', '/api/invoices', { customer: karim, items: [{ product: brakePad, quantity: 1, unitPrice: 1200 }], payments: [{ method: cash, amount: 1200 }] });
    assert.deepEqual([sold.vatTotal, sold.pricesIncludeVat, sold.vatByRate, sold.totalAmount], [0, null, [], 1200]);
    assert.deepEqual(sold.items.map((item: any) => [item.vatRate, item.taxableValue, item.vat]), [[0, 1200, 0]]);
    assert.ok((await entryLines(sold.journalEntry._id)).every(([code]: [string]) => code !== '2103'));
  });

  it('registered, prices include VAT: the worked example carries VAT 287.05 and 291.76, 578.81 in all, total 5,410.00; VAT Payable is credited 578.81', async () => {
    await registerForVat();
    const sold = await world.ok('POST', '/api/invoices', workedExample(5410));
    assert.deepEqual(sold.items.map((item: any) => [item.vatRate, item.taxableValue, item.vat]), [[15, 2200.68, 287.05], [10, 3209.32, 291.76]]);
    assert.deepEqual([sold.vatTotal, sold.pricesIncludeVat, sold.totalAmount, sold.paidAmount, sold.due, sold.paymentStatus], [578.81, true, 5410, 5410, 0, 'Paid']);
    assert.equal(sold.customer.binOrNid, '0012345678901', 'the tax invoice names the buyer by BIN');
    assert.deepEqual(sold.vatByRate, [{ ratePercent: 15, taxableValue: 2200.68, vat: 287.05 }, { ratePercent: 10, taxableValue: 3209.32, vat: 291.76 }]);
    const lines = await entryLines(sold.journalEntry._id);
    const net = (code: string) => Math.round(lines.filter(([account]: [string]) => account === code).reduce((sum: number, [, debit, credit]: number[]) => sum + credit - debit, 0) * 100) / 100;
    assert.equal(net('2103'), 578.81);
    assert.equal(Math.round((net('4102') + net('4103') + net('4201') + net('4190')) * 100) / 100, 4831.19);
    assert.deepEqual([net('4102'), net('4103'), net('4201'), net('4190'), net('1101')], [2086.96, 3181.81, 89.3, -526.88, -5410]);
    const debits = lines.reduce((sum: number, line: number[]) => sum + line[1], 0);
    const credits = lines.reduce((sum: number, line: number[]) => sum + line[2], 0);
    assert.equal(Math.round(debits * 100), Math.round(credits * 100), 'the entry balances');
    assert.deepEqual(await app.request('GET', `/api/invoices/${sold._id}`).then((response) => response.body.data.invoice), sold, 'GET answers as the POST did');
    const listed = (await app.request('GET', '/api/invoices?limit=1')).body.data.invoices[0];
    assert.deepEqual([listed._id, listed.vatTotal, listed.items.map((item: any) => item.vat)], [sold._id, 578.81, [287.05, 291.76]]);
    const trial = (await app.request('GET', '/api/accounts/reports/trial-balance')).body.data;
    assert.equal(trial.isBalanced, true);
  });

  it('prices without VAT: VAT 330.10 and 320.93 is added, the total is 6,061.03 and 651.03 stays due; an invoice issued before keeps its VAT', async () => {
    const before = (await app.request('GET', '/api/invoices?limit=1')).body.data.invoices[0];
    await registerForVat({ pricesIncludeVat: false });
    const sold = await world.ok('POST', '/api/invoices', workedExample(5410));
    assert.deepEqual(sold.items.map((item: any) => item.vat), [330.1, 320.93]);
    assert.deepEqual([sold.vatTotal, sold.pricesIncludeVat, sold.totalAmount, sold.due, sold.paymentStatus], [651.03, false, 6061.03, 651.03, 'Partial']);
    const lines = await entryLines(sold.journalEntry._id);
    assert.deepEqual(lines.filter(([code]: [string]) => ['2103', '1201', '4102', '4103', '4201', '4190'].includes(code)).sort(), [
      ['1201', 651.03, 0],
      ['2103', 0, 651.03],
      ['4102', 0, 2400],
      ['4103', 0, 3500],
      ['4190', 590, 0],
      ['4201', 0, 100],
    ]);
    const kept = (await app.request('GET', `/api/invoices/${before._id}`)).body.data.invoice;
    assert.deepEqual([kept.vatTotal, kept.pricesIncludeVat, kept.totalAmount], [578.81, true, 5410]);
    // The due is paid on the total with VAT.
    const paid = await app.request('POST', `/api/invoices/${sold._id}/payments`, { body: { payments: [{ method: cash, amount: 651.03 }] } });
    assert.ok([200, 201].includes(paid.status), JSON.stringify(paid.body));
    const after = (await app.request('GET', `/api/invoices/${sold._id}`)).body.data.invoice;
    assert.deepEqual([after.due, after.paymentStatus], [0, 'Paid']);
  });
});
