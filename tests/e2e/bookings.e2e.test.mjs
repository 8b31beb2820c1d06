import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, clickExpectingToast, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/** The form item's error text under the field with this test id. */
const fieldError = (page, testId) => page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) }).locator('.ant-form-item-explain-error');

describe('Booking Management: a booking, a partial refund, its history and receipt', () => {
  let app;
  let browser;
  let page;
  const rows = () => page.getByTestId('bookings-table').locator('tbody tr.ant-table-row');

  before(async () => {
    app = await startApp('e2e-bookings');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInWithChart(app, page);
    const customer = await api(page, app.url, 'POST', '/customers', { name: 'Rahim Uddin', phone: '01711000000' });
    assert.equal(customer.status, 201, JSON.stringify(customer.body));
    const product = await api(page, app.url, 'POST', '/products', { name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000, stock: 0 });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    const unit = await api(page, app.url, 'POST', '/products/motorcycles', { productId: product.body.data._id, chassisNo: 'ME1RG0711K0001234', engineNo: 'G3E8E0123456', color: 'Racing Blue', status: 'Available', purchasePrice: 180000 });
    assert.equal(unit.status, 201, JSON.stringify(unit.body));
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('takes a booking for a motorcycle in the add modal: BK-000001, Confirmed, the unit Reserved', async () => {
    await page.goto(`${app.url}/sales/bookings`);
    await page.getByTestId('page-title').getByText('Booking Management').waitFor();
    await page.getByTestId('add-booking').click();
    await page.getByTestId('booking-form-submit').click();
    await fieldError(page, 'booking-form-amount').getByText('Please enter amount').waitFor();
    await page.getByText('Please select a customer').first().waitFor();

    await page.getByTestId('booking-form-customer').click();
    await page.keyboard.type('0171100');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Rahim Uddin' }).first().click();
    await page.getByTestId('booking-form-amount').fill('50000');
    await choose(page, 'booking-form-method', 'Cash');
    await choose(page, 'booking-form-description', 'Motorcycle reservation');
    await choose(page, 'booking-form-motorcycle', 'ME1RG0711K0001234');
    await screenshot(page, 'e2e-bookings-01-add-modal');
    await clickExpectingToast(page, page.getByTestId('booking-form-submit'), 'Booking created successfully.');

    await rows().filter({ hasText: 'BK-000001' }).waitFor();
    await page.getByTestId('booking-status-BK-000001').getByText('Confirmed').waitFor();
    const cells = await rows().first().locator('td').allInnerTexts();
    assert.match(cells[0], /BK-000001/);
    assert.match(cells[1], /Rahim Uddin\s+01711000000/);
    assert.match(cells[2], /Motorcycle reservation\s+ME1RG0711K0001234/);
    assert.equal(cells[3], '৳50,000.00');
    await page.getByTestId('booking-total-remaining').getByText('৳50,000.00').waitFor();
    const unit = await api(page, app.url, 'GET', '/products/motorcycles?search=ME1RG0711K0001234');
    assert.equal(unit.body.data.motorcycles[0].status, 'Reserved');
    assert.ok(await page.getByTestId('invoice-booking-BK-000001').isEnabled(), 'Create Invoice is enabled for a Confirmed booking');
    assert.equal(await page.getByTestId('refunds-booking-BK-000001').count(), 0, 'no refund history before a refund');
    await screenshot(page, 'e2e-bookings-02-list');
  });

  it('refunds part of it: above the refundable amount is refused, ৳10,000 back by Cash makes it Partial Refund', async () => {
    await page.getByTestId('refund-booking-BK-000001').click();
    await page.getByTestId('refund-refundable').getByText('৳50,000.00').waitFor();
    await page.getByTestId('refund-form-amount').fill('60000');
    await page.getByTestId('refund-form-submit').click();
    await page.getByText('Refund amount must be between ৳0.01 and ৳50,000.00').first().waitFor();
    await page.getByTestId('refund-form-submit').click();
    await page.getByText('Please enter reason').waitFor();
    await page.getByTestId('refund-form-amount').fill('10000');
    await page.getByTestId('refund-form-reason').fill('Customer chose a cheaper colour');
    await screenshot(page, 'e2e-bookings-03-refund-modal');
    await clickExpectingToast(page, page.getByTestId('refund-form-submit'), 'Refund processed successfully');

    await page.getByTestId('booking-status-BK-000001').getByText('Partial Refund').waitFor();
    const cells = await rows().first().locator('td').allInnerTexts();
    assert.match(cells[3], /৳50,000.00\s+Refundable ৳40,000.00/, 'refundable after the refund');
    await page.getByTestId('booking-total-remaining').getByText('৳40,000.00').waitFor();
    await screenshot(page, 'e2e-bookings-04-partial-refund');
    // Customer Deposits in the books holds what remains.
    const trial = await api(page, app.url, 'GET', '/accounts/reports/trial-balance');
    const deposits = trial.body.data.rows.find((row) => row.code === '2102');
    assert.equal(deposits.creditBalance - deposits.debitBalance, 40000);
  });

  it('shows the refund history and the booking receipt', async () => {
    await page.getByTestId('refunds-booking-BK-000001').click();
    const history = page.getByTestId('refund-history-table');
    await history.locator('tbody tr.ant-table-row').filter({ hasText: 'Customer chose a cheaper colour' }).waitFor();
    const cells = await history.locator('tbody tr.ant-table-row').first().locator('td').allInnerTexts();
    assert.deepEqual(cells.slice(1, 3), ['৳10,000.00', 'Cash']);
    await page.getByTestId('refund-history-total').getByText('৳10,000.00').waitFor();
    await screenshot(page, 'e2e-bookings-05-refund-history');
    await page.getByTestId('refund-history-close').click();

    await page.getByTestId('receipt-booking-BK-000001').click();
    const receipt = page.getByTestId('booking-receipt-document');
    await receipt.waitFor();
    await page.getByTestId('booking-receipt-amount').getByText('৳50,000.00').waitFor();
    const facts = await page.getByTestId('booking-receipt-facts').innerText();
    for (const text of ['BK-000001', 'Rahim Uddin', 'Motorcycle reservation', 'Cash', 'Partial Refund', 'ME1RG0711K0001234']) assert.ok(facts.includes(text), `the receipt shows ${text}: ${facts}`);
    assert.equal(await receipt.getAttribute('data-paper-size'), 'A5');
    // The modal's opening animation over, so the screenshot shows the paper.
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-enter, .ant-zoom-appear'));
    await screenshot(page, 'e2e-bookings-06-receipt');
    await page.getByTestId('booking-receipt-close').click();
  });

  it('colours each status (spec §4: Pending orange, Partial Refund blue, others red) offers no Refund on a Pending booking, and Create Invoice while Confirmed or partly refunded (issue 23, item 20)', async () => {
    const first = (await api(page, app.url, 'GET', '/bookings?search=BK-000001')).body.data.bookings[0];
    const created = await api(page, app.url, 'POST', '/bookings', { customer: first.customer._id, amount: 2000, method: first.method._id, description: 'Service booking', status: 'Pending' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await page.reload();
    const tagClass = (number) => page.getByTestId(`booking-status-${number}`).getAttribute('class');
    await page.getByTestId('booking-status-BK-000002').getByText('Pending').waitFor();
    assert.match(await tagClass('BK-000002'), /ant-tag-orange/);
    assert.match(await tagClass('BK-000001'), /ant-tag-blue/);
    assert.equal(await page.getByTestId('refund-booking-BK-000002').count(), 0, 'no Refund on a Pending booking');
    assert.ok(await page.getByTestId('invoice-booking-BK-000002').isDisabled(), 'Create Invoice is disabled on a Pending booking');
    assert.ok(await page.getByTestId('invoice-booking-BK-000001').isEnabled(), 'but enabled on a partly refunded one: its remaining money can be applied');

    await page.getByTestId('delete-booking-BK-000002').click();
    await clickExpectingToast(page, page.getByTestId('confirm-delete'), 'Booking cancelled');
    await page.getByTestId('booking-status-BK-000002').getByText('Cancelled').waitFor();
    assert.match(await tagClass('BK-000002'), /ant-tag-red/);
  });
});
