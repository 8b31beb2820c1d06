import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { animationsSettled, api, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

/**
 * A list's search, filters and page live in the URL: they survive a reload and come back with Back.
 * A form modal asks 'Discard changes?' only once the user has changed something.
 */
describe('list state in the URL', () => {
  let app;
  let browser;
  let page;
  before(async () => {
    app = await startApp('e2e-list-kit');
    ({ browser, page } = await startBrowser());
    await signInWithChart(app, page);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const table = () => page.getByTestId('gl-accounts-table');
  const rows = () => table().locator('tbody tr.ant-table-row');
  // antd puts the table's test id on the table itself; its pagination sits beside it in the wrapper.
  const pagination = () => page.locator('.ant-table-wrapper').filter({ has: table() }).locator('.ant-pagination');
  const activePage = () => pagination().locator('.ant-pagination-item-active').innerText();
  const firstCode = () => rows().first().locator('td').first().innerText();
  /** The first row's account code once it differs from `previous` (the page has changed). */
  async function firstCodeOtherThan(previous) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const code = await firstCode();
      if (code !== previous) return code;
      await page.waitForTimeout(100);
    }
    throw new Error(`the list still starts with ${previous}`);
  }

  it('keeps a GL account search across a reload', async () => {
    await page.goto(`${app.url}/accounts/glaccounts`);
    await table().getByText('Cash in Hand').waitFor();
    await page.getByTestId('gl-account-search').fill('Cash in Hand');
    await page.waitForURL(/[?&]search=Cash\+in\+Hand/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gl-accounts-table"] tbody tr.ant-table-row').length === 1);
    await page.reload();
    await table().getByText('Cash in Hand').waitFor();
    assert.equal(await page.getByTestId('gl-account-search').inputValue(), 'Cash in Hand');
    assert.equal(await rows().count(), 1);
    await screenshot(page, 'e2e-list-kit-01-search-after-reload');
  });

  it('returns to page 2 of a list with Back, and leaves defaults out of the URL', async () => {
    await page.goto(`${app.url}/accounts/glaccounts`);
    await table().getByText('Cash in Hand').waitFor();
    assert.equal(new URL(page.url()).search, '');
    const codeOnPageOne = await firstCode();
    await pagination().locator('.ant-pagination-item-2').click();
    await page.waitForURL(/[?&]page=2/);
    const codeOnPageTwo = await firstCodeOtherThan(codeOnPageOne);

    await page.getByTestId('nav-accounts-glclasses').click();
    await page.waitForURL('**/accounts/glclasses');
    await page.getByTestId('gl-classes-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.goBack();
    await page.waitForURL(/\/accounts\/glaccounts\?page=2$/);
    await table().getByText(codeOnPageTwo, { exact: true }).first().waitFor();
    assert.equal(await activePage(), '2');
    assert.equal(await firstCode(), codeOnPageTwo);
    await screenshot(page, 'e2e-list-kit-02-page-two-after-back');
  });

  it('starts a filtered list from page 1 and keeps the filter in the URL', async () => {
    await page.goto(`${app.url}/accounts/glaccounts?page=2`);
    await pagination().locator('.ant-pagination-item-active').waitFor();
    await page.getByTestId('gl-account-type-filter').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Expense' }).first().click();
    await page.waitForURL(/\/accounts\/glaccounts\?type=Expense$/);
    await page.reload();
    await table().locator('tbody tr.ant-table-row').first().waitFor();
    assert.equal(await activePage(), '1');
    assert.match(await page.getByTestId('gl-account-type-filter').innerText(), /Expense/);
    await screenshot(page, 'e2e-list-kit-03-filter-in-url');
  });

  const DISCARD = 'Discard changes?';
  /** No modal still zooming in or out: on a loaded machine a click while it scales can miss its button. */
  const modalsSettled = () => page.waitForFunction(() => !document.querySelector('[class*="ant-zoom-"]'));
  async function openForm(openerTestId, form) {
    await page.getByTestId(openerTestId).click();
    await form.waitFor();
    await modalsSettled();
  }
  /** Presses Esc with the focus in the modal (clicking a text input changes nothing). */
  async function escapeFrom(inputTestId) {
    await page.getByTestId(inputTestId).click();
    await page.keyboard.press('Escape');
  }
  async function askedToDiscard() {
    await page.getByText(DISCARD).waitFor();
    await modalsSettled();
  }
  /** The modal closed without asking 'Discard changes?'. */
  async function closedWithoutAsking(form) {
    const outcome = await Promise.race(
      [page.getByText(DISCARD).waitFor().then(() => 'asked'), form.waitFor({ state: 'hidden' }).then(() => 'closed')].map((waiting) => waiting.catch(() => 'timed out')),
    );
    assert.equal(outcome, 'closed', 'closing the untouched form');
    assert.equal(await page.getByText(DISCARD).count(), 0);
    await modalsSettled();
  }

  it('closes an untouched edit or add modal at once and asks once a field changed', async () => {
    await page.goto(`${app.url}/accounts/glaccounts?search=Cash+in+Hand`);
    await table().getByText('Cash in Hand').waitFor();
    const form = page.getByTestId('gl-account-form');
    const name = page.getByTestId('gl-account-form-name');

    // Editing: the form is filled from the record, which is not a change.
    await openForm('edit-gl-account-1101', form);
    assert.equal(await name.inputValue(), 'Cash in Hand');
    await escapeFrom('gl-account-form-name');
    await closedWithoutAsking(form);
    await openForm('edit-gl-account-1101', form);
    await page.getByTestId('gl-account-form-cancel').click();
    await closedWithoutAsking(form);

    // Adding: the form's defaults (active, a zero opening balance) are not a change either.
    await openForm('add-gl-account', form);
    await escapeFrom('gl-account-form-name');
    await closedWithoutAsking(form);

    // A changed field asks; Keep editing keeps the change, Discard throws it away.
    await openForm('edit-gl-account-1101', form);
    await name.fill('Cash in Hand (changed)');
    await page.keyboard.press('Escape');
    await askedToDiscard();
    await screenshot(page, 'e2e-list-kit-04-discard-changed-edit');
    await page.getByTestId('discard-changes-cancel').click();
    await page.getByText(DISCARD).waitFor({ state: 'hidden' });
    await modalsSettled();
    assert.equal(await name.inputValue(), 'Cash in Hand (changed)');
    await escapeFrom('gl-account-form-name');
    await askedToDiscard();
    await page.getByTestId('discard-changes-confirm').click();
    await form.waitFor({ state: 'hidden' });

    // Opened again, the record is back as it was, and closing it asks nothing.
    await openForm('edit-gl-account-1101', form);
    assert.equal(await name.inputValue(), 'Cash in Hand');
    await escapeFrom('gl-account-form-name');
    await closedWithoutAsking(form);
  });

  it('closes a self-filled modal (a new journal entry with its two blank lines) at once, and asks once a field changed', async () => {
    await page.goto(`${app.url}/accounts/journal-entries`);
    const form = page.getByTestId('journal-entry-form');
    await openForm('new-journal-entry', form);
    await escapeFrom('journal-entry-form-reference');
    await closedWithoutAsking(form);

    await openForm('new-journal-entry', form);
    await page.getByTestId('journal-entry-form-reference').fill('ADJ-1');
    await page.keyboard.press('Escape');
    await askedToDiscard();
    await page.getByTestId('discard-changes-confirm').click();
    await form.waitFor({ state: 'hidden' });
  });

  it("leaves a form's list rows untouched when filling it, and asks once a row is added", async () => {
    const ok = async (path, body) => {
      const response = await api(page, app.url, 'POST', path, body);
      assert.ok(response.status < 300, `${path}: ${JSON.stringify(response.body)}`);
      return response.body.data._id;
    };
    const supplier = await ok('/suppliers', { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000001', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' });
    const helmet = await ok('/products', { name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500, stock: 0 });
    const gloves = await ok('/products', { name: 'Gloves', model: 'Leather', type: 'Accessories', salePrice: 900, stock: 0 });
    const requisition = await ok('/requisitions', { supplier, notes: 'For the Eid rush', products: [{ product: helmet, quantity: 10 }, { product: gloves, quantity: 5 }] });

    await page.goto(`${app.url}/requisitions`);
    const form = page.getByTestId('requisition-form');
    const editTestId = `edit-requisition-${requisition}`;
    await openForm(editTestId, form);
    await page.getByTestId('requisition-line-1').waitFor();
    await escapeFrom('requisition-form-notes');
    await closedWithoutAsking(form);

    // A new requisition starts with one empty row: still no change.
    await openForm('add-requisition', form);
    assert.equal(await page.getByTestId('requisition-line-1').count(), 0);
    await escapeFrom('requisition-form-notes');
    await closedWithoutAsking(form);

    await openForm(editTestId, form);
    await page.getByTestId('add-requisition-line').click();
    await page.getByTestId('requisition-line-2').waitFor();
    await escapeFrom('requisition-form-notes');
    await askedToDiscard();
    await page.getByTestId('discard-changes-confirm').click();
    await form.waitFor({ state: 'hidden' });
  });

  /** Whether a box lies inside another (the table's scroll pane, the window), to the pixel. */
  const inside = (box, frame) => box !== null && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1;

  // Issue 23, item 12: at 1366 the pane is narrower than the invoice list; its money, status and
  // View stay in sight (fixed at the right), the text scrolls. Phones get cards, not a wide table.
  it('shows the invoice figures, status and View at 1366 px without sideways scroll, and the main lists as cards at 390 px', async () => {
    const ok = async (path, body) => {
      const response = await api(page, app.url, 'POST', path, body);
      assert.ok(response.status < 300, `${path}: ${JSON.stringify(response.body)}`);
      return response.body.data;
    };
    const methods = await api(page, app.url, 'GET', '/accounts/payment-methods?limit=100');
    const cash = methods.body.data.paymentMethods.find((method) => method.name === 'Cash')._id;
    const customer = await ok('/customers', { name: 'Mohammad Abdur Rahman Chowdhury Siddiqui', phone: '01711000077', address: 'House 12, Road 7, Dhanmondi R/A, Dhaka 1209' });
    const lube = await ok('/products', { name: 'Motul Chain Lube and Cleaner Combo Pack', model: '150 ml + 400 ml', type: 'Accessories', salePrice: 1250, cost: 800, stock: 20 });
    const invoice = await ok('/invoices', { customer: customer._id, items: [{ product: lube._id, quantity: 3 }], payments: [{ method: cash, amount: 1000 }] });
    await ok('/bookings', { customer: customer._id, amount: 5000, method: cash, description: 'Booking money deposit', status: 'Confirmed' });

    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      await page.goto(`${app.url}/sales/invoices`);
      const table = page.getByTestId('invoices-table');
      await table.locator(`tr.ant-table-row[data-row-key="${invoice._id}"]`).waitFor();
      await animationsSettled(page);
      const pane = await page.locator('.ant-table-wrapper').filter({ has: table }).locator('.ant-table-container').boundingBox();
      const window = { x: 0, width: 1366 };
      const hidden = [];
      for (const title of ['Total', 'Paid', 'Due', 'Status', 'Actions']) {
        const box = await table.locator('thead th').filter({ hasText: new RegExp(`^${title}$`) }).first().boundingBox();
        if (!inside(box, pane) || !inside(box, window)) hidden.push(`${title} at ${JSON.stringify(box)} outside ${JSON.stringify(pane)}`);
      }
      const view = await page.getByTestId(`view-invoice-${invoice._id}`).boundingBox();
      if (!inside(view, pane) || !inside(view, window)) hidden.push(`View at ${JSON.stringify(view)}`);
      assert.deepEqual(hidden, []);
      await screenshot(page, 'e2e-list-kit-invoices-1366');

      await page.goto(`${app.url}/products`);
      const products = page.getByTestId('products-table');
      await products.locator('tbody tr.ant-table-row').first().waitFor();
      const productsPane = await page.locator('.ant-table-wrapper').filter({ has: products }).locator('.ant-table-container').boundingBox();
      for (const testId of [`edit-product-${lube._id}`, `details-product-${lube._id}`]) {
        const box = await page.getByTestId(testId).boundingBox();
        assert.ok(inside(box, productsPane) && inside(box, window), `${testId} at ${JSON.stringify(box)} is in the pane ${JSON.stringify(productsPane)}`);
      }

      await page.setViewportSize({ width: 390, height: 844 });
      const phone = { x: 0, width: 390 };
      for (const [path, testId] of [
        ['/sales/invoices', 'invoices-table'],
        ['/products', 'products-table'],
        ['/customers', 'customers-table'],
        ['/sales/bookings', 'bookings-table'],
      ]) {
        await page.goto(`${app.url}${path}`);
        const card = page.getByTestId(`${testId}-card`).first();
        await card.waitFor();
        assert.equal(await page.getByTestId(testId).count(), 0, `${path}: no wide table on a phone`);
        assert.ok(inside(await card.boundingBox(), phone), `${path}: the card fits the phone`);
        assert.ok((await card.getByTestId(`${testId}-card-figure`).count()) >= 2, `${path}: the card shows its key figures`);
        const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        assert.ok(width.scroll <= width.inner, `${path}: ${width.scroll} > ${width.inner}`);
        await screenshot(page, `e2e-list-kit-cards-390${path.replaceAll('/', '-')}`);
      }
      // The invoice card carries the figures and View of the table's row.
      await page.goto(`${app.url}/sales/invoices`);
      const invoiceCard = page.locator(`[data-testid="invoices-table-card"][data-row-key="${invoice._id}"]`);
      await invoiceCard.waitFor();
      const text = await invoiceCard.innerText();
      for (const figure of ['Total', '৳3,750.00', 'Paid', '৳1,000.00', 'Due', '৳2,750.00', 'Partial']) assert.ok(text.includes(figure), `the invoice card shows ${figure}: ${text}`);
      await invoiceCard.getByTestId(`view-invoice-${invoice._id}`).click();
      await page.waitForURL(`**/sales/invoices/view/${invoice._id}`);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
