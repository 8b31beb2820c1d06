import type { Knex } from 'knex';

/** The business profile printed on documents, and the invoice terms: one row, written by BusinessSettingsUpdated. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_settings', (table) => {
    table.integer('id').primary();
    table.text('business_name').notNullable();
    table.text('address').notNullable();
    table.jsonb('phones').notNullable();
    table.text('email').notNullable();
    table.text('logo_data_url').notNullable();
    table.text('bin_vat_number').notNullable();
    table.integer('invoice_terms_days').notNullable();
    table.text('footer_text').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('business_settings');
}
