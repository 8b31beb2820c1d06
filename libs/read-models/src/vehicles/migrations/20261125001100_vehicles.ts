import type { Knex } from 'knex';

/**
 * The vehicle models. A deleted one keeps its row (deleted_at) so what names it still resolves
 * it; the list reads the others, so its indexes are partial: one per sortable column, ending in
 * the id the list orders ties by, which a page's ORDER BY … LIMIT walks without sorting.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vehicles', (table) => {
    table.uuid('id').primary();
    table.text('name').notNullable();
    table.text('model').notNullable();
    table.integer('year').notNullable();
    table.text('type').notNullable();
    table.text('color').notNullable();
    table.text('engine_capacity').notNullable();
    table.text('fuel_type').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('deleted_at', { useTz: true }).nullable();
  });
  for (const column of ['name', 'model', 'year', 'type', 'created_at']) {
    await knex.raw(`CREATE INDEX vehicles_${column}_index ON vehicles (${column}, id) WHERE deleted_at IS NULL`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vehicles');
}
