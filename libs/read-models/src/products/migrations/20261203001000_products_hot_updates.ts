import type { Knex } from 'knex';

/**
 * Keeps a product's cost changes HOT (heap-only: no index touched) and makes the SKU and barcode
 * search an index range.
 *
 * - products_cost_index goes: every purchase or stock_in at a new price changes `cost`, and an
 *   indexed column that changes makes the row's update non-HOT, a new entry in each of the table's
 *   indexes (the two trigram GINs among them) and a dead tuple only VACUUM reclaims. The order by
 *   cost now sorts the live rows, as the orders by stock and stock value do.
 * - code_text and its trigram index go: SKU and barcode "starts with" is `lower(sku) LIKE 'x%'` and
 *   `lower(barcode) LIKE 'x%'` on two btree indexes (text_pattern_ops, so the prefix is a range under
 *   any collation). A search matching half the catalogue no longer runs a '%\n…%' LIKE over every row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS products_cost_index');
  await knex.raw('DROP INDEX IF EXISTS products_code_text_trgm_index');
  await knex.raw('ALTER TABLE products DROP COLUMN IF EXISTS code_text');
  await knex.raw('CREATE INDEX products_sku_prefix_index ON products (lower(sku) text_pattern_ops) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX products_barcode_prefix_index ON products (lower(barcode) text_pattern_ops) WHERE deleted_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS products_barcode_prefix_index');
  await knex.raw('DROP INDEX IF EXISTS products_sku_prefix_index');
  await knex.raw(`ALTER TABLE products ADD COLUMN code_text text GENERATED ALWAYS AS (E'\\n' || lower(sku) || E'\\n' || lower(barcode)) STORED`);
  await knex.raw('CREATE INDEX products_cost_index ON products (cost, id) WHERE deleted_at IS NULL');
}
