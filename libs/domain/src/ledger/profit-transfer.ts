import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { assertPoisha, formatTaka, type Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import { assertBooksOpen, BOOKS_CLOSING_STREAM, evolveBooks, latestClosing, type BooksClosed, type BooksReopened, type BooksState } from './books';
import { decideReversal, type JournalEntryState } from './journal-entries';
import { journalEntryPosted, journalEntryStream, type JournalLine } from './journal-entry-posted';
import { documentDateProblem, textProblem, trimmedText } from './posting-validation';

/**
 * Closes the period: one entry brings every revenue and expense account's balance up to the
 * transfer date to zero and carries the net (profit or loss) to Retained Earnings; the books are
 * then closed through that date so the zeroed balances stay zero.
 */
export interface ProfitAndLossBalance {
  accountId: string;
  classType: 'Revenue' | 'Expense';
  /** Totals of the account's posted lines dated on or before the transfer date. */
  debit: Poisha;
  credit: Poisha;
}

export interface ProfitTransferredData {
  profitTransferId: string;
  journalEntryId: string;
  transferDate: string;
  /** Revenue net of contra revenue (credits minus debits). */
  totalRevenue: Poisha;
  /** Expenses net of contra expenses (debits minus credits). */
  totalExpenses: Poisha;
  /** totalRevenue − totalExpenses: a profit when zero or more, else a loss. */
  netIncome: Poisha;
  retainedEarningsAccountId: string;
  transferredBy: string;
  transferredAt: string;
}

export type ProfitTransferred = DomainEvent<'ProfitTransferred', ProfitTransferredData>;

export interface ProfitTransferReversedData {
  profitTransferId: string;
  /** The closing entry, reversed by `reversalEntryId` on the same date. */
  journalEntryId: string;
  reversalEntryId: string;
  transferDate: string;
  netIncome: Poisha;
  reason: string;
  reversedBy: string;
  reversedAt: string;
}

export type ProfitTransferReversed = DomainEvent<'ProfitTransferReversed', ProfitTransferReversedData>;
export type ProfitTransferEvent = ProfitTransferred | ProfitTransferReversed;

export interface ProfitTransferState {
  status: 'absent' | 'transferred' | 'reversed';
  profitTransferId: string;
  journalEntryId: string;
  transferDate: string;
  netIncome: Poisha;
  /** The entry that reversed the closing entry, once the closing is reversed. */
  reversalEntryId: string | null;
}

export const initialProfitTransferState: ProfitTransferState = { status: 'absent', profitTransferId: '', journalEntryId: '', transferDate: '', netIncome: 0, reversalEntryId: null };
export const profitTransferStream = (profitTransferId: string) => `${STREAM_NAMES.profitTransfer.name}${profitTransferId}`;

export function evolveProfitTransfer(state: ProfitTransferState, event: ProfitTransferEvent): ProfitTransferState {
  switch (event.type) {
    case 'ProfitTransferred': {
      const { profitTransferId, journalEntryId, transferDate, netIncome } = event.data;
      return { status: 'transferred', profitTransferId, journalEntryId, transferDate, netIncome, reversalEntryId: null };
    }
    case 'ProfitTransferReversed':
      return { ...state, status: 'reversed', reversalEntryId: event.data.reversalEntryId };
    default:
      return state;
  }
}

export const netIncomeLabel = (netIncome: Poisha): 'Profit' | 'Loss' => (netIncome >= 0 ? 'Profit' : 'Loss');

/** One account's line per revenue or expense balance, each on the side that brings it to zero. */
function closingLines(balances: readonly ProfitAndLossBalance[]): { lines: JournalLine[]; totalRevenue: Poisha; totalExpenses: Poisha } {
  // Merged per account, so a balance given in parts closes as one line.
  const netCreditByAccount = new Map<string, { classType: 'Revenue' | 'Expense'; netCredit: Poisha }>();
  for (const balance of balances) {
    if (balance.classType !== 'Revenue' && balance.classType !== 'Expense') throw new Error(`Balance of ${balance.accountId} is not a Revenue or Expense balance`);
    const netCredit = assertPoisha(assertPoisha(balance.credit, 'credit') - assertPoisha(balance.debit, 'debit'), 'balance');
    const merged = netCreditByAccount.get(balance.accountId);
    if (merged && merged.classType !== balance.classType) throw new Error(`Account ${balance.accountId} has two class types`);
    netCreditByAccount.set(balance.accountId, { classType: balance.classType, netCredit: assertPoisha((merged?.netCredit ?? 0) + netCredit, 'balance') });
  }
  const lines: JournalLine[] = [];
  let totalRevenue = 0;
  let totalExpenses = 0;
  for (const classType of ['Revenue', 'Expense'] as const) {
    for (const [accountId, merged] of netCreditByAccount) {
      if (merged.classType !== classType || merged.netCredit === 0) continue;
      if (classType === 'Revenue') totalRevenue += merged.netCredit;
      else totalExpenses -= merged.netCredit;
      // A credit balance closes with a debit and a debit balance (a contra account) with a credit.
      lines.push(merged.netCredit > 0 ? { accountId, debit: merged.netCredit, credit: 0 } : { accountId, debit: 0, credit: -merged.netCredit });
    }
  }
  return { lines, totalRevenue: assertPoisha(totalRevenue, 'total revenue'), totalExpenses: assertPoisha(totalExpenses, 'total expenses') };
}

export interface TransferProfit {
  profitTransferId: string;
  journalEntryId: string;
  transferDate: string;
  /** Today's business day (Asia/Dhaka, YYYY-MM-DD): the books cannot be closed through a day still to come. */
  today: string;
  transferredBy: string;
  transferredAt: string;
}

/**
 * `balances`: every Revenue and Expense account's posted totals up to and including the transfer
 * date (`accountTotals(events, { through })`); `retainedEarnings`: the account whose systemRole is
 * retainedEarnings; `books`: the `books-closing` stream, appended to in the same append.
 */
export function transferProfit(
  command: TransferProfit,
  given: { profitTransfer: ProfitTransferState; balances: readonly ProfitAndLossBalance[]; retainedEarnings: GlAccountState | null; books: BooksState },
): StreamEvents[] {
  const dateError = documentDateProblem(command.transferDate, command.today, 'closing');
  if (dateError) throw validationError(dateError, { transferDate: dateError });
  if (given.profitTransfer.status !== 'absent') throw conflict('Profit transfer already exists');
  assertBooksOpen(given.books, command.transferDate);
  const retainedEarnings = given.retainedEarnings;
  if (!retainedEarnings || retainedEarnings.status !== 'active' || retainedEarnings.systemRole !== 'retainedEarnings') {
    throw ruleViolation('The Retained Earnings account is missing: initialize the chart of accounts first');
  }
  const { lines, totalRevenue, totalExpenses } = closingLines(given.balances);
  if (lines.length === 0) throw ruleViolation('No profit to transfer at this time');
  const netIncome = assertPoisha(totalRevenue - totalExpenses, 'net income');
  if (netIncome > 0) lines.push({ accountId: retainedEarnings.glAccountId, debit: 0, credit: netIncome });
  if (netIncome < 0) lines.push({ accountId: retainedEarnings.glAccountId, debit: -netIncome, credit: 0 });

  const { profitTransferId, journalEntryId, transferDate, transferredBy, transferredAt } = command;
  const transferred: ProfitTransferred = {
    type: 'ProfitTransferred',
    data: { profitTransferId, journalEntryId, transferDate, totalRevenue, totalExpenses, netIncome, retainedEarningsAccountId: retainedEarnings.glAccountId, transferredBy, transferredAt },
  };
  const closed: BooksClosed = { type: 'BooksClosed', data: { closedThrough: transferDate, profitTransferId, closedBy: transferredBy, closedAt: transferredAt } };
  return [
    { stream: profitTransferStream(profitTransferId), events: [transferred] },
    {
      stream: journalEntryStream(journalEntryId),
      events: [
        journalEntryPosted({
          journalEntryId,
          date: transferDate,
          reference: `CLOSE-${transferDate}`,
          description: `${netIncomeLabel(netIncome)} of ${formatTaka(Math.abs(netIncome))} transferred to Retained Earnings for the period through ${transferDate}`,
          lines,
          source: { kind: 'profit-transfer', stream: profitTransferStream(profitTransferId) },
          postedBy: transferredBy,
          postedAt: transferredAt,
        }),
      ],
    },
    { stream: BOOKS_CLOSING_STREAM, events: [closed] },
  ];
}

export const MAX_REVERSAL_REASON_LENGTH = 500;

export interface ReverseProfitTransfer {
  profitTransferId: string;
  /** The new entry that mirrors the closing entry; the handler appends its stream expecting no stream. */
  reversalEntryId: string;
  reason: string;
  reversedBy: string;
  reversedAt: string;
}

/**
 * Undoes the latest closing: the closing entry is reversed on its own date by an entry that
 * mirrors it (a closing entry too, so income statements leave both out), and the books reopen
 * back to the closing before it, all in one append. `closingEntry`: the profit transfer's
 * `journal-entry-{id}` stream; `books`: the `books-closing` stream.
 */
export function reverseProfitTransfer(
  command: ReverseProfitTransfer,
  given: { profitTransfer: ProfitTransferState; closingEntry: JournalEntryState; books: BooksState },
): StreamEvents[] {
  const reason = trimmedText(command.reason);
  const reasonError = textProblem(reason, 'Please enter the reason for reversing the closing', MAX_REVERSAL_REASON_LENGTH, 'Reason');
  if (reasonError) throw validationError(reasonError, { reason: reasonError });
  const transfer = given.profitTransfer;
  if (transfer.status === 'absent') throw notFound('Profit transfer not found');
  if (transfer.status === 'reversed') throw ruleViolation(`The closing through ${transfer.transferDate} is already reversed`);
  const latest = latestClosing(given.books);
  if (!latest || latest.profitTransferId !== transfer.profitTransferId) {
    throw ruleViolation(
      `Only the latest closing can be reversed: the books are closed through ${given.books.closedThrough ?? transfer.transferDate}; reverse that closing first`,
    );
  }

  const { profitTransferId, reversalEntryId, reversedBy, reversedAt } = command;
  const { journalEntryId, transferDate, netIncome } = transfer;
  // The books reopen back to the closing before this one (the latest of those still in force), if any.
  const previous = (given.books.closings ?? []).slice(0, -1).reduce<string | null>((latestDate, closing) => (latestDate && latestDate > closing.closedThrough ? latestDate : closing.closedThrough), null);
  const reopened: BooksReopened = {
    type: 'BooksReopened',
    data: { profitTransferId, reopenedFrom: latest.closedThrough, closedThrough: previous, reason, reopenedBy: reversedBy, reopenedAt: reversedAt },
  };
  const booksAfter = evolveBooks(given.books, reopened);
  const reversal = decideReversal(
    given.closingEntry,
    {
      reversalEntryId,
      date: transferDate,
      description: `Closing through ${transferDate} reversed: ${reason}`,
      reversedBy,
      reversedAt,
      source: { kind: 'profit-transfer', stream: profitTransferStream(profitTransferId) },
    },
    booksAfter,
  );
  const reversed: ProfitTransferReversed = {
    type: 'ProfitTransferReversed',
    data: { profitTransferId, journalEntryId, reversalEntryId, transferDate, netIncome, reason, reversedBy, reversedAt },
  };
  return [{ stream: profitTransferStream(profitTransferId), events: [reversed] }, ...reversal, { stream: BOOKS_CLOSING_STREAM, events: [reopened] }];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const PROFIT_TRANSFER_STREAM_KIND = streamKindOf(STREAM_NAMES.profitTransfer, { initialState: initialProfitTransferState, evolve: evolveProfitTransfer });
