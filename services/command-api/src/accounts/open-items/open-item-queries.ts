import { NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_ACCOUNTS_TABLE, JOURNAL_ENTRIES_TABLE, PAYMENT_METHODS_TABLE, READ_MODELS_SCHEMA, type GlAccountRecord, type JournalEntryRecord, type PaymentMethodRecord } from '@dealer/read-models';
import { sqlDateLiteral } from '../../platform/dates';
import { pagedList, type ListShape } from '../../platform/paged-list';
import type { ListQuery } from '../../platform/list-query';
import { takaFromColumn } from '../../platform/taka';

/*
 * What the open items' queries share (payables, receivables): the list's statuses as conditions,
 * its order, sums and due-date filter, and the payments on an item. Each feature names its table
 * alias, columns and answer keys.
 */

export const entryNumberOf = (value: string | number | null) => (value === null ? null : Number(value));

/** How a feature names what settles its items: any settled, none settled (SQL over the list's alias). */
export interface OpenItemSettlement<Unsettled extends string> {
  alias: string;
  anySettled: string;
  noneSettled: string;
  /** The status of an item nothing settled yet, not overdue (Pending, Outstanding). */
  unsettled: Unsettled;
}

/** The status an open item has today, as a condition (Asia/Dhaka: computed at query time), as the domain's `openItemStatus` says. */
export function openItemStatusConditions<Unsettled extends string>(
  settlement: OpenItemSettlement<Unsettled>,
): Record<'Paid' | 'Overdue' | 'Partial' | Unsettled, (today: string) => string> {
  const { alias, anySettled, noneSettled, unsettled } = settlement;
  const open = (today: string) => `${alias}.remaining > 0 and ${alias}.due_date >= ${sqlDateLiteral(today)}`;
  return {
    Paid: () => `${alias}.remaining <= 0`,
    Overdue: (today) => `${alias}.remaining > 0 and ${alias}.due_date < ${sqlDateLiteral(today)}`,
    Partial: (today) => `${open(today)} and ${anySettled}`,
    [unsettled]: (today: string) => `${open(today)} and ${noneSettled}`,
  } as Record<'Paid' | 'Overdue' | 'Partial' | Unsettled, (today: string) => string>;
}

/**
 * The list's order (each sortable column has a partial index (column, id) where cancelled_at is
 * null) and its sums: amount, paid, remaining and overdue, with the feature's own (`aggregates`).
 */
export function openItemListShape(alias: string, overdue: string, searchAlso: ListShape['searchAlso'], aggregates: Record<string, string>): ListShape {
  return {
    sortable: { createdAt: `${alias}.created_at`, dueDate: `${alias}.due_date`, amount: `${alias}.amount`, remaining: `${alias}.remaining` },
    defaultOrder: [{ column: `${alias}.created_at`, order: 'desc' }],
    tiebreaker: `${alias}.id`,
    searchAlso,
    aggregates: {
      totalAmount: `coalesce(sum(${alias}.amount), 0)`,
      totalPaid: `coalesce(sum(${alias}.paid_amount), 0)`,
      totalRemaining: `coalesce(sum(${alias}.remaining), 0)`,
      totalOverdue: `coalesce(sum(${alias}.remaining) filter (where ${overdue}), 0)`,
      ...aggregates,
    },
  };
}

/** The list's filters every open item has: its party (supplier, customer) and the due dates from `startDate` to `endDate`. */
export function whereOpenItemFilters(base: Knex.QueryBuilder, alias: string, partyColumn: string, query: { party?: string; startDate?: string; endDate?: string }): void {
  if (query.party) base.where(`${alias}.${partyColumn}`, query.party);
  if (query.startDate) base.where(`${alias}.due_date`, '>=', query.startDate);
  if (query.endDate) base.where(`${alias}.due_date`, '<=', query.endDate);
}

/** A payment with its method, account and entry (null names: since deleted). */
export type OpenItemPaymentRow<Record> = Record & {
  payment_method_name: PaymentMethodRecord['name'] | null;
  account_code: GlAccountRecord['code'] | null;
  account_name: GlAccountRecord['name'] | null;
  entry_number: JournalEntryRecord['entry_number'] | null;
};

