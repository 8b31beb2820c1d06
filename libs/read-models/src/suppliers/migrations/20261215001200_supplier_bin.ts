import type { Knex } from 'knex';

/** The supplier's BIN (issue 24): 13 digits or ''; rows written before it have none. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('suppliers', (table) => {
    table.text('bin').notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('suppliers', (table) => {
    table.dropColumn('bin');
  });
}
