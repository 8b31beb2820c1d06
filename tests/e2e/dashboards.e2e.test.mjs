import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, screenshot, signInWithChart, startApp, startBrowser } from './support.mjs';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/**
 * A chart drew and settled: its echarts canvas is there, fits the window, has a size, and its
 * entrance animation is over (two looks at its pixels, 300 ms apart, are the same).
 */
async function chartDrawn(page, testId) {
  const canvas = page.getByTestId(testId).locator('canvas').first();
  await canvas.waitFor();
  await page.waitForFunction(
    (id) => {
      const drawn = document.querySelector(`[data-testid="${id}"] canvas`);
      if (!drawn || drawn.getBoundingClientRect().right > window.innerWidth) return false;
      const pixels = drawn.toDataURL();
      const settled = window.__chartPixels?.[id] === pixels;
      window.__chartPixels = { ...window.__chartPixels, [id]: pixels };
      return settled;
    },
    testId,
    { polling: 300 },
  );
  const box = await canvas.boundingBox();
  assert.ok(box && box.width > 100 && box.height > 100, `${testId} is drawn (${JSON.stringify(box)})`);
}

/**
 * How the KPI cards lie: how many share the first row, the widest card, the figure's font size, and
 * the first alert's height (null without alerts).
 */
const kpiLayout = (page, testIds) =>
  page.evaluate((ids) => {
    const cards = ids.map((id) => document.querySelector(`[data-testid="${id}"]`).closest('.ant-card').getBoundingClientRect());
    const figure = document.querySelector(`[data-testid="${ids[0]}"]`).closest('.ant-statistic-content');
    const alert = document.querySelector('[data-testid="dashboard-alerts"] .ant-alert');
    return {
      firstRow: cards.filter((card) => Math.abs(card.top - cards[0].top) < 2).length,
      widest: Math.max(...cards.map((card) => card.width)),
      figureFontSize: parseFloat(getComputedStyle(figure).fontSize),
      alertHeight: alert ? alert.getBoundingClientRect().height : null,
    };
  }, testIds);