interface PaymentColumns {
  id: string;
  amount: string;
  payment_date: string;
  payment_method_id: string;
  notes: string;
  journal_entry_id: string;
  created_at: Date;
}

/**
 * A feature's payments: its table, the columns of its item and of the account the money moved
 * through with their keys in the answer ('payable_id' as 'payableId'), and its own fields (`extra`,
 * after the account's).
 */
export interface OpenItemPaymentsTable<Record extends PaymentColumns, ItemKey extends string, AccountKey extends string, Extra extends object> {
  table: string;
  itemColumn: keyof Record & string;
  itemKey: ItemKey;
  accountColumn: keyof Record & string;
  accountKey: AccountKey;
  extra: (row: Record) => Extra;
}

/** A payment in the answer: the fields every open item's payment has, its item's and account's keys, and the feature's own. */
export type OpenItemPaymentView<ItemKey extends string, AccountKey extends string, Extra extends object> = {
  _id: string;
  amount: number;
  paymentDate: string;
  paymentMethod: { _id: string; name: string };
  notes: string;
  journalEntry: { _id: string; entryNumber: number | null };
  createdAt: Date;
} & { [key in ItemKey]: string } & { [key in AccountKey]: { _id: string; code: string; name: string } } & Extra;

const PAYMENT_LIST: ListShape = {
  sortable: { createdAt: 'x.created_at', paymentDate: ['x.payment_date', 'x.created_at'], amount: 'x.amount' },
  defaultOrder: [{ column: 'x.created_at', order: 'desc' }],
  tiebreaker: 'x.id',
};

/** The payments on a feature's open items: a page of one item's, newest first, or one by its id. */
export class OpenItemPayments<Record extends PaymentColumns, ItemKey extends string, AccountKey extends string, Extra extends object> {
  constructor(private readonly database: Knex, private readonly shape: OpenItemPaymentsTable<Record, ItemKey, AccountKey, Extra>) {}

  private payments() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${this.shape.table} as x`)
      .leftJoin(`${PAYMENT_METHODS_TABLE} as m`, 'm.id', 'x.payment_method_id')
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', `x.${this.shape.accountColumn}`)
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'x.journal_entry_id')
      .select('x.*', 'm.name as payment_method_name', 'a.code as account_code', 'a.name as account_name', 'e.entry_number');
  }

  private view(row: OpenItemPaymentRow<Record>): OpenItemPaymentView<ItemKey, AccountKey, Extra> {
    const { itemColumn, itemKey, accountColumn, accountKey, extra } = this.shape;
    return {
      _id: row.id,
      [itemKey]: row[itemColumn],
      amount: takaFromColumn(row.amount),
      paymentDate: row.payment_date,
      paymentMethod: { _id: row.payment_method_id, name: row.payment_method_name ?? 'Deleted payment method' },
      [accountKey]: { _id: row[accountColumn], code: row.account_code ?? '', name: row.account_name ?? 'Deleted account' },
      ...extra(row),
      notes: row.notes,
      journalEntry: { _id: row.journal_entry_id, entryNumber: entryNumberOf(row.entry_number) },
      createdAt: row.created_at,
    } as OpenItemPaymentView<ItemKey, AccountKey, Extra>;
  }

  /** A page of the item's payments, newest first (no search). */
  async pageOf(itemId: string, query: ListQuery) {
    const { rows, pagination } = await pagedList<OpenItemPaymentRow<Record>>(this.payments().where(`x.${this.shape.itemColumn}`, itemId), PAYMENT_LIST, { ...query, search: undefined });
    return { payments: rows.map((row) => this.view(row)), pagination };
  }

  async one(paymentId: string) {
    const row: OpenItemPaymentRow<Record> | undefined = await this.payments().where('x.id', paymentId).first();
    if (!row) throw new NotFoundException('Payment not found');
    return this.view(row);
  }
}
