import type { Knex } from 'knex';
import { trigramOperatorClass } from '../../trigram';

/**
 * The customers. A deleted one keeps its row (deleted_at) so what names it still resolves it; the
 * list reads the others, so its indexes are partial, one per sortable column ending in the id ties
 * are ordered by. The counter searches by name or phone "contains": trigram GIN indexes on the
 * lowercase name and on the phone's digits, when pg_trgm is installed (the purchasing search
 * migration installs it where it can); without it the search scans the live rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customers', (table) => {
    table.uuid('id').primary();
    table.text('name').notNullable();
    table.text('phone').notNullable();
    table.text('phone_digits').notNullable();
    table.text('father_name').notNullable().defaultTo('');
    table.text('email').notNullable().defaultTo('');
    table.text('address').notNullable().defaultTo('');
    table.text('nid').notNullable().defaultTo('');
    table.uuid('vehicle_id').nullable();
    table.boolean('used').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('deleted_at', { useTz: true }).nullable();
  });
  for (const column of ['name', 'phone_digits', 'created_at']) {
    await knex.raw(`CREATE INDEX customers_${column}_index ON customers (${column}, id) WHERE deleted_at IS NULL`);
  }
  const ops = await trigramOperatorClass(knex);
  if (ops) {
    await knex.raw(`CREATE INDEX customers_name_trgm_index ON customers USING gin (lower(name) ${ops}) WHERE deleted_at IS NULL`);
    await knex.raw(`CREATE INDEX customers_phone_digits_trgm_index ON customers USING gin (phone_digits ${ops}) WHERE deleted_at IS NULL`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customers');
}
