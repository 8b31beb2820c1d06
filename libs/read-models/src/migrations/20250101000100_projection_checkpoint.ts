import type { Knex } from 'knex';

/**
 * Migrations run with search_path set to the target schema (see migrate.ts), so the same files
 * build `read_models` or a rebuild's `read_models_next`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projection_checkpoint', (table) => {
    table.text('name').primary();
    table.bigInteger('position').notNullable();
    table.timestamp('updated_at', { useTz: true });
  });
  await knex('projection_checkpoint').insert({ name: 'read_models', position: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projection_checkpoint');
}
