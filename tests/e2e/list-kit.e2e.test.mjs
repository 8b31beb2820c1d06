import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/** A list's search, filters and page live in the URL: they survive a reload and come back with Back. */
describe('list state in the URL', () => {
  let app;
  let browser;
  let page;
  before(async () => {
    app = await startApp('e2e-list-kit');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const table = () => page.getByTestId('gl-accounts-table');
  const rows = () => table().locator('tbody tr.ant-table-row');
  // antd puts the table's test id on the table itself; its pagination sits beside it in the wrapper.
  const pagination = () => page.locator('.ant-table-wrapper').filter({ has: table() }).locator('.ant-pagination');
  const activePage = () => pagination().locator('.ant-pagination-item-active').innerText();
  const firstCode = () => rows().first().locator('td').first().innerText();
  /** The first row's account code once it differs from `previous` (the page has changed). */
  async function firstCodeOtherThan(previous) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const code = await firstCode();
      if (code !== previous) return code;
      await page.waitForTimeout(100);
    }
    throw new Error(`the list still starts with ${previous}`);
  }

  it('keeps a GL account search across a reload', async () => {
    await page.goto(`${app.url}/accounts/glaccounts`);
    await table().getByText('Cash in Hand').waitFor();
    await page.getByTestId('gl-account-search').fill('Cash in Hand');
    await page.waitForURL(/[?&]search=Cash\+in\+Hand/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gl-accounts-table"] tbody tr.ant-table-row').length === 1);
    await page.reload();
    await table().getByText('Cash in Hand').waitFor();
    assert.equal(await page.getByTestId('gl-account-search').inputValue(), 'Cash in Hand');
    assert.equal(await rows().count(), 1);
    await screenshot(page, 'e2e-list-kit-01-search-after-reload');
  });

  it('returns to page 2 of a list with Back, and leaves defaults out of the URL', async () => {
    await page.goto(`${app.url}/accounts/glaccounts`);
    await table().getByText('Cash in Hand').waitFor();
    assert.equal(new URL(page.url()).search, '');
    const codeOnPageOne = await firstCode();
    await pagination().locator('.ant-pagination-item-2').click();
    await page.waitForURL(/[?&]page=2/);
    const codeOnPageTwo = await firstCodeOtherThan(codeOnPageOne);

    await page.getByTestId('nav-accounts-glclasses').click();
    await page.waitForURL('**/accounts/glclasses');
    await page.getByTestId('gl-classes-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.goBack();
    await page.waitForURL(/\/accounts\/glaccounts\?page=2$/);
    await table().getByText(codeOnPageTwo, { exact: true }).first().waitFor();
    assert.equal(await activePage(), '2');
    assert.equal(await firstCode(), codeOnPageTwo);
    await screenshot(page, 'e2e-list-kit-02-page-two-after-back');
  });

  it('starts a filtered list from page 1 and keeps the filter in the URL', async () => {
    await page.goto(`${app.url}/accounts/glaccounts?page=2`);
    await pagination().locator('.ant-pagination-item-active').waitFor();
    await page.getByTestId('gl-account-type-filter').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Expense' }).first().click();
    await page.waitForURL(/\/accounts\/glaccounts\?type=Expense$/);
    await page.reload();
    await table().locator('tbody tr.ant-table-row').first().waitFor();
    assert.equal(await activePage(), '1');
    assert.match(await page.getByTestId('gl-account-type-filter').innerText(), /Expense/);
    await screenshot(page, 'e2e-list-kit-03-filter-in-url');
  });
});
