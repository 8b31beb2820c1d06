import type { Knex } from 'knex';

/**
 * Journal entries and their lines. entry_number and journal_lines.id are assigned by the
 * projector in log order (gap-free, identical on replay); the id sequence is left unused.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('journal_entries', (table) => {
    table.uuid('id').primary();
    table.bigInteger('entry_number').notNullable().unique();
    table.date('date');
    table.text('reference');
    table.text('description');
    table.text('status').notNullable().defaultTo('Posted');
    table.bigInteger('total_debit').notNullable();
    table.text('source_kind');
    table.text('source_stream').nullable();
    table.text('source_event_id').nullable();
    table.uuid('posted_by');
    table.timestamp('posted_at', { useTz: true });
    table.bigInteger('global_position').notNullable();
    table.index(['date', 'entry_number']);
  });

  await knex.schema.createTable('journal_lines', (table) => {
    table.bigIncrements('id');
    table.uuid('journal_entry_id').notNullable();
    table.integer('line_number').notNullable();
    table.uuid('account_id').notNullable();
    table.bigInteger('debit').notNullable().defaultTo(0);
    table.bigInteger('credit').notNullable().defaultTo(0);
    table.text('description');
    table.date('date');
    table.index(['account_id', 'date']);
    table.index(['journal_entry_id', 'line_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('journal_lines');
  await knex.schema.dropTable('journal_entries');
}
