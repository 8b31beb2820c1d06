import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, startTestApp, type TestApp } from '../../test-support/test-app';

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Closing the books over HTTP: a closing date not in the future, the closings list, reversing the latest closing. */
describe('closing the books and reversing a closing', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  const closing: Record<string, any> = {};

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
  });
  after(async () => app.close());

  const post = async (date: string, reference: string, lines: { account: string; debit: number; credit: number }[]) => {
    const posted = await app.request('POST', '/api/accounts/journal-entries', { body: { date, reference, description: reference, status: 'Posted', lines } });
    return posted;
  };
  const sheetAsOf = async (date: string) =>
    (await app.request('GET', `/api/accounts/reports/financial?startDate=2026-01-01&endDate=${date}&reportType=balanceSheet`)).body.data.balanceSheet;
  const reverse = (id: string, body: unknown, headers?: Record<string, string>) => app.request('POST', `/api/accounts/profit-transfer/${id}/reverse`, { body, headers });

  it('shows the unclosed net income as its own line under Equity: Unbalanced until it is transferred', async () => {
    // March: a sale of ৳50,000 in cash, rent of ৳20,000 from the bank.
    assert.equal((await post('2026-03-10', 'SALE-MAR', [{ account: account['1101'], debit: 50000, credit: 0 }, { account: account['4101'], debit: 0, credit: 50000 }])).status, 201);
    assert.equal((await post('2026-03-15', 'RENT-MAR', [{ account: account['5202'], debit: 20000, credit: 0 }, { account: account['1102'], debit: 0, credit: 20000 }])).status, 201);
    const sheet = await sheetAsOf('2026-03-31');
    assert.equal(sheet.assets.total, 30000);
    assert.equal(sheet.equity.total, 0, 'the equity accounts alone');
    assert.equal(sheet.equity.unclosedNetIncome, 30000);
    assert.equal(sheet.equity.unclosedNetIncomeLabel, 'Profit');
    assert.equal(sheet.equity.totalWithUnclosedNetIncome, 30000);
    assert.equal(sheet.totalLiabilitiesAndEquity, 0);
    assert.equal(sheet.totalLiabilitiesEquityAndUnclosedNetIncome, 30000);
    assert.equal(sheet.isBalanced, false);
    assert.equal(sheet.status, 'Unbalanced');
    assert.deepEqual([sheet.closedThrough, sheet.periodClosed, sheet.canTransferProfit], [null, false, true]);
  });

  it('refuses a closing date after today (Asia/Dhaka) with 400, appending nothing', async () => {
    const events = await app.eventCount();
    const tomorrow = dayAfter(dhakaToday());
    for (const transferDate of [tomorrow, '2099-12-31']) {
      const refused = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate }, headers: { 'Idempotency-Key': `future-${transferDate}` } });
      assert.equal(refused.status, 400);
      const message = `The closing date ${transferDate} is in the future: a closing is dated today (${dhakaToday()}) at the latest`;
      assert.equal(refused.body.message, message);
      assert.equal(refused.body.errors.transferDate, message);
    }
    assert.equal(await app.eventCount(), events);
  });

  it('closes March, then April; the closings list shows both, latest first, with who closed', async () => {
    const march = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-03-31' } });
    assert.equal(march.status, 201);
    assert.equal(march.body.message, 'Profit of ৳30,000.00 transferred to Retained Earnings');
    assert.deepEqual(march.body.data.summary, { netIncome: 30000, totalRevenue: 50000, totalExpenses: 20000, label: 'Profit' });
    assert.equal(march.body.data.status, 'Posted');
    assert.equal(march.body.data.transferredBy.email, ADMIN.email);
    assert.equal(typeof march.body.data.journalEntry.entryNumber, 'number');
    closing.march = march.body.data;

    // As of a day inside the closed period: the notice's facts, and no transfer offered.
    const inside = await sheetAsOf('2026-03-20');
    assert.deepEqual([inside.closedThrough, inside.periodClosed, inside.canTransferProfit], ['2026-03-31', true, false]);
    assert.equal(inside.equity.unclosedNetIncome, 30000, 'the closing entry is dated March 31');

    assert.equal((await post('2026-04-05', 'SALE-APR', [{ account: account['1101'], debit: 10000, credit: 0 }, { account: account['4101'], debit: 0, credit: 10000 }])).status, 201);
    const april = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-04-30' } });
    assert.equal(april.status, 201);
    closing.april = april.body.data;

    const list = (await app.request('GET', '/api/accounts/profit-transfer')).body.data;
    assert.equal(list.closedThrough, '2026-04-30');
    assert.deepEqual(list.pagination, { total: 2, page: 1, limit: 10, pages: 1 });
    assert.deepEqual(list.profitTransfers.map((row: any) => [row.transferDate, row.netIncome, row.label, row.status, row.canReverse]), [
      ['2026-04-30', 10000, 'Profit', 'Posted', true],
      ['2026-03-31', 30000, 'Profit', 'Posted', false],
    ]);
    assert.equal(list.profitTransfers[1].transferredBy.email, ADMIN.email);
  });

  it('refuses to reverse a closing that is not the latest, a missing or too long reason, and an unknown closing, appending nothing', async () => {
    const events = await app.eventCount();
    const notLatest = await reverse(closing.march._id, { reason: 'Wrong month' });
    assert.equal(notLatest.status, 409);
    assert.equal(notLatest.body.message, 'Only the latest closing can be reversed: the books are closed through 2026-04-30; reverse that closing first');
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      const refused = await reverse(closing.april._id, body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.errors.reason, 'Please enter the reason for reversing the closing');
    }
    const tooLong = await reverse(closing.april._id, { reason: 'x'.repeat(501) });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.errors.reason, 'Reason must be at most 500 characters');
    const extra = await reverse(closing.april._id, { reason: 'Fine', date: '2026-04-30' });
    assert.equal(extra.status, 400);
    const unknown = await reverse('0190b7a4-7d2e-7c3a-9f00-000000000000', { reason: 'No such closing' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Profit transfer not found');
    const badId = await reverse('not-an-id', { reason: 'Bad id' });
    assert.equal(badId.status, 400);
    assert.equal(await app.eventCount(), events);
  });

  it('reverses the latest closing with a reason: a reversing entry on its date, the books reopened back to March; a repeat changes nothing', async () => {
    const events = await app.eventCount();
    const headers = { 'Idempotency-Key': 'reverse-april-closing-1' };
    const reason = 'April closed before the supplier bills came in';
    const reversed = await reverse(closing.april._id, { reason: `  ${reason} ` }, headers);
    assert.equal(reversed.status, 200);
    assert.equal(reversed.body.message, 'Closing through 2026-04-30 reversed; the books are closed through 2026-03-31');
    const data = reversed.body.data;
    assert.deepEqual([data.status, data.reason, data.closedThrough, data.canReverse], ['Reversed', reason, '2026-03-31', false]);
    assert.equal(data.reversedBy.email, ADMIN.email);
    assert.equal(typeof data.reversalEntry.entryNumber, 'number');
    // Four events (the profit transfer reversed, the closing entry reversed, the reversing entry,
    // the books reopened) and the idempotency key's claim.
    assert.equal(await app.eventCount(), events + 5);

    const repeated = await reverse(closing.april._id, { reason: `  ${reason} ` }, headers);
    assert.equal(repeated.status, 200);
    assert.deepEqual(repeated.body.data, data);
    assert.equal(await app.eventCount(), events + 5);
    const again = await reverse(closing.april._id, { reason: 'Twice' });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'The closing through 2026-04-30 is already reversed');

    const original = (await app.request('GET', `/api/accounts/journal-entries/${closing.april.journalEntry._id}`)).body.data;
    assert.equal(original.status, 'Reversed');
    const reversal = (await app.request('GET', `/api/accounts/journal-entries/${data.reversalEntry._id}`)).body.data;
    assert.deepEqual([reversal.date, reversal.reversalOf, reversal.source.kind, reversal.totalDebit, reversal.totalCredit], ['2026-04-30', original._id, 'profit-transfer', original.totalDebit, original.totalDebit]);
    assert.equal(reversal.description, `Closing through 2026-04-30 reversed: ${reason}`);
  });

  it('after the reversal April is open again: it shows its net income, takes postings and can be closed anew; March stays closed', async () => {
    const sheet = await sheetAsOf('2026-04-30');
    assert.deepEqual([sheet.closedThrough, sheet.periodClosed, sheet.canTransferProfit], ['2026-03-31', false, true]);
    assert.equal(sheet.equity.unclosedNetIncome, 10000);
    assert.equal(sheet.isBalanced, false);
    const late = await post('2026-04-20', 'BILL-APR', [{ account: account['5202'], debit: 2500, credit: 0 }, { account: account['1101'], debit: 0, credit: 2500 }]);
    assert.equal(late.status, 201);
    const inMarch = await post('2026-03-20', 'BILL-MAR', [{ account: account['5202'], debit: 1, credit: 0 }, { account: account['1101'], debit: 0, credit: 1 }]);
    assert.equal(inMarch.status, 409);
    assert.equal(inMarch.body.message, 'The books are closed through 2026-03-31; post in an open period');
    const income = (await app.request('GET', '/api/accounts/reports/financial?startDate=2026-04-01&endDate=2026-04-30&reportType=incomeStatement')).body.data.incomeStatement;
    assert.equal(income.netIncome, 7500, 'the closing and its reversal are not income');

    const closedAgain = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-04-30' } });
    assert.equal(closedAgain.status, 201);
    assert.equal(closedAgain.body.data.netIncome, 7500);
    const list = (await app.request('GET', '/api/accounts/profit-transfer')).body.data;
    assert.deepEqual(list.profitTransfers.map((row: any) => [row.transferDate, row.status, row.canReverse]), [
      ['2026-04-30', 'Posted', true],
      ['2026-04-30', 'Reversed', false],
      ['2026-03-31', 'Posted', false],
    ]);
    closing.aprilAgain = closedAgain.body.data;
  });

  it('two reversals of the same closing at once: one lands, the other is refused', async () => {
    const events = await app.eventCount();
    const answers = await Promise.all([reverse(closing.aprilAgain._id, { reason: 'First' }), reverse(closing.aprilAgain._id, { reason: 'Second' })]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal(await app.eventCount(), events + 4);
    // Then March, now the latest, can go too, and no period is closed.
    const march = await reverse(closing.march._id, { reason: 'Reopen the quarter' });
    assert.equal(march.status, 200);
    assert.equal(march.body.message, 'Closing through 2026-03-31 reversed; no period is closed');
    assert.equal((await sheetAsOf('2026-03-20')).periodClosed, false);
  });
});
