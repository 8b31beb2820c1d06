import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { badDebtStream, receivableRemaining, receivableStream, type BadDebtState, type ReceivableState } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder } from '../../testing/history';
import { CUSTOMER_HISTORY_STEPS } from '../customers/history-steps';
import { RECEIVABLE_HISTORY_STEPS, receivableIdsOf } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};

type Dump = Record<string, any[]>;
const TABLES = ['receivables', 'receivable_payments', 'bad_debts', 'receivables_totals', 'receivables_due_totals', 'journal_entries', 'journal_lines'];
const MY_KINDS = new Set(['opening-receivable', 'receivable-payment', 'bad-debt']);

/**
 * Every row against the domain's fold of its stream, the totals against the rows, and the books:
 * what these postings moved on Accounts Receivable is the manual receivables' remaining, less what
 * bad debts wrote off invoices' dues (whose opening debit is the invoice's own entry, not made here).
 */
function checkAgainstTheDomain(history: HistoryBuilder, dump: Dump) {
  const ids = receivableIdsOf(history);
  const rows = new Map(dump.receivables.map((row) => [row.id, row]));
  const paidByPayments = new Map<string, number>();
  for (const payment of dump.receivable_payments) paidByPayments.set(payment.receivable_id, (paidByPayments.get(payment.receivable_id) ?? 0) + payment.amount);
  let manualRemaining = 0;
  let invoiceWrittenOff = 0;
  for (const id of ids.receivables) {
    const state = history.fold<ReceivableState>(receivableStream(id));
    const row = rows.get(id);
    assert.deepEqual(
      [row.customer_id, row.source, row.amount, row.paid_amount, row.written_off_amount, row.remaining, row.payment_count, row.opened_date, row.due_date, row.notes, row.cancelled_at !== null],
      [state.customerId, state.origin.kind, state.amount, state.paidAmount, state.writtenOffAmount, state.amount - state.paidAmount - state.writtenOffAmount, state.paymentCount, state.openedDate, state.dueDate, state.notes, state.lifecycle === 'cancelled'],
      `receivable ${id}`,
    );
    assert.equal(row.invoice_id, state.origin.kind === 'invoice' ? state.origin.invoiceId : null);
    assert.equal(row.journal_entry_id, state.origin.kind === 'manual' ? state.origin.journalEntryId : null);
    assert.equal(paidByPayments.get(id) ?? 0, state.paidAmount);
    if (state.origin.kind === 'manual') manualRemaining += receivableRemaining(state);
    else invoiceWrittenOff += state.writtenOffAmount;
  }

  const badDebtRows = new Map(dump.bad_debts.map((row) => [row.id, row]));
  for (const id of ids.badDebts) {
    const state = history.fold<BadDebtState>(badDebtStream(id));
    const row = badDebtRows.get(id);
    if (state.lifecycle !== 'active') {
      assert.equal(row, undefined, `bad debt ${id} left`);
      continue;
    }
    assert.deepEqual(
      [row.customer_id, row.invoice_id, row.receivable_id, row.bad_debt_account_id, row.original_amount, row.write_off_amount, row.posted_amount, row.write_off_date, row.reason, row.notes, row.status, row.journal_entry_id],
      [state.customerId, state.invoiceId, state.receivableId, state.badDebtAccountId, state.originalAmount, state.writeOffAmount, state.postedAmount, state.writeOffDate, state.reason, state.notes, state.status, state.journalEntryId],
      `bad debt ${id}`,
    );
    assert.equal(row.amount, state.status === 'Posted' ? state.postedAmount : state.writeOffAmount);
  }

  const live = dump.receivables.filter((row) => row.cancelled_at === null);
  const sum = (column: string) => live.reduce((total, row) => total + row[column], 0);
  assert.deepEqual(dump.receivables_totals, [{ name: 'receivables', count: live.length, amount: sum('amount'), paid: sum('paid_amount'), written_off: sum('written_off_amount') }]);
  const byDueDate = new Map<string, any>();
  for (const row of live) {
    const day = byDueDate.get(row.due_date) ?? { due_date: row.due_date, live: 0, open_count: 0, open_amount: 0, open_paid: 0, open_written_off: 0, remaining: 0 };
    day.live += 1;
    day.remaining += row.remaining;
    if (row.remaining > 0) {
      day.open_count += 1;
      day.open_amount += row.amount;
      day.open_paid += row.paid_amount;
      day.open_written_off += row.written_off_amount;
    }
    byDueDate.set(row.due_date, day);
  }
  assert.deepEqual(dump.receivables_due_totals, [...byDueDate.values()].sort((a, b) => a.due_date.localeCompare(b.due_date)), 'the due totals are the live rows by due date');

  const kinds = new Map(dump.journal_entries.map((entry) => [entry.id, entry.source_kind]));
  const accountsReceivable = history.role('accountsReceivable').id;
  const posted = dump.journal_lines
    .filter((line) => line.account_id === accountsReceivable && MY_KINDS.has(kinds.get(line.journal_entry_id)))
    .reduce((total, line) => total + line.debit - line.credit, 0);
  assert.equal(posted, manualRemaining - invoiceWrittenOff, "Accounts Receivable moves with the receivables' remaining");
}

