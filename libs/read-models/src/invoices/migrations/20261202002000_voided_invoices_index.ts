import type { Knex } from 'knex';

/**
 * The Voided tab (`status=Voided`) lists the few voided invoices among many live ones: a small
 * partial index finds them without reading the table, whatever the list's size.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX invoices_voided_index ON invoices (invoice_number) INCLUDE (id, invoice_type) WHERE voided_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS invoices_voided_index');
}
