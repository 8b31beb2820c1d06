import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, choose, clickExpectingToast, screenshot, signIn, signInWithChart, startApp, startBrowser, TOKEN_KEY } from './support.mjs';

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'features');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** Every route the app registers (the side menu's links are among them), read from the features' routes.ts. */
function registeredRoutes() {
  const paths = new Set();
  for (const feature of readdirSync(FEATURES)) {
    let text;
    try {
      text = readFileSync(join(FEATURES, feature, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/path:\s*'([^']+)'/g)) paths.add(match[1]);
  }
  return [...paths];
}

/** Moves inside the app without a reload (the router follows popstate). */
async function navigateInApp(page, path) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning') && document.querySelector('[data-testid="page-title"], .ant-result'));
  await page.waitForTimeout(150);
}

const pageIsNoWiderThanWindow = (page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

describe("an accountant's walk at 390 and 1366 px", () => {
  let app;
  let browser;
  let page;
  let accounts = [];
  before(async () => {
    app = await startApp('e2e-accountant-walk');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize(LAPTOP);
    await signInWithChart(app, page);
    const listed = await api(page, app.url, 'GET', '/accounts/gl-accounts?limit=100');
    accounts = listed.body?.data?.glAccounts ?? [];
    assert.ok(accounts.length >= 2, 'the chart gives GL accounts');
    const cash = accounts.find((account) => account.code === '1101') ?? accounts[0];
    const other = accounts.find((account) => account._id !== cash._id);
    const lines = (amount) => [
      { account: cash._id, debit: amount, credit: 0, description: 'A line description that is quite long, to see it ellipsized in the tables of the app' },
      { account: other._id, debit: 0, credit: amount },
    ];
    const long = 'Quarterly reconciliation of showroom cash against the bank statement, including the booking deposits of three customers and a correction';
    const posted = await api(page, app.url, 'POST', '/accounts/journal-entries', { date: '2025-03-31', reference: 'WALK-POSTED', description: long, lines: lines(1234567.5), status: 'Posted' });
    assert.ok(posted.status < 300, `posted entry: ${JSON.stringify(posted.body)}`);
    const draft = await api(page, app.url, 'POST', '/accounts/journal-entries', { date: '2025-03-31', reference: 'WALK-DRAFT', description: 'A draft entry', lines: lines(500), status: 'Draft' });
    assert.ok(draft.status < 300, `draft entry: ${JSON.stringify(draft.body)}`);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const viewport of [PHONE, LAPTOP]) {
    it(`no screen is wider than the window at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/`);
      await page.getByTestId('page-title').first().waitFor();
      const ledgerId = accounts.find((account) => account.code === '1101')?._id ?? accounts[0]._id;
      const routes = registeredRoutes().map((path) => path.replace(':accountId', ledgerId).replace(/:[A-Za-z]+/, 'unknown-id'));
      assert.ok(routes.length > 20, 'routes are found');
      const tooWide = [];
      for (const path of routes) {
        await navigateInApp(page, path);
        const size = await pageIsNoWiderThanWindow(page);
        if (size.scrollWidth > size.innerWidth) tooWide.push(`${path}: ${size.scrollWidth} > ${size.innerWidth}`);
      }
      assert.deepEqual(tooWide, []);
    });
  }

  it('at 390 px the menu is a drawer opened by the top bar button, closed again by navigating', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/`);
    await page.getByTestId('page-title').first().waitFor();
    assert.equal(await page.getByTestId('side-menu').isVisible(), false, 'the menu starts closed');
    await page.getByTestId('toggle-menu').click();
    await page.getByTestId('side-menu').waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('logout').isVisible(), true, 'Logout stays in view');
    // A click while the drawer still slides in can miss the submenu, or close it when it was open: open it until its item shows.
    const glClasses = page.getByTestId('nav-accounts-glclasses');
    for (let attempt = 0; attempt < 3 && !(await glClasses.isVisible()); attempt += 1) {
      await page.getByTestId('side-menu').getByText('Accounting Setup').click();
      await glClasses.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
    }
    await glClasses.click();
    await page.waitForURL(`${app.url}/accounts/glclasses`);
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
    await screenshot(page, 'walk-390-glclasses');
  });

  it('the accounting transactions screen shows a draft journal entry', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/sales/payments`);
    await page.getByTestId('transactions-table').getByText('WALK-DRAFT').first().waitFor();
    assert.equal(await page.getByTestId('error-state').count(), 0);
  });

  it('a screen that throws while rendering shows the error state with Retry, and keeps the menu', async () => {
    await page.setViewportSize(LAPTOP);
    const broken = (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: { journalEntries: [{ _id: 'broken', reference: 'BROKEN', date: '2025-01-01', description: 'x', totalDebit: 1, status: { not: 'text' } }], pagination: { total: 1, page: 1, limit: 20, pages: 1 } },
        }),
      });
    const listCall = /\/api\/accounts\/journal-entries\?/;
    await page.route(listCall, broken);
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('error-state').waitFor();
    assert.match(await page.getByTestId('error-state').innerText(), /Something went wrong/);
    assert.equal(await page.getByTestId('side-menu').isVisible(), true, 'the menu stays');
    await screenshot(page, 'walk-1366-error-state');
    await page.unroute(listCall, broken);
    await page.getByTestId('error-state-retry').click();
    await page.getByTestId('journal-entries-table').getByText('WALK-POSTED').waitFor();
    assert.equal(await page.getByTestId('error-state').count(), 0);
  });

  it('a changed form modal asks before Esc discards it; an unchanged one closes at once', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/accounts/glclasses`);
    await page.getByTestId('add-gl-class').click();
    const form = page.getByTestId('gl-class-form');
    await form.waitFor();
    // Focus inside the modal (a click changes nothing), so Esc reaches it.
    await page.getByTestId('gl-class-form-name').click();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    assert.equal(await page.getByText('Discard changes?').count(), 0);
    await page.getByTestId('add-gl-class').click();
    await form.waitFor();
    await page.getByTestId('gl-class-form-name').fill('Half typed');
    await page.keyboard.press('Escape');
    await page.getByText('Discard changes?').waitFor();
    await page.getByTestId('discard-changes-cancel').click();
    await page.getByText('Discard changes?').waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('gl-class-form-name').inputValue(), 'Half typed');
    await page.getByTestId('gl-class-form-name').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('discard-changes-confirm').click();
    await form.waitFor({ state: 'hidden' });
  });

  it('a date input takes 2025-03-31 and 31/03/2025 as Mar 31, 2025', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('new-journal-entry').click();
    const date = page.getByTestId('journal-entry-form-date');
    for (const typed of ['2025-03-31', '31/03/2025']) {
      await date.click();
      await date.fill(typed);
      await date.press('Enter');
      await page.getByTestId('journal-entry-form-reference').click();
      assert.equal(await date.inputValue(), 'Mar 31, 2025', `typed ${typed}`);
    }
    await page.getByTestId('journal-line-0-debit').fill('123456.78');
    assert.equal(await page.getByTestId('journal-line-0-debit').inputValue(), '1,23,456.78');
    await screenshot(page, 'walk-1366-journal-modal');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await screenshot(page, 'walk-390-journal-modal');
    const size = await pageIsNoWiderThanWindow(page);
    assert.ok(size.scrollWidth <= size.innerWidth, `modal fits: ${size.scrollWidth}`);
    await page.getByTestId('journal-entry-form-cancel').click();
    await page.getByTestId('discard-changes-confirm').click();
  });

  it('takes the screenshots of the walk', async () => {
    const ledgerId = accounts.find((account) => account.code === '1101')?._id ?? accounts[0]._id;
    for (const viewport of [LAPTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const size = viewport.width;
      await page.goto(`${app.url}/`);
      await page.getByTestId('page-title').first().waitFor();
      await screenshot(page, `walk-${size}-dashboard`);
      await page.goto(`${app.url}/accounts/journal-entries`);
      await page.getByTestId('journal-entries-table').getByText('WALK-POSTED').waitFor();
      await screenshot(page, `walk-${size}-journal-entries`);
      await page.goto(`${app.url}/accounts/ledger/${ledgerId}`);
      await page.getByTestId('ledger-table').getByText('WALK-POSTED').first().waitFor();
      await screenshot(page, `walk-${size}-ledger`);
      if (viewport === LAPTOP) {
        const balance = await page.evaluate(() => {
          const header = [...document.querySelectorAll('[data-testid="ledger-table"] th')].find((cell) => cell.textContent?.trim() === 'Balance');
          const box = header?.getBoundingClientRect();
          const scroller = header?.closest('.ant-table-content, .ant-table-body, .ant-table-container')?.getBoundingClientRect();
          return box && scroller ? { right: box.right, visibleRight: Math.min(scroller.right, window.innerWidth) } : null;
        });
        assert.ok(balance && balance.right <= balance.visibleRight + 1, `the Balance column is in view: ${JSON.stringify(balance)}`);
      }
      await page.goto(`${app.url}/accounts/financial-reports`);
      await page.getByTestId('reports-print').waitFor();
      await page.waitForTimeout(800);
      await screenshot(page, `walk-${size}-financial-reports`);
    }
  });

  it("a transfer shows the from account's balance, offers only money accounts, and asks before overdrawing the bank", async () => {
    await page.setViewportSize(LAPTOP);
    const balanceOf = async (code) => {
      const listed = await api(page, app.url, 'GET', '/accounts/money-accounts');
      return listed.body.data.moneyAccounts.find((account) => account.code === code)?.balance;
    };
    const bankBefore = await balanceOf('1102');
    await page.goto(`${app.url}/accounts/transfers`);
    await page.getByTestId('add-transfer').click();
    await page.getByTestId('transfer-form').waitFor();
    // Cash and bank choices are what the chart says they are: 5303 Bank Charges (an expense) is not one.
    await page.getByTestId('transfer-form-from').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    const offered = await options.allInnerTexts();
    assert.ok(offered.some((text) => text.includes('1102 · Bank Account')), `offered: ${offered.join(', ')}`);
    assert.ok(!offered.some((text) => /Bank Charges|Customer Deposits|Accounts Receivable/.test(text)), `offered: ${offered.join(', ')}`);
    await options.filter({ hasText: '1102 · Bank Account' }).first().click();
    const balance = page.getByTestId('transfer-form-from-balance');
    await balance.waitFor();
    assert.equal(await balance.innerText(), `Balance: ৳${bankBefore.toFixed(2)}`);
    await choose(page, 'transfer-form-to', '1101 · Cash in Hand');
    await page.getByTestId('transfer-form-amount').fill('2500');
    await page.getByTestId('transfer-form-remarks').fill('Overdraft walk');
    assert.match(await balance.innerText(), /this would overdraw it to -৳2,500\.00/);
    await page.getByTestId('transfer-form-submit').click();
    const asked = page.getByTestId('overdraft-confirm-message');
    await asked.waitFor();
    assert.equal((await asked.innerText()).trim(), 'Bank Account has ৳0.00; this would overdraw the bank account to -৳2,500.00. Confirm the overdraft to proceed.');
    await screenshot(page, 'walk-1366-overdraft-confirm');
    await clickExpectingToast(page, page.getByTestId('overdraft-confirm'), 'Transfer created successfully.');
    await page.getByTestId('transfer-form').waitFor({ state: 'hidden' });
    await page.getByTestId('transfers-table').getByText('Overdraft walk').waitFor();
    assert.equal(await balanceOf('1102'), bankBefore - 2500, 'resent with allowOverdraft and recorded once');
  });

  it("a drawing from an empty wallet shows its balance and the server's refusal", async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/accounts/owner-equity`);
    const form = page.getByTestId('equity-form-drawing');
    await form.waitFor();
    await form.getByTestId('equity-form-amount').fill('100');
    await choose(page, 'equity-form-account', '1103 · bKash Account');
    assert.match(await page.getByTestId('equity-form-drawing-balance').innerText(), /^Balance: ৳0\.00; not enough for ৳100\.00$/);
    await form.getByTestId('equity-form-description').fill('From an empty wallet');
    await form.getByTestId('equity-form-submit').click();
    await page.getByTestId('equity-form-error').waitFor();
    assert.equal((await page.getByTestId('equity-form-error').innerText()).trim(), 'bKash Account has ৳0.00; this would take it to -৳100.00.');
    assert.equal(await page.getByTestId('overdraft-confirm').count(), 0, 'cash and mobile banking cannot be confirmed below zero');
  });

  it('Record Expense pays only through methods whose account holds money, and shows its balance', async () => {
    await page.setViewportSize(LAPTOP);
    const listed = await api(page, app.url, 'GET', '/accounts/money-accounts');
    const cash = listed.body.data.moneyAccounts.find((account) => account.code === '1101');
    await page.goto(`${app.url}/accounts/expenses/add`);
    await page.getByTestId('expense-form-payment-method').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    const offered = await options.allInnerTexts();
    assert.ok(offered.includes('Cash'), `offered: ${offered.join(', ')}`);
    assert.ok(!offered.includes('Booking Money'), 'Booking Money lands in Customer Deposits, a liability: it pays nothing');
    await options.filter({ hasText: 'Cash' }).first().click();
    const balance = page.getByTestId('expense-form-balance');
    await balance.waitFor();
    assert.equal(await balance.getAttribute('data-balance'), String(cash.balance));
    assert.match(await balance.innerText(), /^Balance: ৳[\d,]+\.\d\d$/);
  });

  it('a reversed entry reads Reversed on the journal entries and the transactions screens; the pair adds nothing to the totals', async () => {
    await page.setViewportSize(LAPTOP);
    const listed = await api(page, app.url, 'GET', '/accounts/journal-entries?search=WALK-POSTED');
    const original = listed.body.data.journalEntries.find((entry) => entry.reference === 'WALK-POSTED');
    const reversed = await api(page, app.url, 'POST', `/accounts/journal-entries/${original._id}/reverse`, {});
    assert.ok(reversed.status < 300, `reversed: ${JSON.stringify(reversed.body)}`);
    await page.goto(`${app.url}/accounts/journal-entries`);
    await page.getByTestId('entry-status-WALK-POSTED').filter({ hasText: 'Reversed' }).waitFor();
    assert.equal(await page.getByTestId('entry-status-REV-WALK-POSTED').innerText(), 'Posted');
    await page.goto(`${app.url}/sales/payments`);
    await page.getByTestId('transaction-status-WALK-POSTED').waitFor();
    assert.equal(await page.getByTestId('transaction-status-WALK-POSTED').innerText(), 'Reversed');
    assert.equal(await page.getByTestId('transaction-status-REV-WALK-POSTED').innerText(), 'Posted');
    assert.equal(await page.getByText('Voided', { exact: true }).count(), 0, 'one word: Reversed');
    // What stands in the books: the draft (৳500.00) and the transfer (৳2,500.00), not ৳12,34,567.50 twice.
    assert.equal(await page.getByTestId('summary-total-debits').innerText(), '৳3,000.00');
    assert.equal(await page.getByTestId('summary-total-credits').innerText(), '৳3,000.00');
    await screenshot(page, 'walk-1366-transactions-reversed');
    await page.goto(`${app.url}/accounts/chartofaccounts`);
    assert.equal((await page.getByTestId('chart-equation-status').innerText()).trim(), 'Balanced');
    await screenshot(page, 'walk-1366-chart-equation');
    assert.equal(await page.getByTestId('chart-total-balance').count(), 0, 'no sum of every class');
  });

  it('a refused token sends the user to sign in, saying the session ended; Logout and a first visit say nothing', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/accounts/glclasses`);
    await page.getByTestId('page-title').waitFor();
    await page.evaluate((key) => localStorage.setItem(key, 'no-longer-valid'), TOKEN_KEY);
    await page.reload();
    await page.waitForURL(/\/login/);
    await page.getByText('Your session has ended, please sign in again').waitFor();
    await screenshot(page, 'walk-1366-session-ended');

    await signIn(page, app.url);
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-email').waitFor();
    assert.equal(await page.getByText('Your session has ended').count(), 0, 'not after Logout');

    const fresh = await browser.newContext({ viewport: LAPTOP });
    const first = await fresh.newPage();
    await first.goto(`${app.url}/`);
    await first.getByTestId('login-email').waitFor();
    assert.equal(await first.getByText('Your session has ended').count(), 0, 'not on a first visit');
    await fresh.close();
  });
});
