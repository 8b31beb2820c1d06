import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';

/** Its own database: node runs test files in parallel. */
const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_books_reopen`;
  return parsed.toString();
})();
const SCHEMAS = ['reopen_batched', 'reopen_single'];

let store: PostgresEventStore;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  store = new PostgresEventStore(url);
});

after(async () => {
  await store?.close();
});

describe('the books reopened by reversing the only closing', () => {
  const history = new HistoryBuilder(5);
  const requests: AppendRequest[] = [];
  const step = (decided: AppendRequest[], what: string) => {
    assert.ok(decided.length > 0, `${what} was decided`);
    requests.push(...decided);
  };
  let closedThrough = '';

  before(async () => {
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    step(history.recordOwnerTransaction('investment'), 'an investment');
    step(history.recordExpense(), 'an expense');
    step(history.transferProfit(), 'the closing');
    closedThrough = history.books().closedThrough!;
    step(history.reverseProfitTransfer(), 'the closing reversed');
    assert.equal(history.books().closedThrough, null);
    await appendAll(store, requests, 1000);
  });

  test('the books row goes back to no closed day, whatever the batches; the closing reads Reversed', async () => {
    const dump = await projectFromScratch(url, store, 'reopen_batched', 1000);
    assert.deepEqual(dump.books, [{ id: 1, closed_through: null }]);
    assert.deepEqual(await projectFromScratch(url, store, 'reopen_single', 1), dump);
    const [closing] = dump.profit_transfers as any[];
    assert.equal(closing.status, 'Reversed');
    assert.equal(closing.transfer_date, closedThrough);
    const entries = new Map((dump.journal_entries as any[]).map((row) => [row.id, row]));
    assert.equal(entries.get(closing.journal_entry_id).status, 'Reversed');
    assert.equal(entries.get(closing.reversal_journal_entry_id).reversal_of, closing.journal_entry_id);
  });
});
