/**
 * The suppliers feature's read-model table (in READ_MODELS_SCHEMA), as its migration creates it,
 * and its row as a reader's node-postgres returns it (timestamptz as a Date).
 */
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const SUPPLIERS_TABLE = 'suppliers';

export const SUPPLIERS = defineTable(SUPPLIERS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: 'text',
    contact_person: 'text',
    phone: 'text',
    email: 'text',
    address: 'text',
    notes: 'text',
    /** Bangladesh Business Identification Number (13 digits), or '' (issue 24). */
    bin: 'text',
    is_active: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when deleted: the row stays so purchases, products and requisitions that name it still resolve it. */
    deleted_at: nullable('timestamptz'),
  },
  /**
   * The supplier's purchases that are not deleted, and its payables not fully paid. Counters the
   * purchases and payables projections move (+1 / −1) in the same batch as the event that changes
   * them (in the suppliers' RowBatch, so they flush after the supplier's own insert); deleting a
   * supplier is refused while either is above zero.
   */
  counters: { purchase_count: 'int', open_payable_count: 'int' },
});
export type SupplierRecord = RecordOf<typeof SUPPLIERS>;
