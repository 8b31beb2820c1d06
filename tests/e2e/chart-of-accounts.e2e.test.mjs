import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, choose, clickExpectingToast, screenshot, startApp, startBrowser } from './support.mjs';

describe('chart of accounts in the browser', () => {
  let app;
  let browser;
  let page;
  before(async () => {
    app = await startApp('e2e-chart');
    ({ browser, page } = await startBrowser());
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sends a signed-out visitor to /login, then signs in', async () => {
    await page.goto(`${app.url}/accounts/chartofaccounts`);
    await page.waitForURL('**/login');
    await page.getByTestId('login-email').fill('not an email');
    await page.getByTestId('login-submit').click();
    await page.getByText('Invalid email format!').waitFor();
    await page.getByTestId('login-email').fill(ADMIN.email);
    await page.getByTestId('login-password').fill('wrong password');
    await page.getByTestId('login-submit').click();
    await page.getByText('Invalid email or password').first().waitFor();
    await page.getByTestId('login-password').fill(ADMIN.password);
    await screenshot(page, 'e2e-01-login');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/accounts/chartofaccounts');
    await page.getByTestId('initialize-chart').waitFor();
    await screenshot(page, 'e2e-02-chart-empty');
  });

  it('initializes the chart and shows the standard accounts', async () => {
    await clickExpectingToast(page, page.getByTestId('initialize-chart'), 'Chart of Accounts initialized successfully!');
    await page.getByTestId('chart-accounts-table').getByText('Cash in Hand').waitFor();
    const total = await page.getByTestId('chart-total-accounts').innerText();
    assert.match(total, /\b4\d\b/);
    // The taka sign has a font even where the machine has none for Bengali (this one has none).
    const takaFont = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans Bengali' && face.status === 'loaded').map((face) => face.weight).sort(),
    );
    assert.deepEqual(takaFont, ['400', '700']);
    await screenshot(page, 'e2e-03-chart-initialized');
  });

  it('adds a GL account and finds it in the list', async () => {
    await page.getByTestId('add-account').click();
    await page.getByTestId('account-form-code').fill('1102.05');
    await page.getByTestId('account-form-name').fill('Eastern Bank Current');
    await choose(page, 'account-form-type', 'Asset');
    await choose(page, 'account-form-group', 'Cash and Bank');
    await page.getByTestId('account-form-description').fill('Opened for card settlements');
    await screenshot(page, 'e2e-04-add-account');
    await page.getByTestId('account-form-submit').click();
    // The modal closes once the account is created (it stays open, with the reason, if not).
    await page.getByTestId('account-form-submit').waitFor({ state: 'hidden' });
    await page.getByTestId('chart-search').fill('Eastern');
    const row = page.getByTestId('chart-accounts-table').locator('tr').filter({ hasText: 'Eastern Bank Current' });
    await row.waitFor();
    assert.match(await row.innerText(), /1102\.05/);
    // A new account with no balance can be deleted; a system account cannot.
    assert.equal(await page.getByTestId('delete-account-1102.05').isDisabled(), false);
    await page.getByTestId('chart-search').fill('Cash in Hand');
    await page.getByTestId('chart-accounts-table').locator('tr').filter({ hasText: 'Cash in Hand' }).waitFor();
    assert.equal(await page.getByTestId('delete-account-1101').isDisabled(), true);
    await page.getByTestId('chart-search').fill('Eastern');
    await page.getByTestId('chart-accounts-table').locator('tr').filter({ hasText: 'Cash in Hand' }).waitFor({ state: 'detached' });
    await screenshot(page, 'e2e-05-account-listed');
  });

  it('logs out with a confirmation and returns to /login', async () => {
    await page.getByTestId('logout').click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await clickExpectingToast(page, page.getByTestId('logout-confirm'), 'Logout Successful');
    await page.waitForURL('**/login');
    await page.goto(`${app.url}/accounts/glaccounts`);
    await page.waitForURL('**/login');
    await screenshot(page, 'e2e-06-logged-out');
  });
});
