// Issue 24, items 4 and 7: the /vat screen. Registered for VAT through the API and a sale with a
// discount and shipping (issue 24's worked example: VAT 578.81), /vat shows the sale's lines in the
// sales register, the month's return shows its output VAT tied out to VAT Payable, and a VAT payment
// is recorded on the Payments tab and listed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser, apiCaller } from './support.mjs';

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const AUTHORIZED = { name: 'Kamal Hossain', designation: 'Proprietor' };

describe('VAT on /vat: registers, the monthly return and payments', () => {
  let app;
  let browser;
  let page;
  let invoice;

  before(async () => {
    app = await startApp('e2e-vat');
    ({ browser } = await startBrowser());
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dhaka' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('registers for VAT and sells with a discount and shipping through the API', async () => {
    const call = apiCaller(page, app.url);
    await call('PUT', '/settings/vat', { registered: true, authorizedPerson: AUTHORIZED });
    const cover = await call('POST', '/products', { name: 'Chain Cover', model: 'Pulsar N160', type: 'Accessories', salePrice: 1200, cost: 800, stock: 10 });
    const helmet = await call('POST', '/products', { name: 'Vega Helmet', model: 'Crux Full Face', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 4, vatRate: 10 });
    const customer = await call('POST', '/customers', { name: 'Shafiqul Islam', phone: '01819556677', address: 'Mirpur, Dhaka' });
    const methods = await call('GET', '/accounts/payment-methods?limit=100');
    const cash = methods.paymentMethods.find((method) => method.name === 'Cash')._id;
    invoice = await call('POST', '/invoices', {
      customer: customer._id,
      items: [{ product: cover._id, quantity: 2, unitPrice: 1200 }, { product: helmet._id, quantity: 1, unitPrice: 3500 }],
      shippingCharge: 100,
      discountType: 'percentage',
      discountValue: 10,
      payments: [{ method: cash, amount: 5410 }],
    });
    assert.equal(invoice.vatTotal, 578.81);
  });

  it('shows the sale in the sales register', async () => {
    await page.goto(`${app.url}/vat`);
    const register = page.getByTestId('vat-sales-register-table');
    await register.getByText('Chain Cover').first().waitFor();
    await register.getByText('Vega Helmet').first().waitFor();
    const text = await register.innerText();
    assert.match(text, /Shafiqul Islam/);
    assert.match(text, /৳287\.05/);
    assert.match(text, /৳291\.76/);
    await page.getByText('VAT', { exact: true }).first().waitFor();
  });

  it("opens the month's return: its output VAT, tied out to VAT Payable", async () => {
    const month = dhakaToday().slice(0, 7);
    await page.goto(`${app.url}/vat?tab=return&period=${month}`);
    await page.getByTestId('vat-return-output').getByText('৳578.81').waitFor();
    assert.equal(await page.getByTestId('vat-return-net').innerText(), '৳578.81');
    assert.match(await page.getByTestId('vat-tie-out-output').innerText(), /Agrees/);
    // The month has not ended: it cannot be submitted yet.
    assert.equal(await page.getByTestId('vat-return-submit').isDisabled(), true);
    await screenshot(page, 'vat-return');
  });

  it('records a VAT payment and lists it; the return counts it as paid', async () => {
    const month = dhakaToday().slice(0, 7);
    await page.goto(`${app.url}/vat?tab=payments`);
    await page.getByTestId('vat-payments-table').waitFor();
    await page.getByTestId('add-vat-payment').click();
    await page.getByTestId('vat-payment-form').waitFor();
    const period = page.getByTestId('vat-payment-form-period');
    await period.click();
    await period.fill(new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
    await period.press('Enter');
    await page.getByTestId('vat-payment-form-amount').fill('578.81');
    await page.getByTestId('vat-payment-form-challan').fill('TC-2026-00123');
    await choose(page, 'vat-payment-form-account', 'Cash in Hand');
    await clickExpectingToast(page, page.getByTestId('vat-payment-form-submit'), 'VAT payment recorded successfully');
    const table = page.getByTestId('vat-payments-table');
    await table.getByText('TC-2026-00123').waitFor();
    assert.match(await table.innerText(), /৳578\.81/);
    assert.match(await table.innerText(), new RegExp(month));
    await screenshot(page, 'vat-payments');

    await page.goto(`${app.url}/vat?tab=return&period=${month}`);
    await page.getByTestId('vat-return-paid').getByText('৳578.81').waitFor();
    assert.equal(await page.getByTestId('vat-return-balance').innerText(), '৳0.00');
  });
});
