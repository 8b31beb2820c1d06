import type { Knex } from 'knex';
import { trigramOperatorClass } from '../../trigram';

/**
 * The product list at 20,000 products and more (issue 11, item 6):
 *
 * - product_totals: per type, the live products' count, stock and stock value: the All tab and a
 *   type tab (and the valuation report without a supplier) read their count and totals here
 *   instead of counting and summing every row per request. Every writer of `products` moves it (the
 *   products projection, and the purchasing projection's SQL that moves a Motorcycle product's
 *   stock), so a statement-level trigger keeps it, from the rows each statement changed (transition
 *   tables), in the same transaction as the batch. Its function names the table through the
 *   trigger's own schema, so a rebuild's copy keeps its own totals and survives the swap's rename.
 *   The three rows exist from the start, filled from the table in case this runs on a populated
 *   schema.
 * - search: trigram GIN indexes on the generated search columns (name and model "contains", SKU
 *   and barcode "starts with"), when pg_trgm is installed (the purchasing search migration installs it
 *   where it can: the Debian server and the embedded one both have it). Without it the search
 *   still answers, by scanning.
 * - an index for the orders by sale price and cost. The orders by stock, stock value and last
 *   update, and the Low Stock tab, keep sorting or filtering the live rows (about 15 ms at 20,000
 *   products, and no count now): every stock movement changes those columns, and indexing any of
 *   them makes its update of the row non-HOT, a new entry in every index of the table. Measured on
 *   the bench's 20,000 products: an update of 2,000 rows took 180-385 ms with them against 50-75 ms
 *   without, and projecting 100,000 movements 39 s against 22 s.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('product_totals', (table) => {
    table.text('type').primary();
    table.bigInteger('count').notNullable().defaultTo(0);
    table.bigInteger('quantity').notNullable().defaultTo(0);
    table.bigInteger('stock_value').notNullable().defaultTo(0);
  });
  await knex.raw(`
    INSERT INTO product_totals (type, count, quantity, stock_value)
    SELECT t.type, count(p.id), coalesce(sum(p.quantity), 0), coalesce(sum(p.stock_value), 0)
      FROM (VALUES ('Motorcycle'), ('Spare Parts'), ('Accessories')) AS t(type)
      LEFT JOIN products AS p ON p.type = t.type AND p.deleted_at IS NULL
     GROUP BY t.type`);
  await knex.raw(`
    CREATE FUNCTION product_totals_moved() RETURNS trigger LANGUAGE plpgsql AS $function$
    DECLARE
      rows_in CONSTANT text := 'SELECT type, 1 AS count, quantity, stock_value FROM new_rows WHERE deleted_at IS NULL';
      rows_out CONSTANT text := 'SELECT type, -1 AS count, -quantity AS quantity, -stock_value AS stock_value FROM old_rows WHERE deleted_at IS NULL';
    BEGIN
      EXECUTE format(
        'INSERT INTO %I.product_totals AS t (type, count, quantity, stock_value)
         SELECT type, sum(count), sum(quantity), sum(stock_value) FROM (%s) AS c GROUP BY type
         ON CONFLICT (type) DO UPDATE SET count = t.count + excluded.count, quantity = t.quantity + excluded.quantity,
                                          stock_value = t.stock_value + excluded.stock_value',
        TG_TABLE_SCHEMA,
        CASE TG_OP WHEN 'INSERT' THEN rows_in WHEN 'DELETE' THEN rows_out ELSE rows_in || ' UNION ALL ' || rows_out END);
      RETURN NULL;
    END
    $function$`);
  await knex.raw('CREATE TRIGGER product_totals_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_moved()');
  await knex.raw(
    'CREATE TRIGGER product_totals_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_moved()',
  );
  await knex.raw('CREATE TRIGGER product_totals_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_moved()');

  for (const column of ['sale_price', 'cost']) {
    await knex.raw(`CREATE INDEX products_${column}_index ON products (${column}, id) WHERE deleted_at IS NULL`);
  }

  const ops = await trigramOperatorClass(knex);
  if (ops) {
    // Without a pending list (fastupdate): a search reads the index alone, however many products were just added.
    await knex.raw(`CREATE INDEX products_search_text_trgm_index ON products USING gin (search_text ${ops}) WITH (fastupdate = off) WHERE deleted_at IS NULL`);
    await knex.raw(`CREATE INDEX products_code_text_trgm_index ON products USING gin (code_text ${ops}) WITH (fastupdate = off) WHERE deleted_at IS NULL`);
  }
}


export async function down(knex: Knex): Promise<void> {
  for (const index of ['products_search_text_trgm_index', 'products_code_text_trgm_index', 'products_sale_price_index', 'products_cost_index']) await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  for (const operation of ['inserted', 'updated', 'deleted']) await knex.raw(`DROP TRIGGER IF EXISTS product_totals_${operation} ON products`);
  await knex.raw('DROP FUNCTION IF EXISTS product_totals_moved()');
  await knex.schema.dropTable('product_totals');
}
