import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const ExcelJS = createRequire(new URL('../../web/package.json', import.meta.url))('exceljs');
const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const daysFrom = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** As Bangladeshi banks print dates: DD/MM/YYYY. */
const printed = (date) => date.split('-').reverse().join('/');

/**
 * The accountant's month end at the bank: the statement uploaded as CSV, its columns mapped, the
 * auto-matches accepted, the bank's charge added as an adjustment, and the reconciliation
 * completed balanced; then its printable statement.
 */
describe('a bank statement reconciled through the screens', () => {
  let app;
  let browser;
  let page;
  const today = dhakaToday();

  before(async () => {
    app = await startApp('e2e-reconciliation');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithChart(app, page);
    const chart = (await api(page, app.url, 'GET', '/accounts/chart-of-accounts')).body.data.accounts;
    const account = Object.fromEntries(chart.map((row) => [row.code, row._id]));
    const investment = await api(page, app.url, 'POST', '/accounts/owner/investment', { amount: 50000, date: daysFrom(today, -3), cashAccount: account['1102'], description: 'Capital into the bank' });
    assert.equal(investment.status, 201, JSON.stringify(investment.body));
    const rent = await api(page, app.url, 'POST', '/accounts/expenses', { expenseAccount: account['5202'], amount: 12000, date: daysFrom(today, -1), description: 'Showroom rent by cheque', cashAccount: account['1102'] });
    assert.equal(rent.status, 201, JSON.stringify(rent.body));
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('uploads a CSV statement and maps its columns', async () => {
    await page.goto(`${app.url}/accounts/reconciliation`);
    await page.getByTestId('page-title').getByText('Bank Reconciliation').waitFor();
    await page.getByTestId('start-reconciliation').click();
    await page.getByTestId('reconciliation-setup').waitFor();
    await choose(page, 'reconciliation-account', 'Bank Account');
    await page.getByTestId('reconciliation-statement-balance').fill('37885');
    const csv = [
      'Txn Date,Narration,Cheque No,Withdrawal,Deposit,Balance',
      `${printed(daysFrom(today, -2))},Cash deposit,,,"50,000.00","50,000.00"`,
      `${printed(daysFrom(today, -1))},Cheque paid,CHQ-7001,"12,000.00",,"38,000.00"`,
      `${printed(today)},SMS and service charge,,115.00,,"37,885.00"`,
    ].join('\n');
    await page.getByTestId('reconciliation-statement-file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('reconciliation-statement-read').getByText('3 statement lines read').waitFor();
    await screenshot(page, 'e2e-reconciliation-01-setup');
    await clickExpectingToast(page, page.getByTestId('reconciliation-start-submit'), 'Reconciliation started successfully!');
  });

  it('shows the auto-matches with their reasons, and blocks completion while unbalanced', async () => {
    await page.getByTestId('match-0').getByText('same amount ৳50,000.00').waitFor();
    await page.getByTestId('match-1').getByText('same amount ৳12,000.00').waitFor();
    await page.getByTestId('match-1').getByText('same day').waitFor();
    await page.getByTestId('reconciliation-unbalanced').getByText('Reconciliation Unbalanced').waitFor();
    await screenshot(page, 'e2e-reconciliation-02-matches');
    await page.getByTestId('reconciliation-to-review').click();
    const complete = page.getByTestId('reconciliation-complete');
    await complete.getByText('Balance Required to Complete').waitFor();
    assert.equal(await complete.isDisabled(), true);
  });

  it('adds the bank charge as an adjustment to Bank Charges and completes balanced', async () => {
    await page.getByTestId('reconciliation-back').click();
    await page.getByTestId('adjust-line-2').click();
    assert.equal(await page.getByTestId('adjustment-amount').inputValue(), '115.00');
    await page.getByTestId('adjustment-description').fill('Bank charges');
    await clickExpectingToast(page, page.getByTestId('adjustment-add'), 'Adjustment added successfully!');
    await page.getByTestId('reconciliation-adjustments').getByText('5303 Bank Charges').waitFor();
    await screenshot(page, 'e2e-reconciliation-03-adjustment');
    await page.getByTestId('reconciliation-to-review').click();
    await page.getByTestId('reconciliation-notes').fill('November statement');
    const complete = page.getByTestId('reconciliation-complete');
    await complete.getByText('Complete Reconciliation').waitFor();
    await screenshot(page, 'e2e-reconciliation-04-review');
    await clickExpectingToast(page, complete, 'Reconciliation completed successfully!');
    await page.getByTestId('reconciliation-setup').waitFor({ state: 'hidden' });
    const row = page.getByTestId('reconciliations-table').locator('tbody tr.ant-table-row').first();
    await row.getByText('Completed').waitFor();
    assert.match(await page.getByTestId('reconciliation-summary').innerText(), /Balanced\s*1/);

    const reconciled = (await api(page, app.url, 'GET', '/accounts/transactions?reconciled=true')).body.data.transactions;
    assert.equal(reconciled.length, 3);
    const trial = (await api(page, app.url, 'GET', '/accounts/reports/trial-balance')).body.data.rows;
    assert.equal(trial.find((line) => line.code === '5303').debitBalance, 115);
    assert.equal(trial.find((line) => line.code === '1102').debitBalance, 37885);
  });

  it('prints the reconciliation statement', async () => {
    await page.getByTestId('view-reconciliation-reports').click();
    const statement = page.getByTestId('reconciliation-statement');
    await statement.waitFor();
    const balances = await page.getByTestId('reconciliation-statement-balances').innerText();
    assert.match(balances, /Statement balance\s*৳37,885\.00/);
    assert.match(balances, /Adjustments \(1\)\s*-৳115\.00/);
    assert.match(balances, /Matched items \(2\)\s*৳38,000\.00/);
    // The modal's opening animation is over once antd drops its zoom classes.
    await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').waitFor({ state: 'detached' });
    await screenshot(page, 'e2e-reconciliation-05-statement');
    await page.keyboard.press('Escape');
    await statement.waitFor({ state: 'hidden' });
  });

  it('reads the next statement from an XLSX file, the bank\'s lines above its header and a date saved as a serial', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Dutch-Bangla Bank Limited']);
    sheet.addRow([]);
    sheet.addRow(['Txn Date', 'Narration', 'Cheque No', 'Withdrawal', 'Deposit', 'Balance']);
    // Days since 1899-12-30: a date cell saved without its date format.
    const serial = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
    sheet.addRow([serial, 'Customer transfer', 'NPSB-9', null, 2500, 40385]);
    sheet.addRow([]);
    sheet.addRow([printed(today), 'ATM withdrawal', '', 1000, null, 39385]);
    await page.getByTestId('start-reconciliation').click();
    await page.getByTestId('reconciliation-setup').waitFor();
    await choose(page, 'reconciliation-account', 'Bank Account');
    await page.getByTestId('reconciliation-statement-file').setInputFiles({
      name: 'statement.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await page.getByTestId('reconciliation-statement-read').getByText('2 statement lines read').waitFor();
    const preview = await page.getByTestId('reconciliation-setup').locator('.ant-table-tbody').innerText();
    assert.match(preview, new RegExp(`${today}\\s+Customer transfer\\s+NPSB-9\\s+৳2,500\\.00`));
    assert.match(preview, new RegExp(`${today}\\s+ATM withdrawal\\s+-৳1,000\\.00`));
    await screenshot(page, 'e2e-reconciliation-06-xlsx');
  });
});
