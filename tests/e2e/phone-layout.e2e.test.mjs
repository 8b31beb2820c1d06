// The printed papers on a phone: the invoice view's Invoice (A4) and Chalan (A5) and the booking
// receipt (A5) are shown as a whole sheet scaled to the screen's width, with a margin each side and
// no sideways scroll,
// while printing still lays each out unscaled on its own page. Screenshots at 390×844 and 1366×768.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, animationsSettled, screenshot, SCREENSHOTS, signInWithChart, startApp, startBrowser } from './support.mjs';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** A4's and A5's widths in CSS pixels (96 per inch). */
const PAPER_WIDTH = { A4: (210 / 25.4) * 96, A5: (148 / 25.4) * 96 };
/** A4's and A5's pages in PDF points (72 per inch), width × height. */
const PAGE_POINTS = { A4: [595, 842], A5: [420, 595] };

/** The pages of a PDF Chromium printed: each page's MediaBox, width × height in points, rounded. */
const pdfPages = (pdf) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [Math.round(Number(match[1])), Math.round(Number(match[2]))]);

/** How the page and one paper lie in the window: the paper's box and its frame's, widths, and whether anything inside the paper scrolls sideways. */
const layoutOf = (page, testId) =>
  page.evaluate((id) => {
    const paper = document.querySelector(`[data-testid="${id}"]`);
    const box = paper.getBoundingClientRect();
    const frame = paper.parentElement.getBoundingClientRect();
    const scrolling = [paper, ...paper.querySelectorAll('*'), ...(function* ancestors(node) {
      for (let up = node.parentElement; up; up = up.parentElement) yield up;
    })(paper)].filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX));
    return {
      innerWidth: window.innerWidth,
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      left: box.left,
      right: box.right,
      width: box.width,
      frameLeft: frame.left,
      frameRight: frame.right,
      scrollingBoxes: scrolling.map((element) => `${element.tagName}.${element.className}`),
    };
  }, testId);

/** Under print media: the paper's width, its zoom and transform and those of everything around it, and the page's width. */
const printLayoutOf = (page, testId) =>
  page.evaluate((id) => {
    const paper = document.querySelector(`[data-testid="${id}"]`);
    const scaled = [];
    for (let node = paper; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if ((style.zoom && style.zoom !== '1' && style.zoom !== 'normal') || style.transform !== 'none') scaled.push(`${node.tagName}.${node.className}: zoom ${style.zoom}, transform ${style.transform}`);
    }
    return { width: paper.getBoundingClientRect().width, layoutWidth: paper.offsetWidth, pageWidth: document.documentElement.clientWidth, scaled };
  }, testId);

/**
 * The room (CSS px) a sheet scaled to a phone keeps free on each side, in its frame and so in the
 * window: the product keeps 8 (PAPER_SCREEN_MARGIN); asserting half of it leaves the browser's
 * rounding of a zoomed width (a fraction of a pixel, which differs between Chromium releases) no say.
 */
const PHONE_MARGIN = 4;
/**
 * A sideways scroll of the page is a pixel or more: scrollWidth is a whole number, rounded up from
 * an edge a fraction of a pixel past the window (which a point release of Chromium may move).
 */
const SCROLL_TOLERANCE = 1;

/**
 * The paper fits a phone's window whole with a margin on each side, and the page does not scroll
 * sideways; under print media nothing scales it and it spans the page, as on an A4/A5 sheet.
 * Screenshots taken as `name`.
 */
