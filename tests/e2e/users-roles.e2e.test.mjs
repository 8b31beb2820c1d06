import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ADMIN, api, choose, clickExpectingToast, screenshot, signIn, startApp, startBrowser, TOKEN_KEY } from './support.mjs';

const SALES = { name: 'Selim Hossain', email: `selim-${randomUUID().slice(0, 8)}@dealer.test`, password: 'selim sells bikes' };
/** The Sales user's password once they changed it (below). */
const SALES_CHANGED = 'selim has a new one';
const AUDITOR = { name: 'Ayesha Auditor', email: `ayesha-${randomUUID().slice(0, 8)}@dealer.test`, password: 'ayesha reads it all', role: 'Auditor' };
/** What the write-button checks below find on the screens: created by the administrator. */
const SUPPLIER = 'Rangs Motors';
const GL_CLASS = 'Role Check Assets';
const CUSTOMER_PHONE = '01711000042';

/** The session token the page holds. */
const tokenOf = (page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
/** A call with a given token, outside the app (its 401 handling would sign the page out). */
const callWith = async (url, token, method, path, body) => {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

async function logOut(page, url) {
  await page.getByTestId('logout').click();
  await clickExpectingToast(page, page.getByTestId('logout-confirm'), 'Logout Successful');
  await page.waitForURL(`${url}/login`);
}

async function signInAs(page, url, { email, password }) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
}

/** How many of each test id the page shows now (0: absent). */
const countsOf = (page, testIds) => Promise.all(testIds.map(async (testId) => [testId, await page.getByTestId(testId).count()]));
/** Asserts each test id is shown (once or more) or absent, naming the ones that are not as expected. */
async function expectShown(page, testIds, shown, where) {
  const wrong = (await countsOf(page, testIds)).filter(([, count]) => (count > 0) !== shown).map(([testId]) => testId);
  assert.deepEqual(wrong, [], `${where}: ${shown ? 'missing' : 'shown, though the role cannot use them'}`);
}

/**
 * The write buttons of several screens, shown to a role that may use them and absent for one that
 * may not (the server refuses such calls anyway, 403). Each screen is first waited for by what every
 * role sees on it (a row, the form), so an absent button is not just one not drawn yet.
 */
async function writeButtonsOf(page, url, ids) {
  const found = {};
  await page.goto(`${url}/products`);
  await page.getByTestId(`details-product-${ids.product}`).waitFor();
  found.products = await countsOf(page, ['add-product', `stock-product-${ids.product}`, `edit-product-${ids.product}`, `delete-product-${ids.product}`]);
  await page.goto(`${url}/products/details/${ids.product}`);
  await page.getByTestId('product-details-price-history').waitFor();
  found.productDetails = await countsOf(page, ['product-details-edit', 'product-details-manage-stock']);
  await page.goto(`${url}/suppliers`);
  await page.getByTestId(`view-supplier-${SUPPLIER}`).waitFor();
  found.suppliers = await countsOf(page, ['add-supplier', `toggle-supplier-${SUPPLIER}`, `edit-supplier-${SUPPLIER}`, `delete-supplier-${SUPPLIER}`]);
  await page.goto(`${url}/settings`);
  await page.getByTestId('business-profile-form').waitFor();
  found.settings = await countsOf(page, ['business-profile-save', 'settings-phone-add', 'settings-logo-choose']);
  await page.goto(`${url}/sales/invoices`);
  await page.getByTestId('invoices-table').waitFor();
  found.invoices = await countsOf(page, ['add-invoice']);
  await page.goto(`${url}/customers`);
  await page.getByTestId(`view-customer-${CUSTOMER_PHONE}`).waitFor();
  found.customers = await countsOf(page, ['add-customer', `edit-customer-${CUSTOMER_PHONE}`, `delete-customer-${CUSTOMER_PHONE}`]);
  return found;
}

const allShown = (found) => Object.values(found).flat().filter(([, count]) => count === 0).map(([testId]) => testId);
const noneShown = (found, except = []) => Object.values(found).flat().filter(([testId, count]) => count > 0 && !except.includes(testId)).map(([testId]) => testId);

describe('users and roles through their screens', () => {
  let app;
  let browser;
  let page;

  before(async () => {
    app = await startApp('e2e-users-roles');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, app.url);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('at 1366×768 with every menu group open, the last entry of System Settings scrolls above the collapse bar and opens', async () => {
    await page.goto(`${app.url}/dashboard`);
    for (const group of ['sales', 'customers', 'vehicles', 'inventory', 'finance', 'accounting-setup', 'system']) {
      const submenu = page.locator('.ant-menu-submenu').filter({ has: page.getByTestId(`nav-group-${group}`) });
      if (!(await submenu.evaluate((element) => element.classList.contains('ant-menu-submenu-open')))) await page.getByTestId(`nav-group-${group}`).click();
    }
    const lastEntry = page.locator('.ant-menu-submenu').filter({ has: page.getByTestId('nav-group-system') }).locator('.ant-menu-item').last();
    await lastEntry.waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-motion-collapse'));
    // The menu scrolled all the way down, as far as a user can scroll it.
    await page.evaluate(() => {
      const sider = document.querySelector('.app-sider');
      sider.scrollTop = sider.scrollHeight;
    });
    const entry = await lastEntry.boundingBox();
    const collapseBar = await page.locator('.ant-layout-sider-trigger').boundingBox();
    assert.ok(entry && collapseBar && entry.y + entry.height <= collapseBar.y, `the entry (bottom ${entry && entry.y + entry.height}) ends above the collapse bar (top ${collapseBar && collapseBar.y})`);
    const path = await page.evaluate(() => window.location.pathname);
    await lastEntry.click();
    await page.waitForFunction((before) => window.location.pathname !== before, path);
  });

  it('the administrator adds a Sales user on the Users tab of /settings', async () => {
    await page.goto(`${app.url}/settings?tab=users`);
    const table = page.getByTestId('users-table');
    await table.locator('tbody tr.ant-table-row').filter({ hasText: 'Administrator' }).waitFor();
    await page.getByTestId('add-user').click();
    await page.getByTestId('user-form-name').fill(SALES.name);
    await page.getByTestId('user-form-email').fill(SALES.email);
    await page.getByTestId('user-form-password').fill('short');
    await page.getByTestId('user-form-submit').click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByTestId('user-form-password').fill(SALES.password);
    await choose(page, 'user-form-role', 'Sales');
    await clickExpectingToast(page, page.getByTestId('user-form-submit'), 'User created successfully.');
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: SALES.email });
    await row.waitFor();
    const [name, email, role, status] = await row.locator('td').allInnerTexts();
    assert.deepEqual([name, email, role, status], [SALES.name, SALES.email, 'Sales', 'Active']);
    await screenshot(page, 'users-roles-users-tab');
  });

  it('logout ends the session on the server: the old token is refused', async () => {
    const token = await tokenOf(page);
    assert.equal((await callWith(app.url, token, 'GET', '/auth/profile')).status, 200);
    await logOut(page, app.url);
    assert.equal((await callWith(app.url, token, 'GET', '/auth/profile')).status, 401);
  });

  it('the Sales user signs in and sees no accounting menu, no Users tab, and cannot open an accounting screen', async () => {
    await signInAs(page, app.url, SALES);
    const menu = page.getByTestId('side-menu');
    await menu.getByText('Sales & Revenue').waitFor();
    for (const group of ['finance', 'accounting-setup']) assert.equal(await page.getByTestId(`nav-group-${group}`).count(), 0, `${group} is not shown`);
    assert.equal(await menu.getByText('Financial Management').count(), 0);
    assert.equal(await menu.getByText('Accounting Setup').count(), 0);
    assert.equal(await page.getByTestId('quick-reports').count(), 0, 'the Reports quick action leads to the books');
    await screenshot(page, 'users-roles-sales-menu');

    await page.goto(`${app.url}/accounts/glclasses`);
    await page.getByTestId('screen-forbidden').waitFor();
    assert.match(await page.getByTestId('screen-forbidden').innerText(), /Your role \(Sales\) cannot open this screen/);

    await page.goto(`${app.url}/settings`);
    await page.getByTestId('settings-tabs').waitFor();
    assert.equal(await page.getByTestId('settings-tab-users').count(), 0);
  });

  it('the Sales user gets 403 on an accounting call, and may read stock', async () => {
    const refused = await api(page, app.url, 'POST', '/accounts/journal-entries', { date: '2026-01-01', description: 'Not mine to post', lines: [] });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Your role (Sales) cannot change the books');
    const listed = await api(page, app.url, 'GET', '/accounts/gl-accounts');
    assert.equal(listed.status, 403);
    assert.equal((await api(page, app.url, 'GET', '/products')).status, 200);
    assert.equal((await api(page, app.url, 'POST', '/products', {})).status, 403);
  });

  it('the Sales user changes their own password from the user menu and stays signed in', async () => {
    const before = await tokenOf(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('change-password').click();
    await page.getByTestId('change-password-current').fill(SALES.password);
    await page.getByTestId('change-password-new').fill(SALES_CHANGED);
    await page.getByTestId('change-password-confirm').fill(SALES_CHANGED);
    await clickExpectingToast(page, page.getByTestId('change-password-submit'), 'Password changed');
    const after = await tokenOf(page);
    assert.notEqual(after, before);
    assert.equal((await callWith(app.url, before, 'GET', '/auth/profile')).status, 401, 'the old session ended');
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    assert.equal((await api(page, app.url, 'GET', '/auth/profile')).body.data.user.email, SALES.email);
  });

  describe('write buttons follow the role', () => {
    const ids = {};

    it('the administrator sees every write button: Add Product, stock and edit, the supplier switch, Settings Save, Add GL Class, Add Invoice', async () => {
      await logOut(page, app.url);
      await signInAs(page, app.url, ADMIN);
      const ok = async (path, body) => {
        const created = await api(page, app.url, 'POST', path, body);
        assert.equal(created.status, 201, `${path}: ${JSON.stringify(created.body)}`);
        return created.body.data;
      };
      ids.product = (await ok('/products', { name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 0 }))._id;
      await ok('/suppliers', { name: SUPPLIER, contactPerson: 'Karim Ahmed', phone: '01711000001', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' });
      await ok('/accounts/gl-classes', { name: GL_CLASS, type: 'Asset' });
      await ok('/customers', { name: 'Karim Mia', phone: CUSTOMER_PHONE });
      await ok('/users', AUDITOR);

      const found = await writeButtonsOf(page, app.url, ids);
      assert.deepEqual(allShown(found), [], 'the administrator misses these');
      await page.goto(`${app.url}/accounts/glclasses`);
      await page.getByTestId('gl-classes-table').getByText(GL_CLASS).first().waitFor();
      await expectShown(page, ['add-gl-class', `edit-gl-class-${GL_CLASS}`, `delete-gl-class-${GL_CLASS}`], true, 'GL Classes as the administrator');
      await page.goto(`${app.url}/accounts/chartofaccounts`);
      await page.getByText('No accounts yet').waitFor();
      await expectShown(page, ['initialize-chart'], true, 'Chart of Accounts as the administrator');
      await page.goto(`${app.url}/accounts/reconciliation`);
      await page.getByTestId('export-reconciliations').waitFor();
      await expectShown(page, ['start-reconciliation'], true, 'Bank Reconciliation as the administrator');
    });

    it('the Sales user sees no button that changes stock, suppliers or settings, still creates invoices, and an add form reached by its URL says not allowed', async () => {
      await logOut(page, app.url);
      await signInAs(page, app.url, { email: SALES.email, password: SALES_CHANGED });
      const found = await writeButtonsOf(page, app.url, ids);
      const salesWrites = ['add-invoice', 'add-customer', `edit-customer-${CUSTOMER_PHONE}`, `delete-customer-${CUSTOMER_PHONE}`];
      assert.deepEqual(noneShown(found, salesWrites), [], 'Sales may only read stock, suppliers and settings');
      assert.deepEqual(allShown({ invoices: found.invoices, customers: found.customers }), [], 'Sales creates invoices and keeps customers');
      // What reads stays: the supplier's state as a tag, the product's details.
      await page.goto(`${app.url}/suppliers`);
      assert.equal(await page.getByTestId(`supplier-active-${SUPPLIER}`).innerText(), 'Active');
      await page.goto(`${app.url}/products`);
      await page.getByTestId(`details-product-${ids.product}`).waitFor();
      await screenshot(page, 'users-roles-sales-products');

      for (const path of ['/products/add', `/products/update/${ids.product}`, `/products/stock/${ids.product}`, '/suppliers/add']) {
        await page.goto(`${app.url}${path}`);
        await page.getByTestId('screen-forbidden').waitFor();
        assert.match(await page.getByTestId('screen-forbidden').innerText(), /Your role \(Sales\) cannot open this screen/, path);
      }
    });

    it('the Auditor reads every screen and sees no write button: not on stock, suppliers, settings, invoices, customers or the books', async () => {
      await logOut(page, app.url);
      await signInAs(page, app.url, AUDITOR);
      const found = await writeButtonsOf(page, app.url, ids);
      assert.deepEqual(noneShown(found), [], 'the Auditor changes nothing');
      await page.goto(`${app.url}/suppliers`);
      assert.equal(await page.getByTestId(`supplier-active-${SUPPLIER}`).innerText(), 'Active');

      await page.goto(`${app.url}/accounts/glclasses`);
      await page.getByTestId('gl-classes-table').getByText(GL_CLASS).first().waitFor();
      await expectShown(page, ['add-gl-class', `edit-gl-class-${GL_CLASS}`, `delete-gl-class-${GL_CLASS}`], false, 'GL Classes as the Auditor');
      await page.goto(`${app.url}/accounts/chartofaccounts`);
      await page.getByText('No accounts yet').waitFor();
      await expectShown(page, ['initialize-chart', 'add-account', 'import-accounts'], false, 'Chart of Accounts as the Auditor');
      await page.goto(`${app.url}/accounts/reconciliation`);
      await page.getByTestId('export-reconciliations').waitFor();
      await expectShown(page, ['start-reconciliation'], false, 'Bank Reconciliation as the Auditor');

      await page.goto(`${app.url}/products`);
      await page.getByTestId(`details-product-${ids.product}`).waitFor();
      await screenshot(page, 'users-roles-auditor-products');

      for (const path of ['/sales/invoices/create', '/products/add', '/accounts/expenses/add']) {
        await page.goto(`${app.url}${path}`);
        await page.getByTestId('screen-forbidden').waitFor();
        assert.match(await page.getByTestId('screen-forbidden').innerText(), /Your role \(Auditor\) cannot open this screen/, path);
      }
      // The server agrees: the Auditor's change is refused.
      assert.equal((await api(page, app.url, 'POST', '/products', { name: 'Not mine', model: 'X', type: 'Accessories', salePrice: 1, stock: 0 })).status, 403);
    });
  });
});
