import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, signInWithChart, startApp, startBrowser } from './support.mjs';

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/**
 * What the accounting spec fixes on two screens in the browser: a transaction row shows its
 * description cut at 60 characters (§2, §9), and the owner's equity form input shows a dollar
 * sign, not the taka sign (§1).
 */
describe('accounting transactions and owner equity, as the spec words them', () => {
  let app;
  let browser;
  let page;
  const longDescription = 'Showroom electricity bill for November, paid in cash at the DESCO counter downtown';

  before(async () => {
    app = await startApp('e2e-accounting-open-items');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithChart(app, page);
    const chart = (await api(page, app.url, 'GET', '/accounts/chart-of-accounts')).body.data.accounts;
    const account = Object.fromEntries(chart.map((row) => [row.code, row._id]));
    const investment = await api(page, app.url, 'POST', '/accounts/owner/investment', { amount: 5000, date: dhakaToday(), cashAccount: account['1101'], description: 'Float for the counter' });
    assert.equal(investment.status, 201, JSON.stringify(investment.body));
    const expense = await api(page, app.url, 'POST', '/accounts/expenses', { expenseAccount: account['5202'], amount: 1200, date: dhakaToday(), description: longDescription, cashAccount: account['1101'] });
    assert.equal(expense.status, 201, JSON.stringify(expense.body));
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('cuts a transaction description at 60 characters', async () => {
    assert.ok(longDescription.length > 60);
    await page.goto(`${app.url}/sales/payments`);
    const table = page.getByTestId('transactions-table');
    const cut = `${longDescription.slice(0, 60)}...`;
    await table.getByText(cut, { exact: true }).waitFor();
    assert.equal(await table.getByText(longDescription, { exact: true }).count(), 0, 'the whole description is not in the row');
  });

  it("shows a dollar sign on the owner's equity amount input", async () => {
    await page.goto(`${app.url}/accounts/owner-equity`);
    const form = page.getByTestId('equity-form-drawing');
    await form.waitFor();
    assert.equal(await form.getByTestId('equity-form-amount-dollar').count(), 1);
    const amountWrapper = form.locator('.ant-input-number-affix-wrapper').first();
    assert.doesNotMatch(await amountWrapper.innerText(), /৳/);
  });
});