describe('the receivables read models', () => {
  const url = databaseUrl('receivables');
  let store: PostgresEventStore;
  const history = new HistoryBuilder(17, Date.parse('2026-05-01T04:00:00.000Z'), [...CUSTOMER_HISTORY_STEPS, ...RECEIVABLE_HISTORY_STEPS]);
  const requests: AppendRequest[] = [];
  const step = (name: string) => RECEIVABLE_HISTORY_STEPS.find((candidate) => candidate.name === name)!;
  let dump: Dump;

  before(async () => {
    await resetDatabase(url, ['receivables_batched', 'receivables_single']);
    store = new PostgresEventStore(url);
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    // Every kind of command, several times, in an order that leaves something for each to act on.
    const script = [
      ['enter a receivable', 8],
      ["open an invoice's due", 6],
      ['receive a payment', 6],
      ['correct a receivable', 4],
      ['delete a receivable', 2],
      ['draft, edit or delete a bad debt', 10],
      ['approve or post a bad debt', 12],
      ["void an invoice's due", 3],
      ['receive a payment', 6],
      ['approve or post a bad debt', 8],
    ] as const;
    for (const [name, times] of script) for (let index = 0; index < times; index += 1) requests.push(...step(name).run(history));
    await appendAll(store, requests, 7);
    dump = await projectFromScratch(url, store, 'receivables_batched', 1000);
  });
  after(async () => store?.close());

  test('every receivable and bad debt event type is handled and its tables are dumped', () => {
    for (const type of ['ReceivableOpened', 'ReceivableAmended', 'ReceivableCancelled', 'ReceivablePaymentRecorded', 'ReceivableWrittenOff', 'BadDebtDrafted', 'BadDebtUpdated', 'BadDebtDeleted', 'BadDebtApproved', 'BadDebtPosted']) {
      assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    }
    for (const table of ['receivables', 'receivable_payments', 'bad_debts', 'receivables_totals']) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
  });

  test('the history exercised every command', () => {
    const types = new Set(requests.flatMap((request) => request.events.map((event) => event.type)));
    for (const type of ['ReceivableOpened', 'ReceivableAmended', 'ReceivableCancelled', 'ReceivablePaymentRecorded', 'ReceivableWrittenOff', 'BadDebtDrafted', 'BadDebtApproved', 'BadDebtPosted']) {
      assert.ok(types.has(type), `the history has ${type}`);
    }
  });

  test('one event per batch projects the same tables as one batch for all (a replay is identical)', async () => {
    const single = await projectFromScratch(url, store, 'receivables_single', 1);
    for (const table of TABLES) assert.deepEqual(single[table], dump[table], table);
  });

  test('rows agree with the domain, the totals with the rows, Accounts Receivable with the receivables', () => {
    assert.ok(dump.receivables.length >= 10 && dump.receivable_payments.length > 0 && dump.bad_debts.some((row) => row.status === 'Posted'));
    checkAgainstTheDomain(history, dump);
  });
});

describe('a random history of the books, customers and receivables', () => {
  test('every row is the domain fold of its stream, whatever the batch size; Accounts Receivable agrees', async () => {
    const history = new HistoryBuilder(47, Date.parse('2026-03-01T04:00:00.000Z'), [...BOOKS_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS, ...RECEIVABLE_HISTORY_STEPS]);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 1200; index += 1) requests.push(...history.randomCommand());
    const url = databaseUrl('receivables_random');
    await resetDatabase(url, ['receivables_random', 'receivables_random_small']);
    const store = new PostgresEventStore(url);
    let dump: Dump;
    let small: Dump;
    try {
      await appendAll(store, requests, 50);
      dump = await projectFromScratch(url, store, 'receivables_random');
      small = await projectFromScratch(url, store, 'receivables_random_small', 3);
    } finally {
      await store.close();
    }
    for (const table of TABLES) assert.deepEqual(small[table], dump[table], table);
    const ids = receivableIdsOf(history);
    assert.ok(ids.receivables.length > 30 && ids.badDebts.length > 10 && dump.bad_debts.some((row) => row.status === 'Posted'), 'the history owed and wrote off');
    checkAgainstTheDomain(history, dump);
  });
});
