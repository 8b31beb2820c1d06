import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  completeReconciliation,
  initialBooksState,
  initialGlAccountState,
  initialJournalEntryState,
  reconciledAccountStream,
  reconciliationStream,
  saveReconciliationProgress,
  startReconciliation,
  uuidv7,
  type JournalEntryState,
  type ReconciledAccountState,
  type ReconciliationState,
} from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';

const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_reconciliation`;
  return parsed.toString();
})();
const SCHEMAS = ['reconciliation_batched', 'reconciliation_single'];

let store: PostgresEventStore;
before(async () => {
  await resetDatabase(url, SCHEMAS);
  store = new PostgresEventStore(url);
});
after(async () => store?.close());

describe('bank reconciliation projection', () => {
  test('a reconciliation started, saved and completed; its transactions marked reconciled; the same whatever the batch size', async () => {
    for (const type of ['ReconciliationStarted', 'ReconciliationProgressSaved', 'ReconciliationCompleted', 'ReconciliationCancelled', 'BankTransactionsReconciled']) assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    for (const table of ['reconciliations', 'reconciled_transactions']) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
    const history = new HistoryBuilder(3, Date.parse('2026-03-01T04:00:00.000Z'), []);
    const bankId = uuidv7();
    const reconciliationId = uuidv7();
    const entryId = uuidv7();
    const bank = { ...initialGlAccountState, status: 'active' as const, glAccountId: bankId, code: '1102', name: 'Bank Account', systemRole: 'bank' };
    const entry: JournalEntryState = { ...initialJournalEntryState, status: 'posted', journalEntryId: entryId, date: '2026-02-27', lines: [{ accountId: bankId, debit: 10_000_00, credit: 0 }, { accountId: uuidv7(), debit: 0, credit: 10_000_00 }] };
    const state = () => ({
      reconciliation: history.fold<ReconciliationState>(reconciliationStream(reconciliationId)),
      reconciledAccount: history.fold<ReconciledAccountState>(reconciledAccountStream(bankId)),
    });
    const requests: AppendRequest[] = [
      ...history.commit(startReconciliation(
        { reconciliationId, accountId: bankId, statementDate: '2026-02-28', statementBalance: 10_000_00, statementLines: [{ date: '2026-02-28', description: 'Deposit', reference: 'D-1', amount: 10_000_00 }], autoMatch: true, startedBy: history.userId, startedAt: history.now() },
        { ...state(), account: bank, accountKind: 'bank' },
      )),
      ...history.commit(saveReconciliationProgress(
        { reconciliationId, matches: [{ statementIndex: 0, transactionId: entryId }], selectedTransactions: [entryId], adjustments: [], notes: 'half way', savedBy: history.userId, savedAt: history.now() },
        state(),
      )),
      ...history.commit(completeReconciliation(
        { reconciliationId, reconciledTransactions: [entryId], adjustments: [], notes: 'done', completedBy: history.userId, completedAt: history.now() },
        { ...state(), bankAccount: bank, entries: { [entryId]: entry }, accounts: {}, accountTypes: {}, books: initialBooksState },
      )),
    ];
    await appendAll(store, requests);
    const batched = await projectFromScratch(url, store, 'reconciliation_batched');
    const single = await projectFromScratch(url, store, 'reconciliation_single', 1);
    assert.deepEqual(single.reconciliations, batched.reconciliations);
    assert.deepEqual(single.reconciled_transactions, batched.reconciled_transactions);
    const [row] = batched.reconciliations as Record<string, any>[];
    assert.equal(row.status, 'Completed');
    assert.equal(String(row.statement_balance), '1000000');
    assert.equal(String(row.reconciled_balance), '1000000');
    assert.deepEqual(row.progress, { matches: [{ statementIndex: 0, transactionId: entryId }], selectedTransactions: [entryId], adjustments: [], notes: 'half way' });
    assert.deepEqual(row.reconciled_transactions, [{ journalEntryId: entryId, amount: 10_000_00 }]);
    assert.equal(row.notes, 'done');
    assert.deepEqual((batched.reconciled_transactions as Record<string, any>[]).map(({ id, account_id, journal_entry_id, reconciliation_id }) => ({ id, account_id, journal_entry_id, reconciliation_id })), [
      { id: `${bankId}/${entryId}`, account_id: bankId, journal_entry_id: entryId, reconciliation_id: reconciliationId },
    ]);
  });
});
