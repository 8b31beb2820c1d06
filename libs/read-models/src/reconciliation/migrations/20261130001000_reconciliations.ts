import type { Knex } from 'knex';

/**
 * Bank reconciliations and the journal entries each bank account has reconciled (see ../tables.ts).
 * The history list reads newest first, by account or status; the transactions list filters by
 * `exists` on the entry id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reconciliations', (table) => {
    table.uuid('id').primary();
    table.uuid('account_id').notNullable();
    table.date('statement_date').notNullable();
    table.bigInteger('statement_balance').notNullable();
    table.bigInteger('book_balance').notNullable();
    table.text('status').notNullable();
    table.jsonb('statement_lines').notNullable();
    table.boolean('auto_match').notNullable().defaultTo(true);
    table.jsonb('progress').nullable();
    table.bigInteger('reconciled_balance').nullable();
    table.jsonb('reconciled_transactions').notNullable().defaultTo('[]');
    table.jsonb('adjustments').notNullable().defaultTo('[]');
    table.text('notes').notNullable().defaultTo('');
    table.uuid('started_by').nullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.uuid('completed_by').nullable();
    table.timestamp('completed_at', { useTz: true }).nullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX reconciliations_started_index ON reconciliations (started_at, id)');
  await knex.raw('CREATE INDEX reconciliations_account_index ON reconciliations (account_id, started_at, id)');
  await knex.raw('CREATE INDEX reconciliations_statement_date_index ON reconciliations (statement_date, id)');

  await knex.schema.createTable('reconciled_transactions', (table) => {
    table.text('id').primary();
    table.uuid('account_id').notNullable();
    table.uuid('journal_entry_id').notNullable();
    table.uuid('reconciliation_id').notNullable();
    table.timestamp('reconciled_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX reconciled_transactions_entry_index ON reconciled_transactions (journal_entry_id)');
  await knex.raw('CREATE INDEX reconciled_transactions_account_index ON reconciled_transactions (account_id, journal_entry_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reconciled_transactions');
  await knex.schema.dropTable('reconciliations');
}
