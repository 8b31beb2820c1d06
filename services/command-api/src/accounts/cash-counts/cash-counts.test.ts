import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { signedInUser, type SignedInUser } from '../../users/role-users';

const COUNTS = '/api/accounts/cash-counts';
const UNKNOWN_ID = '0190a8f0-0000-7000-8000-000000000000';

/** The day's cash count (issue 23, item 24): count, difference to 5305, the closed cash day, reopen. */
describe('cash counts', () => {
  let app: TestApp;
  let cashier: SignedInUser;
  let accountant: SignedInUser;
  const account: Record<string, string> = {};
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() - 86_400_000));
  const closedMessage = (date: string) => `Cash for ${date} on Cash in Hand is counted and closed; an Accountant can reopen it.`;
  let firstCount: any;

  const invest = (amount: number, date = today) =>
    app.request('POST', '/api/accounts/owner/investment', { body: { amount, date, cashAccount: account['1101'], description: 'Float' } });
  const count = (user: SignedInUser | null, body: Record<string, unknown>) => app.request('POST', COUNTS, { token: user?.token, body: { date: today, cashAccount: account['1101'], ...body } });
  const entryLines = async (id: string) =>
    (await app.request('GET', `/api/accounts/journal-entries/${id}`)).body.data.lines.map((line: any) => [line.account.code, line.debit, line.credit]);

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    for (const row of (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts) account[row.code] = row._id;
    cashier = await signedInUser(app, 'Sales', { name: 'Rahim Cashier' });
    accountant = await signedInUser(app, 'Accountant', { name: 'Karim Accountant' });
    assert.equal((await invest(10_000.5, yesterday)).status, 201);
  });
  after(async () => app.close());

  it('a fresh chart has 5305 Cash Over and Short (and 1204 VAT Input Credit, issue 24); initializing again adds nothing and answers as before', async () => {
    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts;
    assert.deepEqual(chart.filter((row: any) => row.code === '5305').map((row: any) => row.name), ['Cash Over and Short']);
    assert.deepEqual(chart.filter((row: any) => row.code === '1204').map((row: any) => row.name), ['VAT Input Credit']);
    const again = await app.request('POST', '/api/accounts/initialize');
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'The chart of accounts is already initialized');
    assert.equal((await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts.length, chart.length);
  });

  it('offers the cash accounts (not the bank, wallets or card settlement) and the books balance of a day', async () => {
    const offered = await app.request('GET', `${COUNTS}/cash-accounts`, { token: cashier.token });
    assert.equal(offered.status, 200);
    assert.deepEqual(offered.body.data.cashAccounts.map((row: any) => row.code), ['1101', '1101.01']);
    const expected = await app.request('GET', `${COUNTS}/expected?cashAccount=${account['1101']}&date=${today}`, { token: cashier.token });
    assert.deepEqual(expected.body.data, { cashAccount: account['1101'], date: today, booksBalance: 10_000.5, counted: null });
  });

  it('validates the count: unknown notes, counts, the account, the date', async () => {
    const unknown = await count(cashier, { notes: { '1000': 1, '3': 2, '500': -1 } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, '৳3 is not a note to count: count notes of ৳1000, 500, 200, 100, 50, 20, 10, 5, 2, 1');
    assert.deepEqual(unknown.body.errors, {
      'notes.3': '৳3 is not a note to count: count notes of ৳1000, 500, 200, 100, 50, 20, 10, 5, 2, 1',
      'notes.500': 'The count of ৳500 notes must be a whole number, 0 or more',
    });
    const bank = await count(cashier, { cashAccount: account['1102'], notes: { '1000': 1 } });
    assert.deepEqual([bank.status, bank.body.message], [400, '1102 Bank Account is not a cash account']);
    const future = await count(cashier, { date: '2099-01-01', notes: { '1000': 1 } });
    assert.deepEqual([future.status, future.body.message], [400, `The cash count date 2099-01-01 is in the future: a cash count is dated today (${today}) at the latest`]);
    const noNotes = await count(cashier, { notes: 'lots' });
    assert.deepEqual([noNotes.status, noNotes.body.message], [400, 'Please count the notes']);
    assert.equal((await app.request('GET', `${COUNTS}/${UNKNOWN_ID}`, { token: cashier.token })).status, 404);
  });

  it('the cashier counts a short drawer: the shortage to the poisha goes Dr 5305 / Cr cash, naming the counter', async () => {
    // ৳10,000.00 counted against ৳10,000.50 in the books.
    const counted = await count(cashier, { notes: { '1000': 9, '500': 1, '200': 2, '50': 1, '20': 2, '5': 1, '2': 2, '1': 1 }, remarks: 'Evening' });
    assert.equal(counted.status, 201, JSON.stringify(counted.body));
    firstCount = counted.body.data;
    assert.deepEqual(
      [firstCount.countedTotal, firstCount.booksBalance, firstCount.difference, firstCount.result, firstCount.status, firstCount.countedBy.name],
      [10_000, 10_000.5, -0.5, 'Short', 'Counted', 'Rahim Cashier'],
    );
    assert.deepEqual(firstCount.notes.slice(0, 2), [{ note: 1000, count: 9, amount: 9000 }, { note: 500, count: 1, amount: 500 }]);
    assert.deepEqual(await entryLines(firstCount.journalEntry._id), [['5305', 0.5, 0], ['1101', 0, 0.5]]);
    const entry = (await app.request('GET', `/api/accounts/journal-entries/${firstCount.journalEntry._id}`)).body.data;
    assert.match(entry.description, /^Cash short by ৳0\.50 on Cash in Hand, counted .* by Rahim Cashier$/);
  });

  it('a second count of the same day is refused', async () => {
    const again = await count(cashier, { notes: { '1000': 10 } });
    assert.deepEqual([again.status, again.body.message], [409, `Cash for ${today} is already counted; reopen it to count again`]);
  });

  it('a later cash posting dated the counted day is refused on every path, with the reason; another day is not', async () => {
    const events = await app.eventCount();
    const investment = await invest(100);
    assert.deepEqual([investment.status, investment.body.message], [409, closedMessage(today)]);
    const transfer = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1102'], amount: 10, date: today } });
    assert.deepEqual([transfer.status, transfer.body.message], [409, closedMessage(today)]);
    const expense = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 5, date: today, description: 'Tea', cashAccount: account['1101'] } });
    assert.deepEqual([expense.status, expense.body.message], [409, closedMessage(today)]);
    const journal = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: today, reference: 'ADJ-1', description: 'Correction', status: 'Posted', lines: [{ account: account['1101'], debit: 1, credit: 0 }, { account: account['4201'], debit: 0, credit: 1 }] },
    });
    assert.equal(journal.status, 409, JSON.stringify(journal.body));
    assert.equal(journal.body.message, closedMessage(today));
    assert.equal(await app.eventCount(), events);
    assert.equal((await invest(1, yesterday)).status, 201);
  });

  it('the cashier cannot reopen; the accountant reopens with a reason, and the day takes postings again', async () => {
    const path = `${COUNTS}/${firstCount._id}/reopen`;
    assert.equal((await app.request('POST', path, { token: cashier.token, body: { reason: 'Recount' } })).status, 403);
    const noReason = await app.request('POST', path, { token: accountant.token, body: { reason: '' } });
    assert.deepEqual([noReason.status, noReason.body.message], [400, 'Please give the reason for reopening']);
    assert.equal((await app.request('POST', `${COUNTS}/${UNKNOWN_ID}/reopen`, { token: accountant.token, body: { reason: 'x' } })).status, 404);
    const reopened = await app.request('POST', path, { token: accountant.token, body: { reason: 'A ৳500 note was in the cheque tray' } });
    assert.equal(reopened.status, 200, JSON.stringify(reopened.body));
    assert.deepEqual([reopened.body.data.status, reopened.body.data.reopened.reason, reopened.body.data.reopened.by.name], ['Reopened', 'A ৳500 note was in the cheque tray', 'Karim Accountant']);
    const twice = await app.request('POST', path, { token: accountant.token, body: { reason: 'again' } });
    assert.deepEqual([twice.status, twice.body.message], [409, `Cash for ${today} is already reopened`]);
    assert.equal((await invest(100.25)).status, 201);
  });

  it('counted again after reopening, an overage to the poisha goes Dr cash / Cr 5305; the list shows both, newest first', async () => {
    // Books: 10,000.50 − 0.50 short + 1.00 yesterday + 100.25 today = 10,101.25; counted 10,102.
    const counted = await count(cashier, { notes: { '1000': 10, '100': 1, '2': 1 } });
    assert.equal(counted.status, 201, JSON.stringify(counted.body));
    assert.deepEqual([counted.body.data.booksBalance, counted.body.data.difference, counted.body.data.result], [10_101.25, 0.75, 'Over']);
    assert.deepEqual(await entryLines(counted.body.data.journalEntry._id), [['1101', 0.75, 0], ['5305', 0, 0.75]]);

    const listed = await app.request('GET', `${COUNTS}?cashAccount=${account['1101']}&startDate=${today}&endDate=${today}`, { token: accountant.token });
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.data.cashCounts.map((row: any) => [row.status, row.difference]), [['Counted', 0.75], ['Reopened', -0.5]]);
    assert.equal(listed.body.data.pagination.total, 2);
    assert.equal((await app.request('GET', `${COUNTS}?startDate=${yesterday}&endDate=${yesterday}`, { token: cashier.token })).body.data.pagination.total, 0);
    const report = await app.request('GET', `${COUNTS}/${counted.body.data._id}`, { token: cashier.token });
    assert.deepEqual(report.body.data.salesByMethod, []);
  });
});
