import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  CUSTOMERS_TABLE,
  INVOICES_TABLE,
  invoiceNumberSearched,
  invoiceNumberText,
  JOURNAL_ENTRIES_TABLE,
  READ_MODELS_SCHEMA,
  RECEIVABLE_PAYMENTS_TABLE,
  RECEIVABLES_TABLE,
  RECEIVABLES_DUE_TOTALS_TABLE,
  RECEIVABLES_TOTALS_TABLE,
  type CustomerRecord,
  type InvoiceRecord,
  type JournalEntryRecord,
  type ReceivablePaymentRecord,
  type ReceivableRecord,
  type ReceivablesTotalRecord,
} from '@dealer/read-models';
import { receivableStatus } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate, sqlDateLiteral } from '../../platform/dates';
import { lookupById } from '../../platform/lookup-by-id';
import { orderOf, pagedList, type ListShape } from '../../platform/paged-list';
import { pagination as paginationOf } from '../../platform/responses';
import type { ListQuery } from '../../platform/list-query';
import { takaFromColumn } from '../../platform/taka';
import { idsNamed } from '../../platform/name-search';
import { entryNumberOf, OpenItemPayments, openItemListShape, type OpenItemPaymentsTable, openItemStatusConditions, whereOpenItemFilters } from '../open-items/open-item-queries';
import type { ReceivableListQuery, ReceivableListStatus } from './receivable.dto';

/** A receivable with its customer, invoice and entry (null names: since deleted). */
interface ReceivableRow extends ReceivableRecord {
  customer_name: CustomerRecord['name'] | null;
  customer_phone: CustomerRecord['phone'] | null;
  invoice_number: InvoiceRecord['invoice_number'] | null;
  entry_number: JournalEntryRecord['entry_number'] | null;
}


