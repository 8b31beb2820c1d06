import type { Knex } from 'knex';

/** The discount above which a Sales user's invoice waits for an approval (issue 23, item 11): hundredths of a percent, 10% until set. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_settings', (table) => {
    table.integer('discount_approval_above_hundredths').notNullable().defaultTo(1000);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_settings', (table) => {
    table.dropColumn('discount_approval_above_hundredths');
  });
}
