import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused } from '../../test-support/refusals';
import { KNOWN_AT_FORMAT_MESSAGE, KNOWN_AT_FUTURE_MESSAGE, KNOWN_AT_TOO_EARLY_MESSAGE } from './known-at';

interface TrialRow {
  code: string;
  debitBalance: number;
  creditBalance: number;
}

/**
 * "As of 30 June as known at a moment": an entry dated 30 June is posted, the moment noted, then a
 * back-dated entry (20 June) is posted and the first reversed (dated 30 June). As known at the
 * noted moment the books show only the first entry; as known now, the change; `changedSince`
 * names the two entries recorded later.
 */
describe('the books as known at a moment', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let firstEntryId = '';
  let notedAt = '';
  let backDatedEntryId = '';

  const line = (code: string, debit: number, credit: number) => ({ account: account[code], debit, credit });
  const postEntry = async (date: string, reference: string, lines: unknown[]) => {
    const posted = await app.request('POST', '/api/accounts/journal-entries', { body: { date, reference, description: `${reference} entry`, status: 'Posted', lines } });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    return posted.body.data._id as string;
  };
  const row = (rows: TrialRow[], code: string) => rows.find((candidate) => candidate.code === code);
  const query = (moment: string) => `knownAt=${encodeURIComponent(moment)}`;

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const chartRow of chart.body.data.accounts) account[chartRow.code] = chartRow._id;

    firstEntryId = await postEntry('2026-06-30', 'JUNE-SALE', [line('1101', 1000, 0), line('4101', 0, 1000)]);
    await sleep(20);
    notedAt = new Date().toISOString();
    await sleep(20);
    backDatedEntryId = await postEntry('2026-06-20', 'BACK-DATED', [line('1101', 300, 0), line('4101', 0, 300)]);
    const reversed = await app.request('POST', `/api/accounts/journal-entries/${firstEntryId}/reverse`, { body: { date: '2026-06-30', description: 'Entered twice' } });
    assert.ok(reversed.status === 200 || reversed.status === 201, JSON.stringify(reversed.body));
  });
  after(async () => app.close());

  it('shows the trial balance as of 30 June as it was known at the noted moment: only the first entry', async () => {
    const known = await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=2026-06-30&${query(notedAt)}`);
    assert.equal(known.status, 200, JSON.stringify(known.body));
    assert.equal(row(known.body.data.rows, '1101')?.debitBalance, 1000);
    assert.equal(row(known.body.data.rows, '4101')?.creditBalance, 1000);
    assert.deepEqual(known.body.data.totals, { totalDebits: 1000, totalCredits: 1000 });
    assert.equal(known.body.data.knownAt, notedAt);
  });

  it('shows the change as known now, and answers exactly as before without knownAt', async () => {
    const now = await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=2026-06-30&${query(new Date().toISOString())}`);
    assert.equal(row(now.body.data.rows, '1101')?.debitBalance, 300);
    assert.deepEqual(now.body.data.totals, { totalDebits: 300, totalCredits: 300 });
    assert.deepEqual(now.body.data.changedSince, []);
    const plain = await app.request('GET', '/api/accounts/reports/trial-balance?asOfDate=2026-06-30');
    assert.equal(row(plain.body.data.rows, '1101')?.debitBalance, 300);
    assert.equal('knownAt' in plain.body.data, false);
    assert.equal('changedSince' in plain.body.data, false);
  });

  it('lists the two entries recorded after the noted moment that move the period', async () => {
    const known = (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=2026-06-30&${query(notedAt)}`)).body.data;
    assert.equal(known.changedSinceCount, 2);
    assert.deepEqual(known.changedSince.map((entry: { date: string; amount: number }) => [entry.date, entry.amount]), [['2026-06-20', 300], ['2026-06-30', 1000]]);
    assert.equal(known.changedSince[0]._id, backDatedEntryId);
    assert.equal(known.changedSince[1].reversalOf, firstEntryId);
    for (const entry of known.changedSince) {
      assert.ok(entry.recordedAt > notedAt, `${entry.recordedAt} is after ${notedAt}`);
      assert.match(entry.entryNumberText, /^JE-\d{6}$/);
    }
    // As of 19 June neither later entry moves the books.
    const before = (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=2026-06-19&${query(notedAt)}`)).body.data;
    assert.deepEqual(before.changedSince, []);
  });

  it('answers the balance sheet, income statement and an account ledger as known at the moment', async () => {
    const path = `/api/accounts/reports/financial?startDate=2026-06-01&endDate=2026-06-30&${query(notedAt)}`;
    const known = (await app.request('GET', path)).body.data;
    assert.equal(known.balanceSheet.assets.total, 1000);
    assert.equal(known.incomeStatement.revenue.total, 1000);
    assert.equal(known.trialBalance.totals.totalDebits, 1000);
    assert.equal(known.changedSinceCount, 2);
    const current = (await app.request('GET', '/api/accounts/reports/financial?startDate=2026-06-01&endDate=2026-06-30')).body.data;
    assert.equal(current.incomeStatement.revenue.total, 300);
    assert.equal('changedSince' in current, false);

    const ledger = (await app.request('GET', `/api/accounts/ledger/${account['1101']}?startDate=2026-06-21&endDate=2026-06-30&${query(notedAt)}`)).body.data;
    assert.equal(ledger.openingBalance, 0, 'the back-dated entry was not known yet');
    assert.equal(ledger.closingBalance, 1000);
    assert.deepEqual(ledger.entries.map((entry: { debit: number; credit: number }) => [entry.debit, entry.credit]), [[1000, 0]]);
    assert.equal(ledger.changedSinceCount, 2);
    const ledgerNow = (await app.request('GET', `/api/accounts/ledger/${account['1101']}?startDate=2026-06-21&endDate=2026-06-30`)).body.data;
    assert.equal(ledgerNow.openingBalance, 300);
    assert.equal(ledgerNow.closingBalance, 300);
  });

  it('takes a moment without a zone as Bangladesh time', async () => {
    // 2026-06-30 00:00 in Dhaka is before anything was recorded: nothing was known.
    const known = (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=2026-06-30&knownAt=2026-06-30T00:00`)).body.data;
    assert.equal(known.knownAt, '2026-06-29T18:00:00.000Z');
    assert.deepEqual(known.totals, { totalDebits: 0, totalCredits: 0 });
    assert.equal(known.changedSinceCount, 3);
  });

  it('refuses a knownAt that is no real moment, before 2000 or in the future', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    for (const [value, message] of [
      ['yesterday', KNOWN_AT_FORMAT_MESSAGE],
      ['2026-02-30T10:00:00Z', KNOWN_AT_FORMAT_MESSAGE],
      ['2026-07-15T25:00:00Z', KNOWN_AT_FORMAT_MESSAGE],
      ['', KNOWN_AT_FORMAT_MESSAGE],
      ['1999-12-31T12:00:00Z', KNOWN_AT_TOO_EARLY_MESSAGE],
      [inAnHour, KNOWN_AT_FUTURE_MESSAGE],
    ]) {
      for (const path of ['/api/accounts/reports/trial-balance?asOfDate=2026-06-30', '/api/accounts/reports/financial?endDate=2026-06-30', `/api/accounts/ledger/${account['1101']}?endDate=2026-06-30`]) {
        const refused = await expectRefused(app, 'GET', `${path}&${query(value)}`, {}, 400, message);
        assert.equal(refused.body.errors.knownAt, message, `${path} ${value}`);
      }
    }
  });

  it('shows the period closed as known while a closing was in force, reopened once its reversal was recorded', async () => {
    const closing = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-06-30' } });
    assert.equal(closing.status, 201, JSON.stringify(closing.body));
    await sleep(20);
    const closedAt = new Date().toISOString();
    await sleep(20);
    const reopened = await app.request('POST', `/api/accounts/profit-transfer/${closing.body.data._id}/reverse`, { body: { reason: 'Closed too early' } });
    assert.equal(reopened.status, 200, JSON.stringify(reopened.body));
    const path = '/api/accounts/reports/financial?endDate=2026-06-30&reportType=balanceSheet';
    const whileClosed = (await app.request('GET', `${path}&${query(closedAt)}`)).body.data;
    assert.equal(whileClosed.balanceSheet.closedThrough, '2026-06-30');
    assert.equal(whileClosed.balanceSheet.periodClosed, true);
    assert.equal(whileClosed.balanceSheet.equity.unclosedNetIncome, 0, 'the June profit was closed into Retained Earnings');
    assert.equal(whileClosed.changedSinceCount, 1, 'the reversing entry of the closing');
    const now = (await app.request('GET', path)).body.data;
    assert.equal(now.balanceSheet.closedThrough, null);
    assert.equal(now.balanceSheet.equity.unclosedNetIncome, 300);
    const beforeClosing = (await app.request('GET', `${path}&${query(notedAt)}`)).body.data;
    assert.equal(beforeClosing.balanceSheet.closedThrough, null);
  });
});
