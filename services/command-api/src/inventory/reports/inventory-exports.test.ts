import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { RedisAvailability } from '../../infrastructure/redis-availability';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { InventoryExportJobs } from './inventory-export-jobs';
import { buildReportHistory, motorcycleMovementsInPeriod, PERIOD, type ReportHistory } from './report-history.test-helper';

const EXPIRED = { success: false, message: 'This download link has expired; export again' };

/** Exports as BullMQ jobs, end to end: queued by the API, written by the embedded projector's worker, downloaded by link. */
describe('inventory exports with Redis', () => {
  let app: TestApp;
  let history: ReportHistory;
  let redisUp = false;
  /** The period's movements: four of the spare part and the accessory, and the motorcycle unit's when its history lists it. */
  let periodMovements = 0;

  before(async () => {
    app = await startTestApp();
    redisUp = app.running.app.get(RedisAvailability).isUp;
    if (!redisUp) return;
    history = await buildReportHistory(app);
    periodMovements = 4 + (await motorcycleMovementsInPeriod(app, history.bike));
  });
  after(async () => app.close());

  const needsRedis = (t: TestContext) => {
    if (!redisUp) t.skip('Redis does not answer: the export jobs cannot run (the 503 is tested below)');
    return redisUp;
  };

  /** Queues an export and polls its job until it finishes; the progress seen on the way. */
  async function exported(body: object) {
    const queued = await app.request('POST', '/api/products/reports/export', { body });
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    assert.equal(queued.body.message, 'Export queued');
    assert.equal(queued.body.data.state, 'waiting');
    const { jobId } = queued.body.data;
    assert.match(jobId, /^[0-9a-f-]{36}$/);
    const seen: number[] = [];
    const deadline = Date.now() + 20_000;
    for (;;) {
      const status = await app.request('GET', `/api/products/reports/export/${jobId}`);
      assert.equal(status.status, 200, JSON.stringify(status.body));
      const job = status.body.data;
      seen.push(job.progress);
      if (job.state === 'completed' || job.state === 'failed') return { job, seen };
      assert.ok(['waiting', 'active'].includes(job.state), job.state);
      assert.ok(Date.now() < deadline, `the export finished in time (state ${job.state}, progress ${job.progress})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const download = async (url: string) => {
    const response = await fetch(`${app.url}${url}`);
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('writes the comprehensive CSV: a BOM, the summary, the products and the period movements', async (t) => {
    if (!needsRedis(t)) return;
    const { job, seen } = await exported({ type: 'comprehensive', format: 'csv', filters: PERIOD });
    assert.equal(job.state, 'completed', job.failedReason);
    assert.equal(job.progress, 100);
    assert.ok(seen.every((progress, index) => index === 0 || progress >= seen[index - 1]), `progress never goes back: ${seen}`);
    assert.equal(job.type, 'comprehensive');
    assert.equal(job.format, 'csv');
    assert.match(job.fileName, /^inventory-comprehensive-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.match(job.createdAt, /^\d{4}-\d{2}-\d{2}T/);
    assert.match(job.finishedAt, /^\d{4}-\d{2}-\d{2}T/);
    assert.match(job.downloadUrl, new RegExp(`^/api/products/reports/export/${job.jobId}/file\\?token=\\d+\\.[\\w-]+$`));

    const file = await download(job.downloadUrl);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(file.headers.get('content-disposition'), `attachment; filename="${job.fileName}"`);
    assert.deepEqual([...file.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a UTF-8 byte-order mark');
    const lines = file.bytes.toString('utf8').slice(1).split('\n');
    assert.equal(lines[0], 'Summary');
    assert.ok(lines.includes('Accessories,6200.00,1,4'), 'money as plain decimals');
    const products = lines.indexOf('Products');
    assert.equal(
      lines[products + 1],
      'Name,Model,SKU,Type,Stock,Reorder Level,Reorder Quantity,Low Stock,Cost (average),Last Purchase Price,Sale Price,Inventory Value,Profit Margin %,Units In,Units Out,Turnover Rate',
    );
    assert.equal(lines[products + 2].split(',').slice(0, 8).join(','), 'FZ-S V3,ABS,FZS-V3,Motorcycle,1,5,20,Yes');
    const pad = lines.find((line) => line.startsWith('Brake Pad,'))!.split(',');
    assert.deepEqual([pad[4], pad[10], pad[13], pad[14], pad[15]], ['9', '900.00', '5', '3', '0.29']);
    const movements = lines.indexOf('Movements');
    assert.equal(lines[movements + 1], 'Date,Product,Model,SKU,Movement,Type,Quantity Change,Value Impact,Reference,Reason');
    assert.equal(lines[movements + 2], '2026-01-22,Helmet,Full Face,HL-FF-01,Adjustment,Stock Increase,2,3200.00,GRN-7,Restock');
    assert.equal(lines.slice(movements + 2).filter((line) => line !== '').length, periodMovements, 'the movements of the period');
  });

  it('writes the comprehensive XLSX with its three sheets', async (t) => {
    if (!needsRedis(t)) return;
    const { job } = await exported({ type: 'comprehensive', filters: PERIOD });
    assert.equal(job.state, 'completed', job.failedReason);
    assert.equal(job.format, 'xlsx', 'xlsx by default');
    assert.match(job.fileName, /\.xlsx$/);
    const file = await download(job.downloadUrl);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    assert.deepEqual(workbook.worksheets.map((sheet) => sheet.name), ['Summary', 'Products', 'Movements']);
    const products = workbook.getWorksheet('Products')!;
    assert.deepEqual((products.getRow(1).values as unknown[]).slice(1, 5), ['Name', 'Model', 'SKU', 'Type']);
    const padRow = products.getRows(2, products.rowCount - 1)!.find((row) => row.getCell(1).value === 'Brake Pad')!;
    assert.equal(padRow.getCell(5).value, 9);
    assert.equal(padRow.getCell(11).value, 900);
    assert.equal(padRow.getCell(11).numFmt, '#,##0.00');
    assert.equal(workbook.getWorksheet('Movements')!.rowCount, 1 + periodMovements, 'the header and the movements');
  });

  it('lists only the low-stock products in the lowstock export, with what ordering them costs', async (t) => {
    if (!needsRedis(t)) return;
    const { job } = await exported({ type: 'lowstock', format: 'csv' });
    assert.equal(job.state, 'completed', job.failedReason);
    assert.match(job.fileName, /^inventory-lowstock-.*\.csv$/);
    const lines = (await download(job.downloadUrl)).bytes.toString('utf8').slice(1).trim().split('\n');
    assert.deepEqual(lines, [
      'Low Stock',
      'Name,Model,SKU,Type,Supplier,Stock,Reorder Level,Suggested Order,Cost (average),Estimated Cost',
      'FZ-S V3,ABS,FZS-V3,Motorcycle,Rangs Motors,1,5,20,250000.00,5000000.00',
      // At the landed average (৳1,550 a helmet, last bought at ৳1,600): 20 × ৳1,550.
      'Helmet,Full Face,HL-FF-01,Accessories,Rangs Motors,4,5,20,1550.00,31000.00',
    ]);
    const accessories = await exported({ type: 'lowstock', format: 'csv', filters: { type: 'Accessories' } });
    const only = (await download(accessories.job.downloadUrl)).bytes.toString('utf8').trim().split('\n');
    assert.equal(only.length, 3);
    assert.ok(only[2].startsWith('Helmet,'));
  });

  it('refuses a download without a valid token (401), and hides unknown and other users\' jobs (404)', async (t) => {
    if (!needsRedis(t)) return;
    const { job } = await exported({ type: 'lowstock', format: 'csv' });
    const path = `/api/products/reports/export/${job.jobId}/file`;
    const exports = app.running.app.get(InventoryExportJobs);
    const longAgo = Date.now() - 16 * 60 * 1000;
    for (const url of [
      path,
      `${path}?token=`,
      `${path}?token=garbage`,
      `${path}?token=${exports.downloadToken(randomUUID())}`,
      `${path}?token=${exports.downloadToken(job.jobId, longAgo)}`,
      `${path}?token=${exports.downloadToken(job.jobId).replace(/^\d+/, (expiry) => String(Number(expiry) + 3600))}`,
    ]) {
      const response = await app.request('GET', url, { token: null });
      assert.equal(response.status, 401, url);
      assert.deepEqual(response.body, EXPIRED, url);
    }
    // The bearer token is no substitute for the link's.
    assert.equal((await app.request('GET', path)).status, 401);
    assert.equal((await download(`${path}?token=${exports.downloadToken(job.jobId)}`)).status, 200);

    const unknown = await app.request('GET', `/api/products/reports/export/${randomUUID()}`);
    assert.deepEqual([unknown.status, unknown.body], [404, { success: false, message: 'Export job not found' }]);
    assert.equal((await app.request('GET', '/api/products/reports/export/not-a-job')).status, 404);
    const someoneElse = await exports.status(randomUUID(), job.jobId).then(
      () => 'found',
      (error: { status?: number }) => error.status,
    );
    assert.equal(someoneElse, 404);
  });

  it('refuses a bad request with the field named', async (t) => {
    if (!needsRedis(t)) return;
    for (const [body, field, message] of [
      [{ type: 'weekly' }, 'type', "Export type must be 'comprehensive' or 'lowstock'"],
      [{}, 'type', "Export type must be 'comprehensive' or 'lowstock'"],
      [{ type: 'lowstock', format: 'pdf' }, 'format', "Format must be 'xlsx' or 'csv'"],
      [{ type: 'comprehensive', filters: { type: 'Cars' } }, 'filters.type', 'Product type must be one of Motorcycle, Spare Parts, Accessories'],
      [{ type: 'comprehensive', filters: { startDate: '2026-02-01', endDate: '2026-01-01' } }, 'filters.endDate', 'End date cannot be before start date'],
      [{ type: 'comprehensive', filters: { colour: 'red' } }, 'filters.colour', 'property colour should not exist'],
    ] as const) {
      const response = await app.request('POST', '/api/products/reports/export', { body });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.message, message);
      assert.equal(response.body.errors[field], message, JSON.stringify(response.body.errors));
    }
  });
});

describe('inventory exports without Redis', () => {
  let app: TestApp;
  before(async () => {
    // Nothing listens on port 1: every connection is refused.
    app = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  after(async () => app.close());

  it('answers 503 at once, naming the queue and the reason, for the export and its status', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/products/reports/export', { type: 'comprehensive', format: 'csv' }],
      ['GET', `/api/products/reports/export/${randomUUID()}`, undefined],
    ] as const) {
      const started = Date.now();
      const response = await app.request(method, path, { body });
      const ms = Date.now() - started;
      assert.equal(response.status, 503, JSON.stringify(response.body));
      assert.equal(response.body.success, false);
      assert.match(response.body.message, /^Exports are unavailable: the job queue \(Redis\) is not reachable \(redis:\/\/127\.0\.0\.1:1: .+\)$/);
      assert.ok(ms < 1000, `${method} ${path} answered in ${ms} ms`);
    }
  });

  it('still answers the reports, which need no Redis', async () => {
    const report = await app.request('GET', '/api/products/reports/inventory');
    assert.equal(report.status, 200);
    assert.equal(report.body.data.summary.productCount, 0);
    const valuation = await app.request('GET', '/api/products/reports/valuation');
    assert.equal(valuation.status, 200);
    assert.equal(valuation.body.data.totalValue, 0);
  });
});
