import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  EXPENSES_TABLE,
  GL_ACCOUNTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PAYMENT_METHODS_TABLE,
  READ_MODELS_SCHEMA,
  type ExpenseRecord,
  type GlAccountRecord,
  type JournalEntryRecord,
  type PaymentMethodRecord,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import type { ExpenseListQuery } from './expense.dto';

/** An expense with its accounts, payment method and entry number (null names: since deleted). */
interface ExpenseRow extends ExpenseRecord {
  expense_code: GlAccountRecord['code'];
  expense_name: GlAccountRecord['name'];
  cash_code: GlAccountRecord['code'];
  cash_name: GlAccountRecord['name'];
  payment_method_name: PaymentMethodRecord['name'];
  entry_number: JournalEntryRecord['entry_number'];
}

const view = (row: ExpenseRow) => ({
  _id: row.id,
  date: row.date,
  description: row.description,
  amount: takaFromColumn(row.amount),
  expenseAccount: { _id: row.expense_account_id, code: row.expense_code ?? '', name: row.expense_name ?? 'Deleted account' },
  cashAccount: { _id: row.cash_account_id, code: row.cash_code ?? '', name: row.cash_name ?? 'Deleted account' },
  paymentMethod: row.payment_method_id ? { _id: row.payment_method_id, name: row.payment_method_name ?? '' } : null,
  journalEntry: { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) },
  createdAt: row.created_at,
});

const EXPENSE_LIST: ListShape = {
  sortable: { date: ['x.date', 'x.created_at'], amount: 'x.amount', description: 'x.description', expenseAccount: 'a.code', createdAt: 'x.created_at' },
  defaultOrder: [{ column: 'x.date', order: 'desc' }, { column: 'x.created_at', order: 'desc' }],
  tiebreaker: 'x.id',
  search: ['x.description'],
  aggregates: { totalAmount: 'coalesce(sum(x.amount), 0)' },
};

@Injectable()
export class ExpenseQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private expenses() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${EXPENSES_TABLE} as x`)
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'x.expense_account_id')
      .leftJoin(`${GL_ACCOUNTS_TABLE} as c`, 'c.id', 'x.cash_account_id')
      .leftJoin(`${PAYMENT_METHODS_TABLE} as m`, 'm.id', 'x.payment_method_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'x.journal_entry_id')
      .select('x.*', 'a.code as expense_code', 'a.name as expense_name', 'c.code as cash_code', 'c.name as cash_name', 'm.name as payment_method_name', 'e.entry_number');
  }

  async list(query: ExpenseListQuery) {
    const expenses = this.expenses();
    if (query.startDate) expenses.where('x.date', '>=', query.startDate);
    if (query.endDate) expenses.where('x.date', '<=', query.endDate);
    if (query.expenseAccount) expenses.where('x.expense_account_id', query.expenseAccount);
    const { rows, pagination, aggregates } = await pagedList<ExpenseRow>(expenses, EXPENSE_LIST, query);
    // The expenses screen reads the page as currentPage.
    return { expenses: rows.map(view), pagination: { ...pagination, currentPage: pagination.page }, totalAmount: takaFromColumn(aggregates.totalAmount) };
  }

  async get(id: string) {
    const row: ExpenseRow | undefined = await this.expenses().where('x.id', id).first();
    if (!row) throw new NotFoundException('Expense not found');
    return view(row);
  }
}
