import type { Knex } from 'knex';

/**
 * VAT on purchases (issue 24 item 3): the supplier's Mushak-6.3 (number and date), the purchase's
 * VAT and the part credited to VAT Input Credit, as its PurchaseRecorded/Amended event holds them
 * ('' / null / 0 for a purchase without VAT). Each line's rate, VAT and whether it was credited are
 * in `items` (jsonb), as the event holds them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE purchases ADD COLUMN supplier_mushak_number text NOT NULL DEFAULT ''");
  await knex.raw('ALTER TABLE purchases ADD COLUMN supplier_mushak_date date');
  await knex.raw('ALTER TABLE purchases ADD COLUMN vat_total bigint NOT NULL DEFAULT 0');
  await knex.raw('ALTER TABLE purchases ADD COLUMN input_vat_credit bigint NOT NULL DEFAULT 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE purchases DROP COLUMN IF EXISTS input_vat_credit');
  await knex.raw('ALTER TABLE purchases DROP COLUMN IF EXISTS vat_total');
  await knex.raw('ALTER TABLE purchases DROP COLUMN IF EXISTS supplier_mushak_date');
  await knex.raw('ALTER TABLE purchases DROP COLUMN IF EXISTS supplier_mushak_number');
}
