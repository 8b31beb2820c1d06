import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** OWASP's payload that a minus-then-digit check let through (issue 21, finding 6). */
const PAYLOAD = "-1+cmd|' /C calc'!A0";
const HYPERLINK = '=HYPERLINK("http://evil.example","x")';

/** The cells of a CSV line (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const found: string[] = [];
  const cell = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let match = cell.exec(line); match && match.index < line.length; match = cell.exec(line)) {
    found.push(match[1].startsWith('"') ? match[1].slice(1, -1).replace(/""/g, '"') : match[1]);
    if (match[2] === '') break;
  }
  return found;
}

/** Every CSV the server writes opens in a spreadsheet with user text as text, never as a formula. */
describe('CSV exports neutralise spreadsheet formulas in user text', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    const cashGroup = chart.body.data.accounts.find((row: { code: string }) => row.code === '1101').glGroup;
    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: PAYLOAD, code: '1109', glGroup: cashGroup, openingBalance: 0 } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    account['1109'] = created.body.data._id;
    const entry = await app.request('POST', '/api/accounts/journal-entries', {
      body: {
        date: today, reference: HYPERLINK, description: "@SUM(1+1)*cmd|' /C calc'!A0", status: 'Posted',
        lines: [{ account: account['1109'], debit: 0, credit: 1500 }, { account: account['1101'], debit: 1500, credit: 0 }],
      },
    });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));
  });
  after(async () => app.close());

  it('GET /api/accounts/export?format=csv&includeTransactions=true: account names, references and descriptions as text; amounts as numbers', async () => {
    const csv = await app.request('GET', `/api/accounts/export?format=csv&includeTransactions=true&startDate=${today}&endDate=${today}`);
    assert.equal(csv.status, 200);
    const lines = (csv.body as string).replace(/^\uFEFF/, '').trimEnd().split('\n');
    const trialBalanceRow = lines.map(cells).find((row) => row[0] === '1109');
    assert.deepEqual(trialBalanceRow, ['1109', `'${PAYLOAD}`, 'Asset', '0.00', '1500.00']);
    const transactionLines = lines.map(cells).filter((row) => row[0] === today);
    assert.equal(transactionLines.length, 2, lines.join('\n'));
    for (const row of transactionLines) {
      assert.equal(row[2], `'${HYPERLINK}`);
      assert.equal(row[3], "'@SUM(1+1)*cmd|' /C calc'!A0");
    }
    const line = transactionLines.find((row) => row[4] === '1109')!;
    assert.deepEqual(line.slice(5), [`'${PAYLOAD}`, '0.00', '1500.00']);
    for (const text of lines) assert.doesNotMatch(text, /(^|,)"?[=+\-@]/, `no cell starts a formula: ${text}`);
  });

  it('the inventory CSV export: a product named like a formula is text', async () => {
    const product = await app.request('POST', '/api/products', {
      body: { name: PAYLOAD, model: '=1+2', type: 'Accessories', sku: '@SKU-1', salePrice: 2500, cost: 1500, stock: 1, reorderLevel: 5, reorderQuantity: 10, date: today },
    });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    const queued = await app.request('POST', '/api/products/reports/export', { body: { type: 'lowstock', format: 'csv' } });
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    let job: { state: string; downloadUrl?: string; failedReason?: string } = { state: 'waiting' };
    for (const deadline = Date.now() + 20_000; job.state !== 'completed' && job.state !== 'failed'; ) {
      assert.ok(Date.now() < deadline, `the export finished in time (${job.state})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await app.request('GET', `/api/products/reports/export/${queued.body.data.jobId}`)).body.data;
    }
    assert.equal(job.state, 'completed', job.failedReason);
    const file = await fetch(`${app.url}${job.downloadUrl}`);
    assert.equal(file.status, 200);
    const lines = (await file.text()).replace(/^\uFEFF/, '').trimEnd().split('\n');
    const row = lines.map(cells).find((cellsOfLine) => cellsOfLine[0] === `'${PAYLOAD}`);
    assert.ok(row, lines.join('\n'));
    assert.deepEqual(row.slice(0, 4), [`'${PAYLOAD}`, "'=1+2", "'@SKU-1", 'Accessories']);
    assert.deepEqual(row.slice(5), ['1', '5', '10', '1500.00', '15000.00'], 'numbers stay numbers');
  });
});
