import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { animationsSettled, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/** Picks an option in one journal line's account select (each line has its own dropdown class). */
async function chooseLineAccount(page, index, accountText) {
  await page.getByTestId(`journal-line-${index}-account`).click();
  await page.locator(`.journal-line-${index}-account-dropdown .ant-select-item-option`).filter({ hasText: accountText }).first().click();
}

/** Today in Bangladesh as the screens show dates (Nov 24, 2026). */
const dhakaTodayShown = () => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', month: 'short', day: '2-digit', year: 'numeric' }).format(new Date());

/** The last day of the last finished month in Bangladesh, as the screens show dates (Oct 31, 2026 in November). */
const lastMonthEndShown = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const end = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0));
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' }).format(end);
};

/** Types a date into a date input (ISO accepted) and leaves it. */
async function typeDate(page, input, iso) {
  await input.click();
  await input.fill(iso);
  await input.press('Enter');
}

describe('closing the books in the browser: a closing date, the closed-period notice, reversing the closing', () => {
  let app;
  let browser;
  let page;
  const rangeEnd = () => page.getByTestId('reports-range').locator('input').nth(1);

  before(async () => {
    app = await startApp('e2e-closing');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function openBalanceSheet() {
    await page.goto(`${app.url}/accounts/financial-reports`);
    await page.getByTestId('reports-tab-balance-sheet').click();
    await page.getByTestId('balance-sheet-status').waitFor();
  }

  /**
   * Sets the report period (from Jan 1, 2026) and waits for the sheet as of its end: the range
   * picker takes a typed start, then moves to the end, and changes once both are confirmed.
   */
  async function reportThrough(iso, shown) {
    const start = page.getByTestId('reports-range').locator('input').nth(0);
    await start.click();
    await start.fill('2026-01-01');
    await start.press('Enter');
    await rangeEnd().fill(iso);
    await rangeEnd().press('Enter');
    await page.getByText(`Balance Sheet as of ${shown}`).waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  }

  it('posts a cash sale in March', async () => {
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('new-journal-entry').click();
    await typeDate(page, page.getByTestId('journal-entry-form-date'), '2026-03-10');
    await page.getByTestId('journal-entry-form-reference').fill('SALE-MAR');
    await page.getByTestId('journal-entry-form-description').fill('March counter sale');
    await chooseLineAccount(page, 0, '1101 ');
    await page.getByTestId('journal-line-0-debit').fill('25000');
    await chooseLineAccount(page, 1, '4101');
    await page.getByTestId('journal-line-1-credit').fill('25000');
    await page.getByTestId('journal-entry-form-description').click();
    await page.getByTestId('save-and-post').click();
    await page.getByTestId('entry-status-SALE-MAR').filter({ hasText: 'Posted' }).waitFor();
  });

  it('shows the unclosed profit as its own line under Equity, Unbalanced until it is transferred, and offers the transfer', async () => {
    await openBalanceSheet();
    assert.match(await page.getByTestId('balance-sheet-unclosed-net-income').innerText(), /25,000\.00/);
    assert.match(await page.getByTestId('balance-sheet-status').innerText(), /^Unbalanced$/);
    assert.match(await page.getByTestId('balance-sheet-check').innerText(), /Assets ৳25,000\.00 ≠ Liabilities \+ Equity ৳0\.00: the difference is the unclosed net income of ৳25,000\.00/);
    assert.match(await page.getByTestId('balance-sheet-total-liabilities-equity').innerText(), /25,000\.00/);
    assert.equal(await page.getByTestId('period-closed-notice').count(), 0);
    await page.getByTestId('closings-history').getByText('The books have not been closed yet').waitFor();
    await screenshot(page, 'e2e-closing-01-unclosed-profit');
  });

  it('asks for the closing date: the report end date, at the latest the end of the last finished month; warns before closing through today', async () => {
    await page.getByTestId('transfer-profit').click();
    const date = page.getByTestId('profit-transfer-date');
    await date.waitFor();
    assert.equal(await date.inputValue(), lastMonthEndShown(), 'the report ends today: the last finished month is offered, not today');
    await page.getByTestId('profit-transfer-figure').filter({ hasText: 'Profit of ৳25,000.00 to transfer' }).waitFor();
    assert.equal(await page.getByTestId('profit-transfer-running-month-warning').count(), 0);
    // Closing through today is allowed, after saying that today's sales will be refused.
    await typeDate(page, date, new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()));
    const warning = page.getByTestId('profit-transfer-running-month-warning');
    await warning.filter({ hasText: "Closing through today refuses today's sales" }).waitFor();
    assert.match(await warning.innerText(), new RegExp(`dated on or before ${dhakaTodayShown()} will be refused[\\s\\S]*\\(${lastMonthEndShown()}\\)`));
    await screenshot(page, 'e2e-closing-01b-today-warning');
    await animationsSettled(page);
    await page.getByTestId('profit-transfer-cancel').click();
    await date.waitFor({ state: 'detached' });

    await reportThrough('2099-12-31', 'Dec 31, 2099');
    await page.getByTestId('transfer-profit').click();
    assert.equal(await page.getByTestId('profit-transfer-date').inputValue(), lastMonthEndShown(), 'the last finished month, not the future end date');
    await animationsSettled(page);
    await page.getByTestId('profit-transfer-cancel').click();
    await page.getByTestId('profit-transfer-date').waitFor({ state: 'detached' });
  });

  it('closes the books through Mar 31, 2026 after saying Profit and the amount', async () => {
    await page.getByTestId('transfer-profit').click();
    await typeDate(page, page.getByTestId('profit-transfer-date'), '2026-03-31');
    await page.getByTestId('profit-transfer-figure').filter({ hasText: 'Profit of ৳25,000.00 to transfer' }).waitFor();
    await page.getByTestId('profit-transfer-figure').filter({ hasText: 'Mar 31, 2026' }).waitFor();
    await screenshot(page, 'e2e-closing-02-transfer-modal');
    await clickExpectingToast(page, page.getByTestId('profit-transfer-confirm'), 'Profit of ৳25,000.00 transferred to Retained Earnings');
    await page.getByTestId('closing-row-2026-03-31-Posted').waitFor();
    assert.match(await page.getByTestId('closing-row-2026-03-31-Posted').innerText(), /Mar 31, 2026[\s\S]*Profit ৳25,000\.00[\s\S]*Closed/);
    assert.match(await page.getByTestId('closings-closed-through').innerText(), /Books closed through Mar 31, 2026/);
    // As of the end of 2099 the profit sits in Retained Earnings: nothing is left to transfer.
    await page.getByTestId('balance-sheet-unclosed-net-income').filter({ hasText: '0.00' }).waitFor();
    assert.equal(await page.getByTestId('transfer-profit').count(), 0);
  });

  it('as of a date inside the closed period: the notice, and no transfer offered', async () => {
    await reportThrough('2026-03-20', 'Mar 20, 2026');
    await page.getByTestId('period-closed-notice').filter({ hasText: 'Period closed through Mar 31, 2026' }).waitFor();
    assert.equal(await page.getByTestId('transfer-profit').count(), 0);
    // The sale of Mar 10 is not closed as of Mar 20 (the closing entry is dated Mar 31): shown, not transferable.
    assert.match(await page.getByTestId('balance-sheet-unclosed-net-income').innerText(), /25,000\.00/);
    await screenshot(page, 'e2e-closing-03-period-closed');
  });

  it('reverses the closing with a required reason; the period reopens', async () => {
    await page.getByTestId('closing-reverse-2026-03-31').click();
    await page.getByTestId('reverse-closing-reason').waitFor();
    // A click while the modal still zooms in can miss its button on a loaded machine.
    await page.waitForFunction(() => !document.querySelector('[class*="ant-zoom-"]'));
    await page.getByTestId('reverse-closing-confirm').click();
    await page.getByTestId('reverse-closing-reason-error').filter({ hasText: 'Please enter the reason for reversing the closing' }).waitFor();
    await page.getByTestId('reverse-closing-reason').fill('Closed before the March supplier bills came in');
    await screenshot(page, 'e2e-closing-04-reverse-modal');
    await clickExpectingToast(page, page.getByTestId('reverse-closing-confirm'), 'Closing through 2026-03-31 reversed; no period is closed');
    const reversed = page.getByTestId('closing-row-2026-03-31-Reversed');
    await reversed.waitFor();
    assert.match(await reversed.innerText(), /Reversed[\s\S]*Closed before the March supplier bills came in/);
    assert.equal(await page.getByTestId('closing-reverse-2026-03-31').count(), 0, 'a reversed closing cannot be reversed again');
    await page.getByTestId('period-closed-notice').waitFor({ state: 'detached' });
    await page.getByTestId('transfer-profit').waitFor();
    assert.match(await page.getByTestId('closings-closed-through').innerText(), /No period is closed/);
    await screenshot(page, 'e2e-closing-05-reopened');
  });
});
