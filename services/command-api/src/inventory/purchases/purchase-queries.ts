import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  JOURNAL_ENTRIES_TABLE,
  MOTORCYCLES_TABLE,
  PAYABLES_TABLE,
  PAYMENT_METHODS_TABLE,
  PRODUCTS_TABLE,
  PURCHASES_TABLE,
  purchaseNumberText,
  READ_MODELS_SCHEMA,
  SUPPLIERS_TABLE,
  type JournalEntryRecord,
  type MotorcycleRecord,
  type PayableRecord,
  type PaymentMethodRecord,
  type ProductRecord,
  type PurchaseRecord,
  type SupplierRecord,
} from '@dealer/read-models';
import { payableStatus, toTaka } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import { lookupById } from '../../platform/lookup-by-id';
import type { ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import type { PurchaseListQuery } from './purchase.dto';
import { pageOfList } from '../../platform/counted-list';
import { idsNamed } from '../../platform/name-search';
import { purchaseNumberSearched } from './purchasing-support';

/** A purchase with its supplier, payment method, payable and entry number (null names: since deleted). */
interface PurchaseRow extends PurchaseRecord {
  supplier_name: SupplierRecord['name'] | null;
  payment_method_name: PaymentMethodRecord['name'] | null;
  payable_amount: PayableRecord['amount'] | null;
  payable_paid: PayableRecord['paid_amount'] | null;
  payable_due_date: PayableRecord['due_date'] | null;
  payable_cancelled_at: PayableRecord['cancelled_at'];
  entry_number: JournalEntryRecord['entry_number'] | null;
}

type ProductReference = { _id: string; name: string; model: string; type: string };
type UnitStatus = Pick<MotorcycleRecord, 'id' | 'status'>;

/**
 * By purchase date, newest first, then purchase number: the (purchase_date, purchase_number)
 * index read backwards, (supplier_id, purchase_date, purchase_number) for one supplier's.
 */
const purchaseList = (supplierIds: string[]): ListShape => ({
  sortable: { purchaseDate: ['p.purchase_date', 'p.purchase_number'], purchaseNumber: 'p.purchase_number', memoNumber: 'p.memo_number', total: 'p.total', createdAt: 'p.created_at' },
  defaultOrder: [
    { column: 'p.purchase_date', order: 'desc' },
    { column: 'p.purchase_number', order: 'desc' },
  ],
  tiebreaker: 'p.purchase_number',
  // Memo number anywhere in it (a trigram index), the purchase number, the supplier's name (by its ids): each an index on purchases.
  searchAlso: (where, search, pattern) => {
    where.orWhereRaw('lower(p.memo_number) like ?', [pattern]);
    const number = purchaseNumberSearched(search);
    if (number !== null) where.orWhere('p.purchase_number', number);
    if (supplierIds.length) where.orWhereIn('p.supplier_id', supplierIds);
  },
});

@Injectable()
export class PurchaseQueries {
  /** Views by id: the answers released together (read-your-writes) cost one query for their rows and one each for their products and units. */
  private readonly byId = lookupById(async (ids) => this.views(await this.purchases().whereIn('p.id', ids)), (view) => view._id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private purchases() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PURCHASES_TABLE} as p`)
      .leftJoin(`${SUPPLIERS_TABLE} as s`, 's.id', 'p.supplier_id')
      .leftJoin(`${PAYMENT_METHODS_TABLE} as m`, 'm.id', 'p.payment_method_id')
      .leftJoin(`${PAYABLES_TABLE} as b`, 'b.id', 'p.payable_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'p.journal_entry_id')
      .whereNull('p.deleted_at')
      .select(
        'p.*',
        's.name as supplier_name',
        'm.name as payment_method_name',
        'b.amount as payable_amount',
        'b.paid_amount as payable_paid',
        'b.due_date as payable_due_date',
        'b.cancelled_at as payable_cancelled_at',
        'e.entry_number',
      );
  }

  /** The products and units the rows' lines name, in one query each. */
  private async lines(rows: PurchaseRow[]) {
    const productIds = [...new Set(rows.flatMap((row) => row.items.map((item) => item.productId)))];
    const unitIds = [...new Set(rows.flatMap((row) => row.items.flatMap((item) => item.units.map((unit) => unit.motorcycleId))))];
    const schema = this.database.withSchema(READ_MODELS_SCHEMA);
    const [products, units] = await Promise.all([
      productIds.length ? (schema.clone().from(PRODUCTS_TABLE).whereIn('id', productIds).select('id', 'name', 'model', 'type') as Promise<Pick<ProductRecord, 'id' | 'name' | 'model' | 'type'>[]>) : [],
      unitIds.length ? (this.database.withSchema(READ_MODELS_SCHEMA).from(MOTORCYCLES_TABLE).whereIn('id', unitIds).select('id', 'status') as Promise<UnitStatus[]>) : [],
    ]);
    return {
      products: new Map<string, ProductReference>(products.map((product) => [product.id, { _id: product.id, name: product.name, model: product.model, type: product.type }])),
      statuses: new Map(units.map((unit) => [unit.id, unit.status])),
    };
  }

  private async views(rows: PurchaseRow[]) {
    const { products, statuses } = await this.lines(rows);
    const today = dhakaDate();
    return rows.map((row) => {
      const open = row.payable_amount !== null && row.payable_cancelled_at === null;
      const payable = open
        ? { amount: Number(row.payable_amount), paidAmount: Number(row.payable_paid), dueDate: row.payable_due_date ?? row.due_date, lifecycle: 'open' as const }
        : null;
      return {
        _id: row.id,
        purchaseNumber: purchaseNumberText(row.purchase_number),
        supplier: { _id: row.supplier_id, name: row.supplier_name ?? 'Deleted supplier' },
        memoNumber: row.memo_number,
        purchaseDate: row.purchase_date,
        dueDate: row.due_date,
        paymentTerms: row.payment_terms,
        otherCharges: takaFromColumn(row.other_charges),
        notes: row.notes,
        items: row.items.map((item) => ({
          product: products.get(item.productId) ?? { _id: item.productId, name: item.productName, model: '', type: item.productType },
          quantity: item.quantity,
          purchasePrice: toTaka(item.purchasePrice),
          salePrice: toTaka(item.salePrice),
          total: toTaka(item.lineTotal),
          // Per unit, with its share of other charges, to the poisha (half up).
          unitCost: toTaka(Math.floor((2 * item.cost + item.quantity) / (2 * item.quantity))),
          // VAT as the supplier charged it (issue 24): percent (null: none or exempt), taka for the whole line.
          vatRate: item.vatRateHundredths === undefined || item.vatRateHundredths === null ? null : item.vatRateHundredths / 100,
          vat: toTaka(item.vat ?? 0),
          inputVatCredited: item.inputVatCredited ?? false,
          units: item.units.map((unit) => ({ _id: unit.motorcycleId, chassisNo: unit.chassisNo, engineNo: unit.engineNo, color: unit.color, status: statuses.get(unit.motorcycleId) ?? 'Available' })),
        })),
        subtotal: takaFromColumn(row.subtotal),
        supplierMushakNumber: row.supplier_mushak_number || null,
        supplierMushakDate: row.supplier_mushak_date,
        vatTotal: takaFromColumn(row.vat_total),
        inputVatCredit: takaFromColumn(row.input_vat_credit),
        total: takaFromColumn(row.total),
        purchasePaymentMethod: { _id: row.payment_method_id, name: row.payment_method_name ?? 'Deleted payment method' },
        paidAmount: takaFromColumn(row.paid_amount),
        payable: payable
          ? { _id: row.payable_id, status: payableStatus(payable, today) as 'Pending' | 'Partial' | 'Paid' | 'Overdue', remaining: toTaka(payable.amount - payable.paidAmount) }
          : null,
        journalEntry: { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) },
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }

  async list(query: PurchaseListQuery) {
    const base = this.purchases();
    if (query.supplier) base.where('p.supplier_id', query.supplier);
    if (query.startDate) base.where('p.purchase_date', '>=', query.startDate);
    if (query.endDate) base.where('p.purchase_date', '<=', query.endDate);
    const suppliers = await idsNamed(this.database, SUPPLIERS_TABLE, query.search);
    const unfiltered = query.supplier || query.startDate || query.endDate ? null : { total: 'purchases' };
    const { rows, pagination } = await pageOfList<PurchaseRow>(this.database, base, purchaseList(suppliers), query, unfiltered);
    return { purchases: await this.views(rows), pagination };
  }

  async get(id: string) {
    const view = await this.byId.load(id);
    if (!view) throw new NotFoundException('Purchase not found');
    return view;
  }

  /** 'PUR-000123' of a purchase (its memo number until the projector numbers it), for messages. */
  async numberOf(id: string): Promise<string> {
    const view = await this.byId.load(id);
    return view?.purchaseNumber ?? view?.memoNumber ?? '';
  }
}
