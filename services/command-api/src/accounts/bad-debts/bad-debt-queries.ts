import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  BAD_DEBTS_TABLE,
  CUSTOMERS_TABLE,
  GL_ACCOUNTS_TABLE,
  INVOICES_TABLE,
  invoiceNumberSearched,
  invoiceNumberText,
  JOURNAL_ENTRIES_TABLE,
  READ_MODELS_SCHEMA,
  RECEIVABLES_TABLE,
  type BadDebtRecord,
  type CustomerRecord,
  type GlAccountRecord,
  type InvoiceRecord,
  type JournalEntryRecord,
  type ReceivableRecord,
} from '@dealer/read-models';
import { receivableStatus, type BadDebtReason, type BadDebtStatus } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate, sqlDateLiteral } from '../../platform/dates';
import { lookupById } from '../../platform/lookup-by-id';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import { idsNamed } from '../../platform/name-search';
import type { BadDebtListQuery } from './bad-debt.dto';

/** A bad debt record with its customer, invoice, receivable, account and entry (null: since deleted or cancelled). */
interface BadDebtRow extends BadDebtRecord {
  customer_name: CustomerRecord['name'] | null;
  customer_phone: CustomerRecord['phone'] | null;
  invoice_number: InvoiceRecord['invoice_number'] | null;
  receivable_amount: ReceivableRecord['amount'] | null;
  receivable_paid: ReceivableRecord['paid_amount'] | null;
  receivable_written_off: ReceivableRecord['written_off_amount'] | null;
  receivable_remaining: ReceivableRecord['remaining'] | null;
  receivable_due_date: ReceivableRecord['due_date'] | null;
  receivable_cancelled_at: ReceivableRecord['cancelled_at'] | null;
  account_code: GlAccountRecord['code'] | null;
  account_name: GlAccountRecord['name'] | null;
  entry_number: JournalEntryRecord['entry_number'] | null;
}

export const badDebtView = (row: BadDebtRow, today = dhakaDate()) => ({
  _id: row.id,
  customer: { _id: row.customer_id, name: row.customer_name ?? 'Deleted customer', phone: row.customer_phone ?? '' },
  invoice: row.invoice_id ? { _id: row.invoice_id, invoiceNumber: invoiceNumberText(row.invoice_number) } : null,
  receivable: {
    _id: row.receivable_id,
    amount: takaFromColumn(row.receivable_amount),
    remainingAmount: row.receivable_cancelled_at ? 0 : takaFromColumn(row.receivable_remaining),
    dueDate: row.receivable_due_date,
    status: row.receivable_amount === null
      ? 'Cancelled'
      : receivableStatus(
          {
            amount: Number(row.receivable_amount),
            paidAmount: Number(row.receivable_paid),
            writtenOffAmount: Number(row.receivable_written_off),
            dueDate: row.receivable_due_date ?? today,
            lifecycle: row.receivable_cancelled_at ? 'cancelled' : 'open',
          },
          today,
        ),
  },
  badDebtAccount: { _id: row.bad_debt_account_id, code: row.account_code ?? '', name: row.account_name ?? 'Deleted account' },
  originalAmount: takaFromColumn(row.original_amount),
  writeOffAmount: takaFromColumn(row.write_off_amount),
  /** What posting wrote off (the write-off amount, or what remained if less); 0 until posted. */
  postedAmount: takaFromColumn(row.posted_amount),
  writeOffDate: row.write_off_date,
  reason: row.reason as BadDebtReason,
  notes: row.notes,
  status: row.status as BadDebtStatus,
  journalEntry: row.journal_entry_id ? { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) } : null,
  approvedAt: row.approved_at,
  postedAt: row.posted_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type BadDebtView = ReturnType<typeof badDebtView>;

/** The first day of today's month (Asia/Dhaka), as a SQL date literal. */
const monthStartLiteral = (today: string) => sqlDateLiteral(`${today.slice(0, 8)}01`);

/** Each sortable column has an index (column, id). */
const badDebtList = (today: string, customerIds: string[], invoiceNumber: number | null): ListShape => ({
  sortable: { createdAt: 'b.created_at', writeOffDate: ['b.write_off_date', 'b.created_at'], amount: 'b.amount' },
  defaultOrder: [{ column: 'b.created_at', order: 'desc' }],
  tiebreaker: 'b.id',
  // Accounting spec: search by customer, invoice or notes.
  searchAlso: (where, _search, pattern) => {
    where.orWhereRaw('lower(b.notes) like ?', [pattern]);
    if (customerIds.length) where.orWhereIn('b.customer_id', customerIds);
    if (invoiceNumber !== null) where.orWhere('i.invoice_number', invoiceNumber);
  },
  // The summary cards: Total Bad Debts, This Month, Total Records, Average Amount (what each record stands for: its posted amount once posted).
  aggregates: {
    totalBadDebts: 'coalesce(sum(b.amount), 0)',
    thisMonth: `coalesce(sum(b.amount) filter (where b.write_off_date >= ${monthStartLiteral(today)} and b.write_off_date < ${monthStartLiteral(today)} + interval '1 month'), 0)`,
  },
});

@Injectable()
export class BadDebtQueries {
  private readonly byId = lookupById<BadDebtRow>((ids) => this.badDebts().whereIn('b.id', ids), (row) => row.id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private badDebts() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${BAD_DEBTS_TABLE} as b`)
      .leftJoin(`${CUSTOMERS_TABLE} as c`, 'c.id', 'b.customer_id')
      .leftJoin(`${INVOICES_TABLE} as i`, 'i.id', 'b.invoice_id')
      .leftJoin(`${RECEIVABLES_TABLE} as r`, 'r.id', 'b.receivable_id')
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'b.bad_debt_account_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'b.journal_entry_id')
      .select(
        'b.*',
        'c.name as customer_name',
        'c.phone as customer_phone',
        'i.invoice_number',
        'r.amount as receivable_amount',
        'r.paid_amount as receivable_paid',
        'r.written_off_amount as receivable_written_off',
        'r.remaining as receivable_remaining',
        'r.due_date as receivable_due_date',
        'r.cancelled_at as receivable_cancelled_at',
        'a.code as account_code',
        'a.name as account_name',
        'e.entry_number',
      );
  }

  async list(query: BadDebtListQuery) {
    const today = dhakaDate();
    const base = this.badDebts();
    if (query.status) base.where('b.status', query.status);
    if (query.customer) base.where('b.customer_id', query.customer);
    if (query.receivable) base.where('b.receivable_id', query.receivable);
    if (query.startDate) base.where('b.write_off_date', '>=', query.startDate);
    if (query.endDate) base.where('b.write_off_date', '<=', query.endDate);
    const customers = await idsNamed(this.database, CUSTOMERS_TABLE, query.search);
    const { rows, pagination, aggregates } = await pagedList<BadDebtRow>(base, badDebtList(today, customers, query.search ? invoiceNumberSearched(query.search) : null), query);
    const total = BigInt(aggregates.totalBadDebts ?? '0');
    const count = BigInt(pagination.total);
    return {
      badDebts: rows.map((row) => badDebtView(row, today)),
      pagination,
      summary: {
        totalBadDebts: takaFromColumn(aggregates.totalBadDebts),
        thisMonth: takaFromColumn(aggregates.thisMonth),
        totalRecords: pagination.total,
        // Rounded to the poisha, half up.
        averageAmount: count > 0n ? takaFromColumn(String((total * 2n + count) / (2n * count))) : 0,
      },
    };
  }

  async get(id: string) {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Bad debt record not found');
    return badDebtView(row);
  }
}
