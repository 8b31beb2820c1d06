import type { Knex } from 'knex';

/**
 * Money receipt numbers (issue 23, item 22): the number of a later invoice payment's or a booking
 * refund's receipt (null for a payment taken with its invoice, printed on the invoice itself), and
 * the one counter the projector advances as it numbers them. Rows projected before this migration
 * have none until the read models are rebuilt (a rebuild numbers the whole log in order).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE TABLE money_receipt_counter (id integer PRIMARY KEY, last_number integer NOT NULL DEFAULT 0)');
  await knex.raw('ALTER TABLE invoice_payments ADD COLUMN receipt_number integer');
  await knex.raw('ALTER TABLE booking_refunds ADD COLUMN receipt_number integer');
  await knex.raw('CREATE UNIQUE INDEX invoice_payments_receipt_number_index ON invoice_payments (receipt_number) WHERE receipt_number IS NOT NULL');
  await knex.raw('CREATE UNIQUE INDEX booking_refunds_receipt_number_index ON booking_refunds (receipt_number) WHERE receipt_number IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS booking_refunds_receipt_number_index');
  await knex.raw('DROP INDEX IF EXISTS invoice_payments_receipt_number_index');
  await knex.raw('ALTER TABLE booking_refunds DROP COLUMN IF EXISTS receipt_number');
  await knex.raw('ALTER TABLE invoice_payments DROP COLUMN IF EXISTS receipt_number');
  await knex.raw('DROP TABLE IF EXISTS money_receipt_counter');
}
