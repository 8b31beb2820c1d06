import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { lastDayOfPeriod } from '@dealer/domain';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';
import { signedInUser } from '../../users/role-users';

// Issue 24 item 5: the Mushak-6.2 sales register and the Mushak-6.1 purchase register, their month's figures and their XLSX.
describe('/api/vat registers', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let cash: string;
  let karim: string;
  let brakePad: string;
  let helmet: string;
  let kept: any;
  let voided: any;
  let period: string;
  let lastDay: string;

  const rowsOf = async (path: string, token?: string) => {
    const answer = await app.request('GET', path, token ? { token } : {});
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data;
  };
  const brief = (row: any) => [row.documentKind, row.documentNumber, row.product.name, row.quantity, row.taxableValue, row.vatRate, row.vat, row.stockBefore, row.stockAfter];

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 500_000);
    cash = world.method.Cash;
    karim = (await world.ok('POST', '/api/customers', { name: 'Karim Uddin', phone: '01711000001', address: 'Mirpur, Dhaka', bin: '0012345678901' }))._id;
    const vehicle = await world.vehicle('Yamaha FZ-S');
    brakePad = (await world.ok('POST', '/api/products', { name: 'Brake Pad', model: 'BP-1', type: 'Spare Parts', salePrice: 1200, cost: 800, stock: 10, compatibility: [vehicle] }))._id;
    helmet = (await world.ok('POST', '/api/products', { name: 'Helmet', model: 'Standard', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 4, vatRate: 10 }))._id;
    // Sold before registering: no VAT, so not in the register.
    await world.ok('POST', '/api/invoices', { customer: karim, items: [{ product: brakePad, quantity: 1, unitPrice: 1200 }], payments: [{ method: cash, amount: 1200 }] });
    await world.ok('PUT', '/api/settings/vat', { registered: true, scheme: 'Standard', authorizedPerson: { name: 'X', designation: 'Y' }, effectiveFrom: '2026-11-01' }, 200);
    kept = await world.ok('POST', '/api/invoices', { customer: karim, items: [{ product: brakePad, quantity: 2, unitPrice: 1200 }, { product: helmet, quantity: 1, unitPrice: 3500 }], payments: [{ method: cash, amount: 5900 }] });
    voided = await world.ok('POST', '/api/invoices', { customer: karim, items: [{ product: brakePad, quantity: 1, unitPrice: 1200 }], payments: [{ method: cash, amount: 1200 }] });
    const voiding = await app.request('DELETE', `/api/invoices/${voided._id}?reason=${encodeURIComponent('Wrong customer')}`);
    assert.equal(voiding.status, 200, JSON.stringify(voiding.body));
    period = String(kept.date).slice(0, 7);
    // The whole month, whatever day (in Dhaka) the suite runs on.
    lastDay = lastDayOfPeriod(period);
  });
  after(async () => app.close());

  it('the sales register: one row per line of each VAT-bearing invoice, the void as reversing rows, in order, with the stock before and after', async () => {
    const data = await rowsOf(`/api/vat/sales-register?startDate=${period}-01&endDate=${lastDay}&limit=50`);
    assert.deepEqual(data.pagination.total, 4);
    // The invoice's number is its Mushak-6.3 number.
    const numbered = (invoice: any) => `INV-${String(invoice.invoiceNumber).padStart(6, '0')}`;
    const [keptNumber, voidedNumber] = [numbered(kept), numbered(voided)];
    assert.equal(keptNumber, 'INV-000002');
    assert.deepEqual(data.rows.map(brief), [
      // 2 × 1,200 at 15 % inclusive: VAT 313.04 on 2,086.96; the helmet at its own 10 %: 318.18 on 3,181.82.
      ['invoice', keptNumber, 'Brake Pad', 2, 2086.96, 15, 313.04, { quantity: 9, value: 7200 }, { quantity: 7, value: 5600 }],
      ['invoice', keptNumber, 'Helmet', 1, 3181.82, 10, 318.18, { quantity: 4, value: 10000 }, { quantity: 3, value: 7500 }],
      ['invoice', voidedNumber, 'Brake Pad', 1, 1043.48, 15, 156.52, { quantity: 7, value: 5600 }, { quantity: 6, value: 4800 }],
      ['invoice-void', voidedNumber, 'Brake Pad', -1, -1043.48, 15, -156.52, { quantity: 6, value: 4800 }, { quantity: 7, value: 5600 }],
    ]);
    const first = data.rows[0];
    assert.deepEqual(first.counterparty, { _id: karim, name: 'Karim Uddin', address: 'Mirpur, Dhaka', bin: '0012345678901', nid: null });
    assert.deepEqual([first.product.model, first.supplementaryDuty, first.reversal, data.rows[3].reversal], ['BP-1', 0, false, true]);
    assert.match(first.issuedAt, /^\d{4}-\d{2}-\d{2}T/);
    const second = await rowsOf(`/api/vat/sales-register?startDate=${period}-01&endDate=${lastDay}&limit=3&page=2`);
    assert.deepEqual([second.rows.length, second.rows[0]._id, second.pagination.total], [1, data.rows[3]._id, 4]);
    assert.deepEqual((await rowsOf(`/api/vat/purchase-register?startDate=${period}-01&endDate=${lastDay}`)).rows, []);
  });

  it("the month's summary: sales by rate net of the void, output VAT, purchases, to the poisha", async () => {
    const summary = await rowsOf(`/api/vat/registers/summary?period=${period}`);
    assert.deepEqual(summary.sales, {
      byRate: [{ ratePercent: 15, taxableValue: 2086.96, vat: 313.04 }, { ratePercent: 10, taxableValue: 3181.82, vat: 318.18 }],
      exemptValue: 0,
      zeroRatedValue: 0,
      outputVat: 631.22,
    });
    assert.deepEqual(summary.purchases, { taxableValue: 0, inputVat: 0, inputVatCredited: 0 });
    // The output VAT ties to VAT Payable (2103): the kept invoice's credit and the void's reversal.
    const trial = (await app.request('GET', '/api/accounts/reports/trial-balance')).body.data;
    assert.equal(trial.isBalanced, true);
  });

  it('the Accountant and the Auditor read the registers; Sales is refused; without a session 401', async () => {
    const path = `/api/vat/sales-register?startDate=${period}-01&endDate=${lastDay}`;
    for (const role of ['Accountant', 'Auditor'] as const) {
      const { token } = await signedInUser(app, role);
      assert.equal((await rowsOf(path, token)).pagination.total, 4, role);
      assert.equal((await app.request('GET', `/api/vat/registers/summary?period=${period}`, { token })).status, 200, role);
    }
    const sales = await signedInUser(app, 'Sales');
    assert.equal((await app.request('GET', path, { token: sales.token })).status, 403);
    assert.equal((await app.request('GET', `/api/vat/purchase-register?startDate=${period}-01&endDate=${lastDay}`, { token: sales.token })).status, 403);
    assert.equal((await app.request('POST', '/api/vat/sales-register/export', { token: sales.token, body: { startDate: `${period}-01`, endDate: `${lastDay}` } })).status, 403);
    assert.equal((await app.request('GET', path, { token: null })).status, 401);
  });

  it('bad dates and periods are refused with a clear message', async () => {
    const missing = await app.request('GET', '/api/vat/sales-register?endDate=2026-11-30');
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors.startDate, 'startDate must be a date (YYYY-MM-DD)');
    const unreal = await app.request('GET', '/api/vat/purchase-register?startDate=2026-11-01&endDate=2026-11-31');
    assert.equal(unreal.status, 400);
    assert.equal(unreal.body.errors.endDate, 'endDate must be a date (YYYY-MM-DD)');
    const backwards = await app.request('GET', '/api/vat/sales-register?startDate=2026-11-30&endDate=2026-11-01');
    assert.equal(backwards.status, 400, JSON.stringify(backwards.body));
    assert.equal(backwards.body.errors.endDate, 'endDate (2026-11-01) must be on or after startDate (2026-11-30)');
    const month = await app.request('GET', '/api/vat/registers/summary?period=2026-13');
    assert.equal(month.status, 400);
    assert.match(JSON.stringify(month.body), /The VAT period must be a month written YYYY-MM/);
  });

  it('exports the sales register as XLSX with the Mushak-6.2 headings: the job completes and its rows are the register', async () => {
    const queued = await app.request('POST', '/api/vat/sales-register/export', { body: { startDate: `${period}-01`, endDate: `${lastDay}` } });
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    const { jobId } = queued.body.data;
    let job: any;
    const deadline = Date.now() + 20_000;
    for (;;) {
      job = (await rowsOf(`/api/vat/registers/export/${jobId}`));
      if (job.state === 'completed' || job.state === 'failed') break;
      assert.ok(Date.now() < deadline, `the export finished in time (${job.state})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(job.state, 'completed', job.failedReason);
    assert.deepEqual([job.progress, job.rows, job.register], [100, 4, 'sales']);
    assert.match(job.fileName, /^mushak-6\.2-sales-register-.*\.xlsx$/);
    const response = await fetch(`${app.url}${job.downloadUrl}`);
    assert.equal(response.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as any);
    const sheet = workbook.getWorksheet('Mushak-6.2 Sales Register')!;
    assert.match(String(sheet.getRow(1).getCell(1).value), /^Mushak-6\.2 Sales Register, /);
    const headings = (sheet.getRow(2).values as unknown[]).slice(1);
    const column = (heading: string) => headings.indexOf(heading) + 1;
    for (const heading of ['Serial No.', 'Buyer: BIN / NID', 'Tax Invoice (Mushak-6.3) No.', 'Taxable Value', 'Supplementary Duty', 'VAT', 'Closing Stock: Quantity']) assert.ok(column(heading) > 0, heading);
    const register = (await rowsOf(`/api/vat/sales-register?startDate=${period}-01&endDate=${lastDay}&limit=50`)).rows;
    const written = [3, 4, 5, 6].map((row) => sheet.getRow(row));
    assert.deepEqual(
      written.map((row) => ['Serial No.', 'Tax Invoice (Mushak-6.3) No.', 'Buyer: BIN / NID', 'Quantity Sold', 'Taxable Value', 'VAT', 'Closing Stock: Quantity'].map((heading) => row.getCell(column(heading)).value)),
      register.map((row: any, index: number) => [index + 1, row.documentNumber, '0012345678901', row.quantity, row.taxableValue, row.vat, row.stockAfter.quantity]),
    );
    assert.equal(sheet.getRow(7).getCell(1).value, null, 'no row past the register');
    const stranger = await signedInUser(app, 'Accountant');
    assert.equal((await app.request('GET', `/api/vat/registers/export/${jobId}`, { token: stranger.token })).status, 404, "another user's job is not found");
  });
});
