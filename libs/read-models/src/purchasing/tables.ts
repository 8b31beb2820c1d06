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
export const MOTORCYCLES_TABLE = 'motorcycles';
export const REQUISITIONS_TABLE = 'requisitions';
export const PURCHASES_TABLE = 'purchases';
export const PAYABLES_TABLE = 'payables';
export const PAYABLE_PAYMENTS_TABLE = 'payable_payments';
export const PURCHASING_TOTALS_TABLE = 'purchasing_totals';

/** 'PUR-000123': a purchase's human number, assigned by the projector in log order. */
export const purchaseNumberText = (purchaseNumber: number | string | null | undefined): string | null =>
  purchaseNumber === null || purchaseNumber === undefined ? null : `PUR-${String(purchaseNumber).padStart(6, '0')}`;

export interface MotorcycleRecord {
  id: string;
  product_id: string;
  /** Upper-case as the API keeps them; searched from the start, case-insensitively. */
  chassis_no: string;
  engine_no: string;
  color: string;
  /** 'Available' | 'Reserved' | 'In Service' | 'Sold' */
  status: string;
  purchase_date: string | null;
  /** Poisha: its cost (a purchase's line price plus its share of other charges, or the price entered by hand). */
  purchase_price: string;
  registration_date: string | null;
  registration_number: string;
  /** Whole km. */
  mileage: string;
  fuel_type: string | null;
  last_service_date: string | null;
  next_service_date: string | null;
  location_warehouse: string;
  location_section: string;
  location_position: string;
  insurance_provider: string;
  insurance_policy_number: string;
  insurance_expiry_date: string | null;
  /** Poisha, or null when not given. */
  insurance_premium: string | null;
  notes: string;
  /** 'purchase' | 'register' (entered by hand). */
  source: string;
  /** The purchase that brought it in (source 'purchase'). */
  purchase_id: string | null;
  /** The invoice that sold it, while Sold. */
  invoice_id: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface RequisitionRecord {
  id: string;
  supplier_id: string;
  notes: string;
  /** jsonb: [{ productId, quantity }] in the requisition's order. */
  products: { productId: string; quantity: number }[];
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

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
}

export interface PurchaseRecord {
  id: string;
  /** Gap-free, in log order over every purchase ever recorded (a deleted one keeps its number); null only inside a batch. */
  purchase_number: number | null;
  supplier_id: string;
  memo_number: string;
  purchase_date: string;
  due_date: string;
  payment_terms: number;
  other_charges: string;
  notes: string;
  items: PurchaseItemRecord[];
  subtotal: string;
  total: string;
  payment_method_id: string;
  paid_amount: string;
  /** The payable's id (its row exists only while something was left unpaid). */
  payable_id: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set when deleted: the row stays so its number is never given again. */
  deleted_at: Date | null;
}

export interface PayableRecord {
  id: string;
  supplier_id: string;
  bill_number: string;
  /** 'purchase' | 'bill' */
  source: string;
  purchase_id: string | null;
  /** A bill's debited account. */
  debit_account_id: string | null;
  /** A bill's current entry (a purchase's payable is carried by the purchase's entry). */
  journal_entry_id: string | null;
  amount: string;
  paid_amount: string;
  /** Generated: amount − paid_amount. */
  remaining: string;
  payment_count: number;
  bill_date: string;
  due_date: string;
  notes: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set when cancelled (its purchase or bill deleted, or its purchase now paid in full): left out of every answer. */
  cancelled_at: Date | null;
}

export interface PayablePaymentRecord {
  /** The payment's id. */
  id: string;
  payable_id: string;
  amount: string;
  payment_method_id: string;
  /** The account the money left (the cash account chosen, or the method's account). */
  credit_account_id: string;
  payment_date: string;
  notes: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: Date;
}

/**
 * A list's size as its unfiltered first page shows it, kept by the projector. Names:
 * 'motorcycles', 'motorcycles:{status}', 'purchases' (not deleted), 'requisitions', 'payables'
 * (not cancelled, with `amount` and `paid` summed).
 */
export interface PurchasingTotalRecord {
  name: string;
  count: string;
  amount: string;
  paid: string;
}
