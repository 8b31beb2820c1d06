/**
 * The customers feature's read-model table (in READ_MODELS_SCHEMA), as its migration creates it,
 * and its row as a reader's node-postgres returns it (timestamptz as a Date).
 */
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const CUSTOMERS_TABLE = 'customers';

export const CUSTOMERS = defineTable(CUSTOMERS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: 'text',
    /** As typed ("+880 1711-000000"). */
    phone: 'text',
    /** The phone's digits as the uniqueness key holds them (domain `customerPhoneKey`): what a search by phone matches. */
    phone_digits: 'text',
    father_name: 'text',
    email: 'text',
    address: 'text',
    nid: 'text',
    /** Bangladesh Business Identification Number (13 digits) of a business customer, or '' (issue 24). */
    bin: 'text',
    /** The vehicle model the customer rides (vehicles.id), or null. */
    vehicle_id: nullable('uuid'),
    /** Set by CustomerFirstUsed: an invoice, booking or receivable names the customer, so it cannot be deleted. */
    used: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when deleted: the row stays so what names the customer still resolves it. */
    deleted_at: nullable('timestamptz'),
  },
});
export type CustomerRecord = RecordOf<typeof CUSTOMERS>;
