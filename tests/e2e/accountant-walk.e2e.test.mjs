import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, clickExpectingToast, screenshot, startApp, startBrowser } from './support.mjs';

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'features');
const TOKEN_KEY = 'dealer.auth.token';
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

async function signIn(page, url) {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-email').fill(ADMIN.email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${url}/`);
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

async function api(page, url, method, path, body) {
  return page.evaluate(
    async ({ url: base, method: verb, path: target, body: payload, key }) => {
      const response = await fetch(`${base}/api${target}`, {
        method: verb,
        headers: { Authorization: `Bearer ${localStorage.getItem(key)}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url, method, path, body, key: TOKEN_KEY },
  );
}

describe("an accountant's walk at 390 and 1366 px", () => {
  let app;
  let browser;
  let page;
  let accounts = [];
  before(async () => {
    app = await startApp('e2e-accountant-walk');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize(LAPTOP);
    await signIn(page, app.url);
    await page.goto(`${app.url}/accounts/chartofaccounts`);
    await clickExpectingToast(page, page.getByTestId('initialize-chart'), 'Chart of Accounts initialized successfully!');
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
    await page.getByTestId('side-menu').getByText('Accounting Setup').click();
    await page.getByTestId('nav-accounts-glclasses').click();
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