async function assertPaperFitsPhone(page, testId, size, name) {
  await page.setViewportSize(PHONE);
  await page.getByTestId(testId).waitFor();
  // The sheet is scaled once its frame has its new width (a ResizeObserver): wait for it, and let the assertions below say what is wrong if it never fits.
  await page
    .waitForFunction(
      ({ id, margin }) => {
        const paper = document.querySelector(`[data-testid="${id}"]`);
        const box = paper.getBoundingClientRect();
        const frame = paper.parentElement.getBoundingClientRect();
        return box.left >= frame.left + margin && box.right <= frame.right - margin && box.right <= window.innerWidth - margin;
      },
      { id: testId, margin: PHONE_MARGIN },
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await screenshot(page, `${name}-390`);
  const onPhone = await layoutOf(page, testId);
  const figures = JSON.stringify(onPhone);
  assert.ok(onPhone.left >= PHONE_MARGIN && onPhone.right <= onPhone.innerWidth - PHONE_MARGIN, `the paper fits the phone's window with a margin each side: ${figures}`);
  assert.ok(onPhone.left >= onPhone.frameLeft + PHONE_MARGIN && onPhone.right <= onPhone.frameRight - PHONE_MARGIN, `the paper keeps a margin inside its frame: ${figures}`);
  assert.ok(onPhone.scrollWidth <= onPhone.innerWidth + SCROLL_TOLERANCE, `no sideways scroll of the page: ${figures}`);
  assert.deepEqual(onPhone.scrollingBoxes, [], 'nothing in or around the paper scrolls sideways');
  assert.ok(onPhone.width > (onPhone.frameRight - onPhone.frameLeft) * 0.9 && onPhone.width > onPhone.innerWidth * 0.7, `the paper uses the width it has, not shrunk further than its margin: ${figures}`);

  await page.emulateMedia({ media: 'print' });
  try {
    const printed = await printLayoutOf(page, testId);
    assert.deepEqual(printed.scaled, [], 'nothing scales the paper in print');
    assert.ok(Math.abs(printed.width - printed.pageWidth) <= 1 && Math.abs(printed.width - printed.layoutWidth) <= 1, `the printed paper spans the page, unscaled: ${JSON.stringify(printed)}`);
    // Printed from the phone, as the browser's print does it: one page of the paper's own size.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync(join(SCREENSHOTS, `${name}-390.pdf`), pdf);
    assert.deepEqual(pdfPages(pdf), [PAGE_POINTS[size]], `one ${size} page printed from the phone`);
  } finally {
    // Back to the page's own media (an emulated 'screen' would also be what page.pdf prints).
    await page.emulateMedia({ media: null });
  }
}

/** On a laptop the sheet is shown at its full paper width, as before. */
async function assertPaperFullSizeOnLaptop(page, testId, size, name) {
  await page.setViewportSize(LAPTOP);
  await page.getByTestId(testId).waitFor();
  await animationsSettled(page);
  await screenshot(page, `${name}-1366`);
  const onLaptop = await layoutOf(page, testId);
  assert.ok(Math.abs(onLaptop.width - PAPER_WIDTH[size]) <= 1, `the ${size} sheet at its full width: ${JSON.stringify(onLaptop)}`);
  assert.ok(onLaptop.scrollWidth <= onLaptop.innerWidth + SCROLL_TOLERANCE, `no sideways scroll on a laptop: ${JSON.stringify(onLaptop)}`);
}

describe('the printed papers fit a phone and still print at full size', () => {
  let app;
  let browser;
  let page;
  let invoice;

  before(async () => {
    app = await startApp('e2e-phone-layout');
    ({ browser } = await startBrowser());
    const context = await browser.newContext({ viewport: LAPTOP, timezoneId: 'Asia/Dhaka' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInWithChart(app, page);
    const ok = async (method, path, body) => {
      const answer = await api(page, app.url, method, path, body);
      assert.ok([200, 201].includes(answer.status), `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    const methods = (await ok('GET', '/accounts/payment-methods?limit=100')).paymentMethods;
    const cash = methods.find((method) => method.name === 'Cash')._id;
    const customer = (await ok('POST', '/customers', { name: 'Abdul Karim Chowdhury', phone: '01711-223344', address: 'House 12, Road 5, Dhanmondi, Dhaka 1205' }))._id;
    const bike = (await ok('POST', '/products', { name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000, stock: 0 }))._id;
    const units = [];
    for (const [chassisNo, engineNo] of [
      ['ME1RG0711K0001234', 'G3E8E0123456'],
      ['ME1RG0711K0005678', 'G3E8E0567890'],
    ]) {
      units.push((await ok('POST', '/products/motorcycles', { productId: bike, chassisNo, engineNo, color: 'Racing Blue', status: 'Available', purchasePrice: 180000 }))._id);
    }
    invoice = await ok('POST', '/invoices', {
      customer,
      items: [{ motorcycleId: units[0], name: 'Yamaha FZ-S', type: 'Motorcycle', quantity: 1, unitPrice: 250000, total: 250000 }],
      payments: [{ method: cash, amount: 200000 }],
      notes: 'Registration papers to follow',
    });
    await ok('POST', '/bookings', { customer, amount: 50000, method: cash, description: 'Motorcycle reservation', status: 'Confirmed', motorcycleId: units[1] });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("the invoice view's Invoice (A4) fits a 390 px phone, and prints unscaled", async () => {
    await page.goto(`${app.url}/sales/invoices/view/${invoice._id}`);
    await assertPaperFullSizeOnLaptop(page, 'invoice-document', 'A4', 'phone-layout-invoice');
    await assertPaperFitsPhone(page, 'invoice-document', 'A4', 'phone-layout-invoice');
  });

  it("the invoice view's Chalan (A5) fits a 390 px phone, and prints unscaled", async () => {
    await page.setViewportSize(LAPTOP);
    await page.getByTestId('invoice-tab-chalan').click();
    await assertPaperFullSizeOnLaptop(page, 'challan-document', 'A5', 'phone-layout-chalan');
    await assertPaperFitsPhone(page, 'challan-document', 'A5', 'phone-layout-chalan');
  });

  it('the booking receipt (A5) fits a 390 px phone, and prints unscaled', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/sales/bookings`);
    await page.getByTestId('receipt-booking-BK-000001').click();
    await page.getByTestId('booking-receipt-document').waitFor();
    await animationsSettled(page);
    await assertPaperFullSizeOnLaptop(page, 'booking-receipt-document', 'A5', 'phone-layout-booking-receipt');
    await assertPaperFitsPhone(page, 'booking-receipt-document', 'A5', 'phone-layout-booking-receipt');
  });
});
