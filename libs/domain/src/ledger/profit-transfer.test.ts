import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { glAccountStream } from '../accounts/gl-accounts';
import { BOOKS_CLOSING_STREAM, evolveBooks, initialBooksState, type BooksState } from './books';
import { netIncomeLabel, profitTransferStream, transferProfit, type ProfitTransferState } from './profit-transfer';
import { accountTotals } from './trial-balance';
import { balanceSheet } from './financial-statements';
import {
  ACCOUNTS,
  allEvents,
  BANK,
  CASH,
  chartHistory,
  credit,
  debit,
  RENT,
  reportAccounts,
  RETAINED_EARNINGS,
  SALES,
  whenExpenseRecorded,
  whenInvestmentRecorded,
  whenPostedDirectly,
  entryOf,
  whenProfitTransferReversed,
  whenProfitTransferred,
} from './ledger-fixtures.test-helper';

const DISCOUNTS = ACCOUNTS.discounts.id;
const OTHER_INCOME = ACCOUNTS.otherIncome.id;
const COGS = ACCOUNTS.cogs.id;
const PAYABLE = ACCOUNTS.payable.id;

let sequence = 0;
const post = (history: History, date: string, lines: ReturnType<typeof debit>[]) =>
  appended(history, whenPostedDirectly(history, { journalEntryId: `je-${++sequence}`, date, reference: `JE-${sequence}`, description: 'Business', lines, postedBy: 'u', postedAt: 't' }));

/** June: capital in, a discounted sale, its cost, rent, other income; one sale in July. */
function june(rent: number): History {
  let history = chartHistory();
  history = appended(history, whenInvestmentRecorded(history, { ownerTransactionId: 'own-1', journalEntryId: 'je-own-1', cashAccountId: BANK, amount: 100_000_000, date: '2025-06-01', description: 'Capital', recordedBy: 'u', recordedAt: 't' }));
  history = post(history, '2025-06-10', [debit(CASH, 1_200_000), debit(DISCOUNTS, 100_000), credit(SALES, 1_300_000)]);
  history = post(history, '2025-06-10', [debit(COGS, 800_000), credit(PAYABLE, 800_000)]);
  history = appended(history, whenExpenseRecorded(history, { expenseId: 'exp-1', journalEntryId: 'je-exp-1', expenseAccountId: RENT, cashAccountId: CASH, amount: rent, date: '2025-06-15', description: 'Rent', recordedBy: 'u', recordedAt: 't' }));
  history = post(history, '2025-06-20', [debit(CASH, 50_000), credit(OTHER_INCOME, 50_000)]);
  history = post(history, '2025-07-05', [debit(CASH, 999), credit(SALES, 999)]);
  return history;
}

const command = { profitTransferId: 'pt-1', journalEntryId: 'je-close-1', transferDate: '2025-06-30', today: '2025-08-01', transferredBy: 'user-accountant', transferredAt: '2025-07-01T09:00:00.000Z' };

