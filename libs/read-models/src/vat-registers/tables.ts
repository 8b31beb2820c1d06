/**
 * The VAT registers (issue 24 item 5, DESIGN §10): the Mushak-6.2 sales register and the
 * Mushak-6.1 purchase register, one row per line of a VAT-bearing document (an invoice or a
 * purchase recorded while the business was registered). A void, a purchase's correction or its
 * deletion never rewrites a row: it adds reversing rows (negative quantity, value and VAT) dated
 * on the day of the void or correction, and a correction then adds the purchase's new lines.
 *
 * The vat-registers projection (services/projector/src/projections/vat-registers) writes the rows
 * from the invoice and purchase events; after the insert it fills the invoice's number (its
 * Mushak-6.3 number, from `invoices`) and the product's stock before and after the line (from the
 * stock movement the same decision recorded, in `stock_movements`). Counterparty BIN/NID and a
 * supplier's name and address are read with the row (customers, suppliers), as the records hold them.
 */
import { defineTable, nullable, text, type RecordOf } from '../table-declaration';

export const VAT_REGISTER_LINES_TABLE = 'vat_register_lines';

export type VatRegister = 'sales' | 'purchases';
/** Later: 'credit-note', 'debit-note' (issue 24's returns). */
export type VatRegisterDocumentKind = 'invoice' | 'invoice-void' | 'purchase' | 'purchase-amendment' | 'purchase-deleted';

export const VAT_REGISTER_LINES = defineTable(VAT_REGISTER_LINES_TABLE, {
  /** Derived from the event's id and the line (a replay writes the same). */
  key: ['id', 'uuid'],
  columns: {
    register: text<VatRegister>(),
    /** The invoice's or the purchase's id. */
    document_id: 'uuid',
    document_kind: text<VatRegisterDocumentKind>(),
    /** The line's index in its document (0-based). */
    document_line: 'int',
    /** A purchase's: the supplier's Mushak-6.3 number (else its memo number); an invoice's: null until the flush numbers it (INV-000123). */
    document_number: nullable('text'),
    /** The supplier's Mushak-6.3 date (purchases), else null. */
    document_reference_date: nullable('date'),
    /** The business day the row counts in: the invoice's or purchase's date, the void's or correction's day. */
    date: 'date',
    /** The time of issue (of the invoice, the void, the purchase's recording or correction). */
    issued_at: 'timestamptz',
    /** The customer or the supplier. */
    counterparty_id: 'uuid',
    /** The invoice's printed contact; '' for a purchase (the supplier's, read with the row). */
    counterparty_name: 'text',
    counterparty_address: 'text',
    product_id: 'uuid',
    product_name: 'text',
    /** The invoice's model; '' for a purchase (the product's, read with the row). */
    product_model: 'text',
    /** A unit's chassis and engine numbers (several, space-separated, for a purchase line of units). */
    chassis_numbers: 'text',
    engine_numbers: 'text',
    /** Signed: negative on a reversing row. */
    quantity: 'bigint',
    /** Poisha, signed. */
    taxable_value: 'bigint',
    /** Supplementary duty, poisha: none on the dealer's goods. */
    supplementary_duty: 'bigint',
    /** Hundredths of a percent (15 % is 1500); null: exempt. */
    vat_rate_hundredths: nullable('int'),
    /** Poisha, signed. */
    vat: 'bigint',
    /** A purchase line whose VAT was credited as input VAT (false: part of the cost; sales: false). */
    input_vat_credited: 'boolean',
    /** Global position of the event: with the line, the order of the rows written on one day. */
    event_position: 'bigint',
    reversal: 'boolean',
    /** How the flush finds the line's stock movement: the stream that moved it, and the movement's id (a product's) or null (units, by chassis). */
    stock_source_stream: 'text',
    stock_movement_id: nullable('text'),
    /** 'sale' | 'sale_return' | 'purchase' | 'purchase_reversal' */
    stock_movement_type: 'text',
  },
  computed: {
    /** The product's stock before and after the line (quantity, and value in poisha), once the flush found its movement. */
    quantity_before: nullable('bigint'),
    quantity_after: nullable('bigint'),
    value_before: nullable('bigint'),
    value_after: nullable('bigint'),
  },
});
export type VatRegisterLineRecord = RecordOf<typeof VAT_REGISTER_LINES>;

/** The BullMQ queue of the registers' XLSX exports (worked by the projector process, like the inventory exports). */
export const VAT_REGISTER_EXPORT_QUEUE = 'vat-register-exports';

/** A register export's job data: which register, the period, for whom. */
export interface VatRegisterExportJobData {
  register: VatRegister;
  startDate: string;
  endDate: string;
  /** The user who asked: only they see the job. */
  userId: string;
  /** Dhaka business day the export was asked on (the file's name). */
  requestedOn: string;
}
