import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Pool } from 'pg';
import {
  expenseStream,
  ownerEquityStream,
  profitTransferStream,
  transferStream,
  type ExpenseState,
  type JournalEntryPostedData,
  type JournalEntryState,
  type JournalLine,
  type OwnerEquityState,
  type ProfitTransferState,
  type TransferState,
} from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';

/** Its own database: node runs test files in parallel, and projector.test.ts resets its own. */
const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_books`;
  return parsed.toString();
})();
const SCHEMAS = ['books_batched', 'books_single', 'books_pairs'];

let pool: Pool;
let store: PostgresEventStore;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  pool = new Pool({ connectionString: url, max: 2 });
  store = new PostgresEventStore(url);
});

after(async () => {
  await store?.close();
  await pool?.end();
});

type Dump = Record<string, any[]>;

const byId = (rows: any[]) => new Map(rows.map((row) => [row.id, row]));
const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const lineOf = (line: JournalLine) => ({ accountId: line.accountId, debit: line.debit, credit: line.credit, description: line.description ?? '' });

describe('the books', () => {
  const history = new HistoryBuilder(21);
  const requests: AppendRequest[] = [];
  const step = (decided: AppendRequest[], what: string) => {
    assert.ok(decided.length > 0, `${what} was decided`);
    requests.push(...decided);
  };
  const ids: Record<string, string> = {};
  let dump: Dump;

  before(async () => {
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    step(history.postJournalEntry(), 'a manual entry posted at once');
    for (const name of ['A', 'B', 'C']) {
      step(history.draftJournalEntry(), `draft ${name}`);
      ids[name] = history.draftIds.at(-1)!;
    }
    step(history.editDraft(ids.A), 'first edit of A');
    step(history.editDraft(ids.B), 'edit of B');
    step(history.editDraft(ids.A), 'second edit of A');
    step(history.deleteDraft(ids.C), 'C deleted');
    step(history.postDraft(ids.B), 'B posted');
    step(history.postDraft(ids.A), 'A posted');
    step(history.reverseEntry(ids.A), 'A reversed');

    step(history.recordTransfer(), 'transfer T1');
    ids.T1 = history.transferIds.at(-1)!;
    ids.T1entry = history.state<TransferState>(transferStream(ids.T1)).journalEntryId;
    step(history.amendTransfer(ids.T1), 'T1 amended');
    step(history.amendTransfer(ids.T1), 'T1 amended again');
    step(history.recordTransfer(), 'transfer T2');
    ids.T2 = history.transferIds.at(-1)!;
    step(history.voidTransfer(ids.T2), 'T2 voided');

    step(history.recordExpense(), 'an expense');
    step(history.recordExpense(), 'another expense');
    step(history.recordOwnerTransaction('investment'), 'an investment');
    step(history.recordOwnerTransaction('drawing'), 'a drawing');
    step(history.transferProfit(), 'the profit transfer');
    step(history.draftJournalEntry(), 'draft D, left a draft');
    ids.D = history.draftIds.at(-1)!;
    step(history.postJournalEntry(), 'a manual entry after the closing');
    ids.P1 = history.profitTransferIds.at(-1)!;
    step(history.recordExpense(), 'an expense after the first closing');
    step(history.transferProfit(), 'a second closing');
    ids.P2 = history.profitTransferIds.at(-1)!;
    step(history.reverseProfitTransfer(), 'the second closing reversed: the books reopen back to the first');
    step(history.recordExpense(), 'an expense in the reopened period');
    step(history.transferProfit(), 'a third closing');
    ids.P3 = history.profitTransferIds.at(-1)!;
    await appendAll(store, requests, 3);

    dump = await projectFromScratch(url, store, 'books_batched', 1000);
  });

  test('batches of 1, 2 and 1000 events give identical tables', async () => {
    assert.deepEqual(await projectFromScratch(url, store, 'books_single', 1), dump);
    assert.deepEqual(await projectFromScratch(url, store, 'books_pairs', 2), dump);
  });

  test('every books event type is handled and every new table is dumped', () => {
    for (const type of ['JournalEntryDrafted', 'JournalEntryDraftEdited', 'JournalEntryDraftDeleted', 'JournalEntryPosted', 'JournalEntryReversed',
      'TransferRecorded', 'TransferAmended', 'TransferVoided', 'ExpenseRecorded', 'OwnerInvestmentRecorded', 'OwnerDrawingRecorded', 'ProfitTransferred', 'ProfitTransferReversed',
      'BooksClosed', 'BooksReopened']) {
      assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    }
    for (const table of ['account_daily_totals', 'transfers', 'expenses', 'owner_equity_transactions', 'profit_transfers', 'books']) {
      assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
    }
  });

  test('journal entries agree with the domain: statuses, contents, reversal links, drafts without numbers', () => {
    const entries = byId(dump.journal_entries);
    const linesOf = new Map<string, any[]>();
    for (const line of dump.journal_lines) linesOf.set(line.journal_entry_id, [...(linesOf.get(line.journal_entry_id) ?? []), line]);
    const streams = history.streamNames('journal-entry-');
    assert.equal(streams.length, 24, 'two manual entries, four drafts, a reversal, seven transfer postings, four expenses, two owner transactions, three closings and the reversal of one');
    let rows = 0;
    for (const stream of streams) {
      const state = history.state<JournalEntryState>(stream);
      const row = entries.get(state.journalEntryId);
      if (state.status === 'deleted') {
        assert.equal(row, undefined, `deleted draft ${state.journalEntryId} has no row`);
        continue;
      }
      rows += 1;
      assert.ok(row, `${stream} has a row`);
      const status = ({ draft: 'Draft', posted: 'Posted', reversed: 'Reversed' } as const)[state.status as 'draft' | 'posted' | 'reversed'];
      assert.equal(row.status, status);
      assert.equal(row.date, state.date);
      assert.equal(row.reference, state.reference);
      assert.equal(row.description, state.description);
      assert.equal(row.reversal_of, state.reversalOf);
      assert.equal(row.reversed_by, state.reversalEntryId);
      assert.equal(row.total_debit, state.lines.reduce((sum, line) => sum + line.debit, 0));
      assert.equal(row.total_credit, row.total_debit);
      assert.equal(row.created_by, history.userId);
      if (status === 'Draft') {
        assert.equal(row.entry_number, null);
        assert.equal(row.posted_at, null);
        assert.equal(row.source_kind, null);
        assert.deepEqual(row.draft_lines, state.lines.map(lineOf));
        assert.equal(linesOf.get(row.id), undefined, 'a draft has no journal lines');
      } else {
        assert.equal(typeof row.entry_number, 'number');
        assert.equal(row.draft_lines, null);
        assert.equal(row.source_kind, state.source!.kind);
        assert.equal(row.source_stream, state.source!.stream ?? null);
        const lines = linesOf.get(row.id)!.sort((a, b) => a.line_number - b.line_number);
        assert.deepEqual(lines.map((line) => ({ accountId: line.account_id, debit: line.debit, credit: line.credit, description: line.description ?? '' })), state.lines.map(lineOf));
      }
    }
    assert.equal(dump.journal_entries.length, rows, 'no row without a stream');
    assert.deepEqual(dump.journal_entries.filter((row) => row.status === 'Draft').map((row) => row.id).sort(), [ids.D].sort());
  });

  test('entry numbers are gap-free, in posting order; a posted draft keeps its creation and shows its reversal', async () => {
    const postedInLogOrder = (await pool.query(`SELECT data->>'journalEntryId' AS id FROM events WHERE type = 'JournalEntryPosted' ORDER BY global_position`)).rows.map((r) => r.id);
    const numbered = dump.journal_entries.filter((row) => row.entry_number !== null).sort((a, b) => a.entry_number - b.entry_number);
    assert.deepEqual(numbered.map((row) => row.id), postedInLogOrder);
    assert.deepEqual(numbered.map((row) => row.entry_number), numbered.map((_, index) => index + 1));

    const entries = byId(dump.journal_entries);
    const a = entries.get(ids.A);
    const b = entries.get(ids.B);
    assert.equal(b.entry_number, 2, 'B was posted first of the drafts, after the manual entry');
    assert.equal(a.entry_number, 3);
    assert.equal(a.status, 'Reversed');
    const reversal = entries.get(a.reversed_by);
    assert.deepEqual([reversal.entry_number, reversal.status, reversal.reversal_of, reversal.source_kind], [4, 'Posted', ids.A, 'reversal']);

    const eventOf = async (type: string, id: string) =>
      (await pool.query(`SELECT data FROM events WHERE type = $1 AND data->>'journalEntryId' = $2 ORDER BY global_position DESC LIMIT 1`, [type, id])).rows[0].data;
    const drafted = await eventOf('JournalEntryDrafted', ids.A);
    const posted = await eventOf('JournalEntryPosted', ids.A);
    const reversed = await eventOf('JournalEntryReversed', ids.A);
    assert.equal(instant(a.created_at), drafted.draftedAt, 'created when drafted');
    assert.equal(instant(a.posted_at), posted.postedAt);
    assert.equal(instant(a.updated_at), reversed.reversedAt);
    assert.equal(a.posted_by, history.userId);
  });

  test("a transfer's row follows its amendments to the current posting; a voided one says so", () => {
    const transfers = byId(dump.transfers);
    const entries = byId(dump.journal_entries);
    for (const stream of history.streamNames('transfer-')) {
      const state = history.state<TransferState>(stream);
      const row = transfers.get(state.transferId);
      assert.deepEqual(
        [row.status, row.journal_entry_id, row.from_account_id, row.to_account_id, row.amount, row.date, row.remarks],
        [state.status === 'voided' ? 'Voided' : 'Posted', state.journalEntryId, state.fromAccountId, state.toAccountId, state.amount, state.date, state.remarks],
      );
      assert.equal(row.created_by, history.userId);
    }
    const t1 = transfers.get(ids.T1);
    assert.notEqual(t1.journal_entry_id, ids.T1entry, 'the amendment moved the transfer to its new entry');
    assert.equal(entries.get(t1.journal_entry_id).status, 'Posted');
    assert.equal(entries.get(ids.T1entry).status, 'Reversed');
    assert.ok(instant(t1.updated_at)! > instant(t1.created_at)!);
    const t2 = transfers.get(ids.T2);
    assert.equal(t2.status, 'Voided');
    assert.equal(entries.get(t2.journal_entry_id).status, 'Reversed');
    // Three postings of T1 (two reversed), T2 and its reversal: every one tagged with the transfer's stream.
    assert.equal(dump.journal_entries.filter((row) => row.source_stream === transferStream(ids.T1)).length, 5);
  });

  test("expenses, owner's equity, the profit transfer and the closed period", () => {
    const expenses = byId(dump.expenses);
    assert.equal(dump.expenses.length, history.expenseIds.length);
    for (const id of history.expenseIds) {
      const state = history.state<ExpenseState>(expenseStream(id));
      const row = expenses.get(id);
      assert.deepEqual(
        [row.expense_account_id, row.cash_account_id, row.payment_method_id, row.amount, row.date, row.description, row.journal_entry_id],
        [state.expenseAccountId, state.cashAccountId, state.paymentMethodId, state.amount, state.date, state.description, state.journalEntryId],
      );
      assert.equal(byId(dump.journal_entries).get(row.journal_entry_id).source_kind, 'expense');
    }

    const owner = byId(dump.owner_equity_transactions);
    assert.deepEqual(dump.owner_equity_transactions.map((row) => row.type).sort(), ['Drawing', 'Investment']);
    for (const id of history.ownerTransactionIds) {
      const state = history.state<OwnerEquityState>(ownerEquityStream(id));
      const row = owner.get(id);
      assert.deepEqual(
        [row.type, row.cash_account_id, row.equity_account_id, row.amount, row.date, row.description, row.journal_entry_id],
        [state.kind === 'investment' ? 'Investment' : 'Drawing', state.cashAccountId, state.equityAccountId, state.amount, state.date, state.description, state.journalEntryId],
      );
    }

    assert.equal(dump.profit_transfers.length, 3);
    const entries = byId(dump.journal_entries);
    for (const profit of dump.profit_transfers) {
      const state = history.state<ProfitTransferState>(profitTransferStream(profit.id));
      assert.deepEqual([profit.transfer_date, profit.net_income, profit.journal_entry_id], [state.transferDate, state.netIncome, state.journalEntryId]);
      assert.equal(profit.total_revenue - profit.total_expenses, profit.net_income);
      assert.equal(profit.transferred_by, history.userId);
      assert.equal(profit.status, state.status === 'reversed' ? 'Reversed' : 'Posted');
      assert.equal(profit.reversal_journal_entry_id, state.reversalEntryId);
      assert.equal(entries.get(profit.journal_entry_id).status, profit.status);
    }
    const transfers = byId(dump.profit_transfers);
    assert.deepEqual([ids.P1, ids.P2, ids.P3].map((id) => transfers.get(id).status), ['Posted', 'Reversed', 'Posted']);
    const reversed = transfers.get(ids.P2);
    assert.match(reversed.reversal_reason, /^Reopened \d+$/);
    assert.equal(reversed.reversed_by, history.userId);
    assert.ok(instant(reversed.reversed_at)! > instant(reversed.created_at)!);
    const reversal = entries.get(reversed.reversal_journal_entry_id);
    assert.deepEqual([reversal.status, reversal.reversal_of, reversal.source_kind, reversal.source_stream, reversal.date], ['Posted', reversed.journal_entry_id, 'profit-transfer', profitTransferStream(ids.P2), reversed.transfer_date]);
    // Closed through the third closing; its day is the books' own closed day.
    assert.deepEqual(dump.books, [{ id: 1, closed_through: transfers.get(ids.P3).transfer_date }]);
    assert.equal(history.books().closedThrough, transfers.get(ids.P3).transfer_date);
  });

  test('daily totals are the posted lines per account and day; closing columns only from the profit transfer', () => {
    const expected = new Map<string, { debit: number; credit: number; closing_debit: number; closing_credit: number }>();
    const accountTotals = new Map<string, { debit: number; credit: number }>();
    const postings: JournalEntryPostedData[] = history.postings();
    for (const posting of postings) {
      for (const line of posting.lines) {
        const key = `${line.accountId} ${posting.date}`;
        const total = expected.get(key) ?? { debit: 0, credit: 0, closing_debit: 0, closing_credit: 0 };
        total.debit += line.debit;
        total.credit += line.credit;
        if (posting.source.kind === 'profit-transfer') {
          total.closing_debit += line.debit;
          total.closing_credit += line.credit;
        }
        expected.set(key, total);
        const account = accountTotals.get(line.accountId) ?? { debit: 0, credit: 0 };
        account.debit += line.debit;
        account.credit += line.credit;
        accountTotals.set(line.accountId, account);
      }
    }
    const actual = new Map(dump.account_daily_totals.map(({ account_id, date, ...totals }) => [`${account_id} ${date}`, totals]));
    assert.deepEqual(actual, expected);

    // The same figures from the projected journal lines.
    const fromLines = new Map<string, { debit: number; credit: number }>();
    for (const line of dump.journal_lines) {
      const key = `${line.account_id} ${line.date}`;
      const total = fromLines.get(key) ?? { debit: 0, credit: 0 };
      total.debit += line.debit;
      total.credit += line.credit;
      fromLines.set(key, total);
    }
    assert.deepEqual(new Map([...actual].map(([key, total]) => [key, { debit: total.debit, credit: total.credit }])), fromLines);

    const closingDates = new Set(dump.profit_transfers.map((profit) => profit.transfer_date));
    const closing = dump.account_daily_totals.filter((row) => row.closing_debit !== 0 || row.closing_credit !== 0);
    assert.ok(closing.length >= 2);
    assert.ok(closing.every((row) => closingDates.has(row.date)));
    // The closings' entries and the reversal of one: every entry whose source is a profit transfer.
    const closingEntryIds = new Set(dump.journal_entries.filter((row) => row.source_kind === 'profit-transfer').map((row) => row.id));
    assert.equal(closingEntryIds.size, 4);
    const closingLines = dump.journal_lines.filter((line) => closingEntryIds.has(line.journal_entry_id));
    assert.equal(closing.reduce((sum, row) => sum + row.closing_debit, 0), closingLines.reduce((sum, line) => sum + line.debit, 0));
    assert.equal(closing.reduce((sum, row) => sum + row.closing_credit, 0), closingLines.reduce((sum, line) => sum + line.credit, 0));

    for (const account of dump.gl_accounts) {
      const totals = accountTotals.get(account.id) ?? { debit: 0, credit: 0 };
      assert.deepEqual([account.debit_total, account.credit_total], [totals.debit, totals.credit], `${account.code} totals`);
    }
  });
});
