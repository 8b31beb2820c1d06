import type { Knex } from 'knex';

/** The VAT settings (issue 24): one row per version, by the date it applies from, written by VatSettingsChanged. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vat_settings_versions', (table) => {
    table.date('effective_from').primary();
    table.boolean('registered').notNullable();
    table.text('scheme').notNullable();
    table.integer('trade_rate_hundredths').notNullable();
    table.boolean('prices_include_vat').notNullable();
    table.jsonb('rates_by_type_hundredths').notNullable();
    table.text('authorized_person_name').notNullable();
    table.text('authorized_person_designation').notNullable();
    table.timestamp('changed_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vat_settings_versions');
}
