import type { Knex } from 'knex';

/**
 * A product's own VAT rate (hundredths of a percent; null: its type's rate) and its exemption
 * (issue 24), as its ProductCreated and ProductUpdated events hold them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE products ADD COLUMN vat_rate_hundredths int');
  await knex.raw('ALTER TABLE products ADD COLUMN vat_exempt boolean NOT NULL DEFAULT false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE products DROP COLUMN IF EXISTS vat_exempt');
  await knex.raw('ALTER TABLE products DROP COLUMN IF EXISTS vat_rate_hundredths');
}
