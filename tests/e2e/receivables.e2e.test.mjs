import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/**
 * The accountant's write-off: a debt from before the books entered on Receivables, part of it
 * received, a bad debt drafted on it from its row, approved and posted on Bad Debt Management,
 * then the receivable and the trial balance showing what was written off.
 */
describe('a receivable written off as a bad debt, through the screens', () => {
  let app;
  let browser;
  let page;
  let receivableId;
  let badDebtId;
  const rows = (tableTestId) => page.getByTestId(tableTestId).locator('tbody tr.ant-table-row');

  before(async () => {
    app = await startApp('e2e-receivables');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithChart(app, page);
    const customer = await api(page, app.url, 'POST', '/customers', { name: 'Rahim Uddin', phone: '01711000001' });
    assert.equal(customer.status, 201, JSON.stringify(customer.body));
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('enters a debt from before the books on Receivables', async () => {
    await page.goto(`${app.url}/accounts/receivables`);
    await page.getByTestId('page-title').getByText('Receivables').waitFor();
    await page.getByTestId('add-receivable').click();
    await page.getByTestId('receivable-form').waitFor();
    await page.getByTestId('receivable-form-submit').click();
    await page.getByText('Please select a customer!').waitFor();
    await page.getByText('Please enter amount!').waitFor();

    await choose(page, 'receivable-form-customer', 'Rahim Uddin');
    await page.getByTestId('receivable-form-amount').fill('25000');
    await page.getByTestId('receivable-form-notes').fill('Old ledger, page 12');
    await screenshot(page, 'e2e-receivables-01-form');
    await clickExpectingToast(page, page.getByTestId('receivable-form-submit'), 'Receivable added successfully.');
    await page.getByTestId('receivable-form').waitFor({ state: 'hidden' });

    const row = rows('receivables-table').filter({ hasText: 'Rahim Uddin' });
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
    assert.deepEqual([cells[1], cells[2], cells[3], cells[5]], ['Entered by hand', '৳25,000.00', '৳25,000.00', 'Outstanding']);
    assert.match(await page.getByTestId('receivables-summary-remaining').innerText(), /25,000\.00/);
    receivableId = (await api(page, app.url, 'GET', '/accounts/receivables')).body.data.receivables[0]._id;
    await screenshot(page, 'e2e-receivables-02-list');
  });

  it('receives part of it: never more than is due', async () => {
    await page.getByTestId(`receive-receivable-${receivableId}`).click();
    await page.getByTestId('receivable-payment-form').waitFor();
    assert.match(await page.getByTestId('receivable-payment-remaining').innerText(), /25,000\.00/);
    await page.getByTestId('receivable-payment-amount').fill('30000');
    await page.getByTestId('receivable-payment-submit').click();
    await page.getByText('Payment cannot exceed the due amount of ৳25,000.00').waitFor();
    await page.getByTestId('receivable-payment-amount').fill('2000');
    await choose(page, 'receivable-payment-method', 'Cash');
    await page.getByTestId('receivable-payment-notes').fill('First instalment');
    await screenshot(page, 'e2e-receivables-03-payment');
    await clickExpectingToast(page, page.getByTestId('receivable-payment-submit'), 'Payment received successfully');
    await page.getByTestId('receivable-payment-form').waitFor({ state: 'hidden' });
    const row = rows('receivables-table').filter({ hasText: 'Rahim Uddin' });
    await row.getByText('Partial').waitFor();
    await row.getByText('৳2,000.00 received').waitFor();

    // Its payment history: the one payment, into Cash in Hand, with its notes.
    await page.getByTestId(`history-receivable-${receivableId}`).click();
    const history = page.getByTestId('receivable-payments-table');
    await history.locator('tbody tr.ant-table-row').first().waitFor();
    const payment = (await history.locator('tbody tr.ant-table-row').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    assert.equal(payment.length, 1);
    assert.match(payment[0], /৳2,000\.00 Cash.* First instalment/);
    await page.getByText('Payment History · Rahim Uddin').waitFor();
    await page.getByTestId('receivable-payments-close').click();
    await history.waitFor({ state: 'hidden' });
  });

  it("drafts a bad debt from the receivable's row: the write-off form opens on it", async () => {
    await page.getByTestId(`write-off-receivable-${receivableId}`).click();
    await page.waitForURL('**/accounts/baddebts');
    await page.getByTestId('bad-debt-form').waitFor();
    await page.locator('.ant-modal-title').getByText('Write Off Bad Debt').waitFor();
    // Filled from the receivable: all that remains (after the payment), its amount, no invoice (entered by hand), the Bad Debt Expense account.
    await page.getByTestId('bad-debt-form-receivable').getByText(/Entered by hand · ৳23,000\.00 remaining/).waitFor();
    assert.equal(await page.getByTestId('bad-debt-form-write-off-amount').inputValue(), '23,000');
    assert.equal(await page.getByTestId('bad-debt-form-original-amount').inputValue(), '25,000');
    await page.getByTestId('bad-debt-form-account').getByText('5302 · Bad Debt Expense').waitFor();

    await page.getByTestId('bad-debt-form-write-off-amount').fill('20000');
    await choose(page, 'bad-debt-form-reason', 'Customer Bankruptcy');
    await page.getByTestId('bad-debt-form-notes').fill('Shop closed down');
    await screenshot(page, 'e2e-receivables-04-write-off-form');
    await clickExpectingToast(page, page.getByTestId('bad-debt-form-submit'), 'Bad debt record created successfully!');
    await page.getByTestId('bad-debt-form').waitFor({ state: 'hidden' });

    const row = rows('bad-debts-table').filter({ hasText: 'Rahim Uddin' });
    await row.getByText('Draft').waitFor();
    badDebtId = (await api(page, app.url, 'GET', '/accounts/bad-debts')).body.data.badDebts[0]._id;
    assert.equal(await page.getByTestId(`post-bad-debt-${badDebtId}`).count(), 0, 'a Draft is approved before it can be posted');
  });

  it('approves and posts it; a posted record can no longer be edited or deleted', async () => {
    await clickExpectingToast(page, page.getByTestId(`approve-bad-debt-${badDebtId}`), 'Bad debt approved successfully!');
    const row = rows('bad-debts-table').filter({ hasText: 'Rahim Uddin' });
    await row.getByText('Approved').waitFor();
    await screenshot(page, 'e2e-receivables-05-bad-debt-approved');
    await page.getByTestId(`post-bad-debt-${badDebtId}`).click();
    await page.getByText('Post this write-off?').waitFor();
    await clickExpectingToast(page, page.getByTestId('confirm-post'), 'Bad debt posted successfully!');
    await row.getByText('Posted').waitFor();
    assert.equal(await page.getByTestId(`edit-bad-debt-${badDebtId}`).isDisabled(), true);
    assert.equal(await page.getByTestId(`delete-bad-debt-${badDebtId}`).isDisabled(), true);
    assert.match(await page.getByTestId('bad-debts-summary-total').innerText(), /20,000\.00/);
    assert.match(await page.getByTestId('bad-debts-summary-records').innerText(), /^.*1$/m);
    await screenshot(page, 'e2e-receivables-06-bad-debt-posted');
  });

  it('shows the receivable partly written off, and the write-off in a balanced trial balance', async () => {
    await page.goto(`${app.url}/accounts/receivables`);
    const row = rows('receivables-table').filter({ hasText: 'Rahim Uddin' });
    await row.getByText('Partial').waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
    assert.deepEqual([cells[2], cells[3]], ['৳25,000.00', '৳3,000.00\n৳2,000.00 received · ৳20,000.00 written off']);
    assert.match(await page.getByTestId('receivables-summary-written-off').innerText(), /20,000\.00/);
    await screenshot(page, 'e2e-receivables-07-receivable-written-off');

    await page.goto(`${app.url}/accounts/financial-reports`);
    await page.getByTestId('reports-tab-trial-balance').click();
    const table = page.getByTestId('trial-balance-table');
    await table.getByText('Bad Debt Expense').waitFor();
    const line = async (name) => (await table.locator('tr').filter({ hasText: name }).first().locator('td').allInnerTexts()).map((cell) => cell.trim());
    assert.ok((await line('Accounts Receivable')).includes('৳3,000.00'), 'Accounts Receivable: what remains');
    assert.ok((await line('Cash in Hand')).includes('৳2,000.00'), 'the payment received');
    assert.ok((await line('Bad Debt Expense')).includes('৳20,000.00'), 'Bad Debt Expense: what was written off');
    assert.ok((await line('Opening Balance Equity')).includes('৳25,000.00'), 'the debt came from before the books');
    assert.match(await page.getByTestId('trial-balance-total-debits').innerText(), /25,000\.00/);
    assert.match(await page.getByTestId('trial-balance-status').innerText(), /Balanced/);
    await screenshot(page, 'e2e-receivables-08-trial-balance');
  });
});
