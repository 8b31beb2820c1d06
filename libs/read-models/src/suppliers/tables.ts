/**
 * The suppliers feature's read-model table (in READ_MODELS_SCHEMA), as its migration creates it,
 * and its row as a reader's node-postgres returns it (timestamptz as a Date).
 */
export const SUPPLIERS_TABLE = 'suppliers';

export interface SupplierRecord {
  id: string;
  name: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  is_active: boolean;
  /**
   * The supplier's purchases that are not deleted, and its payables not fully paid. Counters the
   * purchases and payables projections move (+1 / −1) in the same batch as the event that changes
   * them; deleting a supplier is refused while either is above zero.
   */
  purchase_count: number;
  open_payable_count: number;
  created_at: Date;
  updated_at: Date;
  /** Set when deleted: the row stays so purchases, products and requisitions that name it still resolve it. */
  deleted_at: Date | null;
}
