import type { Knex } from 'knex';

/**
 * The dashboards' "customers with dues" (count(distinct customer_id) of the open receivables): the
 * open receivables' customers in one small partial index, read in order and counted distinct without a sort
 * (17 ms at 100,000 receivables, a third of them open, through the due-date index; 5 ms here). A payment
 * already changes `remaining`, which the open-receivables indexes name, so this adds no non-HOT update.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX receivables_open_customer_index ON receivables (customer_id) WHERE cancelled_at IS NULL AND remaining > 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS receivables_open_customer_index');
}
