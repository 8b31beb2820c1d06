/**
 * The customers feature's read-model table (in READ_MODELS_SCHEMA), as its migration creates it,
 * and its row as a reader's node-postgres returns it (timestamptz as a Date).
 */
export const CUSTOMERS_TABLE = 'customers';

export interface CustomerRecord {
  id: string;
  name: string;
  /** As typed ("+880 1711-000000"). */
  phone: string;
  /** The phone's digits as the uniqueness key holds them (domain `customerPhoneKey`): what a search by phone matches. */
  phone_digits: string;
  father_name: string;
  email: string;
  address: string;
  nid: string;
  /** The vehicle model the customer rides (vehicles.id), or null. */
  vehicle_id: string | null;
  /** Set by CustomerFirstUsed: an invoice, booking or receivable names the customer, so it cannot be deleted. */
  used: boolean;
  created_at: Date;
  updated_at: Date;
  /** Set when deleted: the row stays so what names the customer still resolves it. */
  deleted_at: Date | null;
}
