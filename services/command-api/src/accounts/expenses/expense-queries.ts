import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { containsPattern } from '../../platform/list-query';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import type { ExpenseListQuery } from './expense.dto';

const view = (row: any) => ({
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

@Injectable()
export class ExpenseQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private base() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from('expenses as x')
      .leftJoin('gl_accounts as a', 'a.id', 'x.expense_account_id')
      .leftJoin('gl_accounts as c', 'c.id', 'x.cash_account_id')
      .leftJoin('payment_methods as m', 'm.id', 'x.payment_method_id')
      .leftJoin('journal_entries as e', 'e.id', 'x.journal_entry_id');
  }

  private selected(query: Knex.QueryBuilder) {
    return query.select('x.*', 'a.code as expense_code', 'a.name as expense_name', 'c.code as cash_code', 'c.name as cash_name', 'm.name as payment_method_name', 'e.entry_number');
  }

  async list(query: ExpenseListQuery) {
    const filtered = this.base();
    if (query.startDate) filtered.where('x.date', '>=', query.startDate);
    if (query.endDate) filtered.where('x.date', '<=', query.endDate);
    if (query.expenseAccount) filtered.where('x.expense_account_id', query.expenseAccount);
    if (query.search?.trim()) filtered.whereRaw('lower(x.description) like ?', [containsPattern(query.search)]);
    const [{ count, total }] = await filtered.clone().select(this.database.raw('count(*) as count'), this.database.raw('coalesce(sum(x.amount), 0) as total'));
    const rows = await this.selected(filtered).orderBy([{ column: 'x.date', order: 'desc' }, { column: 'x.created_at', order: 'desc' }]).limit(query.limit).offset((query.page - 1) * query.limit);
    const page = pagination(Number(count), query.page, query.limit);
    return { expenses: rows.map(view), pagination: { ...page, currentPage: page.page }, totalAmount: takaFromColumn(total) };
  }

  async get(id: string) {
    const row = await this.selected(this.base()).where('x.id', id).first();
    if (!row) throw new NotFoundException('Expense not found');
    return view(row);
  }
}
