// Issue 23, items 2, 5, 6 and 23: the invoice counter's form. A products invoice for three helmets
// (set up through the API: a helmet with 4 in stock, a customer), then through the screen: leaving the
// filled form (side menu, browser Back) asks and Stay keeps it; a reload keeps it as a draft that the
// next visit offers to restore; 10 helmets of 4 stay 10 and are refused on the line; nothing paid asks
// 'Record as a credit sale of ৳5,865.00?' and Cancel sends nothing; Pay in full fills the due; the cash
// tendered shows the change, and only the amount is recorded as paid.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, screenshot, signInWithChart, startApp, startBrowser, apiCaller } from './support.mjs';

const HELMET = { name: 'Vega Helmet', model: 'Crux Full Face', sale: 1_955_00, cost: 1_400_00, stock: 4 };
const CUSTOMER = { name: 'Rafiqul Hasan', phone: '01715667788' };
const QUANTITY = 3;
const TOTAL = QUANTITY * HELMET.sale;
const TENDERED = 6_000_00;

/** Poisha as the app shows taka: 586500 → ৳5,865.00 (Indian grouping). */
function taka(poisha) {
  const whole = String(Math.floor(poisha / 100));
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}`;
  return `৳${grouped}.${String(poisha % 100).padStart(2, '0')}`;
}
/** What a money input shows ('5,865' or '5,865.00') in poisha. */
const amountIn = (text) => Math.round(Number(text.replace(/,/g, '')) * 100);
const FORM_PATH = '/sales/invoices/products';

describe('the invoice counter form: leaving, the draft, stock, credit sales, pay in full and change', () => {
  let app;
  let browser;
  let page;
  const ids = {};
  /** Every invoice the page tried to create (POST /api/invoices). */
  const created = [];

  before(async () => {
    app = await startApp('e2e-counter-form');
    ({ browser } = await startBrowser());
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, timezoneId: 'Asia/Dhaka' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/invoices') created.push(request.postDataJSON());
    });
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const call = (method, path, body) => apiCaller(page, app.url)(method, path, body);
  const quantity = () => page.getByTestId('product-invoice-line-0-quantity');

  it('sets up a helmet with 4 in stock and a customer through the API', async () => {
    ids.helmet = (await call('POST', '/products', { name: HELMET.name, model: HELMET.model, type: 'Accessories', salePrice: HELMET.sale / 100, cost: HELMET.cost / 100, stock: HELMET.stock }))._id;
    ids.customer = (await call('POST', '/customers', CUSTOMER))._id;
  });

  it('asks before a side-menu click or browser Back leaves the filled invoice, and Stay keeps it', async () => {
    // Into the form inside the app, so that Back is the app's own navigation.
    await page.goto(`${app.url}/sales/invoices/create`);
    await page.getByTestId('invoice-type-products').click();
    await page.waitForURL(`${app.url}${FORM_PATH}`);
    await page.getByTestId('product-invoice-customer').click();
    await page.keyboard.type(CUSTOMER.name.slice(0, 6));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: CUSTOMER.name }).first().click();
    await choose(page, 'product-invoice-line-0-product', HELMET.name);
    await quantity().fill(String(QUANTITY));
    await page.getByTestId('product-invoice-total').filter({ hasText: taka(TOTAL) }).waitFor();

    await page.getByTestId('nav-sales-invoices').filter({ visible: true }).click();
    await page.getByTestId('leave-page-cancel').waitFor();
    await screenshot(page, 'e2e-counter-01-leave-question');
    await page.getByTestId('leave-page-cancel').click();
    await page.getByTestId('leave-page-cancel').waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, FORM_PATH, 'Stay keeps the form');
    assert.equal(await quantity().inputValue(), String(QUANTITY), 'with what was typed');

    await page.evaluate(() => history.back());
    await page.getByTestId('leave-page-cancel').waitFor();
    await page.getByTestId('leave-page-cancel').click();
    await page.getByTestId('leave-page-cancel').waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, FORM_PATH, 'Back stays too');
    assert.equal(await quantity().inputValue(), String(QUANTITY));
  });

  it('keeps the invoice as a draft over a reload and Restore fills it again', async () => {
    const asked = [];
    const onDialog = (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', onDialog);
    // The draft is written after a pause in the typing.
    await page.waitForTimeout(800);
    await page.reload();
    page.off('dialog', onDialog);
    assert.deepEqual(asked, ['beforeunload'], 'the reload asked first');

    const restore = page.getByTestId('invoice-draft-restore');
    await restore.waitFor();
    const question = await page.locator('.ant-modal-confirm-title').innerText();
    assert.match(question, /^Restore the unsaved invoice from \d{2}:\d{2}\?$/);
    await screenshot(page, 'e2e-counter-02-restore-question');
    await restore.click();
    await restore.waitFor({ state: 'hidden' });
    await page.getByTestId('product-invoice-total').filter({ hasText: taka(TOTAL) }).waitFor();
    assert.equal(await quantity().inputValue(), String(QUANTITY));
    await page.getByTestId('product-invoice').locator('.ant-select-selection-item').filter({ hasText: CUSTOMER.name }).waitFor();
    await page.getByTestId('product-invoice').locator('.ant-select-selection-item').filter({ hasText: HELMET.name }).waitFor();
  });

  it('keeps 10 helmets of 4 as typed, says "Only 4 in stock" on the line and sends nothing', async () => {
    await quantity().fill('10');
    await quantity().blur();
    await page.getByTestId('product-invoice-line-0').getByText(`Only ${HELMET.stock} in stock`).waitFor();
    assert.equal(await quantity().inputValue(), '10', 'not cut to the stock');
    await page.getByTestId('product-invoice-submit').click();
    await page.getByTestId('product-invoice-line-0').getByText(`Only ${HELMET.stock} in stock`).waitFor();
    await page.waitForTimeout(500);
    assert.equal(created.length, 0, 'no invoice sent');
    assert.equal(await page.locator('[data-testid="credit-sale-confirm"]').count(), 0, 'refused before any question');
    await screenshot(page, 'e2e-counter-03-only-in-stock');
    await quantity().fill(String(QUANTITY));
    await page.getByTestId('product-invoice-total').filter({ hasText: taka(TOTAL) }).waitFor();
  });

  it('asks "Record as a credit sale of ৳5,865.00?" when nothing is paid, and Cancel sends nothing', async () => {
    assert.equal(await page.getByTestId('product-invoice-payment-0-amount').inputValue(), '', 'the Cash row is empty');
    await page.getByTestId('product-invoice-submit').click();
    const cancel = page.getByTestId('credit-sale-cancel');
    await cancel.waitFor();
    assert.equal(await page.locator('.ant-modal-confirm-title').innerText(), `Record as a credit sale of ${taka(TOTAL)}?`);
    await screenshot(page, 'e2e-counter-04-credit-sale-question');
    await cancel.click();
    await cancel.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    assert.equal(created.length, 0, 'Cancel sends nothing');
    assert.ok(await page.getByTestId('product-invoice-submit').isEnabled(), 'the form takes input again');
  });

  it('fills the row with the amount due on Pay in full', async () => {
    await page.getByTestId('product-invoice-pay-in-full').click();
    assert.equal(amountIn(await page.getByTestId('product-invoice-payment-0-amount').inputValue()), TOTAL);
    await page.getByTestId('product-invoice-due').filter({ hasText: taka(0) }).waitFor();
  });

  it('shows the change for the cash tendered, records only the amount, and forgets the draft once saved', async () => {
    await page.getByTestId('product-invoice-payment-0-tendered').fill((TENDERED / 100).toFixed(2));
    const change = page.getByTestId('product-invoice-payment-0-change');
    await change.waitFor();
    assert.equal(await change.innerText(), `Customer will receive ${taka(TENDERED - TOTAL)} as change.`);
    assert.equal(amountIn(await page.getByTestId('product-invoice-payment-0-amount').inputValue()), TOTAL, 'the payment stays the amount');
    assert.equal(await page.getByTestId('product-invoice-change-warning').count(), 0, 'not an overpayment');
    assert.ok(await page.getByTestId('product-invoice-submit').isEnabled());
    await screenshot(page, 'e2e-counter-05-cash-tendered');

    await page.getByTestId('product-invoice-submit').click();
    await page.getByTestId('invoice-preview').getByTestId('invoice-document').waitFor();
    assert.equal(created.length, 1);
    assert.deepEqual(
      created[0].payments.map((payment) => [Math.round(payment.amount * 100), 'tendered' in payment]),
      [[TOTAL, false]],
      'the amount is the payment; the cash tendered is not sent',
    );
    const invoices = (await call('GET', '/invoices?limit=10')).invoices;
    assert.equal(invoices.length, 1);
    assert.equal(Math.round(Number(invoices[0].paidAmount) * 100), TOTAL);
    assert.equal(invoices[0].paymentStatus, 'Paid');

    // Saved: no draft is left, and the fresh form leaves without a question.
    await page.getByTestId('invoice-preview-close').click();
    await page.getByTestId('invoice-preview').waitFor({ state: 'hidden' });
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('dealer.invoice-draft')));
    assert.deepEqual(drafts, []);
    // The visible menu entry: a collapsed menu's popup keeps a hidden copy of its entries once shown.
    await page.getByTestId('nav-sales-invoices').filter({ visible: true }).click();
    await page.waitForURL(`${app.url}/sales/invoices`);
  });
});
