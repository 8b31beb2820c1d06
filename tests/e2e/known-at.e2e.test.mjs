import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/** A day a few days back in Dhaka (YYYY-MM-DD): inside the trial balance through today, whatever the browser's zone. */
const daysAgoInDhaka = (days) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() - days * 86_400_000));

/** A moment as the "As known at" picker shows it (MMM DD, YYYY HH:mm, the browser's zone, which is this process's). */
const pickerText = (moment) => {
  const month = moment.toLocaleString('en-US', { month: 'short' });
  const two = (value) => String(value).padStart(2, '0');
  return `${month} ${two(moment.getDate())}, ${moment.getFullYear()} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
};

describe('the financial reports as known at a moment, in the browser', () => {
  let app;
  let browser;
  let page;
  let notedAt;
  const account = {};

  const post = async (reference, amount) => {
    const lines = [{ account: account['1101'], debit: amount, credit: 0 }, { account: account['3101'], debit: 0, credit: amount }];
    const posted = await api(page, app.url, 'POST', '/accounts/journal-entries', { date: daysAgoInDhaka(3), reference, description: `${reference} capital`, status: 'Posted', lines });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
  };

  before(async () => {
    app = await startApp('e2e-known-at');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
    const chart = await api(page, app.url, 'GET', '/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    await post('KNOWN-FIRST', 1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    notedAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await post('KNOWN-LATER', 250);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the trial balance as known at a moment, and an alert naming the entry recorded since', async () => {
    await page.goto(`${app.url}/accounts/financial-reports?knownAt=${encodeURIComponent(notedAt)}`);
    await page.getByTestId('reports-tab-trial-balance').click();
    const alert = page.getByTestId('reports-changed-since');
    await alert.waitFor();
    assert.match(await alert.innerText(), /1 entry was recorded later/);
    assert.equal(await page.getByTestId('reports-changed-since-entry').count(), 1);
    assert.match(await page.getByTestId('reports-changed-since-entry').innerText(), /KNOWN-LATER capital[\s\S]*250\.00/);
    assert.match(await page.getByTestId('trial-balance-total-debits').innerText(), /1,000\.00/);
    assert.notEqual(await page.getByTestId('reports-known-at').locator('input').inputValue(), '');
    await screenshot(page, 'e2e-known-at-01-changed-since');
  });

  it('sets "As known at" in the picker, and clearing it shows the books as they are now', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setHours(10, 0, 0, 0);
    const input = page.getByTestId('reports-known-at').locator('input');
    await input.click();
    await input.fill(pickerText(yesterday));
    await input.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('knownAt') !== notedAt);
    const alert = page.getByTestId('reports-changed-since');
    await alert.filter({ hasText: '2 entries were recorded later' }).waitFor();
    assert.equal(await page.getByTestId('reports-changed-since-entry').count(), 2);
    const totalDebits = page.getByTestId('trial-balance-total-debits');
    await totalDebits.filter({ hasNotText: '1,000.00' }).waitFor();
    assert.match(await totalDebits.innerText(), /(^|[^\d,.])0\.00$/, 'nothing was known yesterday');

    await page.getByTestId('reports-known-at').hover();
    await page.getByTestId('reports-known-at').locator('.ant-picker-clear').click();
    await page.waitForURL((url) => !url.searchParams.has('knownAt'));
    await totalDebits.filter({ hasText: '1,250.00' }).waitFor();
    assert.equal(await alert.count(), 0);
  });
});