export const receivableView = (row: ReceivableRow, today = dhakaDate()) => {
  const remaining = takaFromColumn(row.remaining);
  return {
    _id: row.id,
    customer: { _id: row.customer_id, name: row.customer_name ?? 'Deleted customer', phone: row.customer_phone ?? '' },
    source: row.source as 'invoice' | 'manual',
    invoice: row.invoice_id ? { _id: row.invoice_id, invoiceNumber: invoiceNumberText(row.invoice_number) } : null,
    amount: takaFromColumn(row.amount),
    paidAmount: takaFromColumn(row.paid_amount),
    writtenOffAmount: takaFromColumn(row.written_off_amount),
    remaining,
    remainingAmount: remaining,
    openedDate: row.opened_date,
    dueDate: row.due_date,
    status: receivableStatus(
      { amount: Number(row.amount), paidAmount: Number(row.paid_amount), writtenOffAmount: Number(row.written_off_amount), dueDate: row.due_date, lifecycle: 'open' },
      today,
    ) as ReceivableListStatus,
    notes: row.notes,
    journalEntry: row.journal_entry_id ? { _id: row.journal_entry_id, entryNumber: entryNumberOf(row.entry_number) } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

export type ReceivableView = ReturnType<typeof receivableView>;

/** The status a receivable has today, as a condition (Asia/Dhaka: computed at query time): settled by a bad debt, Written Off, not Paid. */
const STATUS_CONDITION: Record<ReceivableListStatus, (today: string) => string> = {
  ...openItemStatusConditions({ alias: 'r', anySettled: '(r.paid_amount > 0 or r.written_off_amount > 0)', noneSettled: 'r.paid_amount = 0 and r.written_off_amount = 0', unsettled: 'Outstanding' }),
  Paid: () => 'r.remaining <= 0 and r.written_off_amount = 0',
  'Written Off': () => 'r.remaining <= 0 and r.written_off_amount > 0',
};

/**
 * Every column here is the receivables table's own: the list pages, counts and sums the
 * receivables alone, and joins the names (customer, invoice number, entry number) to the page's
 * rows only (`named`).
 */
const receivableList = (today: string, customerIds: string[], invoiceNumber: number | null): ListShape =>
  openItemListShape(
    'r',
    STATUS_CONDITION.Overdue(today),
    // Notes anywhere in them (a trigram index), the customer's name (by its ids), the invoice by its number.
    (where, _search, pattern) => {
      where.orWhereRaw('lower(r.notes) like ?', [pattern]);
      if (customerIds.length) where.orWhereIn('r.customer_id', customerIds);
      // The invoice by its number (unique, indexed): its id, then the receivables' invoice_id.
      if (invoiceNumber !== null) where.orWhereRaw(`r.invoice_id = (select n.id from ${READ_MODELS_SCHEMA}.${INVOICES_TABLE} as n where n.invoice_number = ?)`, [invoiceNumber]);
    },
    { totalWrittenOff: 'coalesce(sum(r.written_off_amount), 0)' },
  );

type ReceivablePaymentExtra = { invoiceId: string | null };

/** A payment's account: the one the money came into; `invoiceId`: the invoice it was received on, if any. */
const RECEIVABLE_PAYMENTS: OpenItemPaymentsTable<ReceivablePaymentRecord, 'receivableId', 'account', ReceivablePaymentExtra> = {
  table: RECEIVABLE_PAYMENTS_TABLE,
  itemColumn: 'receivable_id',
  itemKey: 'receivableId',
  accountColumn: 'debit_account_id',
  accountKey: 'account',
  extra: (row) => ({ invoiceId: row.invoice_id }),
};

/** The aging buckets of what is open, by days past due (the financial dashboard's receivables aging), over receivables_due_totals. */
const AGING: Record<string, (today: string) => string> = {
  current: (today) => `due_date >= ${sqlDateLiteral(today)}`,
  days1to30: (today) => `due_date < ${sqlDateLiteral(today)} and due_date >= ${sqlDateLiteral(today)} - 30`,
  days31to60: (today) => `due_date < ${sqlDateLiteral(today)} - 30 and due_date >= ${sqlDateLiteral(today)} - 60`,
  days61to90: (today) => `due_date < ${sqlDateLiteral(today)} - 60 and due_date >= ${sqlDateLiteral(today)} - 90`,
  over90: (today) => `due_date < ${sqlDateLiteral(today)} - 90`,
};

@Injectable()
export class ReceivableQueries {
  private readonly byId = lookupById<ReceivableRow>((ids) => this.receivables().whereIn('r.id', ids), (row) => row.id);

  private readonly payments: OpenItemPayments<ReceivablePaymentRecord, 'receivableId', 'account', ReceivablePaymentExtra>;

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {
    this.payments = new OpenItemPayments(database, RECEIVABLE_PAYMENTS);
  }

  /** The receivables not cancelled. */
  private receivables() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${RECEIVABLES_TABLE} as r`)
      .leftJoin(`${CUSTOMERS_TABLE} as c`, 'c.id', 'r.customer_id')
      .leftJoin(`${INVOICES_TABLE} as i`, 'i.id', 'r.invoice_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'r.journal_entry_id')
      .whereNull('r.cancelled_at')
      .select('r.*', 'c.name as customer_name', 'c.phone as customer_phone', 'i.invoice_number', 'e.entry_number');
  }

  /** The live receivables' own rows: what the list filters, orders, pages, counts and sums. */
  private listed() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from(`${RECEIVABLES_TABLE} as r`).whereNull('r.cancelled_at').select('r.*');
  }

  /** A page's rows with their names: one indexed lookup of the page's ids, the page's order kept. */
  private async named(rows: ReceivableRecord[]): Promise<ReceivableRow[]> {
    if (rows.length === 0) return [];
    type Names = Pick<ReceivableRow, 'id' | 'customer_name' | 'customer_phone' | 'invoice_number' | 'entry_number'>;
    const names: Names[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${RECEIVABLES_TABLE} as r`)
      .leftJoin(`${CUSTOMERS_TABLE} as c`, 'c.id', 'r.customer_id')
      .leftJoin(`${INVOICES_TABLE} as i`, 'i.id', 'r.invoice_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'r.journal_entry_id')
      .whereIn('r.id', rows.map((row) => row.id))
      .select('r.id', 'c.name as customer_name', 'c.phone as customer_phone', 'i.invoice_number', 'e.entry_number');
    const byId = new Map(names.map((row) => [row.id, row]));
    return rows.map((row) => {
      const found = byId.get(row.id);
      return { ...row, customer_name: found?.customer_name ?? null, customer_phone: found?.customer_phone ?? null, invoice_number: found?.invoice_number ?? null, entry_number: found?.entry_number ?? null };
    });
  }

  async list(query: ReceivableListQuery) {
    const today = dhakaDate();
    // Paged first, on the receivables table alone (its filters, order and indexes), then named.
    const base = this.listed();
    if (query.status) base.whereRaw(STATUS_CONDITION[query.status](today));
    if (query.open === 'true') base.where('r.remaining', '>', 0);
    if (query.open === 'false') base.where('r.remaining', '<=', 0);
    if (query.source) base.where('r.source', query.source);
    whereOpenItemFilters(base, 'r', 'customer_id', { ...query, party: query.customer });
    const customers = await idsNamed(this.database, CUSTOMERS_TABLE, query.search);
    const shape = receivableList(today, customers, query.search ? invoiceNumberSearched(query.search) : null);
    const otherFilters = query.customer || query.source || query.startDate || query.endDate || query.search?.trim() || query.after !== undefined;
    // The first pages of the whole list, the Overdue list and the open ones count nothing: their totals are the projector's.
    const known = otherFilters || (query.status && query.open)
      ? null
      : !query.status && !query.open
        ? this.unfilteredTotals(today)
        : query.status === 'Overdue'
          ? this.openTotals(today, true)
          : query.open === 'true'
            ? this.openTotals(today, false)
            : null;
    const [{ rows, pagination, aggregates }, totals] = await Promise.all([
      known ? this.pageOf(base, shape, query) : pagedList<ReceivableRecord>(base, shape, query),
      known ?? Promise.resolve(null),
    ]);
    const summary = totals ?? aggregates;
    return {
      receivables: (await this.named(rows)).map((row) => receivableView(row, today)),
      pagination: totals ? paginationOf(Number(totals.count), query.page ?? 1, query.limit) : pagination,
      summary: {
        totalAmount: takaFromColumn(summary.totalAmount),
        totalPaid: takaFromColumn(summary.totalPaid),
        totalWrittenOff: takaFromColumn(summary.totalWrittenOff),
        totalRemaining: takaFromColumn(summary.totalRemaining),
        totalOverdue: takaFromColumn(summary.totalOverdue),
      },
    };
  }

  /** A page of rows in the list's order, without counting (its totals are known). */
  private async pageOf(base: Knex.QueryBuilder, shape: ListShape, query: ReceivableListQuery) {
    const order = orderOf(shape, query).map((term) => `${term.column} ${term.order}`).join(', ');
    const rows: ReceivableRecord[] = await base.clone().orderByRaw(order).limit(query.limit).offset(((query.page ?? 1) - 1) * query.limit);
    return { rows, pagination: paginationOf(0, query.page ?? 1, query.limit), aggregates: {} as Record<string, string> };
  }

  private dueTotals() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from(RECEIVABLES_DUE_TOTALS_TABLE);
  }

  /** Every live receivable: the projector's running totals, and the overdue total from the days due before today. */
  private async unfilteredTotals(today: string) {
    const [totals, overdue] = await Promise.all([
      this.database.withSchema(READ_MODELS_SCHEMA).from(RECEIVABLES_TOTALS_TABLE).where('name', 'receivables').first() as Promise<ReceivablesTotalRecord | undefined>,
      this.dueTotals().where('due_date', '<', today).first(this.database.raw('coalesce(sum(remaining), 0)::text as total')) as Promise<{ total: string }>,
    ]);
    const amount = BigInt(totals?.amount ?? 0);
    const paid = BigInt(totals?.paid ?? 0);
    const writtenOff = BigInt(totals?.written_off ?? 0);
    return {
      count: totals?.count ?? '0',
      totalAmount: String(amount),
      totalPaid: String(paid),
      totalWrittenOff: String(writtenOff),
      totalRemaining: String(amount - paid - writtenOff),
      totalOverdue: overdue.total,
    };
  }

  /** The count and sums of the open receivables (`overdue`: of the days due before today only). */
  private async openTotals(today: string, overdue: boolean) {
    const days = this.dueTotals();
    if (overdue) days.where('due_date', '<', today);
    const sums = {
      count: 'sum(open_count)',
      totalAmount: 'sum(open_amount)',
      totalPaid: 'sum(open_paid)',
      totalWrittenOff: 'sum(open_written_off)',
      totalRemaining: 'sum(remaining)',
      totalOverdue: `sum(remaining) filter (where due_date < ${sqlDateLiteral(today)})`,
    };
    const columns = Object.entries(sums).map(([name, sql]) => `coalesce(${sql}, 0)::text as "${name}"`);
    return days.first(this.database.raw(columns.join(', '))) as Promise<Record<keyof typeof sums, string>>;
  }

  /** What customers owe today, open receivables by age past due (from the due dates' totals). */
  async summary() {
    const today = dhakaDate();
    const buckets = Object.entries(AGING).map(([name, condition]) => `coalesce(sum(remaining) filter (where ${condition(today)}), 0)::text as "${name}"`);
    const columns = [
      'coalesce(sum(open_count), 0)::text as "openCount"',
      'coalesce(sum(remaining), 0)::text as "totalRemaining"',
      `coalesce(sum(open_count) filter (where due_date < ${sqlDateLiteral(today)}), 0)::text as "overdueCount"`,
      ...buckets,
    ];
    const row: Record<string, string> = await this.dueTotals().first(this.database.raw(columns.join(', ')));
    return {
      asOf: today,
      openCount: Number(row.openCount),
      overdueCount: Number(row.overdueCount),
      totalRemaining: takaFromColumn(row.totalRemaining),
      totalOverdue: takaFromColumn(String(BigInt(row.totalRemaining) - BigInt(row.current))),
      aging: Object.fromEntries(Object.keys(AGING).map((name) => [name, takaFromColumn(row[name])])),
    };
  }

  async get(id: string) {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Receivable not found');
    return receivableView(row);
  }

  /** A receivable's payments (on the screen, or on its invoice), newest first, with the receivable. */
  async paymentsOf(id: string, query: ListQuery) {
    const receivable = await this.get(id);
    return { ...(await this.payments.pageOf(id, query)), receivable };
  }

  payment(paymentId: string) {
    return this.payments.one(paymentId);
  }
}
