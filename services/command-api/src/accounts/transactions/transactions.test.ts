import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/** One word for a reversed journal entry: Reversed, on the journal entries and the transactions alike. */
describe('accounting transactions: the status of a reversed entry', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let original: string;
  let reversal: string;

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    const lines = [
      { account: account['1502'], debit: 1500, credit: 0 },
      { account: account['1101'], debit: 0, credit: 1500 },
    ];
    const posted = await app.request('POST', '/api/accounts/journal-entries', { body: { date: '2026-01-10', reference: 'TOOLS-1', description: 'Workshop tools', lines, status: 'Posted' } });
    assert.equal(posted.status, 201);
    original = posted.body.data._id;
    const reversed = await app.request('POST', `/api/accounts/journal-entries/${original}/reverse`, { body: { date: '2026-01-11' } });
    assert.equal(reversed.status, 200);
    reversal = reversed.body.data.reversal._id;
    const kept = await app.request('POST', '/api/accounts/journal-entries', { body: { date: '2026-01-12', reference: 'KEPT-1', description: 'Kept', lines, status: 'Posted' } });
    assert.equal(kept.status, 201);
  });
  after(async () => app.close());

  it('reads Reversed in both lists, and the reversal Posted in both', async () => {
    const journal = (await app.request('GET', '/api/accounts/journal-entries?limit=50')).body.data.journalEntries;
    const transactions = (await app.request('GET', '/api/accounts/transactions?limit=50')).body.data.transactions;
    const statusIn = (rows: any[], id: string) => rows.find((row) => row._id === id)?.status;
    assert.equal(statusIn(journal, original), 'Reversed');
    assert.equal(statusIn(transactions, original), 'Reversed');
    assert.equal(statusIn(journal, reversal), 'Posted');
    assert.equal(statusIn(transactions, reversal), 'Posted');
    const reversalRow = transactions.find((row: any) => row._id === reversal);
    assert.equal(reversalRow.voided, true, 'the pair cancels out');
    assert.equal(reversalRow.reversalOf, original);
    assert.equal(transactions.find((row: any) => row._id === original).voided, true);
    assert.equal(transactions.find((row: any) => row.referenceNumber === 'KEPT-1').voided, false);
  });

  it('filters by Reversed; Posted keeps every entry in the books', async () => {
    const reversed = (await app.request('GET', '/api/accounts/transactions?status=Reversed')).body.data.transactions;
    assert.deepEqual(reversed.map((row: any) => row._id), [original]);
    const posted = (await app.request('GET', '/api/accounts/transactions?status=Posted')).body.data.transactions;
    assert.equal(posted.length, 3);
  });
});