describe('profit transfer', () => {
  it('given June trading, when profit is transferred through June 30, then ProfitTransferred, one closing entry and BooksClosed', () => {
    thenEvents(whenProfitTransferred(june(400_000), command), [
      {
        stream: 'profit-transfer-pt-1',
        events: [{
          type: 'ProfitTransferred',
          data: {
            profitTransferId: 'pt-1', journalEntryId: 'je-close-1', transferDate: '2025-06-30', totalRevenue: 1_250_000, totalExpenses: 1_200_000, netIncome: 50_000,
            retainedEarningsAccountId: RETAINED_EARNINGS, transferredBy: 'user-accountant', transferredAt: '2025-07-01T09:00:00.000Z',
          },
        }],
      },
      {
        stream: 'journal-entry-je-close-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-close-1',
            date: '2025-06-30',
            reference: 'CLOSE-2025-06-30',
            description: 'Profit of ৳500.00 transferred to Retained Earnings for the period through 2025-06-30',
            // Revenue closed by debits (the contra Sales Discounts by a credit), expenses by credits, the profit credited to Retained Earnings.
            lines: [credit(DISCOUNTS, 100_000), debit(OTHER_INCOME, 50_000), debit(SALES, 1_300_000), credit(COGS, 800_000), credit(RENT, 400_000), credit(RETAINED_EARNINGS, 50_000)],
            source: { kind: 'profit-transfer', stream: 'profit-transfer-pt-1' },
            postedBy: 'user-accountant',
            postedAt: '2025-07-01T09:00:00.000Z',
          },
        }],
      },
      { stream: 'books-closing', events: [{ type: 'BooksClosed', data: { closedThrough: '2025-06-30', profitTransferId: 'pt-1', closedBy: 'user-accountant', closedAt: '2025-07-01T09:00:00.000Z' } }] },
    ]);
  });

  it('given a loss, then Retained Earnings is debited and the entry says Loss', () => {
    const [transferred, entry] = whenProfitTransferred(june(2_000_000), command);
    assert.equal((transferred.events[0].data as { netIncome: number }).netIncome, -1_550_000);
    const data = entry.events[0].data as { lines: unknown[]; description: string };
    assert.deepStrictEqual(data.lines.at(-1), debit(RETAINED_EARNINGS, 1_550_000));
    assert.equal(data.description, 'Loss of ৳15,500.00 transferred to Retained Earnings for the period through 2025-06-30');
    assert.equal(netIncomeLabel(0), 'Profit');
    assert.equal(netIncomeLabel(-1), 'Loss');
  });

  it('given revenue exactly equal to expenses, then the accounts are closed with no Retained Earnings line', () => {
    const [transferred, entry] = whenProfitTransferred(june(450_000), command);
    assert.equal((transferred.events[0].data as { netIncome: number }).netIncome, 0);
    assert.ok(!(entry.events[0].data as { lines: { accountId: string }[] }).lines.some((line) => line.accountId === RETAINED_EARNINGS));
  });

  it('after the transfer: revenue and expense balances through the date are zero, the balance sheet balances, the July sale stays open', () => {
    const history = appended(june(400_000), whenProfitTransferred(june(400_000), command));
    const through = accountTotals(allEvents(history), { through: '2025-06-30' });
    for (const accountId of [SALES, DISCOUNTS, OTHER_INCOME, COGS, RENT]) assert.equal(through[accountId].debit, through[accountId].credit, accountId);
    const sheet = balanceSheet(through, reportAccounts(history));
    assert.equal(sheet.isBalanced, true);
    assert.equal(sheet.unclosedNetIncome, 0);
    assert.equal(sheet.closingPending, false);
    const july = balanceSheet(accountTotals(allEvents(history)), reportAccounts(history));
    assert.equal(july.unclosedNetIncome, 999);
    assert.equal(july.closingPending, true);
    assert.equal(july.assets.total, july.totalLiabilitiesAndEquity + july.unclosedNetIncome);
    assert.equal(july.isBalanced, false, 'Unbalanced until the July profit is closed');
    assert.deepStrictEqual(stateOf<ProfitTransferState>(history, profitTransferStream('pt-1')), {
      status: 'transferred', profitTransferId: 'pt-1', journalEntryId: 'je-close-1', transferDate: '2025-06-30', netIncome: 50_000, reversalEntryId: null,
    });
    assert.deepStrictEqual(stateOf<BooksState>(history, BOOKS_CLOSING_STREAM), { closedThrough: '2025-06-30', closings: [{ profitTransferId: 'pt-1', closedThrough: '2025-06-30' }] });
  });

  it('after the transfer: nothing more to transfer through that date, and the closed period refuses postings', () => {
    const history = appended(june(400_000), whenProfitTransferred(june(400_000), command));
    thenRefused(() => whenProfitTransferred(history, { ...command, profitTransferId: 'pt-2', journalEntryId: 'je-close-2' }), {
      kind: 'rule', message: 'The books are closed through 2025-06-30; post in an open period',
    });
    thenRefused(() => post(history, '2025-06-30', [debit(CASH, 1), credit(SALES, 1)]), { kind: 'rule', message: 'The books are closed through 2025-06-30; post in an open period' });
    const july = whenProfitTransferred(history, { ...command, profitTransferId: 'pt-2', journalEntryId: 'je-close-2', transferDate: '2025-07-31' });
    assert.deepStrictEqual((july[1].events[0].data as { lines: unknown[] }).lines, [debit(SALES, 999), credit(RETAINED_EARNINGS, 999)]);
  });

  it('given no revenue or expense balance, then refused: no profit to transfer', () => {
    const history = chartHistory();
    thenRefused(() => whenProfitTransferred(history, command), { kind: 'rule', message: 'No profit to transfer at this time' });
    const closedJune = appended(june(400_000), whenProfitTransferred(june(400_000), command));
    const laterAndQuiet = post(closedJune, '2025-07-06', [debit(CASH, 5), credit(BANK, 5)]);
    thenRefused(() => whenProfitTransferred(laterAndQuiet, { ...command, profitTransferId: 'pt-2', transferDate: '2025-07-04' }), { kind: 'rule', message: 'No profit to transfer at this time' });
  });

  it('closes a contra expense (a credit balance) with a debit, and merges balances given in parts', () => {
    const decided = transferProfit(command, {
      profitTransfer: stateOf(chartHistory(), profitTransferStream('pt-1')),
      balances: [
        { accountId: RENT, classType: 'Expense', debit: 100, credit: 300 },
        { accountId: SALES, classType: 'Revenue', debit: 0, credit: 700 },
        { accountId: SALES, classType: 'Revenue', debit: 200, credit: 0 },
      ],
      retainedEarnings: stateOf(chartHistory(), glAccountStream(RETAINED_EARNINGS)),
      books: initialBooksState,
    });
    assert.deepStrictEqual((decided[1].events[0].data as { lines: unknown[] }).lines, [debit(SALES, 500), debit(RENT, 200), credit(RETAINED_EARNINGS, 700)]);
  });

  it('refuses a missing or invalid date, a transfer that exists, and a chart without Retained Earnings', () => {
    thenRefused(() => whenProfitTransferred(june(400_000), { ...command, transferDate: '' }), { kind: 'validation', message: 'Please select date', fieldErrors: { transferDate: 'Please select date' } });
    thenRefused(() => whenProfitTransferred(june(400_000), { ...command, transferDate: '2025-06-31' }), {
      kind: 'validation', message: 'Please enter a valid date (YYYY-MM-DD)', fieldErrors: { transferDate: 'Please enter a valid date (YYYY-MM-DD)' },
    });
    const transferred = appended(june(400_000), whenProfitTransferred(june(400_000), command));
    thenRefused(() => whenProfitTransferred(transferred, { ...command, transferDate: '2025-07-31' }), { kind: 'conflict', message: 'Profit transfer already exists' });
    const withoutRetainedEarnings = appended(june(400_000), [{ stream: glAccountStream(RETAINED_EARNINGS), events: [{ type: 'GlAccountDeleted', data: { glAccountId: RETAINED_EARNINGS } }] }]);
    thenRefused(() => whenProfitTransferred(withoutRetainedEarnings, command), { kind: 'rule', message: 'The Retained Earnings account is missing: initialize the chart of accounts first' });
  });

  it('a closing never reopens an earlier one: an earlier closing date folds to the later one', () => {
    const closed = (closedThrough: string, profitTransferId: string) => ({ type: 'BooksClosed' as const, data: { closedThrough, profitTransferId, closedBy: 'u', closedAt: 't' } });
    assert.equal([closed('2025-06-30', 'p1'), closed('2025-03-31', 'p2')].reduce(evolveBooks, initialBooksState).closedThrough, '2025-06-30');
  });

  it('given a closing date after today, then refused and nothing is decided', () => {
    const message = 'The closing date 2025-07-02 is in the future: a closing is dated today (2025-07-01) at the latest';
    thenRefused(() => whenProfitTransferred(june(400_000), { ...command, transferDate: '2025-07-02', today: '2025-07-01' }), { kind: 'validation', message, fieldErrors: { transferDate: message } });
    // Today itself may be closed.
    const today = whenProfitTransferred(june(400_000), { ...command, transferDate: '2025-07-01', today: '2025-07-01' });
    assert.equal((today[2].events[0].data as { closedThrough: string }).closedThrough, '2025-07-01');
  });
});

