import type { Knex } from 'knex';

/**
 * The reorder defaults per product type and each paper's own footer (issue 23, items 15 and 19):
 * null until a profile that has them is saved (readers then answer the domain's defaults).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_settings', (table) => {
    table.jsonb('reorder_defaults').nullable();
    table.jsonb('paper_footers').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_settings', (table) => {
    table.dropColumn('reorder_defaults');
    table.dropColumn('paper_footers');
  });
}
