import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api, choose, clickExpectingToast, screenshot, signIn, startApp, startBrowser } from './support.mjs';

// A 1×1 PNG.
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The form item's error text under the field with this test id. */
const fieldError = (page, testId) => page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) }).locator('.ant-form-item-explain-error');

describe('customers and the business profile through their screens', () => {
  let app;
  let browser;
  let page;
  const rows = (tableTestId) => page.getByTestId(tableTestId).locator('tbody tr.ant-table-row');

  before(async () => {
    app = await startApp('e2e-customers');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, app.url);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds a customer on /customers/add, name and phone first', async () => {
    const vehicle = await api(page, app.url, 'POST', '/vehicles', { name: 'Bajaj Pulsar', model: 'N160', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '164 cc', fuelType: 'Petrol' });
    assert.equal(vehicle.status, 201);
    await api(page, app.url, 'POST', '/customers', { name: 'Karim Mia', phone: '01811000000' });
    await page.goto(`${app.url}/customers`);
    await page.getByTestId('page-title').getByText('Customers').waitFor();
    await page.getByTestId('add-customer').click();
    await page.waitForURL('**/customers/add');
    await page.getByTestId('customer-form-submit').click();
    await page.getByText('Name is required.', { exact: true }).waitFor();
    await page.getByText('Phone is required.', { exact: true }).waitFor();

    await page.getByTestId('customer-form-name').fill('Rahim Uddin');
    await page.getByTestId('customer-form-phone').fill('+880 1811-000000');
    await clickExpectingToast(page, page.getByTestId('customer-form-submit'), 'A customer with phone number +880 1811-000000 already exists');
    await fieldError(page, 'customer-form-phone').getByText('already exists').waitFor();

    // A mobile number is 11 digits: the form says so before asking the server.
    for (const phone of ['0171-23', '017112345678']) {
      await page.getByTestId('customer-form-phone').fill(phone);
      await fieldError(page, 'customer-form-phone').getByText('A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)').waitFor();
    }
    await page.getByTestId('customer-form-phone').fill('01711-000000');
    await page.getByTestId('customer-form-father-name').fill('Abdul Uddin');
    await page.getByTestId('customer-form-nid').fill('1234567890');
    await choose(page, 'customer-form-vehicle', 'Bajaj Pulsar');
    await page.getByTestId('customer-form-address').fill('Mirpur 10, Dhaka');
    await clickExpectingToast(page, page.getByTestId('customer-form-submit'), 'Customer added successfully.');
    await page.waitForURL(/\/customers$/);
    await rows('customers-table').filter({ hasText: 'Rahim Uddin' }).waitFor();
  });

  it('finds the customer by phone however it is typed, and edits them (the email optional on edit as on add)', async () => {
    await page.getByTestId('customer-search').fill('01711000');
    await page.waitForURL(/search=01711000/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="customers-table"] tbody tr.ant-table-row').length === 1);
    const cells = await rows('customers-table').first().locator('td').allInnerTexts();
    assert.deepEqual(cells.slice(0, 2), ['Rahim Uddin', '01711000000'], 'the phone kept as its 11 digits');
    assert.equal(cells[4], 'Bajaj Pulsar N160');
    await screenshot(page, 'e2e-customers-01-list-search');

    await page.getByTestId('edit-customer-01711000000').click();
    await page.waitForURL(/\/customers\/edit\/[0-9a-f-]{36}$/);
    assert.equal(await page.getByTestId('customer-form-father-name').inputValue(), 'Abdul Uddin');
    // Correcting only the address of a customer without an email.
    await page.getByTestId('customer-form-address').fill('Mirpur 2, Dhaka');
    await clickExpectingToast(page, page.getByTestId('customer-form-submit'), 'Customer updated successfully.');
    await page.waitForURL(/\/customers\/view\/[0-9a-f-]{36}$/);
    await page.getByTestId('customer-details').getByText('Mirpur 2, Dhaka').waitFor();

    await page.goto(page.url().replace('/view/', '/edit/'));
    await page.getByTestId('customer-form-email').fill('rahim@');
    await page.getByText('Please enter a valid email.', { exact: true }).waitFor();
    await page.getByTestId('customer-form-email').fill('rahim@example.com');
    await page.getByTestId('customer-form-address').fill('Dhanmondi 27, Dhaka');
    await clickExpectingToast(page, page.getByTestId('customer-form-submit'), 'Customer updated successfully.');
    await page.waitForURL(/\/customers\/view\/[0-9a-f-]{36}$/);
  });

  it('shows the customer details with the purchases table, 5 a page', async () => {
    const details = page.getByTestId('customer-details');
    await details.getByText('Dhanmondi 27, Dhaka').waitFor();
    for (const text of ['Rahim Uddin', 'rahim@example.com', '01711000000', 'Bajaj Pulsar N160', 'Abdul Uddin', '1234567890']) await details.getByText(text, { exact: true }).waitFor();
    const headers = await page.getByTestId('customer-purchases-table').locator('thead th').allInnerTexts();
    assert.deepEqual(headers.map((header) => header.trim()), ['Invoice ID', 'Total Amount', 'Payment Status', 'Discount']);
    await screenshot(page, 'e2e-customers-02-details');
    await page.getByTestId('customer-details-back').click();
    await page.waitForURL(/\/customers$/);

    await page.goto(`${app.url}/customers/view/${randomUUID()}`);
    await page.getByTestId('customer-not-found').getByText('Customer not found.').waitFor();
    await page.goto(`${app.url}/customers/edit/${randomUUID()}`);
    await page.getByTestId('customer-not-found').getByText('Customer not found').waitFor();
  });

  it('deletes an unused customer after confirming', async () => {
    await page.goto(`${app.url}/customers?search=karim`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="customers-table"] tbody tr.ant-table-row').length === 1);
    await page.getByTestId('delete-customer-01811000000').click();
    await page.getByText('Delete Customer Karim Mia?').waitFor();
    await clickExpectingToast(page, page.getByTestId('confirm-delete'), 'Customer deleted successfully.');
    await page.waitForFunction(() => !document.querySelector('[data-testid="customers-table"]')?.textContent?.includes('Karim Mia'));
    assert.equal((await api(page, app.url, 'GET', '/customers')).body.data.pagination.total, 1);
  });

  it('sets the business profile on /settings, logo included', async () => {
    await page.goto(`${app.url}/settings`);
    await page.getByTestId('settings-tab-business-profile').waitFor();
    await page.getByTestId('settings-updated-at').getByText('Not saved yet').waitFor();
    assert.equal(await page.getByTestId('settings-invoice-terms').inputValue(), '30');
    await page.getByTestId('business-profile-save').click();
    await page.getByText('Business name is required.', { exact: true }).waitFor();

    await page.getByTestId('settings-business-name').fill('Dhaka Motors');
    await page.getByTestId('settings-bin-vat').fill('000123456-0101');
    await page.getByTestId('settings-email').fill('sales@dhakamotors.example');
    await page.getByTestId('settings-invoice-terms').fill('400');
    await page.getByText('Invoice terms must be a whole number of days from 0 to 365').waitFor();
    await page.getByTestId('settings-invoice-terms').fill('15');
    await page.getByTestId('settings-address').fill('12 Tejgaon I/A, Dhaka 1208');
    await page.getByTestId('settings-phone-0').fill('01711-000000');
    await page.getByTestId('settings-phone-add').click();
    await page.getByTestId('settings-phone-1').fill('+880 2 8870000');
    await page.getByTestId('settings-footer-text').fill('Thank you for your business.');
    await page.getByTestId('settings-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await page.getByTestId('settings-logo-image').waitFor();
    await clickExpectingToast(page, page.getByTestId('business-profile-save'), 'Business profile saved.');
    await page.getByTestId('settings-updated-at').getByText('Last saved').waitFor();
    await screenshot(page, 'e2e-customers-03-settings');

    const saved = (await api(page, app.url, 'GET', '/settings')).body.data;
    // The profile's own fields (the settings also hold papers, stock defaults and approval limits); phones kept
    // as their digits with the leading 0 (issue 23, item 4).
    const profileKeys = ['businessName', 'address', 'phones', 'email', 'logoDataUrl', 'binVatNumber', 'invoiceTermsDays', 'footerText'];
    assert.deepEqual({ ...Object.fromEntries(profileKeys.map((key) => [key, saved[key]])), updatedAt: undefined }, {
      businessName: 'Dhaka Motors',
      address: '12 Tejgaon I/A, Dhaka 1208',
      phones: ['01711000000', '028870000'],
      email: 'sales@dhakamotors.example',
      logoDataUrl: `data:image/png;base64,${LOGO_PNG.toString('base64')}`,
      binVatNumber: '000123456-0101',
      invoiceTermsDays: 15,
      footerText: 'Thank you for your business.',
      updatedAt: undefined,
    });
    await page.reload();
    assert.equal(await page.getByTestId('settings-business-name').inputValue(), 'Dhaka Motors');
    await page.getByTestId('settings-logo-image').waitFor();
  });
});
