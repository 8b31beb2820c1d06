import type { Knex } from 'knex';

/**
 * purchasing_totals: the size of each list as its first page shows it (units in the register in
 * all and by status, live purchases, requisitions, open payables with their amount and paid
 * amount), kept by the projector in the same batch as the rows, so that page costs no count of a
 * large table. The rows exist from the start (a batch only adds to them, so a replay in any batch
 * size dumps the same); they are filled from the tables in case this runs on a populated schema.
 * The overdue total of payables reads the open ones due before today from an index that holds
 * their amounts, as do the Overdue and Paid filters.
 */
export const PURCHASING_TOTAL_NAMES = [
  'motorcycles',
  'motorcycles:Available',
  'motorcycles:Reserved',
  'motorcycles:In Service',
  'motorcycles:Sold',
  'purchases',
  'requisitions',
  'payables',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('purchasing_totals', (table) => {
    table.text('name').primary();
    table.bigInteger('count').notNullable().defaultTo(0);
    table.bigInteger('amount').notNullable().defaultTo(0);
    table.bigInteger('paid').notNullable().defaultTo(0);
  });
  await knex('purchasing_totals').insert(PURCHASING_TOTAL_NAMES.map((name) => ({ name })));
  await knex.raw(`
    UPDATE purchasing_totals AS t SET count = c.count, amount = c.amount, paid = c.paid
      FROM (SELECT 'motorcycles' AS name, count(*) AS count, 0 AS amount, 0 AS paid FROM motorcycles
            UNION ALL SELECT 'motorcycles:' || status, count(*), 0, 0 FROM motorcycles GROUP BY status
            UNION ALL SELECT 'purchases', count(*), 0, 0 FROM purchases WHERE deleted_at IS NULL
            UNION ALL SELECT 'requisitions', count(*), 0, 0 FROM requisitions
            UNION ALL SELECT 'payables', count(*), coalesce(sum(amount), 0), coalesce(sum(paid_amount), 0) FROM payables WHERE cancelled_at IS NULL) AS c
     WHERE t.name = c.name`);
  // The status filters count and sum from an index alone: Overdue (and the overdue total) from the
  // open payables by due date, Paid from the paid ones; each holds the summed columns.
  await knex.raw('DROP INDEX IF EXISTS payables_open_due_index');
  await knex.raw('CREATE INDEX payables_open_due_index ON payables (due_date, id) INCLUDE (amount, paid_amount, remaining) WHERE cancelled_at IS NULL AND remaining > 0');
  await knex.raw('CREATE INDEX payables_paid_index ON payables (created_at, id) INCLUDE (amount, paid_amount, remaining, due_date) WHERE cancelled_at IS NULL AND remaining <= 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('purchasing_totals');
}
