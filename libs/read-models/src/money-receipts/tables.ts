/**
 * Money receipts (issue 23, item 22): every later payment on an invoice and every booking refund
 * carries a receipt number, MR-000001, MR-000002, … in the order the projector sees them, one
 * sequence for the business. The number lives on the payment's own row (`invoice_payments.receipt_number`,
 * `booking_refunds.receipt_number`); the last number given is this one counter row, advanced in the
 * same transaction as the rows it numbers (services/projector/src/projections/money-receipts).
 */
import { defineTable, type RecordOf } from '../table-declaration';

export const MONEY_RECEIPT_COUNTER_TABLE = 'money_receipt_counter';
export const MONEY_RECEIPT_COUNTER_ROW_ID = 1;

/** 'MR-000123': a money receipt's human number, null for a payment that has none (one taken with its invoice). */
export const moneyReceiptNumberText = (receiptNumber: number | string | null | undefined): string | null =>
  receiptNumber === null || receiptNumber === undefined ? null : `MR-${String(receiptNumber).padStart(6, '0')}`;

/** One row (id 1) once a receipt was numbered: the last number given. */
export const MONEY_RECEIPT_COUNTER = defineTable(MONEY_RECEIPT_COUNTER_TABLE, {
  key: ['id', 'int'],
  columns: {},
  counters: { last_number: 'int' },
});
export type MoneyReceiptCounterRecord = RecordOf<typeof MONEY_RECEIPT_COUNTER>;
