import type { Knex } from 'knex';

/**
 * The books: journal entries become Draft | Posted | Reversed (entry_number stays null while
 * Draft and is assigned gap-free in log order when the entry is posted), per-account daily
 * totals for reports and ledger openings, and the facts that post entries (transfers, expenses,
 * owner's equity, profit transfers) with the closed period of the books.
 *
 * A schema projected by an earlier projector version skipped the events these tables come from:
 * rebuild it (`main.js rebuild`) rather than migrating it in place.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE journal_entries
      ALTER COLUMN entry_number DROP NOT NULL,
      ALTER COLUMN status DROP DEFAULT,
      ADD COLUMN total_credit bigint NOT NULL DEFAULT 0,
      ADD COLUMN reversal_of uuid,
      ADD COLUMN reversed_by uuid,
      ADD COLUMN created_by uuid,
      ADD COLUMN created_at timestamptz,
      ADD COLUMN updated_at timestamptz,
      ADD COLUMN draft_lines jsonb,
      ADD CONSTRAINT journal_entries_status_check CHECK (status IN ('Draft', 'Posted', 'Reversed')),
      ADD CONSTRAINT journal_entries_number_check CHECK ((status = 'Draft') = (entry_number IS NULL))`);
  await knex.raw('DROP INDEX journal_entries_date_entry_number_index');
  // DESC sorts NULLs first: the list's "date desc, entry_number desc nulls first" (drafts first) reads this index.
  await knex.raw('CREATE INDEX journal_entries_date_entry_number_index ON journal_entries (date DESC, entry_number DESC)');
  // Most entries are Posted: indexing only the others keeps the replay's inserts cheap, and a
  // status = 'Draft' | 'Reversed' filter (the selective ones) still reads the index.
  await knex.raw(`CREATE INDEX journal_entries_status_index ON journal_entries (status) WHERE status <> 'Posted'`);
  await knex.raw('CREATE INDEX journal_entries_source_kind_index ON journal_entries (source_kind)');
  await knex.raw('CREATE INDEX journal_entries_reversal_of_index ON journal_entries (reversal_of) WHERE reversal_of IS NOT NULL');

  // Every posted line adds to its account and day; lines of closing (profit-transfer) entries
  // also add to closing_debit / closing_credit so an income statement can leave them out.
  await knex.schema.createTable('account_daily_totals', (table) => {
    table.uuid('account_id').notNullable();
    table.date('date').notNullable();
    table.bigInteger('debit').notNullable().defaultTo(0);
    table.bigInteger('credit').notNullable().defaultTo(0);
    table.bigInteger('closing_debit').notNullable().defaultTo(0);
    table.bigInteger('closing_credit').notNullable().defaultTo(0);
    table.primary(['account_id', 'date']);
  });
  // The latest days' rows are added to by batch after batch: room on each page keeps those updates HOT.
  await knex.raw('ALTER TABLE account_daily_totals SET (fillfactor = 50)');

  // Ids the facts name are nullable: a malformed one is stored as null (uuidOrNull) rather than
  // stalling the projector on a cast error.
  await knex.schema.createTable('transfers', (table) => {
    table.uuid('id').primary();
    table.uuid('from_account_id');
    table.uuid('to_account_id');
    table.bigInteger('amount').notNullable();
    table.date('date').notNullable();
    table.text('remarks').notNullable().defaultTo('');
    table.text('status').notNullable();
    /** The entry that currently carries the transfer in the books (changes when it is amended). */
    table.uuid('journal_entry_id');
    table.uuid('created_by');
    table.timestamp('created_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true });
    table.check(`status IN ('Posted', 'Voided')`, [], 'transfers_status_check');
    table.index(['date']);
    table.index(['journal_entry_id']);
  });

  await knex.schema.createTable('expenses', (table) => {
    table.uuid('id').primary();
    table.uuid('expense_account_id');
    table.uuid('cash_account_id');
    table.uuid('payment_method_id').nullable();
    table.bigInteger('amount').notNullable();
    table.date('date').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.uuid('journal_entry_id');
    table.uuid('created_by');
    table.timestamp('created_at', { useTz: true });
    table.index(['date']);
    table.index(['expense_account_id']);
  });

  await knex.schema.createTable('owner_equity_transactions', (table) => {
    table.uuid('id').primary();
    table.text('type').notNullable();
    table.uuid('cash_account_id');
    table.uuid('equity_account_id');
    table.bigInteger('amount').notNullable();
    table.date('date').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.uuid('journal_entry_id');
    table.timestamp('created_at', { useTz: true });
    table.check(`type IN ('Investment', 'Drawing')`, [], 'owner_equity_transactions_type_check');
    table.index(['date']);
  });

  await knex.schema.createTable('profit_transfers', (table) => {
    table.uuid('id').primary();
    table.date('transfer_date').notNullable();
    table.bigInteger('total_revenue').notNullable();
    table.bigInteger('total_expenses').notNullable();
    table.bigInteger('net_income').notNullable();
    table.uuid('journal_entry_id');
    table.timestamp('created_at', { useTz: true });
  });

  await knex.schema.createTable('books', (table) => {
    table.integer('id').primary().defaultTo(1);
    /** The last closed day: postings dated on or before it are refused. */
    table.date('closed_through');
    table.check('id = 1', [], 'books_single_row');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['books', 'profit_transfers', 'owner_equity_transactions', 'expenses', 'transfers', 'account_daily_totals']) {
    await knex.schema.dropTable(table);
  }
  await knex.raw('DROP INDEX journal_entries_reversal_of_index, journal_entries_source_kind_index, journal_entries_status_index, journal_entries_date_entry_number_index');
  await knex.raw('CREATE INDEX journal_entries_date_entry_number_index ON journal_entries (date, entry_number)');
  await knex.raw(`DELETE FROM journal_entries WHERE status = 'Draft'`);
  await knex.raw(`
    ALTER TABLE journal_entries
      DROP CONSTRAINT journal_entries_number_check,
      DROP CONSTRAINT journal_entries_status_check,
      DROP COLUMN draft_lines,
      DROP COLUMN updated_at,
      DROP COLUMN created_at,
      DROP COLUMN created_by,
      DROP COLUMN reversed_by,
      DROP COLUMN reversal_of,
      DROP COLUMN total_credit,
      ALTER COLUMN status SET DEFAULT 'Posted',
      ALTER COLUMN entry_number SET NOT NULL`);
}
