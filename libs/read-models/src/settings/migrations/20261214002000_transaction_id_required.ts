import type { Knex } from 'knex';

/** Whether Mobile Banking and Card payments must carry their transaction ID (issue 23, item 21): on until set. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_settings', (table) => {
    table.boolean('transaction_id_required').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_settings', (table) => {
    table.dropColumn('transaction_id_required');
  });
}
