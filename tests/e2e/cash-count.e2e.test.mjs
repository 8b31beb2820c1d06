import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { animationsSettled, api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/** The day's cash count (issue 23, item 24): the drawer counted by note, the difference named, the list, the reopen. */
describe('the day-end cash count in the browser', () => {
  let app;
  let browser;
  let page;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  before(async () => {
    app = await startApp('e2e-cash-count');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
    const chart = await api(page, app.url, 'GET', '/accounts/chart-of-accounts');
    const cash = chart.body.data.accounts.find((account) => account.code === '1101')._id;
    const invested = await api(page, app.url, 'POST', '/accounts/owner/investment', { amount: 5000.5, date: today, cashAccount: cash, description: 'Counter float' });
    assert.equal(invested.status, 201);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('counts a drawer by note and sees the total, the books and the shortage before saving', async () => {
    await page.goto(`${app.url}/accounts/cash-count`);
    await choose(page, 'cash-count-account', '1101 Cash in Hand');
    await page.getByTestId('cash-count-books').filter({ hasText: '5,000.50' }).waitFor();
    await page.getByTestId('cash-count-note-1000').fill('4');
    await page.getByTestId('cash-count-note-500').fill('2');
    await page.getByTestId('cash-count-remarks').click();
    await page.getByTestId('cash-count-total').filter({ hasText: '5,000.00' }).waitFor();
    assert.match(await page.getByTestId('cash-count-figures').innerText(), /Short\s*৳0\.50/);
    await screenshot(page, 'e2e-cash-count-01-form');
    await clickExpectingToast(page, page.getByTestId('cash-count-form-submit'), 'Cash counted successfully');
    // The day-end report opens on the saved count.
    const report = page.getByTestId('cash-count-report');
    await report.waitFor();
    assert.match(await page.getByTestId('cash-count-report-figures').innerText(), /Short\s*৳0\.50/);
    await screenshot(page, 'e2e-cash-count-02-report');
    // Its close button, not Escape: a key pressed while the modal still opens may land elsewhere.
    await page.getByRole('dialog').filter({ has: report }).getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'hidden' });
    await animationsSettled(page);
  });

  it('lists the count with its difference, and the administrator reopens the day with a reason', async () => {
    const row = page.getByTestId('cash-counts-table').locator('tr').filter({ hasText: 'Cash in Hand' });
    await row.filter({ hasText: 'Counted' }).waitFor();
    assert.match(await row.innerText(), /Short ৳0\.50/);
    await row.getByRole('button', { name: 'Reopen' }).click();
    await page.getByTestId('cash-count-reopen-reason').fill('Recount after a note was found');
    await clickExpectingToast(page, page.getByTestId('cash-count-reopen-submit'), 'Cash day reopened');
    await row.filter({ hasText: 'Reopened' }).waitFor();
    await screenshot(page, 'e2e-cash-count-03-reopened');
  });
});