describe('reversing a closing', () => {
  const reversal = { profitTransferId: 'pt-1', reversalEntryId: 'je-close-1-rev', reason: 'Closed before the June supplier bills came in', reversedBy: 'user-owner', reversedAt: '2025-07-02T10:00:00.000Z' };
  const closedJune = () => appended(june(400_000), whenProfitTransferred(june(400_000), command));
  const julyCommand = { ...command, profitTransferId: 'pt-2', journalEntryId: 'je-close-2', transferDate: '2025-07-31', today: '2025-08-01' };
  const closedJuneAndJuly = () => appended(closedJune(), whenProfitTransferred(closedJune(), julyCommand));

  it('given June closed, when the closing is reversed, then ProfitTransferReversed, the closing entry reversed on its date, and BooksReopened', () => {
    thenEvents(whenProfitTransferReversed(closedJune(), reversal), [
      {
        stream: 'profit-transfer-pt-1',
        events: [{
          type: 'ProfitTransferReversed',
          data: {
            profitTransferId: 'pt-1', journalEntryId: 'je-close-1', reversalEntryId: 'je-close-1-rev', transferDate: '2025-06-30', netIncome: 50_000,
            reason: 'Closed before the June supplier bills came in', reversedBy: 'user-owner', reversedAt: '2025-07-02T10:00:00.000Z',
          },
        }],
      },
      {
        stream: 'journal-entry-je-close-1',
        events: [{ type: 'JournalEntryReversed', data: { journalEntryId: 'je-close-1', reversalEntryId: 'je-close-1-rev', date: '2025-06-30', reversedBy: 'user-owner', reversedAt: '2025-07-02T10:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-close-1-rev',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-close-1-rev',
            date: '2025-06-30',
            reference: 'REV-CLOSE-2025-06-30',
            description: 'Closing through 2025-06-30 reversed: Closed before the June supplier bills came in',
            // The closing entry's lines, each on the other side.
            lines: [debit(DISCOUNTS, 100_000), credit(OTHER_INCOME, 50_000), credit(SALES, 1_300_000), debit(COGS, 800_000), debit(RENT, 400_000), debit(RETAINED_EARNINGS, 50_000)],
            source: { kind: 'profit-transfer', stream: 'profit-transfer-pt-1' },
            postedBy: 'user-owner',
            postedAt: '2025-07-02T10:00:00.000Z',
            reversalOf: 'je-close-1',
          },
        }],
      },
      {
        stream: 'books-closing',
        events: [{
          type: 'BooksReopened',
          data: { profitTransferId: 'pt-1', reopenedFrom: '2025-06-30', closedThrough: null, reason: 'Closed before the June supplier bills came in', reopenedBy: 'user-owner', reopenedAt: '2025-07-02T10:00:00.000Z' },
        }],
      },
    ]);
  });

  it('the reversal entry balances and cancels the closing entry account by account', () => {
    const decided = whenProfitTransferReversed(closedJune(), reversal);
    const lines = (decided[2].events[0].data as { lines: { accountId: string; debit: number; credit: number }[] }).lines;
    assert.equal(lines.reduce((sum, line) => sum + line.debit, 0), lines.reduce((sum, line) => sum + line.credit, 0));
    const closing = entryOf(closedJune(), 'je-close-1');
    const net = new Map<string, number>();
    for (const line of [...closing.lines, ...lines]) net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.debit - line.credit);
    assert.ok([...net.values()].every((value) => value === 0));
  });

  it('after the reversal: the period is open again, revenue and expenses are back, and June can be closed anew', () => {
    const history = appended(closedJune(), whenProfitTransferReversed(closedJune(), reversal));
    assert.deepStrictEqual(stateOf<BooksState>(history, BOOKS_CLOSING_STREAM), { closedThrough: null, closings: [] });
    assert.equal(stateOf<ProfitTransferState>(history, profitTransferStream('pt-1')).status, 'reversed');
    assert.equal(entryOf(history, 'je-close-1').status, 'reversed');
    const sheet = balanceSheet(accountTotals(allEvents(history), { through: '2025-06-30' }), reportAccounts(history));
    assert.equal(sheet.unclosedNetIncome, 50_000);
    assert.equal(sheet.closingPending, true);
    // A late June bill can now be posted, then June closed again with it.
    const late = post(history, '2025-06-29', [debit(RENT, 10_000), credit(CASH, 10_000)]);
    const again = whenProfitTransferred(late, { ...command, profitTransferId: 'pt-3', journalEntryId: 'je-close-3' });
    assert.equal((again[0].events[0].data as { netIncome: number }).netIncome, 40_000);
    thenRefused(() => whenProfitTransferReversed(history, { ...reversal, reversalEntryId: 'je-x' }), { kind: 'rule', message: 'The closing through 2025-06-30 is already reversed' });
  });

  it('given June and July closed, the June closing cannot be reversed; reversing July reopens back to June 30', () => {
    const history = closedJuneAndJuly();
    thenRefused(() => whenProfitTransferReversed(history, reversal), {
      kind: 'rule', message: 'Only the latest closing can be reversed: the books are closed through 2025-07-31; reverse that closing first',
    });
    const july = whenProfitTransferReversed(history, { ...reversal, profitTransferId: 'pt-2', reversalEntryId: 'je-close-2-rev' });
    assert.deepStrictEqual(july.at(-1)!.events[0].data, {
      profitTransferId: 'pt-2', reopenedFrom: '2025-07-31', closedThrough: '2025-06-30', reason: reversal.reason, reopenedBy: 'user-owner', reopenedAt: '2025-07-02T10:00:00.000Z',
    });
    const reopened = appended(history, july);
    assert.deepStrictEqual(stateOf<BooksState>(reopened, BOOKS_CLOSING_STREAM), { closedThrough: '2025-06-30', closings: [{ profitTransferId: 'pt-1', closedThrough: '2025-06-30' }] });
    // July is open again, June still closed; now June's closing is the latest and can go.
    assert.doesNotThrow(() => post(reopened, '2025-07-15', [debit(CASH, 1), credit(SALES, 1)]));
    thenRefused(() => post(reopened, '2025-06-30', [debit(CASH, 1), credit(SALES, 1)]), { kind: 'rule', message: 'The books are closed through 2025-06-30; post in an open period' });
    assert.equal(whenProfitTransferReversed(reopened, reversal).at(-1)!.events[0].type, 'BooksReopened');
  });

  it('refuses a missing or too long reason, and an unknown profit transfer', () => {
    const message = 'Please enter the reason for reversing the closing';
    thenRefused(() => whenProfitTransferReversed(closedJune(), { ...reversal, reason: '   ' }), { kind: 'validation', message, fieldErrors: { reason: message } });
    thenRefused(() => whenProfitTransferReversed(closedJune(), { ...reversal, reason: 'x'.repeat(501) }), {
      kind: 'validation', message: 'Reason must be at most 500 characters', fieldErrors: { reason: 'Reason must be at most 500 characters' },
    });
    assert.equal(whenProfitTransferReversed(closedJune(), { ...reversal, reason: ` ${'x'.repeat(500)} ` }).length, 4, '500 characters, trimmed, are enough');
    thenRefused(() => whenProfitTransferReversed(closedJune(), { ...reversal, profitTransferId: 'pt-none' }), { kind: 'not_found', message: 'Profit transfer not found' });
  });
});
