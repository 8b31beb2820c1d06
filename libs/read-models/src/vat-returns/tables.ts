/**
 * The VAT returns and payments (issue 24 item 4, DESIGN §10), in READ_MODELS_SCHEMA: one row per
 * submitted month (its Mushak-9.1 figures as submitted, the offset and its entry) and one per VAT
 * payment to the treasury. Written by the vat-returns projection
 * (services/projector/src/projections/vat-returns) from VatReturnSubmitted and VatPaymentRecorded.
 * Rows as a reader's node-postgres returns them: bigint (poisha) as a decimal string.
 */
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const VAT_RETURNS_TABLE = 'vat_returns';
export const VAT_PAYMENTS_TABLE = 'vat_payments';

/** A submitted month, by its period (YYYY-MM). */
export const VAT_RETURNS = defineTable(VAT_RETURNS_TABLE, {
  key: ['period', 'text'],
  columns: {
    output_vat: 'bigint',
    input_vat: 'bigint',
    /** Input credit carried in from the months submitted before. */
    carried_forward: 'bigint',
    /** Dr VAT Payable / Cr VAT Input Credit on the month's last day: the lesser of output VAT and the credit available. */
    offset_amount: 'bigint',
    net_payable: 'bigint',
    /** The offset's entry; null when there was nothing to set off. */
    journal_entry_id: nullable('uuid'),
    submitted_by: nullable('uuid'),
    submitted_at: 'timestamptz',
  },
});
export type VatReturnRecord = RecordOf<typeof VAT_RETURNS>;

/** A payment of VAT to the treasury for a month: Dr VAT Payable / Cr the paying account. */
export const VAT_PAYMENTS = defineTable(VAT_PAYMENTS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    period: 'text',
    amount: 'bigint',
    date: 'date',
    treasury_challan_number: 'text',
    cash_account_id: 'uuid',
    journal_entry_id: 'uuid',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
  },
});
export type VatPaymentRecord = RecordOf<typeof VAT_PAYMENTS>;
