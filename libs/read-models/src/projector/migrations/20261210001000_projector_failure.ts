import type { Knex } from 'knex';

/**
 * Issue 21: the event the projector cannot apply, recorded beside its checkpoint (outside the
 * failing batch's transaction) so the API can say why the read models stand still. Null while the
 * projector applies everything; each committed batch that passes the recorded position clears it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projection_checkpoint', (table) => {
    table.jsonb('failure');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projection_checkpoint', (table) => {
    table.dropColumn('failure');
  });
}