describe('the dashboards: / and /accounts with some business', () => {
  let app;
  let browser;
  let page;

  before(async () => {
    app = await startApp('e2e-dashboards');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize(LAPTOP);
    await signInWithChart(app, page);
    const ok = async (method, path, body) => {
      const response = await api(page, app.url, method, path, body);
      assert.ok(response.status < 300, `${method} ${path}: ${JSON.stringify(response.body)}`);
      return response.body.data;
    };
    const chart = await ok('GET', '/accounts/chart-of-accounts');
    const account = Object.fromEntries(chart.accounts.map((row) => [row.code, row._id]));
    const methods = await ok('GET', '/accounts/payment-methods?limit=100');
    const cash = methods.paymentMethods.find((method) => method.name === 'Cash')._id;
    await ok('POST', '/accounts/owner/investment', { amount: 300000, date: today(), cashAccount: account['1101'], description: 'Capital' });
    const customer = (await ok('POST', '/customers', { name: 'Karim Uddin', phone: '01711000001' }))._id;
    const helmet = (await ok('POST', '/products', { name: 'Helmet', model: 'Standard', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 6, reorderLevel: 1 }))._id;
    await ok('POST', '/products', { name: 'Chain Lube', model: 'Standard', type: 'Accessories', salePrice: 500, cost: 300, stock: 2, reorderLevel: 5 });
    await ok('POST', '/invoices', { customer, items: [{ product: helmet, quantity: 2, unitPrice: 3500, total: 7000 }], payments: [{ method: cash, amount: 5000 }] });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('/ shows the KPI cards, the alerts and the three charts, at 1366 and 390 px', async () => {
    await page.goto(`${app.url}/`);
    await page.getByTestId('business-dashboard').waitFor();
    assert.equal(await page.getByTestId('kpi-total-revenue').innerText(), '৳7,000.00');
    assert.equal(await page.getByTestId('kpi-customer-due').innerText(), '৳2,000.00');
    assert.equal(await page.getByTestId('kpi-low-stock').innerText(), '1');
    await page.getByTestId('dashboard-alerts').getByText('Low Stock').waitFor();
    await chartDrawn(page, 'dashboard-revenue-chart');
    await chartDrawn(page, 'dashboard-inventory-chart');
    await chartDrawn(page, 'dashboard-financial-chart');
    await screenshot(page, 'dashboard-1366');
    const kpis = ['kpi-total-revenue', 'kpi-motorcycles-sold', 'kpi-total-customers', 'kpi-cash-position', 'kpi-customer-due'];
    const onLaptop = await kpiLayout(page, kpis);
    assert.equal(onLaptop.firstRow, 4, `four KPI cards a row on a laptop: ${JSON.stringify(onLaptop)}`);
    assert.equal(onLaptop.figureFontSize, 24, 'the full-size figures on a laptop');
    await page.setViewportSize(PHONE);
    await chartDrawn(page, 'dashboard-revenue-chart');
    await screenshot(page, 'dashboard-390');
    // Compact on a phone: two KPI cards a row, a smaller figure, a slim alert.
    const onPhone = await kpiLayout(page, kpis);
    assert.equal(onPhone.firstRow, 2, `two KPI cards a row on a phone: ${JSON.stringify(onPhone)}`);
    assert.ok(onPhone.widest <= PHONE.width / 2, `each KPI card takes half the phone's width at most: ${JSON.stringify(onPhone)}`);
    assert.ok(onPhone.figureFontSize < 20, `a smaller figure on a phone: ${JSON.stringify(onPhone)}`);
    assert.ok(onPhone.alertHeight < onLaptop.alertHeight + 12 && onPhone.alertHeight < 80, `a slim alert on a phone: ${JSON.stringify({ onPhone, onLaptop })}`);
    const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(widths.scrollWidth <= widths.innerWidth + 1, `no sideways scroll on a phone: ${JSON.stringify(widths)}`);
    await page.setViewportSize(LAPTOP);
  });

  it("/ says 'Unable to load dashboard' when the overview cannot be had, and loads on Retry", async () => {
    await page.route('**/api/dashboard/overview**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"down"}' }));
    await page.goto(`${app.url}/?period=today`);
    await page.getByTestId('dashboard-error').getByText('Unable to load dashboard').waitFor({ timeout: 30_000 });
    await page.unroute('**/api/dashboard/overview**');
    await page.getByTestId('dashboard-error').getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('business-dashboard').waitFor();
    assert.equal(await page.getByTestId('kpi-total-revenue').innerText(), '৳7,000.00');
  });

  it('/accounts shows the financial KPIs, the aging chart and a healthy score, at 1366 and 390 px', async () => {
    await page.goto(`${app.url}/accounts`);
    await page.getByTestId('financial-dashboard').waitFor();
    assert.equal(await page.getByTestId('kpi-total-receivables').innerText(), '৳2,000.00');
    assert.equal(await page.getByTestId('kpi-net-cash-position').innerText(), '৳3,05,000.00');
    await chartDrawn(page, 'financial-dashboard-aging-chart');
    assert.match(await page.getByTestId('financial-dashboard-health').innerText(), /100%[\s\S]*Excellent/);
    // The header shared with the business dashboard: Refresh asks for the figures again.
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/accounts/dashboard?period=30') && response.status() === 200);
    await page.getByTestId('financial-dashboard-refresh').click();
    await refreshed;
    await screenshot(page, 'financial-dashboard-1366');
    const kpis = ['kpi-total-receivables', 'kpi-total-payables', 'kpi-net-cash-position', 'kpi-transactions-this-period'];
    const onLaptop = await kpiLayout(page, kpis);
    assert.equal(onLaptop.firstRow, 4, `the four KPI cards in one row on a laptop: ${JSON.stringify(onLaptop)}`);
    assert.equal(onLaptop.figureFontSize, 24, 'the full-size figures on a laptop');
    await page.setViewportSize(PHONE);
    await chartDrawn(page, 'financial-dashboard-aging-chart');
    await screenshot(page, 'financial-dashboard-390');
    const onPhone = await kpiLayout(page, kpis);
    assert.equal(onPhone.firstRow, 2, `two KPI cards a row on a phone: ${JSON.stringify(onPhone)}`);
    assert.ok(onPhone.figureFontSize < 20, `a smaller figure on a phone: ${JSON.stringify(onPhone)}`);
    const widths = await page.evaluate(() => ({
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      innerWidth: window.innerWidth,
      widest: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !element.closest('.ant-table-content, .ant-table-body'))
        .slice(0, 3)
        .map((element) => `${element.tagName}.${element.className}`),
    }));
    assert.ok(widths.scrollWidth <= widths.innerWidth + 1, `no sideways scroll on a phone: ${JSON.stringify(widths)}`);
    assert.deepEqual(widths.widest, [], 'nothing sticks out of the window');
    await page.setViewportSize(LAPTOP);
    await page.goto(`${app.url}/accounts/financial-dashboard`);
    await page.getByTestId('financial-dashboard').waitFor();
  });
});
