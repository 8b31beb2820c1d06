import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deleteAccountWithHistory } from '../../test-support/legacy-deletion';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A deleted GL account leaves the current chart (lists, lookups, the chart of accounts) but stays
 * in posted history: journal lines, its ledger, and reports as of a date when it held a balance.
 */
describe('a deleted GL account', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let kioskBox: { _id: string; code: string; name: string };
  let firstEntryId: string;

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    const cashGroup = chart.body.data.accounts.find((row: any) => row.code === '1101').glGroup;

    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Kiosk Cash Box', code: '1190', glGroup: cashGroup, openingBalance: 0 } });
    assert.equal(created.status, 201);
    kioskBox = { _id: created.body.data._id, code: '1190', name: 'Kiosk Cash Box' };

    // Money moves in on 10 March and back out on 20 March: the balance is zero again.
    const moveIn = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: '2026-03-10', reference: 'PC-1', description: 'Float for the counter', status: 'Posted', lines: [{ account: kioskBox._id, debit: 15000.25, credit: 0 }, { account: account['1102'], debit: 0, credit: 15000.25 }] },
    });
    assert.equal(moveIn.status, 201);
    assert.equal(moveIn.body.data.status, 'Posted');
    firstEntryId = moveIn.body.data._id;
    const moveOut = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: '2026-03-20', reference: 'PC-2', description: 'Float returned to the bank', status: 'Posted', lines: [{ account: account['1102'], debit: 15000.25, credit: 0 }, { account: kioskBox._id, debit: 0, credit: 15000.25 }] },
    });
    assert.equal(moveOut.status, 201);
    assert.equal((await app.request('GET', `/api/accounts/gl-accounts/${kioskBox._id}`)).body.data.balance, 0);

    // The API now refuses to delete an account with postings; such accounts exist in stores written before.
    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${kioskBox._id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'This account has postings; deactivate it instead.');
    await deleteAccountWithHistory(app, kioskBox._id);
  });
  after(async () => app.close());

  const trialBalance = async (asOfDate: string) => (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${asOfDate}`)).body.data;

  it('is gone from the GL account list, its lookup and the chart of accounts', async () => {
    const list = (await app.request('GET', '/api/accounts/gl-accounts?limit=100')).body.data;
    assert.ok(list.glAccounts.length > 40);
    assert.ok(!list.glAccounts.some((row: any) => row._id === kioskBox._id));
    assert.equal(list.pagination.total, list.glAccounts.length);
    const search = (await app.request('GET', '/api/accounts/gl-accounts?search=kiosk')).body.data;
    assert.deepEqual(search.glAccounts, []);
    assert.equal(search.pagination.total, 0);
    const cashGroup = list.glAccounts.find((row: any) => row.code === '1101').glGroup._id;
    const ofGroup = (await app.request('GET', `/api/accounts/gl-accounts?glGroup=${cashGroup}&limit=100`)).body.data;
    assert.ok(!ofGroup.glAccounts.some((row: any) => row._id === kioskBox._id));

    const byId = await app.request('GET', `/api/accounts/gl-accounts/${kioskBox._id}`);
    assert.equal(byId.status, 404);
    assert.equal(byId.body.message, 'GL account not found');

    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data;
    assert.ok(!chart.accounts.some((row: any) => row._id === kioskBox._id));
    const inGroups = chart.chartOfAccounts.flatMap((glClass: any) => glClass.groups.flatMap((group: any) => group.accounts));
    assert.ok(!inGroups.some((row: any) => row._id === kioskBox._id));
    assert.equal(chart.summary.totalAccounts, chart.accounts.length);
    assert.equal(chart.summary.totalAccounts, list.pagination.total);
    assert.equal(
      Object.values(chart.summary.byType).reduce((sum: number, type: any) => sum + type.count, 0),
      chart.accounts.length,
    );
    const groups = (await app.request('GET', `/api/accounts/gl-groups?limit=100`)).body.data.glGroups;
    assert.equal(groups.find((group: any) => group._id === cashGroup).accountCount, chart.accounts.filter((row: any) => row.glGroup === cashGroup).length);
  });

  it('refuses a second delete and a posting to it, appending nothing', async () => {
    const again = await app.request('DELETE', `/api/accounts/gl-accounts/${kioskBox._id}`);
    assert.equal(again.status, 404);
    const before = await app.eventCount();
    const posting = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: '2026-04-01', reference: 'PC-3', description: 'To a deleted account', status: 'Posted', lines: [{ account: kioskBox._id, debit: 10, credit: 0 }, { account: account['1102'], debit: 0, credit: 10 }] },
    });
    assert.ok(posting.status >= 400 && posting.status < 500, `refused (${posting.status})`);
    assert.equal(await app.eventCount(), before);
  });

  it('still appears, with its code, name and balance, in the trial balance and balance sheet as of a date it held money', async () => {
    const trial = await trialBalance('2026-03-15');
    assert.equal(trial.isBalanced, true);
    assert.equal(trial.totals.totalDebits, 15000.25);
    assert.equal(trial.totals.totalCredits, 15000.25);
    const row = trial.rows.find((r: any) => r._id === kioskBox._id);
    assert.deepEqual(
      { code: row?.code, name: row?.name, accountType: row?.accountType, debitBalance: row?.debitBalance, creditBalance: row?.creditBalance },
      { code: '1190', name: 'Kiosk Cash Box', accountType: 'Asset', debitBalance: 15000.25, creditBalance: 0 },
    );

    const report = (await app.request('GET', '/api/accounts/reports/financial?startDate=2026-01-01&endDate=2026-03-15')).body.data;
    assert.equal(report.trialBalance.isBalanced, true);
    assert.equal(report.balanceSheet.status, 'Balanced');
    const assetAccounts = ['current', 'fixed', 'other'].flatMap((section) => report.balanceSheet.assets[section].items.flatMap((group: any) => group.accounts));
    assert.deepEqual(assetAccounts.find((a: any) => a._id === kioskBox._id), { _id: kioskBox._id, code: '1190', name: 'Kiosk Cash Box', amount: 15000.25 });

    // Once its balance is back to zero it has nothing to show.
    const later = await trialBalance('2026-03-31');
    assert.equal(later.isBalanced, true);
    assert.deepEqual(later.rows, []);
  });

  it('still names its journal lines, its ledger and the transactions it took part in', async () => {
    const entry = (await app.request('GET', `/api/accounts/journal-entries/${firstEntryId}`)).body.data;
    assert.deepEqual(entry.lines.map((line: any) => line.account), [kioskBox, { _id: account['1102'], code: '1102', name: 'Bank Account' }]);

    const listed = (await app.request('GET', '/api/accounts/journal-entries?search=PC-&limit=10')).body.data.journalEntries;
    assert.equal(listed.length, 2);
    for (const journalEntry of listed) assert.ok(journalEntry.lines.some((line: any) => line.account.code === '1190' && line.account.name === 'Kiosk Cash Box'));

    const found = await app.request('GET', '/api/accounts/transactions?search=kiosk');
    assert.equal(found.status, 200, JSON.stringify(found.body));
    const transactions = found.body.data.transactions;
    assert.equal(transactions.length, 2, 'found by the name of the deleted account too');
    assert.ok(transactions.every((row: any) => row.entries.some((line: any) => line.account.name === 'Kiosk Cash Box')));

    const ledger = await app.request('GET', `/api/accounts/ledger/${kioskBox._id}`);
    assert.equal(ledger.status, 200);
    assert.deepEqual(ledger.body.data.account, { _id: kioskBox._id, code: '1190', name: 'Kiosk Cash Box', type: 'Asset' });
    assert.deepEqual(ledger.body.data.entries.map((row: any) => row.balance), [15000.25, 0]);
    assert.equal(ledger.body.data.closingBalance, 0);
  });

  it('frees its code for a new account; history keeps naming the old one', async () => {
    const cashGroup = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts.find((row: any) => row.code === '1101').glGroup;
    const reused = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Counter Till', code: '1190', glGroup: cashGroup, openingBalance: 0 } });
    assert.equal(reused.status, 201);
    const search = (await app.request('GET', '/api/accounts/gl-accounts?search=1190')).body.data.glAccounts;
    assert.deepEqual(search.map((row: any) => [row._id, row.name]), [[reused.body.data._id, 'Counter Till']]);
    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts;
    assert.deepEqual(chart.filter((row: any) => row.code === '1190').map((row: any) => row._id), [reused.body.data._id]);

    const trial = await trialBalance('2026-03-15');
    assert.deepEqual(trial.rows.filter((row: any) => row.code === '1190').map((row: any) => [row._id, row.name]), [[kioskBox._id, 'Kiosk Cash Box']]);
    const entry = (await app.request('GET', `/api/accounts/journal-entries/${firstEntryId}`)).body.data;
    assert.deepEqual(entry.lines[0].account, kioskBox);
  });
});
