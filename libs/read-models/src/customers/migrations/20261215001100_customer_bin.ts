import type { Knex } from 'knex';

/** The customer's BIN (issue 24): 13 digits or ''; rows written before it have none. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customers', (table) => {
    table.text('bin').notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customers', (table) => {
    table.dropColumn('bin');
  });
}
