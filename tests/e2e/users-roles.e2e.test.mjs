import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api, choose, clickExpectingToast, screenshot, signIn, startApp, startBrowser, TOKEN_KEY } from './support.mjs';

const SALES = { name: 'Selim Hossain', email: `selim-${randomUUID().slice(0, 8)}@dealer.test`, password: 'selim sells bikes' };

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
    await page.getByTestId('change-password-new').fill('selim has a new one');
    await page.getByTestId('change-password-confirm').fill('selim has a new one');
    await clickExpectingToast(page, page.getByTestId('change-password-submit'), 'Password changed');
    const after = await tokenOf(page);
    assert.notEqual(after, before);
    assert.equal((await callWith(app.url, before, 'GET', '/auth/profile')).status, 401, 'the old session ended');
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    assert.equal((await api(page, app.url, 'GET', '/auth/profile')).body.data.user.email, SALES.email);
  });
});
