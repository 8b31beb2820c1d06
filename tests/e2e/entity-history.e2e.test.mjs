import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const STOREKEEPER = { name: 'Sadia Storekeeper', email: `sadia-${randomUUID().slice(0, 8)}@dealer.test`, password: 'sadia keeps the stock', role: 'Storekeeper' };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const SALES = { name: 'Selim Sales', email: `selim-${randomUUID().slice(0, 8)}@dealer.test`, password: 'selim sells bikes', role: 'Sales' };

async function switchUser(page, url, user) {
  await page.getByTestId('logout').click();
  await clickExpectingToast(page, page.getByTestId('logout-confirm'), 'Logout Successful');
  await page.waitForURL(`${url}/login`);
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
}

/**
 * The History tab of the details screens, read by the roles that read the entity (not only the
 * auditors): a storekeeper sees who created a product, a salesperson who added a customer.
 */
describe('an entity’s history on its details screen', () => {
  let app;
  let browser;
  let page;
  let motorcycleProduct;
  let chainLube;
  let customerId;
  let cash;
  before(async () => {
    app = await startApp('e2e-entity-history');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
    for (const user of [STOREKEEPER, SALES]) {
      const created = await api(page, app.url, 'POST', '/users', user);
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
    const chart = await api(page, app.url, 'GET', '/accounts/chart-of-accounts');
    const cashAccount = chart.body.data.accounts.find((account) => account.code === '1101')._id;
    const investment = await api(page, app.url, 'POST', '/accounts/owner/investment', { amount: 500000, date: today, cashAccount, description: 'Capital' });
    assert.equal(investment.status, 201, JSON.stringify(investment.body));
    const methods = await api(page, app.url, 'GET', '/accounts/payment-methods?limit=100');
    cash = methods.body.data.paymentMethods.find((method) => method.name === 'Cash')._id;
    const product = await api(page, app.url, 'POST', '/products', { name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000, stock: 0 });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    motorcycleProduct = product.body.data._id;
    const lube = await api(page, app.url, 'POST', '/products', { name: 'Chain Lube', model: '150 ml', type: 'Accessories', salePrice: 500, cost: 300, stock: 5 });
    assert.equal(lube.status, 201, JSON.stringify(lube.body));
    chainLube = lube.body.data._id;
  });

  /** The history drawer a History button opened, once its first event is shown; closed again by `close()`. */
  const drawerShowing = async (eventType) => {
    const drawer = page.getByTestId('history-drawer');
    await drawer.getByTestId('history-event-type').filter({ hasText: eventType }).first().waitFor();
    return drawer;
  };
  /** Closes the history drawer by its close button (Escape during the opening animation is lost). */
  const closeDrawer = async (drawer) => {
    await page.locator('.ant-drawer-close').last().click();
    await drawer.waitFor({ state: 'hidden' });
  };
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the storekeeper opens a product’s History tab and sees its creation, by them', async () => {
    await switchUser(page, app.url, STOREKEEPER);
    const product = await api(page, app.url, 'POST', '/products', { name: 'Helmet', model: 'Open face', type: 'Accessories', salePrice: 1800, cost: 1200, stock: 0 });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    await page.goto(`${app.url}/products/details/${product.body.data._id}`);
    await page.getByTestId('history-tab').click();
    const history = page.getByTestId('entity-history');
    const created = history.getByTestId('history-event').filter({ has: page.getByTestId('history-event-type').filter({ hasText: 'Product Created' }) });
    await created.waitFor();
    assert.equal(await created.getByTestId('history-event-user').innerText(), STOREKEEPER.name);
    assert.match(await created.getByTestId('history-event-changes').innerText(), /Helmet/);
    await screenshot(page, 'e2e-entity-history-01-product');
  });

  it('the storekeeper opens a purchase’s and its motorcycle unit’s history from their screens', async () => {
    const supplier = await api(page, app.url, 'POST', '/suppliers', { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000009', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' });
    assert.equal(supplier.status, 201, JSON.stringify(supplier.body));
    const purchase = await api(page, app.url, 'POST', '/purchases', {
      supplier: supplier.body.data._id,
      memoNumber: 'M-HIST-1',
      purchaseDate: today,
      items: [{ product: motorcycleProduct, quantity: 1, purchasePrice: 180000, salePrice: 215000, units: [{ chassisNo: 'ME4RGHIST01', engineNo: 'ENHIST01', color: 'Racing Blue' }] }],
      purchasePaymentMethod: cash,
      paidAmount: 180000,
      total: 180000,
    });
    assert.equal(purchase.status, 201, JSON.stringify(purchase.body));

    await page.goto(`${app.url}/purchases`);
    await page.getByTestId('purchase-history-M-HIST-1').click();
    let drawer = await drawerShowing('Purchase Recorded');
    assert.equal(await drawer.getByTestId('history-event-user').first().innerText(), STOREKEEPER.name);
    await closeDrawer(drawer);

    await page.goto(`${app.url}/products/motorcycles`);
    await page.getByTestId('view-motorcycle-ME4RGHIST01').click();
    await page.getByTestId('motorcycle-details-history').click();
    drawer = await drawerShowing('Motorcycle');
    assert.equal(await drawer.getByTestId('history-event-user').first().innerText(), STOREKEEPER.name);
    // Issue 23, item 14: words a storekeeper reads: the purchase's number and the supplier's name, taka, no UUIDs,
    // no poisha and no "Lifecycle absent → registered".
    const unitHistory = await drawer.getByTestId('entity-history').innerText();
    assert.match(unitHistory, /PUR-\d{6}/, unitHistory);
    assert.match(unitHistory, /৳1,80,000\.00/, unitHistory);
    assert.doesNotMatch(unitHistory, /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, 'no id shows as a UUID');
    assert.doesNotMatch(unitHistory, /poisha|Lifecycle/i, unitHistory);
    await screenshot(page, 'e2e-entity-history-03-motorcycle-unit');
    await closeDrawer(drawer);
    await page.getByTestId('motorcycle-details-close').click();
    await page.getByTestId('motorcycle-details').waitFor({ state: 'hidden' });
  });

  it('a salesperson opens a customer’s History tab and sees who added them and what was set', async () => {
    await switchUser(page, app.url, SALES);
    const customer = await api(page, app.url, 'POST', '/customers', { name: 'Rahim Uddin', phone: '01711-000002', address: 'Mirpur 10, Dhaka' });
    assert.equal(customer.status, 201, JSON.stringify(customer.body));
    customerId = customer.body.data._id;
    await page.goto(`${app.url}/customers/view/${customer.body.data._id}`);
    await page.getByTestId('customer-purchases-table').waitFor();
    await page.getByTestId('history-tab').click();
    const history = page.getByTestId('entity-history');
    const added = history.getByTestId('history-event').filter({ has: page.getByTestId('history-event-type').filter({ hasText: 'Customer Added' }) });
    await added.waitFor();
    assert.equal(await added.getByTestId('history-event-user').innerText(), SALES.name);
    assert.match(await added.getByTestId('history-event-changes').innerText(), /Rahim Uddin/);
    assert.equal(await page.getByTestId('entity-history-forbidden').count(), 0);
    await screenshot(page, 'e2e-entity-history-02-customer');

    const booking = await api(page, app.url, 'POST', '/bookings', { customer: customer.body.data._id, amount: 5000, method: cash, description: 'Booking money deposit', status: 'Confirmed' });
    assert.equal(booking.status, 201, JSON.stringify(booking.body));
    await page.goto(`${app.url}/sales/bookings`);
    await page.getByTestId(`booking-history-${booking.body.data.bookingNumber}`).click();
    const drawer = await drawerShowing('Booking Created');
    assert.equal(await drawer.getByTestId('history-event-user').first().innerText(), SALES.name);
  });

  it('a salesperson opens an invoice’s History tab beside its Invoice and Payment History', async () => {
    const invoice = await api(page, app.url, 'POST', '/invoices', { customer: customerId, items: [{ product: chainLube, quantity: 1 }], payments: [{ method: cash, amount: 500 }] });
    assert.equal(invoice.status, 201, JSON.stringify(invoice.body));
    await page.goto(`${app.url}/sales/invoices/view/${invoice.body.data._id}`);
    await page.getByTestId('invoice-tab-history').click();
    await page.waitForURL(/tab=history/);
    const issued = page.getByTestId('entity-history').getByTestId('history-event').filter({ has: page.getByTestId('history-event-type').filter({ hasText: 'Invoice Issued' }) });
    await issued.waitFor();
    assert.equal(await issued.getByTestId('history-event-user').innerText(), SALES.name);
  });
});
