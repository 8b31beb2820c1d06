import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { api, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/**
 * The auditor's screens in the browser, on the app as `npm start` runs it (the API connected as
 * the role that may only insert and read events): the log with its filters and drawer, the
 * chain's verification, the JSON Lines export, and the History tab of the accounting screens.
 */
describe('the audit trail in the browser', () => {
  let app;
  let browser;
  let page;
  let transferId;
  before(async () => {
    app = await startApp('e2e-audit');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
    const chart = await api(page, app.url, 'GET', '/accounts/chart-of-accounts');
    const byCode = Object.fromEntries(chart.body.data.accounts.map((account) => [account.code, account._id]));
    const investment = await api(page, app.url, 'POST', '/accounts/owner/investment', { amount: 50000, date: today, cashAccount: byCode['1101'], description: 'Owner brings cash' });
    assert.equal(investment.status, 201, JSON.stringify(investment.body));
    const entry = await api(page, app.url, 'POST', '/accounts/journal-entries', {
      date: today, reference: 'AUDIT-1', description: 'Audited posting', status: 'Posted',
      lines: [{ account: byCode['1502'], debit: 1200, credit: 0 }, { account: byCode['1101'], debit: 0, credit: 1200 }],
    });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));
    const transfer = await api(page, app.url, 'POST', '/accounts/transfers', { from: byCode['1101'], to: byCode['1102'], amount: 700, date: today, remarks: 'Audited deposit' });
    assert.equal(transfer.status, 201, JSON.stringify(transfer.body));
    transferId = transfer.body.data._id;
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists the log, filters it by type and opens an event: who, when, what, correlation and causation', async () => {
    await page.goto(`${app.url}/audit`);
    const table = page.getByTestId('audit-events-table');
    await table.getByText('Transfer Recorded').first().waitFor();
    await page.getByTestId('audit-filter-type').fill('JournalEntryPosted');
    await page.waitForURL(/type=JournalEntryPosted/);
    // The URL changes before the filtered page arrives: wait for the filtered rows themselves.
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="audit-events-table"] tbody tr.ant-table-row')];
      return shown.length >= 3 && shown.every((row) => row.textContent.includes('Journal Entry Posted'));
    });
    const rows = await table.locator('tbody tr.ant-table-row').allInnerTexts();
    assert.ok(rows.length >= 3 && rows.every((row) => row.includes('Journal Entry Posted')), rows.join('\n'));
    await table.locator('tbody tr.ant-table-row').first().getByRole('button', { name: 'View' }).click();
    const drawer = page.getByTestId('audit-event-drawer');
    await drawer.getByTestId('audit-event-type').filter({ hasText: 'JournalEntryPosted' }).waitFor();
    assert.notEqual(await drawer.getByTestId('audit-event-user').innerText(), 'System');
    assert.match(await drawer.getByTestId('audit-event-correlation').innerText(), /\S+/);
    assert.match(await drawer.getByTestId('audit-event-causation').innerText(), /\S+/);
    assert.match(await drawer.getByTestId('audit-event-hash').innerText(), /^[0-9a-f]{64}/);
    assert.match(await drawer.getByTestId('audit-event-data').innerText(), /"lines"/);
    await screenshot(page, 'e2e-audit-01-event');
    await drawer.getByTestId('audit-event-filter-correlation').click();
    await page.waitForURL(/correlationId=/);
    await page.getByTestId('audit-filter-correlation').waitFor();
  });

  it('verifies the chain and says the whole log holds', async () => {
    await page.goto(`${app.url}/audit`);
    await page.getByTestId('verify-chain').click();
    await page.getByTestId('audit-verification').filter({ hasText: 'The whole log holds' }).waitFor();
    await screenshot(page, 'e2e-audit-02-verified');
  });

  it('exports the period as JSON Lines', async () => {
    await page.goto(`${app.url}/audit?startDate=${today}&endDate=${today}`);
    await page.getByTestId('audit-events-table').locator('tbody tr.ant-table-row').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-audit-log').click()]);
    assert.equal(download.suggestedFilename(), `audit-log-${today}-to-${today}.jsonl`);
    const lines = readFileSync(await download.path(), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line));
    assert.ok(lines.some((line) => line.type === 'TransferRecorded'));
    for (let index = 1; index < lines.length; index += 1) assert.ok(lines[index].position > lines[index - 1].position);
  });

  it('shows a journal entry’s and a transfer’s history: who did each change and what changed', async () => {
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('view-entry-AUDIT-1').click();
    await page.getByTestId('entry-details-tabs').getByRole('tab', { name: 'History' }).click();
    const history = page.getByTestId('entity-history');
    await history.getByTestId('history-event-type').filter({ hasText: 'Journal Entry Posted' }).waitFor();
    assert.notEqual(await history.getByTestId('history-event-user').first().innerText(), 'the system');
    assert.match(await history.getByTestId('history-event-changes').first().innerText(), /Status/);
    await screenshot(page, 'e2e-audit-03-entry-history');
    await page.getByTestId('close-entry-details').click();

    await page.goto(`${app.url}/accounts/transfers`);
    await page.getByTestId(`history-transfer-${transferId}`).click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.getByTestId('history-event-type').filter({ hasText: 'Transfer Recorded' }).waitFor();
    await screenshot(page, 'e2e-audit-04-transfer-history');
  });
});
