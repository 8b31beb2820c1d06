/**
 * The purchasing feature's read-model tables (in READ_MODELS_SCHEMA): the motorcycle unit
 * register, requisitions, purchases, payables and their payments, as the migrations in
 * ./migrations create them. Rows as a reader's node-postgres returns them: bigint (poisha) as a
 * decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text (readers set that parser).
 *
 * The purchasing projection (services/projector/src/projections/purchasing) writes these from the
 * motorcycle-*, requisition-*, purchase-* and payable-* streams. It also keeps, in the same batch:
 * - `products.quantity` and `products.stock_value` of Motorcycle products: the units not Sold, each
 *   at its own purchase price (DESIGN §9), as the difference of the touched units' contributions
 *   before and after the batch's writes;
 * - `suppliers.purchase_count` (purchases not deleted) and `suppliers.open_payable_count` (payables
 *   not cancelled with something remaining), the same way from the touched purchases and payables;
 * - `purchasing_totals`, the size of each list unfiltered, the same way.
 */
import { defineTable, jsonb, nullable, type RecordOf } from '../table-declaration';

export const MOTORCYCLES_TABLE = 'motorcycles';
export const REQUISITIONS_TABLE = 'requisitions';
export const PURCHASES_TABLE = 'purchases';
export const PAYABLES_TABLE = 'payables';
export const PAYABLE_PAYMENTS_TABLE = 'payable_payments';
export const PURCHASING_TOTALS_TABLE = 'purchasing_totals';

/** 'PUR-000123': a purchase's human number, assigned by the projector in log order. */
export const purchaseNumberText = (purchaseNumber: number | string | null | undefined): string | null =>
  purchaseNumber === null || purchaseNumber === undefined ? null : `PUR-${String(purchaseNumber).padStart(6, '0')}`;

export const MOTORCYCLES = defineTable(MOTORCYCLES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    product_id: 'uuid',
    /** Upper-case as the API keeps them; searched from the start, case-insensitively. */
    chassis_no: 'text',
    engine_no: 'text',
    color: 'text',
    /** 'Available' | 'Reserved' | 'In Service' | 'Sold' */
    status: 'text',
    purchase_date: nullable('date'),
    /** Poisha: its cost (a purchase's line price plus its share of other charges, or the price entered by hand). */
    purchase_price: 'bigint',
    registration_date: nullable('date'),
    registration_number: 'text',
    /** Whole km. */
    mileage: 'bigint',
    fuel_type: nullable('text'),
    last_service_date: nullable('date'),
    next_service_date: nullable('date'),
    location_warehouse: 'text',
    location_section: 'text',
    location_position: 'text',
    insurance_provider: 'text',
    insurance_policy_number: 'text',
    insurance_expiry_date: nullable('date'),
    /** Poisha, or null when not given. */
    insurance_premium: nullable('bigint'),
    notes: 'text',
    /** 'purchase' | 'register' (entered by hand). */
    source: 'text',
    /** The purchase that brought it in (source 'purchase'). */
    purchase_id: nullable('uuid'),
    /** The invoice that sold it, while Sold. */
    invoice_id: nullable('uuid'),
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
});
export type MotorcycleRecord = RecordOf<typeof MOTORCYCLES>;

export const REQUISITIONS = defineTable(REQUISITIONS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    supplier_id: 'uuid',
    notes: 'text',
    /** [{ productId, quantity }] in the requisition's order. */
    products: jsonb<{ productId: string; quantity: number }[]>(),
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
});
export type RequisitionRecord = RecordOf<typeof REQUISITIONS>;

