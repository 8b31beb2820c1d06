import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/** Reproducible audit sampling in the browser (issue 28, item 5): draw a sample of journal entries, see its rows, draw it again from its seed, export it. */
describe('the audit sample in the browser', () => {
  let app;
  let browser;
  let page;
  before(async () => {
    app = await startApp('e2e-audit-sample');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
    const chart = await api(page, app.url, 'GET', '/accounts/chart-of-accounts');
    const byCode = Object.fromEntries(chart.body.data.accounts.map((account) => [account.code, account._id]));
    const investment = await api(page, app.url, 'POST', '/accounts/owner/investment', { amount: 50000, date: today, cashAccount: byCode['1101'], description: 'Owner brings cash' });
    assert.equal(investment.status, 201, JSON.stringify(investment.body));
    for (let index = 1; index <= 6; index += 1) {
      const entry = await api(page, app.url, 'POST', '/accounts/journal-entries', {
        date: today, reference: `SAMPLE-${index}`, description: `Sampled posting ${index}`, status: 'Posted',
        lines: [{ account: byCode['1502'], debit: 100 * index, credit: 0 }, { account: byCode['1101'], debit: 0, credit: 100 * index }],
      });
      assert.equal(entry.status, 201, JSON.stringify(entry.body));
    }
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const shownRows = async () => page.getByTestId('audit-sample-table').locator('tbody tr.ant-table-row').allInnerTexts();

  it('draws a sample of posted journal entries from a written-down seed and shows its rows with their events', async () => {
    await page.goto(`${app.url}/audit/sample`);
    await choose(page, 'audit-sample-population', 'Posted journal entries');
    await page.getByTestId('audit-sample-size').fill('3');
    await page.getByTestId('audit-sample-seed').fill('working-paper-7');
    await page.getByTestId('audit-sample-draw').click();
    await page.getByTestId('audit-sample-table').locator('tbody tr.ant-table-row').nth(2).waitFor();
    const rows = await shownRows();
    assert.equal(rows.length, 3, rows.join('\n'));
    assert.ok(rows.every((row) => /JE-\d{6}/.test(row) && row.includes('Journal Entry Posted')), rows.join('\n'));
    assert.equal(await page.getByTestId('audit-sample-seed-shown').innerText(), 'working-paper-7');
    // The rows are the API's sample for the same seed, in the same order.
    const answer = await api(page, app.url, 'GET', '/audit/sample?population=journal-entries&size=3&seed=working-paper-7');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(rows.map((row) => row.match(/JE-\d{6}/)[0]), answer.body.data.items.map((item) => item.documentNumber));
    assert.match(await page.getByTestId('audit-sample-summary').innerText(), new RegExp(`${answer.body.data.population.count} items`));
    await screenshot(page, 'e2e-audit-sample-01-drawn');

    // Another seed, then the first again: the same rows as before.
    await page.getByTestId('audit-sample-seed').fill('working-paper-8');
    await page.getByTestId('audit-sample-draw').click();
    await page.getByTestId('audit-sample-seed-shown').filter({ hasText: 'working-paper-8' }).waitFor();
    await page.getByTestId('audit-sample-seed').fill('working-paper-7');
    await page.getByTestId('audit-sample-draw').click();
    await page.getByTestId('audit-sample-seed-shown').filter({ hasText: 'working-paper-7' }).waitFor();
    assert.deepEqual(await shownRows(), rows);
  });

  it('exports the sample as XLSX and offers to print it', async () => {
    await page.getByTestId('audit-sample-print').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-sample-export').click()]);
    assert.equal(download.suggestedFilename(), 'audit-sample-journal-entries-working-paper-7.xlsx');
  });
});
