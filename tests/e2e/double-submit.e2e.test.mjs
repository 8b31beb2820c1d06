// Issue 21, finding 1: one click makes one invoice. Every create form is filled, then its submit
// button double-clicked (0 ms between the clicks) and, filled again, triple-clicked (25 and 50 ms
// between them), raw mouse clicks that do not wait for the button to settle. Each time exactly one
// record is created, stock and balances move once, and the page sends its command with one
// Idempotency-Key. Data the forms need is set up through the API; the counts are read back from it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, choose, signInWithChart, startApp, startBrowser } from './support.mjs';

const ACCESSORIES = [
  { name: 'Vega Helmet', model: 'Crux', sale: 2450, quantity: 2 },
  { name: 'Riding Gloves', model: 'Pro Grip', sale: 850, quantity: 3 },
  { name: 'Chain Lube', model: '500 ml', sale: 420, quantity: 1 },
  { name: 'Brake Pad', model: 'Front Disc', sale: 690, quantity: 4 },
];
const OPENING_STOCK = 20;
const INVOICE_TOTAL = ACCESSORIES.reduce((sum, item) => sum + item.sale * item.quantity, 0);
const BIKE = { name: 'Bajaj Pulsar N160', model: 'Dual ABS', sale: 234500 };
const UNITS = ['MD2B54AX7RWA00001', 'MD2B54AX7RWA00002'];
/** The two ways each form's submit is hit: a double-click, and three clicks 25 then 50 ms apart. */
const CLICKS = [
  { name: 'double-click', gaps: [0] },
  { name: 'triple-click', gaps: [25, 50] },
];
const dhakaDay = (days = 0) => new Date(Date.now() + 6 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

/** Picks an option of the select `testId` inside `scope` (a page with two forms using the same test ids). */
async function chooseIn(page, scope, testId, text) {
  await scope.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first().click();
  await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
}

describe('one click makes one record: every create form double- and triple-clicked', () => {
  let app;
  let browser;
  let page;
  const ids = {};
  /** Every command the page sent (not GET): method, path and Idempotency-Key; with the number still unanswered. */
  const commands = [];
  let inFlight = 0;

  const call = async (method, path, body) => {
    const answer = await api(page, app.url, method, path, body);
    assert.ok(answer.status >= 200 && answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const moneyBalance = async (code) => (await call('GET', '/accounts/money-accounts')).moneyAccounts.find((account) => account.code === code).balance;

  /**
   * Clicks the button `gaps.length + 1` times at its centre: a gap of 0 is one double-click, others are
   * that many milliseconds between raw clicks (none waits for the button to be ready again). Then
   * waits for `done`, for any command a late click would have sent, and answers the commands sent to `path`.
   */
  async function hit(locator, gaps, path, done) {
    const from = commands.length;
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (gaps.length === 1 && gaps[0] === 0) {
      await page.mouse.dblclick(x, y);
    } else {
      await page.mouse.click(x, y);
      for (const gap of gaps) {
        await page.waitForTimeout(gap);
        await page.mouse.click(x, y);
      }
    }
    await done();
    // A second submit, if any, leaves within the validation's time: give it that, then let it land.
    await page.waitForTimeout(600);
    await page.waitForFunction(() => true);
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    const sent = commands.slice(from).filter((command) => command.path === path);
    assert.ok(sent.length >= 1, `a command was sent to ${path}`);
    assert.equal(new Set(sent.map((command) => command.key)).size, 1, `one Idempotency-Key for ${path}: ${JSON.stringify(sent)}`);
    return sent;
  }

  before(async () => {
    app = await startApp('e2e-double-submit');
    ({ browser, page } = await startBrowser());
    page.setDefaultTimeout(20_000);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' || !url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/auth')) return;
      inFlight += 1;
      commands.push({ method: request.method(), path: url.pathname.slice(4), key: request.headers()['idempotency-key'] });
    });
    const settled = (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth')) inFlight -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await signInWithChart(app, page);

    const methods = (await call('GET', '/accounts/payment-methods?limit=100')).paymentMethods;
    ids.cash = methods.find((method) => method.name === 'Cash')._id;
    const accounts = (await call('GET', '/accounts/gl-accounts?limit=200')).glAccounts;
    ids.accountByCode = Object.fromEntries(accounts.map((account) => [account.code, account._id]));
    ids.products = [];
    for (const item of ACCESSORIES) {
      ids.products.push((await call('POST', '/products', { name: item.name, model: item.model, type: 'Accessories', salePrice: item.sale, cost: item.sale / 2, stock: OPENING_STOCK }))._id);
    }
    ids.bike = (await call('POST', '/products', { name: BIKE.name, model: BIKE.model, type: 'Motorcycle', salePrice: BIKE.sale, cost: 180000, stock: 0 }))._id;
    for (const [index, chassisNo] of UNITS.entries()) {
      await call('POST', '/products/motorcycles', { productId: ids.bike, chassisNo, engineNo: `JLZCRA0000${index}`, color: 'Racing Red', status: 'Available', purchasePrice: 180000, purchaseDate: dhakaDay(-2), fuelType: 'Petrol' });
    }
    ids.customer = (await call('POST', '/customers', { name: 'Shafiqul Islam', phone: '01819556677' }))._id;
    ids.supplier = (await call('POST', '/suppliers', { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000009', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' }))._id;
    // Money in the cash drawer for the payments, transfers, expenses and drawings that take it out.
    await call('POST', '/accounts/owner/investment', { amount: 500000, date: dhakaDay(), cashAccount: ids.accountByCode['1101'], description: 'Opening cash' });
    const booking = await call('POST', '/bookings', { customer: ids.customer, amount: 50000, method: ids.cash, description: 'Motorcycle reservation', status: 'Confirmed' });
    ids.booking = booking._id;
    ids.bookingNumber = booking.bookingNumber;
    const dueInvoice = await call('POST', '/invoices', { customer: ids.customer, items: [{ product: ids.products[0], quantity: 1 }], payments: [] });
    ids.dueInvoice = (dueInvoice.invoice ?? dueInvoice)._id;
    ids.bill = await call('POST', '/accounts/payables', {
      supplier: ids.supplier,
      billNumber: 'RM-5501',
      amount: 40000,
      billDate: dhakaDay(),
      dueDate: dhakaDay(30),
      account: ids.accountByCode['5206'],
      notes: '',
    });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('products invoice with four lines and cash: one invoice, the stock taken once, the cash in once', async () => {
    const invoicesBefore = (await call('GET', '/invoices?limit=100')).invoices.length;
    const cashBefore = await moneyBalance('1101');
    await page.goto(`${app.url}/sales/invoices/products`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('product-invoice-customer').click();
      await page.keyboard.type('Shafiq');
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Shafiqul Islam' }).first().click();
      for (const [index, item] of ACCESSORIES.entries()) {
        if (index > 0) await page.getByTestId('product-invoice-add-line').click();
        await choose(page, `product-invoice-line-${index}-product`, item.name);
        await page.getByTestId(`product-invoice-line-${index}-quantity`).fill(String(item.quantity));
      }
      await page.getByTestId('product-invoice-payment-0-amount').fill(INVOICE_TOTAL.toFixed(2));
      await page.getByTestId('product-invoice-due').filter({ hasText: '৳0.00' }).waitFor();
      await hit(page.getByTestId('product-invoice-submit'), clicks.gaps, '/invoices', () => page.getByTestId('invoice-preview').getByTestId('invoice-document').waitFor());
      const invoices = (await call('GET', '/invoices?limit=100')).invoices;
      assert.equal(invoices.length, invoicesBefore + round + 1, `${clicks.name}: one invoice`);
      await page.getByTestId('invoice-preview-close').click();
      await page.getByTestId('invoice-preview').waitFor({ state: 'hidden' });
    }
    for (const [index, item] of ACCESSORIES.entries()) {
      const product = await call('GET', `/products/${ids.products[index]}`);
      const sold = index === 0 ? 1 : 0; // the invoice with a due set up before
      assert.equal((product.product ?? product).stock, OPENING_STOCK - sold - 2 * item.quantity, `${item.name}: taken once per invoice`);
    }
    assert.equal(await moneyBalance('1101'), cashBefore + 2 * INVOICE_TOTAL, 'the cash came in once per invoice');
  });

  it('motorcycle invoice: one invoice per unit sold', async () => {
    const before = (await call('GET', '/invoices?limit=100')).invoices.length;
    await page.goto(`${app.url}/sales/invoices/motorcycle`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('motorcycle-invoice-customer').click();
      await page.keyboard.type('Shafiq');
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Shafiqul Islam' }).first().click();
      await choose(page, 'motorcycle-invoice-unit', UNITS[round]);
      await page.waitForFunction(() => document.querySelector('[data-testid="motorcycle-invoice-price"]')?.value);
      await page.getByTestId('motorcycle-invoice-payment-0-amount').fill('100000');
      await hit(page.getByTestId('motorcycle-invoice-submit'), clicks.gaps, '/invoices', () => page.getByTestId('print-options').waitFor());
      assert.equal((await call('GET', '/invoices?limit=100')).invoices.length, before + round + 1, `${clicks.name}: one invoice`);
      await page.getByTestId('print-options-close').click();
      await page.getByTestId('print-options').waitFor({ state: 'hidden' });
    }
  });

  it('purchase: one purchase, the stock received once', async () => {
    const before = (await call('GET', '/purchases?limit=100')).purchases.length;
    const stockOf = async () => {
      const product = await call('GET', `/products/${ids.products[1]}`);
      return (product.product ?? product).stock;
    };
    const stockBefore = await stockOf();
    await page.goto(`${app.url}/purchases`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('add-purchase').click();
      await page.getByTestId('purchase-form').waitFor();
      await choose(page, 'purchase-form-supplier', 'Rangs Motors');
      await page.getByTestId('purchase-form-memo').fill(`MEMO-${round}`);
      await choose(page, 'purchase-line-0-product', `${ACCESSORIES[1].name} · ${ACCESSORIES[1].model}`);
      await page.getByTestId('purchase-line-0-quantity').fill('5');
      await page.getByTestId('purchase-line-0-purchase-price').fill('400');
      await page.getByTestId('purchase-line-0-sale-price').fill('850');
      await choose(page, 'purchase-form-payment-method', 'Cash');
      await page.getByTestId('purchase-form-memo').click();
      await hit(page.getByTestId('purchase-form-submit'), clicks.gaps, '/purchases', () => page.getByTestId('purchase-form').waitFor({ state: 'hidden' }));
      assert.equal((await call('GET', '/purchases?limit=100')).purchases.length, before + round + 1, `${clicks.name}: one purchase`);
    }
    assert.equal(await stockOf(), stockBefore + 10, 'five received per purchase');
  });

  it('booking: one booking', async () => {
    const before = (await call('GET', '/bookings?limit=100')).bookings.length;
    await page.goto(`${app.url}/sales/bookings`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('add-booking').click();
      await page.getByTestId('booking-form-customer').click();
      await page.keyboard.type('Shafiq');
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Shafiqul Islam' }).first().click();
      await page.getByTestId('booking-form-amount').fill('5000');
      await choose(page, 'booking-form-method', 'Cash');
      await choose(page, 'booking-form-description', 'Motorcycle reservation');
      await hit(page.getByTestId('booking-form-submit'), clicks.gaps, '/bookings', () => page.getByTestId('booking-form').waitFor({ state: 'hidden' }));
      assert.equal((await call('GET', '/bookings?limit=100')).bookings.length, before + round + 1, `${clicks.name}: one booking`);
    }
  });

  it('booking refund: one refund', async () => {
    await page.goto(`${app.url}/sales/bookings`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId(`refund-booking-${ids.bookingNumber}`).click();
      await page.getByTestId('refund-form-amount').fill('1000');
      await page.getByTestId('refund-form-reason').fill(`Part of the deposit back, round ${round}`);
      await hit(page.getByTestId('refund-form-submit'), clicks.gaps, `/bookings/${ids.booking}/refund`, () => page.getByTestId('refund-form').waitFor({ state: 'hidden' }));
      assert.equal((await call('GET', `/bookings/${ids.booking}/refunds`)).refunds.length, round + 1, `${clicks.name}: one refund`);
    }
  });

  it('invoice Add Payment: one payment', async () => {
    const paidOf = async () => {
      const found = await call('GET', `/invoices/${ids.dueInvoice}`);
      return Number((found.invoice ?? found).paidAmount);
    };
    await page.goto(`${app.url}/sales/invoices/view/${ids.dueInvoice}`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('invoice-tab-add-payment').click();
      await page.getByTestId('add-payment-payment-0-amount').fill('100');
      await hit(page.getByTestId('add-payment-submit'), clicks.gaps, `/invoices/${ids.dueInvoice}/payments`, () => page.getByText('Payment added successfully').first().waitFor());
      assert.equal(await paidOf(), 100 * (round + 1), `${clicks.name}: one payment of ৳100`);
    }
  });

  it('payable payment: one payment', async () => {
    await page.goto(`${app.url}/accounts/payables`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('pay-payable-RM-5501').click();
      await page.getByTestId('payment-form-amount').fill('1000');
      await hit(page.getByTestId('payment-form-submit'), clicks.gaps, `/accounts/payables/${ids.bill._id}/payment`, () => page.getByTestId('payment-form').waitFor({ state: 'hidden' }));
      assert.equal((await call('GET', `/accounts/payables/${ids.bill._id}/payments`)).payments.length, round + 1, `${clicks.name}: one payment`);
    }
  });

  it('transfer: one transfer, the bank credited once', async () => {
    const bankBefore = await moneyBalance('1102');
    await page.goto(`${app.url}/accounts/transfers`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('add-transfer').click();
      await page.getByTestId('transfer-form').waitFor();
      await choose(page, 'transfer-form-from', '1101 · Cash in Hand');
      await choose(page, 'transfer-form-to', '1102 · Bank Account');
      await page.getByTestId('transfer-form-amount').fill('1000');
      await page.getByTestId('transfer-form-remarks').fill(`Deposit round ${round}`);
      await hit(page.getByTestId('transfer-form-submit'), clicks.gaps, '/accounts/transfers', () => page.getByTestId('transfer-form').waitFor({ state: 'hidden' }));
      assert.equal((await call('GET', '/accounts/transfers?limit=100')).transfers.length, round + 1, `${clicks.name}: one transfer`);
    }
    assert.equal(await moneyBalance('1102'), bankBefore + 2000);
  });

  it('expense: one expense', async () => {
    for (const [round, clicks] of CLICKS.entries()) {
      await page.goto(`${app.url}/accounts/expenses/add`);
      await choose(page, 'expense-form-account', '5203 · Utilities');
      await page.getByTestId('expense-form-amount').fill('750');
      await page.getByTestId('expense-form-description').fill(`Electricity bill, round ${round}`);
      await choose(page, 'expense-form-payment-method', 'Cash');
      await hit(page.getByTestId('expense-form-submit'), clicks.gaps, '/accounts/expenses', () => page.waitForURL(/\/accounts\/expenses$/));
      assert.equal((await call('GET', '/accounts/expenses?limit=100')).expenses.length, round + 1, `${clicks.name}: one expense`);
    }
  });

  it('customer (Add Customer page): one customer', async () => {
    for (const [round, clicks] of CLICKS.entries()) {
      await page.goto(`${app.url}/customers/add`);
      await page.getByTestId('customer-form-name').fill(`Walk-in Buyer ${round}`);
      await page.getByTestId('customer-form-phone').fill(`0171555000${round}`);
      await hit(page.getByTestId('customer-form-submit'), clicks.gaps, '/customers', () => page.waitForURL(/\/customers$/));
      const found = (await call('GET', `/customers?search=${encodeURIComponent(`Walk-in Buyer ${round}`)}&limit=100`)).customers;
      assert.equal(found.length, 1, `${clicks.name}: one customer`);
    }
  });

  it('journal entry (Save and Post): one entry', async () => {
    await page.goto(`${app.url}/accounts/journal-entries`);
    for (const [round, clicks] of CLICKS.entries()) {
      await page.getByTestId('new-journal-entry').click();
      await page.getByTestId('journal-entry-form-reference').fill(`DBL-${round}`);
      await page.getByTestId('journal-entry-form-description').fill('Office supplies paid in cash');
      for (const [index, code, side] of [[0, '5205', 'debit'], [1, '1101 ', 'credit']]) {
        await page.getByTestId(`journal-line-${index}-account`).click();
        await page.locator(`.journal-line-${index}-account-dropdown .ant-select-item-option`).filter({ hasText: code }).first().click();
        await page.getByTestId(`journal-line-${index}-${side}`).fill('300');
      }
      await page.getByTestId('journal-entry-form-description').click();
      await hit(page.getByTestId('save-and-post'), clicks.gaps, '/accounts/journal-entries', () => page.getByTestId(`entry-status-DBL-${round}`).waitFor());
      assert.equal((await call('GET', `/accounts/journal-entries?search=DBL-${round}`)).journalEntries.length, 1, `${clicks.name}: one entry`);
    }
  });

  it("owner's investment and drawing: one each, the cash moved once", async () => {
    await page.goto(`${app.url}/accounts/owner-equity`);
    for (const [type, path, sign] of [['investment', '/accounts/owner/investment', 1], ['drawing', '/accounts/owner/drawing', -1]]) {
      await page.getByTestId(`equity-tab-${type}`).click();
      const form = page.getByTestId(`equity-form-${type}`);
      for (const clicks of CLICKS) {
        const cashBefore = await moneyBalance('1101');
        await form.getByTestId('equity-form-amount').fill('2000');
        await page.waitForTimeout(50);
        await chooseIn(page, form, 'equity-form-account', '1101 · Cash in Hand');
        await form.getByTestId('equity-form-description').fill(`${type} by ${clicks.name}`);
        await hit(form.getByTestId('equity-form-submit'), clicks.gaps, path, () => page.getByText(`Owner's ${type} recorded successfully`).first().waitFor());
        assert.equal(await moneyBalance('1101'), cashBefore + sign * 2000, `${type}, ${clicks.name}: the cash moved once`);
      }
    }
  });
});
