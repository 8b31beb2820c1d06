// Issue 24, item 1: the VAT tab of /settings. Not registered at first (the defaults, no history);
// the Administrator registers the business for VAT under the Standard scheme with Spare Parts at
// 10 %, names who signs the tax invoices, and saves from today; read back after a reload, in the form,
// in the history below it and from the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

describe('VAT settings on /settings', () => {
  let app;
  let browser;
  let page;

  before(async () => {
    app = await startApp('e2e-vat-settings');
    ({ browser } = await startBrowser());
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dhaka' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the defaults: not registered, 15 % for each type, no history', async () => {
    await page.goto(`${app.url}/settings?tab=vat`);
    await page.getByTestId('vat-settings-form').waitFor();
    assert.equal(await page.getByTestId('vat-registered').getAttribute('aria-checked'), 'false');
    assert.equal(await page.getByTestId('vat-prices-include-vat').getAttribute('aria-checked'), 'true');
    assert.match(await page.getByTestId('vat-rate-spare-parts').innerText(), /15%/);
    await page.getByTestId('vat-settings-history').getByText('No VAT settings saved yet').waitFor();
  });

  it('registers for VAT on the tab and reads it back after a reload', async () => {
    await page.getByTestId('vat-registered').click();
    await choose(page, 'vat-rate-spare-parts', '10%');
    await page.getByTestId('vat-authorized-name').fill('Rahim Uddin');
    await page.getByTestId('vat-authorized-designation').fill('Managing Director');
    await clickExpectingToast(page, page.getByTestId('vat-settings-save'), 'VAT settings saved.');

    await page.reload();
    await page.getByTestId('vat-settings-form').waitFor();
    assert.equal(await page.getByTestId('vat-registered').getAttribute('aria-checked'), 'true');
    assert.match(await page.getByTestId('vat-rate-spare-parts').innerText(), /10%/);
    assert.match(await page.getByTestId('vat-rate-motorcycle').innerText(), /15%/);
    assert.equal(await page.getByTestId('vat-authorized-name').inputValue(), 'Rahim Uddin');
    const history = page.getByTestId('vat-settings-history');
    await history.locator('.ant-tag', { hasText: 'Registered' }).waitFor();
    await history.getByText('Spare Parts 10%', { exact: false }).waitFor();
    await history.getByText('Rahim Uddin, Managing Director').waitFor();
    await screenshot(page, 'vat-settings');

    const answer = await api(page, app.url, 'GET', '/settings/vat');
    assert.equal(answer.status, 200);
    const { registered, scheme, ratesByType, authorizedPerson, effectiveFrom, history: versions } = answer.body.data;
    assert.deepEqual(
      { registered, scheme, ratesByType, authorizedPerson, effectiveFrom, versions: versions.length },
      {
        registered: true,
        scheme: 'Standard',
        ratesByType: { Motorcycle: 15, 'Spare Parts': 10, Accessories: 15, Service: 15 },
        authorizedPerson: { name: 'Rahim Uddin', designation: 'Managing Director' },
        effectiveFrom: dhakaToday(),
        versions: 1,
      },
    );
  });
});
