// Issue 24, items 2, 6 and 7: VAT on the products invoice. Registered for VAT through the API, the
// products invoice shows each line's VAT, the invoice's VAT and the total with VAT as the user types
// (issue 24's worked example, to the poisha); once created it prints as the Mushak-6.3 tax invoice,
// printed to PDF in Chromium and its text read back; the invoice's view shows its VAT lines.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { animationsSettled, api, choose, screenshot, SCREENSHOTS, signInWithChart, startApp, startBrowser, apiCaller } from './support.mjs';

const LAPTOP = { width: 1366, height: 768 };
const BUSINESS = {
  businessName: 'Padma Motors',
  address: '25 Bir Uttam CR Dutta Road, Dhaka 1205',
  phones: ['01711-223344'],
  email: 'sales@padma-motors.example',
  logoDataUrl: '',
  binVatNumber: '000123456-0101',
  invoiceTermsDays: 15,
  footerText: 'Thank you for riding with Padma Motors.',
};
const AUTHORIZED = { name: 'Kamal Hossain', designation: 'Proprietor' };
// The worked example: 2 at ৳1,200 (Accessories at their type's 15 %) and a helmet at ৳3,500 set to 10 %, shipping ৳100, 10 % off.
const COVER = { name: 'Chain Cover', model: 'Pulsar N160', sale: 1200, cost: 800, stock: 10 };
const HELMET = { name: 'Vega Helmet', model: 'Crux Full Face', sale: 3500, cost: 2500, stock: 4, vatRate: 10 };
const CUSTOMER = { name: 'Shafiqul Islam', phone: '01819556677', address: 'House 12, Road 5, Mirpur, Dhaka' };

const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((path) => existsSync(path)) ?? null;
const PDFFONTS = ['/usr/bin/pdffonts', '/usr/local/bin/pdffonts'].find((path) => existsSync(path)) ?? null;

/** Prints the page to PDF as Chromium's print does; its text (pdftotext, else the print-media DOM) and its fonts. */
async function printToPdf(page, name) {
  await animationsSettled(page);
  await page.emulateMedia({ media: 'print' });
  const visibleText = await page.evaluate(() => document.body.innerText);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const file = join(SCREENSHOTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = PDFTOTEXT ? execFileSync(PDFTOTEXT, ['-layout', file, '-']).toString('utf8') : visibleText;
  const fonts = PDFFONTS ? execFileSync(PDFFONTS, [file]).toString('utf8') : '';
  return { text: text.replace(/[ \t]+/g, ' '), visibleText, fonts };
}

describe('VAT on the products invoice and the Mushak-6.3 tax invoice', () => {
  let app;
  let browser;
  let page;

  before(async () => {
    app = await startApp('e2e-tax-invoice');
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

  it('registers for VAT and sets up the products and the customer through the API', async () => {
    const call = apiCaller(page, app.url);
    await call('PUT', '/settings', BUSINESS);
    await call('PUT', '/settings/vat', { registered: true, authorizedPerson: AUTHORIZED });
    for (const product of [COVER, HELMET]) {
      await call('POST', '/products', { name: product.name, model: product.model, type: 'Accessories', salePrice: product.sale, cost: product.cost, stock: product.stock, ...(product.vatRate ? { vatRate: product.vatRate } : {}) });
    }
    await call('POST', '/customers', CUSTOMER);
  });

  it('shows each line’s VAT, the VAT and the total with VAT as the user types, and creates the invoice', async () => {
    await page.goto(`${app.url}/sales/invoices/products`);
    await page.getByTestId('product-invoice-customer').click();
    await page.keyboard.type(CUSTOMER.name.slice(0, 6));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: CUSTOMER.name }).first().click();
    await choose(page, 'product-invoice-line-0-product', COVER.name);
    await page.getByTestId('product-invoice-line-0-quantity').fill('2');
    await page.getByTestId('product-invoice-add-line').click();
    await choose(page, 'product-invoice-line-1-product', HELMET.name);
    await page.getByTestId('product-invoice-shipping').fill('100');
    await choose(page, 'product-invoice-discount-type', 'Percentage');
    await page.getByTestId('product-invoice-discount').fill('10');
    await page.getByTestId('product-invoice-vat-total').filter({ hasText: '৳578.81' }).waitFor();
    assert.equal(await page.getByTestId('product-invoice-line-0-vat').innerText(), '৳287.05');
    assert.equal(await page.getByTestId('product-invoice-line-1-vat').innerText(), '৳291.76');
    assert.equal(await page.getByTestId('product-invoice-total').innerText(), '৳5,410.00');
    await page.getByTestId('product-invoice-payment-0-amount').fill('5410');
    await page.getByTestId('product-invoice-due').filter({ hasText: '৳0.00' }).waitFor();
    await screenshot(page, 'e2e-vat-01-product-invoice-form');
    await page.getByTestId('product-invoice-submit').click();
    await page.getByTestId('invoice-preview').getByTestId('tax-invoice-document').waitFor();
  });

  it('prints the Mushak-6.3: the Bangla heading, seller BIN, the lines’ VAT, the totals, the amount in words and the authorized person', async () => {
    const paper = page.getByTestId('invoice-preview').getByTestId('tax-invoice-document');
    const shown = (await paper.innerText()).replace(/\s+/g, ' ');
    for (const text of ['গণপ্রজাতন্ত্রী বাংলাদেশ সরকার', 'কর চালানপত্র', 'TAX INVOICE · Mushak-6.3', BUSINESS.binVatNumber, 'Unit Price before VAT', 'Price with Taxes']) assert.ok(shown.includes(text), `${text} in ${shown}`);
    await screenshot(page, 'e2e-vat-02-tax-invoice-preview');
    const printed = await printToPdf(page, 'e2e-vat-tax-invoice');
    const text = printed.text;
    for (const figure of ['Mushak-6.3', 'TAX INVOICE', BUSINESS.binVatNumber, CUSTOMER.name, '287.05', '291.76', '578.81', '5,410.00', 'Five Thousand Four Hundred Ten Taka', AUTHORIZED.name, AUTHORIZED.designation]) {
      assert.ok(text.includes(figure), `${figure} in the printed PDF:\n${text}`);
    }
    // Value before VAT + VAT = price with taxes, line by line (prices include VAT): 1,913.63 + 287.05 = 2,200.68; 2,917.56 + 291.76 = 3,209.32.
    assert.match(text, /1,913\.63.*287\.05.*2,200\.68/);
    assert.match(text, /2,917\.56.*291\.76.*3,209\.32/);
    if (PDFFONTS) assert.match(printed.fonts, /NotoSansBengali/i, 'the Bangla glyphs are drawn in Noto Sans Bengali');
    assert.ok(!printed.visibleText.includes('Create Product Invoice'), 'the modal prints alone');
  });

  it('the invoice view shows its VAT lines', async () => {
    await page.getByTestId('invoice-preview-view').click();
    await page.waitForURL(/\/sales\/invoices\/view\//);
    const vat = page.getByTestId('invoice-vat');
    await vat.waitFor();
    assert.match((await vat.innerText()).replace(/\s+/g, ' '), /VAT ৳578\.81 · included in the prices/);
    assert.deepEqual([await page.getByTestId('invoice-vat-line-0').innerText(), await page.getByTestId('invoice-vat-line-1').innerText()], ['৳287.05', '৳291.76']);
    await screenshot(page, 'e2e-vat-03-invoice-view');
  });
});
