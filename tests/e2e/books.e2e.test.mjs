import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/** Picks an option in one journal line's account select (each line has its own dropdown class). */
async function chooseLineAccount(page, index, accountText) {
  await page.getByTestId(`journal-line-${index}-account`).click();
  await page.locator(`.journal-line-${index}-account-dropdown .ant-select-item-option`).filter({ hasText: accountText }).first().click();
}

describe('the books in the browser', () => {
  let app;
  let browser;
  let page;
  before(async () => {
    app = await startApp('e2e-books');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates a three-line journal entry and posts it', async () => {
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('new-journal-entry').click();
    // The inputs stop at the server's limits (reference 50, line description 200) instead of letting a save be refused.
    assert.equal(await page.getByTestId('journal-entry-form-reference').getAttribute('maxlength'), '50');
    assert.equal(await page.getByTestId('journal-line-0-description').getAttribute('maxlength'), '200');
    await page.getByTestId('journal-entry-form-reference').fill('E2E-3L');
    await page.getByTestId('journal-entry-form-description').fill('Workshop tools bought with cash and bank');
    await chooseLineAccount(page, 0, '1502');
    await page.getByTestId('journal-line-0-debit').fill('15000');
    await chooseLineAccount(page, 1, '1101 ');
    await page.getByTestId('journal-line-1-credit').fill('5000');
    await page.getByTestId('add-journal-line').click();
    await chooseLineAccount(page, 2, '1102');
    await page.getByTestId('journal-line-2-credit').fill('10000');
    await page.getByTestId('journal-entry-form-description').click();
    assert.equal(await page.getByTestId('journal-balance-status').getAttribute('data-balanced'), 'true');
    await screenshot(page, 'e2e-books-01-entry-form');
    await page.getByTestId('save-and-post').click();
    await page.getByTestId('entry-status-E2E-3L').filter({ hasText: 'Posted' }).waitFor();
    await screenshot(page, 'e2e-books-02-entry-posted');
  });

  it('shows the posting in the trial balance, balanced', async () => {
    await page.goto(`${app.url}/accounts/financial-reports`);
    await page.getByTestId('reports-tab-trial-balance').click();
    const table = page.getByTestId('trial-balance-table');
    await table.getByText('Workshop Equipment').waitFor();
    assert.match(await page.getByTestId('trial-balance-total-debits').innerText(), /15,000\.00/);
    assert.match(await page.getByTestId('trial-balance-total-credits').innerText(), /15,000\.00/);
    assert.match(await page.getByTestId('trial-balance-status').innerText(), /Balanced/);
    // Issue 23, item 19: every account on one page, the totals at the foot after the last row.
    assert.equal(await table.locator('.ant-pagination').count(), 0, 'no paging');
    const rows = await table.locator('tbody tr.ant-table-row').count();
    assert.match(await page.getByTestId('trial-balance-account-count').innerText(), new RegExp(`^${rows} accounts$`));
    const lastRow = await table.locator('tbody tr.ant-table-row').last().boundingBox();
    const totals = await page.getByTestId('trial-balance-total-debits').boundingBox();
    assert.ok(totals.y > lastRow.y, 'the totals below the last account');
    await screenshot(page, 'e2e-books-03-trial-balance');
  });

  it('opens Financial Reports on this month (1st to today) and exports CSV by default, JSON still offered (issue 23, item 19)', async () => {
    const inputs = page.getByTestId('reports-range').locator('input');
    // "Nov 01, 2026" to "Nov 28, 2026": the start is the 1st of the end's month.
    const [start, end] = [await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()];
    assert.equal(start, end.replace(/ \d{2},/, ' 01,'), `${start} – ${end}`);
    assert.match(await page.getByTestId('reports-export-format').innerText(), /CSV/);
    await page.getByTestId('reports-export-format').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'JSON' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('shows the entry on the accounting transactions screen with its three entries', async () => {
    await page.goto(`${app.url}/sales/payments`);
    const table = page.getByTestId('transactions-table');
    await table.getByText('E2E-3L').first().waitFor();
    await page.getByTestId('expand-all-switch').click();
    await table.getByText('Workshop Equipment').first().waitFor();
    assert.match(await page.getByTestId('summary-total-debits').innerText(), /15,000\.00/);
    await screenshot(page, 'e2e-books-04-transactions');
  });

  it('reverses the entry and the balances return to zero', async () => {
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('reverse-entry-E2E-3L').click();
    await page.getByTestId('confirm-reverse').click();
    await page.getByTestId('entry-status-E2E-3L').filter({ hasText: 'Reversed' }).waitFor();
    await screenshot(page, 'e2e-books-05-reversed');
    await page.goto(`${app.url}/accounts/financial-reports`);
    await page.getByTestId('reports-tab-trial-balance').click();
    await page.getByTestId('trial-balance-status').waitFor();
    assert.equal(await page.getByTestId('trial-balance-table').getByText('Workshop Equipment').count(), 0);
    assert.match(await page.getByTestId('trial-balance-total-debits').innerText(), /0\.00/);
    await page.goto(`${app.url}/accounts/chartofaccounts`);
    await page.getByTestId('chart-search').fill('Workshop Equipment');
    const row = page.getByTestId('chart-accounts-table').locator('tr').filter({ hasText: 'Workshop Equipment' });
    assert.match(await row.innerText(), /0\.00/);
    await screenshot(page, 'e2e-books-06-balances-returned');
  });
});
