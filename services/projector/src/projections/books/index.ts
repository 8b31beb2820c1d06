import type { BooksEvent, ExpenseEvent, OwnerEquityEvent, ProfitTransferEvent, TransferEvent } from '@dealer/domain';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { BooksBatch } from './tables';

export { BooksBatch } from './tables';

type BooksFactEvent = TransferEvent | ExpenseEvent | OwnerEquityEvent | ProfitTransferEvent | BooksEvent;

/**
 * transfers, expenses, owner_equity_transactions, profit_transfers and books: the facts that post
 * journal entries (their entries and balances come from the ledger projection) and the closed
 * period. A transfer's journal_entry_id is the entry that carries it NOW: an amendment moves it.
 */
export const booksHandlers = on<BooksFactEvent, ProjectionBatch>({
  TransferRecorded: (data, event, { books }) => {
    const at = data.recordedAt ?? occurredAt(event);
    books.transfers.insert(data.transferId, {
      from_account_id: uuidOrNull(data.fromAccountId),
      to_account_id: uuidOrNull(data.toAccountId),
      amount: data.amount,
      date: data.date,
      remarks: data.remarks ?? '',
      status: 'Posted',
      journal_entry_id: uuidOrNull(data.journalEntryId),
      created_by: uuidOrNull(data.recordedBy ?? event.metadata.userId),
      created_at: at,
      updated_at: at,
    });
  },
  TransferAmended: (data, event, { books }) =>
    books.transfers.patch(data.transferId, {
      from_account_id: uuidOrNull(data.fromAccountId),
      to_account_id: uuidOrNull(data.toAccountId),
      amount: data.amount,
      date: data.date,
      remarks: data.remarks ?? '',
      journal_entry_id: uuidOrNull(data.journalEntryId),
      updated_at: data.amendedAt ?? occurredAt(event),
    }),
  TransferVoided: (data, event, { books }) => books.transfers.patch(data.transferId, { status: 'Voided', updated_at: data.voidedAt ?? occurredAt(event) }),

  ExpenseRecorded: (data, event, { books }) =>
    books.expenses.insert(data.expenseId, {
      expense_account_id: uuidOrNull(data.expenseAccountId),
      cash_account_id: uuidOrNull(data.cashAccountId),
      payment_method_id: uuidOrNull(data.paymentMethodId),
      amount: data.amount,
      date: data.date,
      description: data.description ?? '',
      journal_entry_id: uuidOrNull(data.journalEntryId),
      created_by: uuidOrNull(data.recordedBy ?? event.metadata.userId),
      created_at: data.recordedAt ?? occurredAt(event),
    }),

  OwnerInvestmentRecorded: (data, event, { books }) => books.ownerEquity.insert(data.ownerTransactionId, ownerEquityRow('Investment', data, occurredAt(event))),
  OwnerDrawingRecorded: (data, event, { books }) => books.ownerEquity.insert(data.ownerTransactionId, ownerEquityRow('Drawing', data, occurredAt(event))),

  ProfitTransferred: (data, event, { books }) =>
    books.profitTransfers.insert(data.profitTransferId, {
      transfer_date: data.transferDate,
      total_revenue: data.totalRevenue,
      total_expenses: data.totalExpenses,
      net_income: data.netIncome,
      journal_entry_id: uuidOrNull(data.journalEntryId),
      created_at: data.transferredAt ?? occurredAt(event),
      transferred_by: uuidOrNull(data.transferredBy ?? event.metadata.userId),
      status: 'Posted',
      reversal_journal_entry_id: null,
      reversal_reason: null,
      reversed_by: null,
      reversed_at: null,
    }),
  ProfitTransferReversed: (data, event, { books }) =>
    books.profitTransfers.patch(data.profitTransferId, {
      status: 'Reversed',
      reversal_journal_entry_id: uuidOrNull(data.reversalEntryId),
      reversal_reason: data.reason ?? '',
      reversed_by: uuidOrNull(data.reversedBy ?? event.metadata.userId),
      reversed_at: data.reversedAt ?? occurredAt(event),
    }),

  BooksClosed: ({ closedThrough }, _event, { books }) => books.closeThrough(closedThrough),
  BooksReopened: ({ closedThrough }, _event, { books }) => books.reopenTo(closedThrough ?? null),
});

function ownerEquityRow(
  type: 'Investment' | 'Drawing',
  data: { cashAccountId: string; equityAccountId: string; amount: number; date: string; description: string; journalEntryId: string; recordedAt: string },
  occurred: string,
) {
  return {
    type,
    cash_account_id: uuidOrNull(data.cashAccountId),
    equity_account_id: uuidOrNull(data.equityAccountId),
    amount: data.amount,
    date: data.date,
    description: data.description ?? '',
    journal_entry_id: uuidOrNull(data.journalEntryId),
    created_at: data.recordedAt ?? occurred,
  };
}

declare module '../batch' {
  interface ProjectionBatch {
    books: BooksBatch;
  }
}

export const booksProjection: Projection<'books'> = {
  name: 'books',
  tables: { transfers: 'id', expenses: 'id', owner_equity_transactions: 'id', profit_transfers: 'id', books: 'id' },
  createState: () => new BooksBatch(),
  handlers: booksHandlers,
  flush: (state: BooksBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
