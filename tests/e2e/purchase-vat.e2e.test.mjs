// Issue 24, item 3: VAT on a purchase through the screens. Before the business registers, the
// purchase form shows no VAT field; once registered (Standard, through the API), it takes the
// supplier's Mushak-6.3 number and date and, per line, the VAT rate and the VAT (prefilled as the
// rate on the line's value). Saved, the VAT goes to VAT Input Credit (1204), the supplier is owed
// the gross, and the purchase's details on /purchases show the 6.3 and the line's VAT.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const MEMO = 'WLT-6601';
const MUSHAK = '6.3-000917';
// 4 helmets at ৳1,600 (৳6,400) with 15 % VAT: ৳960, ৳7,360 owed.
const LINE = { quantity: 4, price: '1600.00', sale: '2600.00' };

describe('VAT on a purchase through the screens', () => {
  let app;
  let browser;
  let page;
  const ids = {};

  before(async () => {
    app = await startApp('e2e-purchase-vat');
    ({ browser } = await startBrowser());
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dhaka' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInWithChart(app, page);
    const supplier = await api(page, app.url, 'POST', '/suppliers', { name: 'Walton Accessories', contactPerson: 'Rafiq', phone: '01711000077', email: 'orders@walton.example', address: 'Gazipur', isActive: true });
    assert.equal(supplier.status, 201, JSON.stringify(supplier.body));
    ids.supplier = supplier.body.data._id;
    const helmet = await api(page, app.url, 'POST', '/products', { name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 2600, cost: 1500, stock: 0 });
    assert.equal(helmet.status, 201, JSON.stringify(helmet.body));
    ids.helmet = helmet.body.data._id;
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const openForm = async () => {
    await page.goto(`${app.url}/purchases`);
    await page.getByTestId('add-purchase').click();
    await page.getByTestId('purchase-form').waitFor();
    await page.waitForTimeout(400); // the modal's opening animation
  };

  it('not registered: the purchase form has no VAT field', async () => {
    await openForm();
    await page.getByTestId('purchase-line-0-product').waitFor();
    assert.equal(await page.getByTestId('purchase-form-mushak-number').count(), 0);
    assert.equal(await page.getByTestId('purchase-line-0-vat-rate').count(), 0);
    assert.equal(await page.getByTestId('purchase-vat-total').count(), 0);
  });

  it('registered: takes the 6.3 and the line’s VAT, prefilled at the rate, and saves it as input credit', async () => {
    const registered = await api(page, app.url, 'PUT', '/settings/vat', { registered: true, scheme: 'Standard', authorizedPerson: { name: 'X', designation: 'Proprietor' }, effectiveFrom: dhakaToday() });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    await openForm();
    await choose(page, 'purchase-form-supplier', 'Walton Accessories');
    await page.getByTestId('purchase-form-memo').fill(MEMO);
    await page.getByTestId('purchase-form-mushak-number').fill(MUSHAK);
    const mushakDate = page.getByTestId('purchase-form-mushak-date');
    await mushakDate.click();
    await mushakDate.fill(dhakaToday());
    await mushakDate.press('Enter');
    await page.getByTestId('purchase-form-memo').click();
    assert.match(await page.getByTestId('purchase-form-vat-hint').innerText(), /input credit/);

    await choose(page, 'purchase-line-0-product', 'Helmet');
    await page.getByTestId('purchase-line-0-quantity').fill(String(LINE.quantity));
    await page.getByTestId('purchase-line-0-purchase-price').fill(LINE.price);
    await page.getByTestId('purchase-line-0-sale-price').fill(LINE.sale);
    await choose(page, 'purchase-line-0-vat-rate', '15%');
    await page.getByTestId('purchase-form-memo').click();
    assert.equal(Number((await page.getByTestId('purchase-line-0-vat').inputValue()).replace(/,/g, '')), 960, 'the VAT is prefilled as 15 % of ৳6,400');
    assert.equal(await page.getByTestId('purchase-vat-total').innerText(), '৳960.00');
    assert.equal(await page.getByTestId('purchase-total').innerText(), '৳7,360.00');
    assert.equal(await page.getByTestId('purchase-due').innerText(), '৳7,360.00');
    await choose(page, 'purchase-form-payment-method', 'Cash');
    await screenshot(page, 'e2e-purchase-vat-form');
    await clickExpectingToast(page, page.getByTestId('purchase-form-submit'), 'Purchase saved successfully.');
    await page.getByTestId('purchase-form').waitFor({ state: 'hidden' });

    const purchase = (await api(page, app.url, 'GET', '/purchases')).body.data.purchases[0];
    assert.deepEqual([purchase.memoNumber, purchase.supplierMushakNumber, purchase.supplierMushakDate, purchase.vatTotal, purchase.inputVatCredit, purchase.total], [MEMO, MUSHAK, dhakaToday(), 960, 960, 7360]);
    assert.deepEqual(purchase.items.map((item) => [item.vatRate, item.vat, item.inputVatCredited]), [[15, 960, true]]);
    const entry = (await api(page, app.url, 'GET', `/accounts/journal-entries/${purchase.journalEntry._id}`)).body.data;
    assert.deepEqual(entry.lines.map((line) => [line.account.code, line.debit, line.credit]), [['1303', 6400, 0], ['1204', 960, 0], ['2101', 0, 7360]]);
    ids.purchase = purchase._id;
  });

  it('the purchase’s details on /purchases show the 6.3 and the line’s VAT', async () => {
    const row = page.getByTestId('purchases-table').locator(`tr.ant-table-row[data-row-key="${ids.purchase}"]`);
    await row.waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    const details = page.getByTestId(`purchase-details-${MEMO}`);
    await details.waitFor();
    const text = await details.innerText();
    assert.match(text, new RegExp(MUSHAK.replace(/\./g, '\\.')));
    assert.match(text, /15%/);
    assert.equal(await page.getByTestId('purchase-details-vat-total').innerText(), '৳960.00');
    assert.equal(await page.getByTestId('purchase-details-input-credit').innerText(), '৳960.00');
    await screenshot(page, 'e2e-purchase-vat-details');
  });
});
