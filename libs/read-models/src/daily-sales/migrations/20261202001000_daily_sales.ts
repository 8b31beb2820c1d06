import type { Knex } from 'knex';

/** An invoice's day, month and year: the periods its sales count in (product_sales, customer_sales). */
const GRAINS_OF_INVOICE = `CROSS JOIN LATERAL (VALUES ('day', i.invoice_date), ('month', date_trunc('month', i.invoice_date)::date), ('year', date_trunc('year', i.invoice_date)::date)) AS g(grain, period_start)`;

/**
 * The business dashboard's sales totals (see ../tables.ts): daily_sales, one row per business day;
 * product_sales and customer_sales by day, month and year. customer_sales is read biggest first
 * within one period (a year's or a month's top customers without summing). Filled here from the
 * invoices already projected, as the projection builds them on a replay: a voided invoice's rows
 * are left at zero, as its issue and void leave them; a product's name as on its latest line.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('daily_sales', (table) => {
    table.date('day').primary();
    table.bigInteger('revenue').notNullable();
    table.integer('invoices').notNullable();
    table.bigInteger('motorcycle_units').notNullable();
    table.bigInteger('other_units').notNullable();
  });
  await knex.schema.createTable('product_sales', (table) => {
    table.text('grain').notNullable();
    table.date('period_start').notNullable();
    table.text('product_id').notNullable();
    table.text('product_name').notNullable();
    table.text('product_type').notNullable();
    table.bigInteger('quantity').notNullable();
    table.bigInteger('revenue').notNullable();
    table.primary(['grain', 'period_start', 'product_id']);
  });
  await knex.schema.createTable('customer_sales', (table) => {
    table.text('grain').notNullable();
    table.date('period_start').notNullable();
    table.uuid('customer_id').notNullable();
    table.integer('invoices').notNullable();
    table.bigInteger('total').notNullable();
    table.primary(['grain', 'period_start', 'customer_id']);
  });
  await knex.raw('CREATE INDEX customer_sales_top_index ON customer_sales (grain, period_start, total DESC, customer_id) WHERE invoices > 0');

  await knex.raw(`INSERT INTO daily_sales (day, revenue, invoices, motorcycle_units, other_units)
    SELECT i.invoice_date, coalesce(sum(i.total) FILTER (WHERE i.voided_at IS NULL), 0), count(*) FILTER (WHERE i.voided_at IS NULL),
           coalesce(sum(u.motorcycles) FILTER (WHERE i.voided_at IS NULL), 0), coalesce(sum(u.others) FILTER (WHERE i.voided_at IS NULL), 0)
      FROM invoices i
      CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'quantity')::bigint) FILTER (WHERE x->>'productType' = 'Motorcycle'), 0) AS motorcycles,
                                 coalesce(sum((x->>'quantity')::bigint) FILTER (WHERE x->>'productType' <> 'Motorcycle'), 0) AS others
                            FROM jsonb_array_elements(i.items) x) u
     GROUP BY i.invoice_date`);
  await knex.raw(`INSERT INTO product_sales (grain, period_start, product_id, product_name, product_type, quantity, revenue)
    SELECT g.grain, g.period_start, x->>'productId',
           (array_agg(x->>'productName' ORDER BY i.invoice_number DESC, n DESC))[1], (array_agg(x->>'productType' ORDER BY i.invoice_number DESC, n DESC))[1],
           coalesce(sum((x->>'quantity')::bigint) FILTER (WHERE i.voided_at IS NULL), 0), coalesce(sum((x->>'lineTotal')::bigint) FILTER (WHERE i.voided_at IS NULL), 0)
      FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(i.items) WITH ORDINALITY AS line(x, n) ${GRAINS_OF_INVOICE}
     GROUP BY g.grain, g.period_start, x->>'productId'`);
  await knex.raw(`INSERT INTO customer_sales (grain, period_start, customer_id, invoices, total)
    SELECT g.grain, g.period_start, i.customer_id, count(*) FILTER (WHERE i.voided_at IS NULL), coalesce(sum(i.total) FILTER (WHERE i.voided_at IS NULL), 0)
      FROM invoices i ${GRAINS_OF_INVOICE}
     GROUP BY g.grain, g.period_start, i.customer_id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customer_sales');
  await knex.schema.dropTable('product_sales');
  await knex.schema.dropTable('daily_sales');
}
