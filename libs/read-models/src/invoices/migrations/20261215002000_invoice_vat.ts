import type { Knex } from 'knex';

/**
 * VAT on invoices (issue 24): the invoice's VAT and whether its prices included it, as its
 * InvoiceIssued event holds them (null / 0 for an invoice without VAT). Each line's rate, taxable
 * value and VAT are in `items` (jsonb), as the event holds them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE invoices ADD COLUMN vat_total bigint NOT NULL DEFAULT 0');
  await knex.raw('ALTER TABLE invoices ADD COLUMN prices_include_vat boolean');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE invoices DROP COLUMN IF EXISTS prices_include_vat');
  await knex.raw('ALTER TABLE invoices DROP COLUMN IF EXISTS vat_total');
}
