import type { Knex } from 'knex';

/**
 * The suppliers. A deleted one keeps its row (deleted_at) so history that names it still resolves
 * it; the list reads the others, so its indexes are partial, one per sortable column ending in the
 * id ties are ordered by. purchase_count and open_payable_count are counters moved by the purchases
 * and payables projections; every batch that moves them updates the row, so leave room for HOT updates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('suppliers', (table) => {
    table.uuid('id').primary();
    table.text('name').notNullable();
    table.text('contact_person').notNullable();
    table.text('phone').notNullable();
    table.text('email').notNullable();
    table.text('address').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.integer('purchase_count').notNullable().defaultTo(0);
    table.integer('open_payable_count').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.raw('ALTER TABLE suppliers SET (fillfactor = 70)');
  for (const column of ['name', 'contact_person', 'created_at']) {
    await knex.raw(`CREATE INDEX suppliers_${column}_index ON suppliers (${column}, id) WHERE deleted_at IS NULL`);
  }
  await knex.raw('CREATE INDEX suppliers_active_name_index ON suppliers (is_active, name, id) WHERE deleted_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('suppliers');
}
