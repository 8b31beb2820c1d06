import type { Knex } from 'knex';

/**
 * A deleted GL account keeps its row, marked with deleted_at (the time of GlAccountDeleted):
 * journal lines, transfers, expenses and reports as of an earlier date still resolve its code,
 * name, group and class. Queries of the current chart leave rows with a deleted_at out.
 *
 * No index: deleted accounts are few, so `deleted_at IS NULL` selects nearly every row and
 * the queries of current accounts are driven by their other predicates (code, group, role).
 *
 * A schema projected by an earlier projector version has already dropped the rows of deleted
 * accounts: rebuild it (`main.js rebuild`) to bring them back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gl_accounts', (table) => {
    table.timestamp('deleted_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DELETE FROM gl_accounts WHERE deleted_at IS NOT NULL');
  await knex.schema.alterTable('gl_accounts', (table) => {
    table.dropColumn('deleted_at');
  });
}
