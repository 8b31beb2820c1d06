// Issue 23, items 21 and 22: a later bKash payment on an invoice entered at the counter with its TrxID
// (required on the row), the TrxID seen in the payments list, and the payment's money receipt (A5)
// printed with its amount in words, its receipt number and who received it. Set up through the API: a
// bKash method, a product, a customer and an invoice paid partly in cash. Then Settings → Papers and
// stock turns the TrxID rule off and sets the discount needing approval.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const LAPTOP = { width: 1366, height: 768 };

describe('transaction IDs and money receipts at the counter', () => {
  let app;
  let browser;
  let page;
  let invoice;
  let call;
  let bkash;
  let helmet;
  let customer;

  before(async () => {
    app = await startApp('e2e-transaction-ids');
    ({ browser } = await startBrowser());
    const context = await browser.newContext({ viewport: LAPTOP, timezoneId: 'Asia/Dhaka' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sets up bKash, a product, a customer and an invoice with ৳1,500 due through the API', async () => {
    call = async (method, path, body) => {
      const answer = await api(page, app.url, method, path, body);
      assert.ok([200, 201].includes(answer.status), `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    const accounts = (await call('GET', '/accounts/gl-accounts?limit=100')).glAccounts;
    const bkashAccount = accounts.find((account) => account.code === '1103');
    bkash = await call('POST', '/accounts/payment-methods', { name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: bkashAccount._id, type: 'Mobile Banking', details: { mobileProvider: 'bKash', accountNumber: '01711000000' } });
    const cash = (await call('GET', '/accounts/payment-methods?limit=100')).paymentMethods.find((method) => method.name === 'Cash');
    helmet = (await call('POST', '/products', { name: 'Vega Helmet', model: 'Crux', type: 'Accessories', salePrice: 2500, cost: 1800, stock: 5 }))._id;
    customer = (await call('POST', '/customers', { name: 'Shafiqul Islam', phone: '01819556677', address: 'Mirpur, Dhaka' }))._id;
    invoice = await call('POST', '/invoices', { customer, items: [{ product: helmet, quantity: 1 }], payments: [{ method: cash._id, amount: 1000 }] });
    assert.equal(invoice.due, 1500);
  });

  it('requires the TrxID on a bKash row, records it, and lists it with the payment', async () => {
    await page.goto(`${app.url}/sales/invoices/view/${invoice._id}?tab=add-payment`);
    await page.getByTestId('add-payment-form').waitFor();
    await choose(page, 'add-payment-payment-0-method', 'bKash');
    await page.getByTestId('add-payment-payment-0-max').click();
    await page.getByTestId('add-payment-submit').click();
    await page.getByText('Transaction ID is required for bKash payments').waitFor();
    await page.getByTestId('add-payment-payment-0-transaction-id').fill('8n7x6q5');
    await page.getByTestId('add-payment-submit').click();
    await page.locator('.ant-message-notice', { hasText: 'Payment added successfully' }).waitFor();

    await page.getByTestId('invoice-tab-payments').click();
    const history = page.getByTestId('invoice-payment-history');
    await history.locator('tr.ant-table-row').nth(1).waitFor();
    const rows = await history.locator('tr.ant-table-row').allInnerTexts();
    assert.match(rows[1], /bKash/);
    assert.match(rows[1], /8N7X6Q5/, 'the TrxID is listed, in capitals');
    assert.doesNotMatch(rows[0], /8N7X6Q5/, 'the cash payment has none');
    await screenshot(page, 'e2e-transaction-ids-01-payment-history');
  });

  it('prints the bKash payment’s money receipt: the invoice, amount in figures and words, method and TrxID', async () => {
    await page.getByTestId('invoice-payment-1-receipt').click();
    const receipt = page.getByTestId('money-receipt-modal').getByTestId('money-receipt-document');
    await receipt.waitFor();
    const text = await receipt.innerText();
    assert.match(text, /MONEY RECEIPT/);
    assert.match(text, /Shafiqul Islam/);
    assert.match(text, new RegExp(`Invoice ${invoice.invoiceId}`));
    assert.match(text, /bKash \(TrxID 8N7X6Q5\)/);
    // The first later payment takes the first money receipt number; the cash taken with the invoice is on the invoice itself.
    assert.match(text, /Receipt No\s+MR-000001/);
    assert.match(text, /Received by\s+Administrator/, 'the receipt names who received the money');
    assert.equal(await page.getByTestId('money-receipt-amount').innerText(), '৳1,500.00');
    assert.match(await page.getByTestId('money-receipt-words').innerText(), /One Thousand Five Hundred/i);
    assert.ok(await page.getByTestId('money-receipt-print').isVisible(), 'the receipt offers Print');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    assert.ok(pdf.length > 1000, 'the receipt prints to a PDF');
    await screenshot(page, 'e2e-transaction-ids-02-money-receipt');
  });

  it('turns the TrxID rule off and sets the discount needing approval in Settings → Papers and stock', async () => {
    await call('PUT', '/settings', { businessName: 'Dhaka Motors' });
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/settings?tab=papers-and-stock`);
    await page.getByTestId('papers-and-stock-form').waitFor();
    const rule = page.getByTestId('settings-transaction-id-required');
    assert.equal(await rule.getAttribute('aria-checked'), 'true', 'on by default');
    assert.equal(await page.getByTestId('settings-discount-approval-above').inputValue(), '10.00');
    await rule.click();
    await page.getByTestId('settings-discount-approval-above').fill('12.5');
    await page.getByTestId('papers-and-stock-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Papers and stock settings saved.' }).waitFor();
    const saved = await call('GET', '/settings');
    assert.deepEqual([saved.transactionIdRequired, saved.discountApprovalAbovePercent], [false, 12.5]);
    await screenshot(page, 'e2e-transaction-ids-03-payment-rules');
    // With the rule off, a bKash payment is taken without its TrxID.
    const paid = await call('POST', '/invoices', { customer, items: [{ product: helmet, quantity: 1 }], payments: [{ method: bkash._id, amount: 2500 }] });
    assert.deepEqual(paid.payments.map((payment) => [payment.method.name, payment.transactionId]), [['bKash', null]]);
    await page.reload();
    await page.getByTestId('papers-and-stock-form').waitFor();
    assert.equal(await page.getByTestId('settings-transaction-id-required').getAttribute('aria-checked'), 'false', 'the saved rule is shown');
  });

  it('lists a payable payment’s TrxID in the payables’ payment history', async () => {
    const accounts = (await call('GET', '/accounts/gl-accounts?limit=100')).glAccounts;
    const expense = accounts.find((account) => account.code === '5202');
    const supplier = (await call('POST', '/suppliers', { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000009', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' }))._id;
    const bill = await call('POST', '/accounts/payables', { supplier, billNumber: 'B-7001', amount: 1000, dueDate: '2099-01-01', account: expense._id });
    await call('POST', `/accounts/payables/${bill._id}/payment`, { amount: 300, paymentMethod: bkash._id, paymentDate: invoice.date, transactionId: 'sup-77' });
    await page.goto(`${app.url}/accounts/payables`);
    await page.getByTestId('history-payable-B-7001').click();
    const history = page.getByTestId('payment-history-table');
    await history.locator('tbody tr.ant-table-row').first().waitFor();
    assert.ok((await history.locator('thead').innerText()).includes('Transaction ID'));
    assert.match(await history.locator('tbody tr.ant-table-row').first().innerText(), /SUP-77/);
    await screenshot(page, 'e2e-transaction-ids-04-payable-payments');
  });
});
