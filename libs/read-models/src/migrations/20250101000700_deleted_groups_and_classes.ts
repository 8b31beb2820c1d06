import type { Knex } from 'knex';

/**
 * A deleted GL group or class keeps its row, marked with deleted_at (the time of GlGroupDeleted /
 * GlClassDeleted), as a deleted account does (20250101000600): an account deleted before its group
 * (and the group before its class) still resolves its group, section and class type in posted
 * history and in reports as of an earlier date. Queries of the current chart leave rows with a
 * deleted_at out.
 *
 * No unique index on a group's code or a class's name to relax: uniqueness is the domain's
 * (reservation streams, released on delete), so a new group may reuse a deleted group's code and
 * a new class a deleted class's name; the read model only has the plain gl_groups code index.
 * No index on deleted_at: deleted groups and classes are few.
 *
 * A schema projected by an earlier projector version has already dropped the rows of deleted
 * groups and classes: rebuild it (`main.js rebuild`) to bring them back.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['gl_groups', 'gl_classes']) {
    await knex.schema.alterTable(table, (columns) => {
      columns.timestamp('deleted_at', { useTz: true }).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['gl_groups', 'gl_classes']) {
    await knex.raw(`DELETE FROM ${table} WHERE deleted_at IS NOT NULL`);
    await knex.schema.alterTable(table, (columns) => {
      columns.dropColumn('deleted_at');
    });
  }
}