/** A purchase line as the purchase event holds it (money in poisha). */
export interface PurchaseItemRecord {
  productId: string;
  productName: string;
  productType: string;
  quantity: number;
  purchasePrice: number;
  salePrice: number;
  lineTotal: number;
  otherCharges: number;
  cost: number;
  units: { motorcycleId: string; chassisNo: string; engineNo: string; color: string; cost: number }[];
  /** VAT (issue 24), only on a purchase recorded while registered: the rate in hundredths (null: none or exempt), the line's VAT (poisha), whether it was input credit. */
  vatRateHundredths?: number | null;
  vat?: number;
  inputVatCredited?: boolean;
}

export const PURCHASES = defineTable(PURCHASES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    supplier_id: 'uuid',
    memo_number: 'text',
    purchase_date: 'date',
    due_date: 'date',
    payment_terms: 'int',
    other_charges: 'bigint',
    notes: 'text',
    items: jsonb<PurchaseItemRecord[]>(),
    subtotal: 'bigint',
    /** subtotal + other charges + vat_total: the gross owed. */
    total: 'bigint',
    payment_method_id: 'uuid',
    paid_amount: 'bigint',
    /** The supplier's Mushak-6.3 ('' / null: none), the purchase's VAT and the part credited to VAT Input Credit (issue 24). */
    supplier_mushak_number: 'text',
    supplier_mushak_date: nullable('date'),
    vat_total: 'bigint',
    input_vat_credit: 'bigint',
    /** The payable's id (its row exists only while something was left unpaid). */
    payable_id: 'uuid',
    journal_entry_id: 'uuid',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when deleted: the row stays so its number is never given again. */
    deleted_at: nullable('timestamptz'),
  },
  computed: {
    /** Gap-free, in log order over every purchase ever recorded (a deleted one keeps its number), set after the insert; null only inside a batch. */
    purchase_number: nullable('int'),
  },
});
export type PurchaseRecord = RecordOf<typeof PURCHASES>;

export const PAYABLES = defineTable(PAYABLES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    supplier_id: 'uuid',
    bill_number: 'text',
    /** 'purchase' | 'bill' */
    source: 'text',
    purchase_id: nullable('uuid'),
    /** A bill's debited account. */
    debit_account_id: nullable('uuid'),
    /** A bill's current entry (a purchase's payable is carried by the purchase's entry). */
    journal_entry_id: nullable('uuid'),
    amount: 'bigint',
    bill_date: 'date',
    due_date: 'date',
    notes: 'text',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when cancelled (its purchase or bill deleted, or its purchase now paid in full): left out of every answer. */
    cancelled_at: nullable('timestamptz'),
  },
  counters: { paid_amount: 'bigint', payment_count: 'int' },
  computed: {
    /** Generated: amount − paid_amount. */
    remaining: 'bigint',
  },
});
export type PayableRecord = RecordOf<typeof PAYABLES>;

export const PAYABLE_PAYMENTS = defineTable(PAYABLE_PAYMENTS_TABLE, {
  /** The payment's id. */
  key: ['id', 'uuid'],
  columns: {
    payable_id: 'uuid',
    amount: 'bigint',
    payment_method_id: 'uuid',
    /** The account the money left (the cash account chosen, or the method's account). */
    credit_account_id: 'uuid',
    payment_date: 'date',
    notes: 'text',
    journal_entry_id: 'uuid',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    /** The payment's TrxID, card slip or approval number (capitals), null when none was given. */
    transaction_id: nullable('text'),
  },
});
export type PayablePaymentRecord = RecordOf<typeof PAYABLE_PAYMENTS>;

/**
 * A list's size as its unfiltered first page shows it, kept in SQL by the projector. Names:
 * 'motorcycles', 'motorcycles:{status}', 'purchases' (not deleted), 'requisitions', 'payables'
 * (not cancelled, with `amount` and `paid` summed).
 */
export const PURCHASING_TOTALS = defineTable(PURCHASING_TOTALS_TABLE, {
  key: ['name', 'text'],
  columns: {},
  counters: { count: 'bigint', amount: 'bigint', paid: 'bigint' },
});
export type PurchasingTotalRecord = RecordOf<typeof PURCHASING_TOTALS>;
