import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PAYABLE_PAYMENTS_TABLE,
  PAYABLES_TABLE,
  PURCHASES_TABLE,
  purchaseNumberText,
  READ_MODELS_SCHEMA,
  SUPPLIERS_TABLE,
  type GlAccountRecord,
  type JournalEntryRecord,
  type PayablePaymentRecord,
  type PayableRecord,
  type PurchaseRecord,
  type SupplierRecord,
} from '@dealer/read-models';
import { payableStatus } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import { lookupById } from '../../platform/lookup-by-id';
import type { ListShape } from '../../platform/paged-list';
import type { ListQuery } from '../../platform/list-query';
import { takaFromColumn } from '../../platform/taka';
import { pageOfList } from '../../platform/counted-list';
import { idsNamed } from '../../platform/name-search';
import { entryNumberOf, OpenItemPayments, openItemListShape, type OpenItemPaymentsTable, openItemStatusConditions, whereOpenItemFilters } from '../open-items/open-item-queries';
import type { PayableListQuery, PayableStatusName } from './payable.dto';

/** A payable with its supplier, debited account, purchase and entry (null names: since deleted). */
interface PayableRow extends PayableRecord {
  supplier_name: SupplierRecord['name'] | null;
  account_code: GlAccountRecord['code'] | null;
  account_name: GlAccountRecord['name'] | null;
  purchase_number: PurchaseRecord['purchase_number'];
  entry_id: string | null;
  entry_number: JournalEntryRecord['entry_number'] | null;
}


