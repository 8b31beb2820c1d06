/**
 * Approvals (issue 23, item 11; in READ_MODELS_SCHEMA), written by the approvals projection
 * (services/projector/src/projections/approvals) from the approval-{id} streams: one row per request
 * a Sales user made (a void, a discount above the limit), Pending until an Administrator or an
 * Accountant approves or rejects it. Rows as node-postgres returns them: bigint (poisha) as a
 * decimal string, timestamptz as a Date.
 */
import { defineTable, jsonb, nullable, text, type RecordOf } from '../table-declaration';

export const APPROVALS_TABLE = 'approvals';

export const APPROVALS = defineTable(APPROVALS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    kind: text<'VoidInvoice' | 'IssueInvoice'>(),
    status: text<'Pending' | 'Approved' | 'Rejected'>(),
    /** The invoice to void, or the one issued once a discount is approved (null before). */
    invoice_id: nullable('uuid'),
    customer_name: 'text',
    total: 'bigint',
    discount: 'bigint',
    /** Hundredths of a percent of the subtotal. */
    discount_percent_hundredths: 'int',
    /** The void's reason, as the salesperson gave it. */
    request_reason: 'text',
    /** What is asked, as recorded (the void's options, or the invoice request's body). */
    action: jsonb<Record<string, unknown>>(),
    requested_by: 'uuid',
    requested_at: 'timestamptz',
    decided_by: nullable('uuid'),
    decided_at: nullable('timestamptz'),
    reject_reason: nullable('text'),
  },
});
export type ApprovalRecord = RecordOf<typeof APPROVALS>;
