import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, clickExpectingToast, signIn, startApp, startBrowser } from './support.mjs';

describe('payment methods in the browser: the processing fee', () => {
  let app;
  let browser;
  let page;
  before(async () => {
    app = await startApp('e2e-accounting-setup');
    ({ browser, page } = await startBrowser());
    // A new install: signed in, no chart yet (npm start does not initialize it; README).
    await signIn(page, app.url);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('before the chart exists, Payment Methods says to initialize it and offers the button (issue 23, item 13)', async () => {
    await page.goto(`${app.url}/accounts/paymentmethods`);
    const notice = page.getByTestId('chart-required-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Initialize the chart of accounts first/);
    await page.getByTestId('add-payment-method').click();
    await page.getByTestId('payment-method-form-chart-required').waitFor();
    await page.getByTestId('payment-method-form-cancel').click();
    await page.getByTestId('payment-method-form-chart-required').waitFor({ state: 'hidden' });
    await clickExpectingToast(page, page.getByTestId('chart-required-notice-initialize'), 'Chart of Accounts initialized successfully!');
    await notice.waitFor({ state: 'detached' });
    // The chart's Cash payment method is listed once it exists.
    await page.getByTestId('payment-methods-table').locator('tr').filter({ hasText: 'Cash' }).first().waitFor();
  });

  it('lists a 1.85% fee as 1.85% (kept, not rounded to one decimal)', async () => {
    const accounts = await api(page, app.url, 'GET', '/accounts/gl-accounts?search=1102');
    const bank = accounts.body.data.glAccounts.find((account) => account.code === '1102');
    assert.ok(bank, 'the standard chart has a 1102 bank account');
    const created = await api(page, app.url, 'POST', '/accounts/payment-methods', {
      name: 'Fee Test Card', paymentAccount: 'City Bank POS', account: bank._id, type: 'Card', details: { cardType: 'Visa' }, processingFee: 1.85,
    });
    assert.ok([201, 202].includes(created.status), JSON.stringify(created.body));
    await page.goto(`${app.url}/accounts/paymentmethods`);
    await page.getByTestId('payment-method-search').fill('Fee Test Card');
    const row = page.getByTestId('payment-methods-table').locator('tr').filter({ hasText: 'Fee Test Card' });
    await row.waitFor();
    assert.match(await row.innerText(), /1\.85%/);
  });

  it("moves the fee in steps of 0.1 percent with the arrow keys (spec §5)", async () => {
    await page.getByTestId('add-payment-method').click();
    const fee = page.getByTestId('payment-method-form-processing-fee');
    await fee.waitFor();
    assert.equal(await fee.getAttribute('step'), '0.1');
    await fee.click();
    await fee.press('ArrowUp');
    await fee.press('ArrowUp');
    assert.equal(await fee.inputValue(), '0.20');
  });

  it('offers only expense accounts for the processing fee (issue 23, item 19)', async () => {
    await page.getByTestId('payment-method-form-fee-account').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    const codes = (await options.allInnerTexts()).map((text) => text.split(' · ')[0]);
    assert.ok(codes.length > 0 && codes.every((code) => code.startsWith('5')), `expense accounts (5xxx) only: ${codes.join(', ')}`);
    await page.keyboard.press('Escape');
  });
});
