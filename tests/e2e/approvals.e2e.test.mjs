// Issue 23, item 11: the counter (Sales) sees prices, not costs, and its void waits for an
// approval. The Sales user asks to void an invoice on its view ("Void requested", the invoice
// untouched, the request shown on it); the Accountant's menu counts the pending request, and the
// Approvals page approves it: the invoice is then voided. The Sales user's products list has no cost
// columns, nor has a product's price history. The Sales user opens Approvals from the menu and reads
// their own requests, read-only, with each one's status and the approver's reason. Set up through
// the API; the rest through the screens.
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
  let secondInvoice;
  let helmet;

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
    helmet = (await call('POST', '/products', { name: 'Studds Helmet', model: 'Thunder D7', type: 'Accessories', salePrice: 2200, cost: 1500, stock: 5 }))._id;
    const customer = (await call('POST', '/customers', { name: 'Rokeya Begum', phone: '01715998877', address: 'Dhanmondi 27, Dhaka' }))._id;
    invoice = await call('POST', '/invoices', { customer, items: [{ product: helmet, quantity: 1 }], payments: [{ method: cash, amount: 2200 }] });
    secondInvoice = await call('POST', '/invoices', { customer, items: [{ product: helmet, quantity: 1 }], payments: [{ method: cash, amount: 2200 }] });
    // A sale price change, so the price history has a sale price row beside the cost rows.
    await call('PUT', `/products/${helmet}`, { salePrice: 2300 });
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

  it('the Sales user reads a product\'s sale price history with no cost, margin or purchases', async () => {
    const sales = await signedInPage(SALES);
    await sales.goto(`${app.url}/products/details/${helmet}`);
    await sales.getByTestId('product-tab-prices').click();
    const panel = sales.getByTestId('price-history-panel');
    await panel.waitFor();
    assert.match(await sales.getByTestId('price-sale-price').innerText(), /2,300/);
    for (const figure of ['price-average-cost', 'price-current-cost', 'price-profit-margin', 'price-inventory-value', 'price-average-purchase-price']) {
      assert.equal(await sales.getByTestId(figure).count(), 0, figure);
    }
    assert.equal(await sales.getByTestId('recent-purchases-table').count(), 0);
    const table = sales.getByTestId('price-change-table');
    const headers = await table.locator('.ant-table-thead th').allInnerTexts();
    assert.ok(!headers.includes('Type'), headers.join(' | '));
    const text = await table.innerText();
    assert.match(text, /2,300/);
    assert.doesNotMatch(text, /1,500/, 'no cost in the rows');
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

  it('the Sales user opens Approvals from the menu: their own requests, each with its status and the approver\'s reason, nothing to decide', async () => {
    const sales = await signedInPage(SALES);
    const asked = await api(sales, app.url, 'DELETE', `/invoices/${secondInvoice._id}?reason=${encodeURIComponent('Wrong customer chosen')}`);
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const accountant = await signedInPage(ACCOUNTANT);
    const rejected = await api(accountant, app.url, 'POST', `/approvals/${asked.body.data.approvalId}/reject`, { reason: 'The customer paid; keep the invoice' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    await accountant.close();

    await sales.getByTestId('nav-group-sales').click();
    assert.equal(await sales.getByTestId('pending-approvals-count').count(), 0, 'no badge: the Sales user decides nothing');
    await sales.getByTestId('nav-sales-approvals').click();
    await sales.getByTestId('page-title').filter({ hasText: 'My Approval Requests' }).waitFor();
    const table = sales.getByTestId('approvals-table');
    const approvedRow = table.locator('tr').filter({ hasText: 'Customer chose another helmet' });
    await approvedRow.waitFor();
    assert.match(await approvedRow.innerText(), /Approved/);
    assert.match(await approvedRow.innerText(), /by Kamal Hossain/);
    const rejectedRow = table.locator('tr').filter({ hasText: 'Wrong customer chosen' });
    await rejectedRow.waitFor();
    assert.match(await rejectedRow.innerText(), /Rejected/);
    assert.match(await rejectedRow.innerText(), /The customer paid; keep the invoice/);
    assert.equal(await table.getByRole('button', { name: 'Approve' }).count(), 0);
    assert.equal(await table.getByRole('button', { name: 'Reject' }).count(), 0);
    const headers = await table.locator('.ant-table-thead th').allInnerTexts();
    assert.ok(!headers.includes('Actions') && !headers.includes('By'), headers.join(' | '));
    await sales.close();
  });
});
