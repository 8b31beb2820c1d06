import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deleteAccountWithHistory } from '../../test-support/legacy-deletion';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { ChartOfAccountsQueries } from '../chart-of-accounts/chart-of-accounts-queries';

/**
 * Once its account is deleted a GL group can be deleted, and then its class. Both leave the current
 * chart (lists, lookups, the chart of accounts) but stay in posted history: reports as of a date
 * when the account held money still know its type and section, and its ledger its sign.
 */
describe('a deleted GL group and class', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let glClassId: string;
  let glGroupId: string;
  let stand: { _id: string; code: string; name: string };

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;

    // A fresh Asset class with a group in the fixed-assets section (not the Asset default, current).
    const glClass = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Kiosk Assets', type: 'Asset' } });
    assert.equal(glClass.status, 201);
    glClassId = glClass.body.data._id;
    const group = await app.request('POST', '/api/accounts/gl-groups', { body: { name: 'Kiosk Fixtures', code: 'KF-1', glClass: glClassId, section: 'fixed' } });
    assert.equal(group.status, 201);
    glGroupId = group.body.data._id;
    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Kiosk Display Stand', code: '1795', glGroup: glGroupId, openingBalance: 0 } });
    assert.equal(created.status, 201);
    stand = { _id: created.body.data._id, code: '1795', name: 'Kiosk Display Stand' };

    // Bought on 10 March, sold back on 20 March at cost: the balance is zero again.
    for (const [date, reference, debit, credit] of [['2026-03-10', 'KS-1', stand._id, account['1102']], ['2026-03-20', 'KS-2', account['1102'], stand._id]]) {
      const posted = await app.request('POST', '/api/accounts/journal-entries', {
        body: { date, reference, description: 'Kiosk display stand', status: 'Posted', lines: [{ account: debit, debit: 8000.5, credit: 0 }, { account: credit, debit: 0, credit: 8000.5 }] },
      });
      assert.equal(posted.status, 201);
      assert.equal(posted.body.data.status, 'Posted');
    }

    // The API now refuses to delete an account with postings; such accounts exist in stores written before.
    await deleteAccountWithHistory(app, stand._id);
    const deletedGroup = await app.request('DELETE', `/api/accounts/gl-groups/${glGroupId}`);
    assert.equal(deletedGroup.status, 200);
    assert.equal(deletedGroup.body.message, 'GL group deleted');
    const deletedClass = await app.request('DELETE', `/api/accounts/gl-classes/${glClassId}`);
    assert.equal(deletedClass.status, 200);
    assert.equal(deletedClass.body.message, 'GL class deleted');
  });
  after(async () => app.close());

  const trialBalance = async (asOfDate: string) => (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${asOfDate}`)).body.data;
  const financial = async (endDate: string) => (await app.request('GET', `/api/accounts/reports/financial?startDate=2026-01-01&endDate=${endDate}`)).body.data;
  const allAssetGroups = (sheet: any) => ['current', 'fixed', 'other'].flatMap((section) => sheet.assets[section].items.map((group: any) => ({ section, ...group })));

  it('still gives the account its code, name and type in the trial balance as of a date it held money', async () => {
    const trial = await trialBalance('2026-03-15');
    assert.equal(trial.isBalanced, true);
    assert.deepEqual(trial.totals, { totalDebits: 8000.5, totalCredits: 8000.5 });
    const row = trial.rows.find((r: any) => r._id === stand._id);
    assert.deepEqual(row, { _id: stand._id, code: '1795', name: 'Kiosk Display Stand', accountType: 'Asset', debitBalance: 8000.5, creditBalance: 0 });
    const bank = trial.rows.find((r: any) => r._id === account['1102']);
    assert.deepEqual([bank?.accountType, bank?.debitBalance, bank?.creditBalance], ['Asset', 0, 8000.5]);

    // Once its balance is back to zero it has nothing to show.
    const later = await trialBalance('2026-03-31');
    assert.equal(later.isBalanced, true);
    assert.deepEqual(later.rows, []);
  });

  it('keeps the balance sheet as of that date Balanced, the account in its group and section', async () => {
    const report = await financial('2026-03-15');
    assert.equal(report.trialBalance.isBalanced, true);
    assert.equal(report.balanceSheet.status, 'Balanced');
    assert.equal(report.balanceSheet.isBalanced, true);
    const holding = allAssetGroups(report.balanceSheet).filter((group: any) => group.accounts.some((a: any) => a._id === stand._id));
    assert.deepEqual(holding, [
      {
        section: 'fixed',
        _id: glGroupId,
        code: 'KF-1',
        name: 'Kiosk Fixtures',
        accounts: [{ _id: stand._id, code: '1795', name: 'Kiosk Display Stand', amount: 8000.5 }],
        amount: 8000.5,
      },
    ]);
    assert.equal(report.balanceSheet.assets.fixed.total, 8000.5);
    assert.equal(report.balanceSheet.assets.total, 0, 'the bank is 8,000.50 overdrawn, the stand holds it');
    assert.equal(report.balanceSheet.totalLiabilitiesAndEquity, 0);

    const later = await financial('2026-03-31');
    assert.equal(later.balanceSheet.status, 'Balanced');
    assert.ok(!allAssetGroups(later.balanceSheet).some((group: any) => group._id === glGroupId));
  });

  it('keeps its ledger on the debit-normal side, with its type', async () => {
    const ledger = await app.request('GET', `/api/accounts/ledger/${stand._id}`);
    assert.equal(ledger.status, 200);
    assert.deepEqual(ledger.body.data.account, { _id: stand._id, code: '1795', name: 'Kiosk Display Stand', type: 'Asset' });
    assert.deepEqual(ledger.body.data.entries.map((row: any) => row.balance), [8000.5, 0]);
    assert.equal(ledger.body.data.openingBalance, 0);
    assert.equal(ledger.body.data.closingBalance, 0);

    const fromMidMonth = await app.request('GET', `/api/accounts/ledger/${stand._id}?startDate=2026-03-15`);
    assert.equal(fromMidMonth.status, 200);
    assert.equal(fromMidMonth.body.data.openingBalance, 8000.5);
    assert.deepEqual(fromMidMonth.body.data.entries.map((row: any) => row.balance), [0]);
    const toMidMonth = await app.request('GET', `/api/accounts/ledger/${stand._id}?endDate=2026-03-15`);
    assert.equal(toMidMonth.body.data.closingBalance, 8000.5);
  });

  it('is gone from the group and class lists, their lookups, the chart of accounts and its counts', async () => {
    const groups = (await app.request('GET', '/api/accounts/gl-groups?limit=100')).body.data;
    assert.ok(groups.glGroups.length > 5);
    assert.ok(!groups.glGroups.some((group: any) => group._id === glGroupId));
    assert.equal(groups.pagination.total, groups.glGroups.length);
    for (const search of ['kiosk', 'KF-1']) {
      const found = (await app.request('GET', `/api/accounts/gl-groups?search=${search}`)).body.data;
      assert.deepEqual([found.glGroups, found.pagination.total], [[], 0], `search ${search}`);
    }
    const ofClass = (await app.request('GET', `/api/accounts/gl-groups?glClass=${glClassId}`)).body.data;
    assert.deepEqual([ofClass.glGroups, ofClass.pagination.total], [[], 0]);
    const groupById = await app.request('GET', `/api/accounts/gl-groups/${glGroupId}`);
    assert.equal(groupById.status, 404);
    assert.equal(groupById.body.message, 'GL group not found');

    const classes = (await app.request('GET', '/api/accounts/gl-classes?limit=100')).body.data;
    assert.ok(classes.glClasses.length >= 5);
    assert.ok(!classes.glClasses.some((glClass: any) => glClass._id === glClassId));
    assert.equal(classes.pagination.total, classes.glClasses.length);
    const classSearch = (await app.request('GET', '/api/accounts/gl-classes?search=kiosk')).body.data;
    assert.deepEqual([classSearch.glClasses, classSearch.pagination.total], [[], 0]);
    const classById = await app.request('GET', `/api/accounts/gl-classes/${glClassId}`);
    assert.equal(classById.status, 404);
    assert.equal(classById.body.message, 'GL class not found');

    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data;
    assert.ok(!chart.chartOfAccounts.some((glClass: any) => glClass._id === glClassId));
    const chartGroups = chart.chartOfAccounts.flatMap((glClass: any) => glClass.groups);
    assert.ok(!chartGroups.some((group: any) => group._id === glGroupId));
    assert.equal(chart.chartOfAccounts.length, classes.pagination.total);
    assert.equal(chartGroups.length, groups.pagination.total);
    assert.ok(!chart.accounts.some((row: any) => row._id === stand._id));

    const counts = await app.running.app.get(ChartOfAccountsQueries).counts();
    assert.deepEqual(
      { classes: counts.classes, groups: counts.groups, accounts: counts.accounts },
      { classes: classes.pagination.total, groups: groups.pagination.total, accounts: chart.accounts.length },
    );

    // Each class counts only its current groups.
    for (const glClass of classes.glClasses) {
      assert.equal(glClass.groupCount, chart.chartOfAccounts.find((c: any) => c._id === glClass._id).groups.length, glClass.name);
    }
  });

  it('cannot be deleted again, nor take a new group or account, appending nothing', async () => {
    const before = await app.eventCount();
    const group = await app.request('DELETE', `/api/accounts/gl-groups/${glGroupId}`);
    assert.equal(group.status, 404);
    assert.equal(group.body.message, 'GL group not found');
    const glClass = await app.request('DELETE', `/api/accounts/gl-classes/${glClassId}`);
    assert.equal(glClass.status, 404);
    assert.equal(glClass.body.message, 'GL class not found');
    const inDeletedClass = await app.request('POST', '/api/accounts/gl-groups', { body: { name: 'Kiosk Shelves', code: 'KS-9', glClass: glClassId } });
    assert.ok(inDeletedClass.status >= 400 && inDeletedClass.status < 500, `refused (${inDeletedClass.status})`);
    const inDeletedGroup = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Kiosk Shelf', code: '1796', glGroup: glGroupId, openingBalance: 0 } });
    assert.ok(inDeletedGroup.status >= 400 && inDeletedGroup.status < 500, `refused (${inDeletedGroup.status})`);
    assert.equal(await app.eventCount(), before);
  });

  it('frees its group code and class name for new ones; history keeps naming the old ones', async () => {
    const glClass = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Kiosk Assets', type: 'Asset' } });
    assert.equal(glClass.status, 201, JSON.stringify(glClass.body));
    const group = await app.request('POST', '/api/accounts/gl-groups', { body: { name: 'Kiosk Counters', code: 'KF-1', glClass: glClass.body.data._id, section: 'current' } });
    assert.equal(group.status, 201, JSON.stringify(group.body));
    assert.notEqual(group.body.data._id, glGroupId);

    const groups = (await app.request('GET', '/api/accounts/gl-groups?search=KF-1')).body.data.glGroups;
    assert.deepEqual(groups.map((row: any) => [row._id, row.name, row.glClass._id]), [[group.body.data._id, 'Kiosk Counters', glClass.body.data._id]]);
    const classes = (await app.request('GET', '/api/accounts/gl-classes?search=kiosk')).body.data.glClasses;
    assert.deepEqual(classes.map((row: any) => [row._id, row.groupCount]), [[glClass.body.data._id, 1]]);
    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.chartOfAccounts;
    assert.deepEqual(
      chart.filter((row: any) => row.name === 'Kiosk Assets').map((row: any) => [row._id, row.groups.map((g: any) => g._id)]),
      [[glClass.body.data._id, [group.body.data._id]]],
    );

    // The report as of 15 March still shows the old group, in the fixed-assets section.
    const report = await financial('2026-03-15');
    assert.equal(report.balanceSheet.status, 'Balanced');
    const fixed = report.balanceSheet.assets.fixed.items.find((row: any) => row._id === glGroupId);
    assert.deepEqual([fixed?.name, fixed?.accounts.map((a: any) => a._id)], ['Kiosk Fixtures', [stand._id]]);
    assert.ok(!report.balanceSheet.assets.current.items.some((row: any) => row._id === group.body.data._id), 'the new group holds nothing');
    const trial = await trialBalance('2026-03-15');
    assert.equal(trial.rows.find((row: any) => row._id === stand._id)?.accountType, 'Asset');
  });
});
