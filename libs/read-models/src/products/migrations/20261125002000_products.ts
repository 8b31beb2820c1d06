import type { Knex } from 'knex';

/**
 * Products, their stock movements and their price history (see ../tables.ts for who writes what).
 *
 * products: a deleted product keeps its row (deleted_at) so history that names it resolves it; the
 * list reads the others, so its indexes are partial, each ending in the id ties are ordered by, which
 * a page's ORDER BY … LIMIT walks without sorting: name (the default order), model, sku, type and
 * supplier (filters, then by name), creation time. Every stock movement updates the row's counters
 * (quantity, stock_value, movement_count) and updated_at: no index names them, so those updates are
 * HOT (no index is touched; fillfactor leaves room), and the orders by stock, value, prices or last
 * update, and the low-stock filter, sort or filter the live rows (milliseconds at 20,000 products).
 * Search (no pg_trgm here) scans the live rows once, on two lowercase columns generated for it:
 * search_text (name and model: "contains") and code_text (SKU and barcode, each after a newline:
 * "starts with" is '%\n<text>%'), so no row is lowercased per request. average_cost is generated
 * from the counters (half up), or the last cost when nothing is in stock.
 *
 * stock_movements and price_history: one row per event, read one product at a time newest first,
 * by (product_id, date desc, position desc); the movements also by day across products (reports).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (table) => {
    table.uuid('id').primary();
    table.text('name').notNullable();
    table.text('model').notNullable();
    table.text('sku').notNullable().defaultTo('');
    table.text('barcode').notNullable().defaultTo('');
    table.text('description').notNullable().defaultTo('');
    table.text('color').notNullable().defaultTo('');
    table.text('type').notNullable();
    table.uuid('supplier_id').nullable();
    table.jsonb('compatibility').notNullable().defaultTo('[]');
    table.bigInteger('sale_price').notNullable().defaultTo(0);
    table.bigInteger('cost').notNullable().defaultTo(0);
    table.boolean('track_inventory').notNullable().defaultTo(true);
    table.integer('reorder_level').notNullable().defaultTo(5);
    table.integer('reorder_quantity').notNullable().defaultTo(20);
    table.text('location').notNullable().defaultTo('');
    table.text('notes').notNullable().defaultTo('');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.bigInteger('quantity').notNullable().defaultTo(0);
    table.bigInteger('stock_value').notNullable().defaultTo(0);
    table.integer('unit_count').notNullable().defaultTo(0);
    table.bigInteger('movement_count').notNullable().defaultTo(0);
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.raw(
    `ALTER TABLE products ADD COLUMN average_cost bigint GENERATED ALWAYS AS
       (CASE WHEN quantity > 0 THEN (2 * stock_value + quantity) / (2 * quantity) ELSE cost END) STORED`,
  );
  await knex.raw(`ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name) || E'\\n' || lower(model)) STORED`);
  await knex.raw(`ALTER TABLE products ADD COLUMN code_text text GENERATED ALWAYS AS (E'\\n' || lower(sku) || E'\\n' || lower(barcode)) STORED`);
  await knex.raw('ALTER TABLE products SET (fillfactor = 70)');
  for (const column of ['name', 'model', 'sku', 'created_at']) {
    await knex.raw(`CREATE INDEX products_${column}_index ON products (${column}, id) WHERE deleted_at IS NULL`);
  }
  await knex.raw('CREATE INDEX products_type_name_index ON products (type, name, id) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX products_supplier_name_index ON products (supplier_id, name, id) WHERE deleted_at IS NULL');

  await knex.schema.createTable('stock_movements', (table) => {
    table.uuid('id').primary();
    table.uuid('product_id').notNullable();
    table.text('movement_id').notNullable();
    table.date('date').notNullable();
    table.text('type').notNullable();
    table.bigInteger('quantity_change').notNullable();
    table.bigInteger('value_change').notNullable();
    table.bigInteger('quantity_after').notNullable();
    table.bigInteger('value_after').notNullable();
    table.bigInteger('unit_cost').nullable();
    table.text('reference').notNullable().defaultTo('');
    table.text('reason').notNullable().defaultTo('');
    table.uuid('journal_entry_id').nullable();
    table.text('source_stream').nullable();
    table.uuid('recorded_by').nullable();
    table.timestamp('recorded_at', { useTz: true }).notNullable();
    table.bigInteger('position').notNullable();
  });
  await knex.raw('CREATE INDEX stock_movements_product_date_index ON stock_movements (product_id, date DESC, position DESC)');
  await knex.raw('CREATE INDEX stock_movements_date_index ON stock_movements (date DESC, position DESC)');

  await knex.schema.createTable('price_history', (table) => {
    table.uuid('id').primary();
    table.uuid('product_id').notNullable();
    table.text('price_type').notNullable();
    table.bigInteger('previous_price').nullable();
    table.bigInteger('price').notNullable();
    table.date('date').notNullable();
    table.text('reason').notNullable().defaultTo('');
    table.text('source').notNullable();
    table.text('source_stream').nullable();
    table.text('reference').notNullable().defaultTo('');
    table.uuid('changed_by').nullable();
    table.timestamp('changed_at', { useTz: true }).notNullable();
    table.bigInteger('position').notNullable();
  });
  await knex.raw('CREATE INDEX price_history_product_date_index ON price_history (product_id, date DESC, position DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('price_history');
  await knex.schema.dropTable('stock_movements');
  await knex.schema.dropTable('products');
}
