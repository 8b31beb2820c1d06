import type { Knex } from 'knex';

/** The day's cash counts (see ../tables.ts): listed newest first, by account and date range. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cash_counts', (table) => {
    table.uuid('id').primary();
    table.uuid('account_id').notNullable();
    table.date('date').notNullable();
    table.jsonb('notes').notNullable();
    table.bigInteger('counted_total').notNullable();
    table.bigInteger('books_balance').notNullable();
    table.bigInteger('difference').notNullable();
    table.uuid('journal_entry_id').nullable();
    table.text('remarks').notNullable();
    table.uuid('counted_by').notNullable();
    table.text('counted_by_name').notNullable();
    table.timestamp('counted_at', { useTz: true }).notNullable();
    table.text('status').notNullable();
    table.text('reopen_reason').nullable();
    table.uuid('reopened_by').nullable();
    table.text('reopened_by_name').nullable();
    table.timestamp('reopened_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX cash_counts_date_index ON cash_counts (date, counted_at, id)');
  await knex.raw('CREATE INDEX cash_counts_account_index ON cash_counts (account_id, date, counted_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cash_counts');
}
