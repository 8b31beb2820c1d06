// Issue 23, item 11: the counter (Sales) sees prices, not costs, and its void waits for an
// approval. The Sales user asks to void an invoice on its view ("Void requested", the invoice
// untouched, the request shown on it); the Accountant's menu counts the pending request, and the
// Approvals page approves it: the invoice is then voided. The Sales user's products list has no cost
// columns. Set up through the API; the rest through the screens.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, clickExpectingToast, signInWithChart, startApp, startBrowser } from './support.mjs';

const SALES = { name: 'Shirin Akter', email: 'shirin@dealer.test', password: 'counter password 1', role: 'Sales' };
const ACCOUNTANT = { name: 'Kamal Hossain', email: 'kamal@dealer.test', password: 'books password 1', role: 'Accountant' };

describe('a Sales user’s void waits for an approval; the counter sees no costs', () => {
  let app;
  let browser;
  let admin;
  let invoice;

  /** A page signed in as `user` in its own browser context. */
  const signedInPage = async (user) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, timezoneId: 'Asia/Dhaka' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${app.url}/login`);
    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${app.url}/`);
    return page;
  };

  before(async () => {
    app = await startApp('e2e-approvals');
    ({ browser } = await startBrowser());
    admin = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, timezoneId: 'Asia/Dhaka' })).newPage();
    admin.setDefaultTimeout(20_000);
    await signInWithChart(app, admin);
    const call = async (method, path, body) => {
      const answer = await api(admin, app.url, method, path, body);
      assert.ok([200, 201].includes(answer.status), `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    for (const user of [SALES, ACCOUNTANT]) await call('POST', '/users', user);
    const cash = (await call('GET', '/accounts/payment-methods?limit=100')).paymentMethods.find((method) => method.name === 'Cash')._id;
    const helmet = (await call('POST', '/products', { name: 'Studds Helmet', model: 'Thunder D7', type: 'Accessories', salePrice: 2200, cost: 1500, stock: 5 }))._id;
    const customer = (await call('POST', '/customers', { name: 'Rokeya Begum', phone: '01715998877', address: 'Dhanmondi 27, Dhaka' }))._id;
    invoice = await call('POST', '/invoices', { customer, items: [{ product: helmet, quantity: 1 }], payments: [{ method: cash, amount: 2200 }] });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the Sales user sees sale prices and stock but no cost or stock value on the products list', async () => {
    const sales = await signedInPage(SALES);
    await sales.goto(`${app.url}/products`);
    await sales.getByText('Studds Helmet').first().waitFor();
    const headers = await sales.locator('.ant-table-thead th').allInnerTexts();
    assert.ok(headers.includes('Sale Price'), headers.join(' | '));
    assert.ok(!headers.includes('Cost') && !headers.includes('Inventory Value'), headers.join(' | '));
    await sales.close();
  });

  it('the Sales user asks to void: "Void requested", the invoice is not voided and shows the pending request', async () => {
    const sales = await signedInPage(SALES);
    await sales.goto(`${app.url}/sales/invoices/view/${invoice._id}`);
    await sales.getByTestId('void-invoice').click();
    await sales.getByTestId('void-invoice-reason').fill('Customer chose another helmet');
    await clickExpectingToast(sales, sales.getByTestId('void-invoice-confirm'), 'Void requested; an Administrator or Accountant must approve it');
    await sales.getByTestId('invoice-void-requested').waitFor();
    const stored = (await api(sales, app.url, 'GET', `/invoices/${invoice._id}`)).body.data.invoice;
    assert.equal(stored.status, 'Issued');
    await sales.close();
  });

  it('the Accountant sees the pending count in the menu and approves on the Approvals page: the invoice is voided', async () => {
    const accountant = await signedInPage(ACCOUNTANT);
    await accountant.getByTestId('nav-group-sales').click();
    const badge = accountant.getByTestId('pending-approvals-count');
    await badge.waitFor();
    assert.match(await badge.innerText(), /1/);
    await accountant.getByTestId('nav-sales-approvals').click();
    const row = accountant.getByTestId('approvals-table').locator('tr').filter({ hasText: 'Customer chose another helmet' });
    await row.waitFor();
    await clickExpectingToast(accountant, row.getByRole('button', { name: 'Approve' }), 'Request approved');
    const stored = (await api(accountant, app.url, 'GET', `/invoices/${invoice._id}`)).body.data.invoice;
    assert.equal(stored.status, 'Voided');
    await accountant.close();
  });
});
