import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  ACCOUNT_DAILY_TOTALS_TABLE,
  CASH_COUNTS_TABLE,
  GL_ACCOUNTS_TABLE,
  INVOICE_PAYMENTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  READ_MODELS_SCHEMA,
  type CashCountRecord,
  type GlAccountRecord,
  type JournalEntryRecord,
} from '@dealer/read-models';
import { CASH_NOTES, isCountableCash, type Poisha } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { poishaFromColumn, takaFromColumn, takaOf } from '../../platform/taka';
import { AccountFundsReader } from '../shared/account-funds';
import type { CashCountListQuery } from './cash-count.dto';

/** A count with its account and entry number (null names: the account was since deleted). */
interface CashCountRow extends CashCountRecord {
  account_code: GlAccountRecord['code'];
  account_name: GlAccountRecord['name'];
  entry_number: JournalEntryRecord['entry_number'];
}

const view = (row: CashCountRow) => {
  const difference = takaFromColumn(row.difference);
  return {
    _id: row.id,
    date: row.date,
    cashAccount: { _id: row.account_id, code: row.account_code ?? '', name: row.account_name ?? 'Deleted account' },
    // Every note, largest first, as the drawer is counted.
    notes: CASH_NOTES.map((note) => ({ note, count: row.notes[String(note)] ?? 0, amount: note * (row.notes[String(note)] ?? 0) })),
    countedTotal: takaFromColumn(row.counted_total),
    booksBalance: takaFromColumn(row.books_balance),
    difference,
    result: difference < 0 ? 'Short' : difference > 0 ? 'Over' : 'Agreed',
    journalEntry: row.journal_entry_id ? { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) } : null,
    remarks: row.remarks,
    countedBy: { _id: row.counted_by, name: row.counted_by_name },
    countedAt: row.counted_at,
    status: row.status,
    reopened: row.reopened_at ? { by: { _id: row.reopened_by, name: row.reopened_by_name }, at: row.reopened_at, reason: row.reopen_reason } : null,
  };
};

const CASH_COUNT_LIST: ListShape = {
  sortable: { date: ['c.date', 'c.counted_at'], countedAt: 'c.counted_at', difference: 'c.difference', countedTotal: 'c.counted_total' },
  defaultOrder: [{ column: 'c.date', order: 'desc' }, { column: 'c.counted_at', order: 'desc' }],
  tiebreaker: 'c.id',
  search: ['c.counted_by_name', 'c.remarks'],
  aggregates: { totalDifference: 'coalesce(sum(c.difference), 0)' },
};

@Injectable()
export class CashCountQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly funds: AccountFundsReader) {}

  private counts() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${CASH_COUNTS_TABLE} as c`)
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'c.account_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'c.journal_entry_id')
      .select('c.*', 'a.code as account_code', 'a.name as account_name', 'e.entry_number');
  }

  async list(query: CashCountListQuery) {
    const counts = this.counts();
    if (query.cashAccount) counts.where('c.account_id', query.cashAccount);
    if (query.startDate) counts.where('c.date', '>=', query.startDate);
    if (query.endDate) counts.where('c.date', '<=', query.endDate);
    if (query.status) counts.where('c.status', query.status);
    const { rows, pagination, aggregates } = await pagedList<CashCountRow>(counts, CASH_COUNT_LIST, query);
    return { cashCounts: rows.map(view), pagination, totalDifference: takaFromColumn(aggregates.totalDifference) };
  }

  /** One count, with the day's sales by payment method for the day-end report. */
  async get(id: string) {
    const row: CashCountRow | undefined = await this.counts().where('c.id', id).first();
    if (!row) throw new NotFoundException('Cash count not found');
    return { ...view(row), salesByMethod: await this.salesByMethod(row.date) };
  }

  /** The account and day a count is of (undefined: no such count). */
  async dayOf(id: string): Promise<{ accountId: string; date: string } | undefined> {
    const row: Pick<CashCountRecord, 'account_id' | 'date'> | undefined = await this.database.withSchema(READ_MODELS_SCHEMA).from(CASH_COUNTS_TABLE).where('id', id).first('account_id', 'date');
    return row ? { accountId: row.account_id, date: row.date } : undefined;
  }

  /** The account's balance in the books (poisha, debit side) at the end of `date`. */
  async booksBalance(accountId: string, date: string): Promise<Poisha> {
    const row: { balance: string | null } | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(ACCOUNT_DAILY_TOTALS_TABLE)
      .where('account_id', accountId)
      .where('date', '<=', date)
      .first(this.database.raw('sum(debit - credit)::text as balance'));
    return poishaFromColumn(row?.balance ?? 0);
  }

  /** What the form shows before the count: the books' balance and whether the day is already counted. */
  async expected(accountId: string, date: string) {
    const latest: Pick<CashCountRecord, 'id' | 'status'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(CASH_COUNTS_TABLE)
      .where({ account_id: accountId, date })
      .orderBy('counted_at', 'desc')
      .first('id', 'status');
    return { cashAccount: accountId, date, booksBalance: takaOf(await this.booksBalance(accountId, date)), counted: latest?.status === 'Counted' ? { _id: latest.id } : null };
  }

  /** The accounts a drawer can be counted for: the money accounts that hold cash (not a bank, wallet or card account). */
  async cashAccounts() {
    const cash = (await this.funds.moneyAccounts()).filter((account) => account.kind === 'cash');
    if (cash.length === 0) return [];
    const rows: Pick<GlAccountRecord, 'id' | 'cash_account' | 'system_role'>[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(GL_ACCOUNTS_TABLE)
      .whereIn('id', cash.map((account) => account._id))
      .select('id', 'cash_account', 'system_role');
    const countable = new Set(rows.filter((row) => isCountableCash({ status: 'active', cashAccount: row.cash_account, systemRole: row.system_role }, 'cash')).map((row) => row.id));
    return cash.filter((account) => countable.has(account._id)).map(({ _id, code, name }) => ({ _id, code, name }));
  }

  /** The day's receipts on invoices by payment method (payments of voided invoices left out). */
  private async salesByMethod(date: string) {
    const rows: { method_name: string; payments: string; amount: string }[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(INVOICE_PAYMENTS_TABLE)
      .where('payment_date', date)
      .whereNull('refunded_at')
      .groupBy('method_name')
      .orderBy('method_name')
      .select('method_name', this.database.raw('count(*)::text as payments'), this.database.raw('sum(amount)::text as amount'));
    return rows.map((row) => ({ method: row.method_name, payments: Number(row.payments), amount: takaFromColumn(row.amount) }));
  }
}