export const payableView = (row: PayableRow, today = dhakaDate()) => {
  const amount = Number(row.amount);
  const paidAmount = Number(row.paid_amount);
  const remaining = takaFromColumn(row.remaining);
  return {
    _id: row.id,
    supplier: { _id: row.supplier_id, name: row.supplier_name ?? 'Deleted supplier' },
    billNumber: row.bill_number,
    source: row.source as 'purchase' | 'bill',
    purchaseId: row.purchase_id,
    purchase: row.purchase_id ? { _id: row.purchase_id, purchaseNumber: purchaseNumberText(row.purchase_number) } : null,
    account: row.debit_account_id ? { _id: row.debit_account_id, code: row.account_code ?? '', name: row.account_name ?? 'Deleted account' } : null,
    amount: takaFromColumn(row.amount),
    paidAmount: takaFromColumn(row.paid_amount),
    remaining,
    remainingAmount: remaining,
    billDate: row.bill_date,
    dueDate: row.due_date,
    status: payableStatus({ amount, paidAmount, dueDate: row.due_date, lifecycle: 'open' }, today) as PayableStatusName,
    notes: row.notes,
    journalEntry: row.entry_id ? { _id: row.entry_id, entryNumber: entryNumberOf(row.entry_number) } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

/** The status a payable has today, as a condition (Asia/Dhaka: computed at query time). */
const STATUS_CONDITION: Record<PayableStatusName, (today: string) => string> = openItemStatusConditions({ alias: 'b', anySettled: 'b.paid_amount > 0', noneSettled: 'b.paid_amount = 0', unsettled: 'Pending' });

/**
 * What was paid when the purchase was recorded: its payable opened for the rest only, so the
 * supplier billed the payable's amount plus this (a bill's payable is the whole bill).
 */
const PAID_AT_PURCHASE = 'coalesce(sum(p.paid_amount), 0)';

const payableList = (today: string, supplierIds: string[]): ListShape =>
  openItemListShape(
    'b',
    STATUS_CONDITION.Overdue(today),
    // Bill number and notes anywhere in them (trigram indexes), the supplier's name (by its ids).
    (where, _search, pattern) => {
      where.orWhereRaw('lower(b.bill_number) like ?', [pattern]).orWhereRaw('lower(b.notes) like ?', [pattern]);
      if (supplierIds.length) where.orWhereIn('b.supplier_id', supplierIds);
    },
    { paidAtPurchase: PAID_AT_PURCHASE },
  );

/** A payment's account: the one the money left (`cashAccount` in the answer). */
const PAYABLE_PAYMENTS: OpenItemPaymentsTable<PayablePaymentRecord, 'payableId', 'cashAccount', { transactionId: string | null }> = {
  table: PAYABLE_PAYMENTS_TABLE,
  itemColumn: 'payable_id',
  itemKey: 'payableId',
  accountColumn: 'credit_account_id',
  accountKey: 'cashAccount',
  extra: (row) => ({ transactionId: row.transaction_id }),
};

@Injectable()
export class PayableQueries {
  private readonly byId = lookupById<PayableRow>((ids) => this.payables().whereIn('b.id', ids), (row) => row.id);

  private readonly payments: OpenItemPayments<PayablePaymentRecord, 'payableId', 'cashAccount', { transactionId: string | null }>;

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {
    this.payments = new OpenItemPayments(database, PAYABLE_PAYMENTS);
  }

  /** The payables not cancelled; a purchase's payable is carried by the purchase's entry. */
  private payables() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PAYABLES_TABLE} as b`)
      .leftJoin(`${SUPPLIERS_TABLE} as s`, 's.id', 'b.supplier_id')
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'b.debit_account_id')
      .leftJoin(`${PURCHASES_TABLE} as p`, 'p.id', 'b.purchase_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', this.database.raw('coalesce(b.journal_entry_id, p.journal_entry_id)'))
      .whereNull('b.cancelled_at')
      .select('b.*', 's.name as supplier_name', 'a.code as account_code', 'a.name as account_name', 'p.purchase_number', 'e.id as entry_id', 'e.entry_number');
  }

  async list(query: PayableListQuery) {
    const today = dhakaDate();
    const base = this.payables();
    if (query.status) base.whereRaw(STATUS_CONDITION[query.status](today));
    whereOpenItemFilters(base, 'b', 'supplier_id', { ...query, party: query.supplier });
    const suppliers = await idsNamed(this.database, SUPPLIERS_TABLE, query.search);
    const unfiltered = query.status || query.supplier || query.startDate || query.endDate ? null : { total: 'payables' };
    const fromTotals = unfiltered && !query.search?.trim() && query.after === undefined;
    const [{ rows, pagination, aggregates, totals }, overdue, paidAtPurchase] = await Promise.all([
      pageOfList<PayableRow>(this.database, base, payableList(today, suppliers), query, unfiltered),
      // Unfiltered, the sums are the projector's totals and the overdue one an index-only sum of the open payables due before today.
      fromTotals ? this.overdueTotal(today) : Promise.resolve(null),
      fromTotals ? this.paidAtPurchaseTotal() : Promise.resolve(null),
    ]);
    const summary = totals && overdue !== null && paidAtPurchase !== null
      ? { totalAmount: totals.amount, totalPaid: totals.paid, totalRemaining: String(BigInt(totals.amount) - BigInt(totals.paid)), totalOverdue: overdue, paidAtPurchase }
      : aggregates;
    // Billed, paid and due, each named: the purchases' whole totals and the bills, all paid on them (at purchase and since), what remains.
    const billed = BigInt(summary.totalAmount) + BigInt(summary.paidAtPurchase);
    const paid = BigInt(summary.totalPaid) + BigInt(summary.paidAtPurchase);
    return {
      payables: rows.map((row) => payableView(row, today)),
      pagination,
      summary: {
        totalAmount: takaFromColumn(summary.totalAmount),
        totalPaid: takaFromColumn(summary.totalPaid),
        totalRemaining: takaFromColumn(summary.totalRemaining),
        totalOverdue: takaFromColumn(summary.totalOverdue),
        totalBilled: takaFromColumn(String(billed)),
        totalBilledPaid: takaFromColumn(String(paid)),
        totalPaidAtPurchase: takaFromColumn(summary.paidAtPurchase),
      },
    };
  }

  /** What was paid at once on the purchases whose payables are open or settled (not cancelled). */
  private async paidAtPurchaseTotal(): Promise<string> {
    const row: { total: string } = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PAYABLES_TABLE} as b`)
      .join(`${PURCHASES_TABLE} as p`, 'p.id', 'b.purchase_id')
      .whereNull('b.cancelled_at')
      .first(this.database.raw(`${PAID_AT_PURCHASE}::text as total`));
    return row.total;
  }

  private async overdueTotal(today: string): Promise<string> {
    const row: { total: string } = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(PAYABLES_TABLE)
      .whereNull('cancelled_at')
      .where('remaining', '>', 0)
      .where('due_date', '<', today)
      .first(this.database.raw('coalesce(sum(remaining), 0)::text as total'));
    return row.total;
  }

  async get(id: string) {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Payable not found');
    return payableView(row);
  }

  /** The purchase a payable belongs to, for a message ('PUR-000123'). */
  async purchaseNumberOf(id: string): Promise<string> {
    const row: (Pick<PayableRecord, 'bill_number'> & { purchase_number: number | null }) | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PAYABLES_TABLE} as b`)
      .leftJoin(`${PURCHASES_TABLE} as p`, 'p.id', 'b.purchase_id')
      .where('b.id', id)
      .first('b.bill_number', 'p.purchase_number');
    return purchaseNumberText(row?.purchase_number) ?? row?.bill_number ?? '';
  }

  /** A payable's payments, newest first, with the payable. */
  async paymentsOf(id: string, query: ListQuery) {
    const payable = await this.get(id);
    return { ...(await this.payments.pageOf(id, query)), payable };
  }

  payment(paymentId: string) {
    return this.payments.one(paymentId);
  }
}
