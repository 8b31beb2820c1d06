import type { Knex } from 'knex';
import { trigramOperatorClass } from '../../trigram';

/**
 * Receivables, their payments, bad debt records and the receivables list's totals (see
 * ../tables.ts). Every list reads its current rows newest first or by a whitelisted column, so each
 * order has a partial index ending in the id that breaks ties. The unfiltered first page takes its
 * count and sums from receivables_totals, and what is overdue (the Overdue filter's count and sums,
 * the overdue total, the aging) from receivables_due_totals, so neither counts rows at any size. Notes
 * are searched "contains" through trigram indexes where pg_trgm is installed (the purchasing
 * search migration installs it where it can).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receivables', (table) => {
    table.uuid('id').primary();
    table.uuid('customer_id').notNullable();
    table.text('source').notNullable();
    table.uuid('invoice_id').nullable();
    table.uuid('journal_entry_id').nullable();
    table.bigInteger('amount').notNullable();
    table.bigInteger('paid_amount').notNullable().defaultTo(0);
    table.bigInteger('written_off_amount').notNullable().defaultTo(0);
    table.integer('payment_count').notNullable().defaultTo(0);
    table.date('opened_date').notNullable();
    table.date('due_date').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('cancelled_at', { useTz: true }).nullable();
  });
  await knex.raw('ALTER TABLE receivables ADD COLUMN remaining bigint GENERATED ALWAYS AS (amount - paid_amount - written_off_amount) STORED');
  await knex.raw('ALTER TABLE receivables SET (fillfactor = 80)');
  for (const column of ['created_at', 'due_date', 'amount', 'remaining']) {
    await knex.raw(`CREATE INDEX receivables_${column}_index ON receivables (${column}, id) WHERE cancelled_at IS NULL`);
  }
  await knex.raw('CREATE INDEX receivables_customer_index ON receivables (customer_id, created_at, id) WHERE cancelled_at IS NULL');
  await knex.raw('CREATE INDEX receivables_invoice_index ON receivables (invoice_id) WHERE invoice_id IS NOT NULL');
  await knex.raw('CREATE INDEX receivables_open_due_index ON receivables (due_date, id) INCLUDE (amount, paid_amount, written_off_amount, remaining) WHERE cancelled_at IS NULL AND remaining > 0');
  await knex.raw('CREATE INDEX receivables_settled_index ON receivables (created_at, id) INCLUDE (amount, paid_amount, written_off_amount, remaining, due_date) WHERE cancelled_at IS NULL AND remaining <= 0');

  await knex.schema.createTable('receivable_payments', (table) => {
    table.uuid('id').primary();
    table.uuid('receivable_id').notNullable();
    table.bigInteger('amount').notNullable();
    table.uuid('payment_method_id').notNullable();
    table.uuid('debit_account_id').notNullable();
    table.date('payment_date').notNullable();
    table.uuid('invoice_id').nullable();
    table.text('notes').notNullable().defaultTo('');
    table.uuid('journal_entry_id').notNullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX receivable_payments_receivable_index ON receivable_payments (receivable_id, created_at, id)');

  await knex.schema.createTable('bad_debts', (table) => {
    table.uuid('id').primary();
    table.uuid('customer_id').notNullable();
    table.uuid('invoice_id').nullable();
    table.uuid('receivable_id').notNullable();
    table.uuid('bad_debt_account_id').notNullable();
    table.bigInteger('original_amount').notNullable();
    table.bigInteger('write_off_amount').notNullable();
    table.bigInteger('posted_amount').notNullable().defaultTo(0);
    table.date('write_off_date').notNullable();
    table.text('reason').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.text('status').notNullable();
    table.uuid('journal_entry_id').nullable();
    table.uuid('approved_by').nullable();
    table.timestamp('approved_at', { useTz: true }).nullable();
    table.uuid('posted_by').nullable();
    table.timestamp('posted_at', { useTz: true }).nullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`ALTER TABLE bad_debts ADD COLUMN amount bigint GENERATED ALWAYS AS (CASE WHEN status = 'Posted' THEN posted_amount ELSE write_off_amount END) STORED`);
  for (const column of ['created_at', 'write_off_date', 'amount']) await knex.raw(`CREATE INDEX bad_debts_${column}_index ON bad_debts (${column}, id)`);
  await knex.raw('CREATE INDEX bad_debts_status_index ON bad_debts (status, created_at, id)');
  await knex.raw('CREATE INDEX bad_debts_customer_index ON bad_debts (customer_id, created_at, id)');
  await knex.raw('CREATE INDEX bad_debts_receivable_index ON bad_debts (receivable_id)');

  await knex.schema.createTable('receivables_totals', (table) => {
    table.text('name').primary();
    table.bigInteger('count').notNullable().defaultTo(0);
    table.bigInteger('amount').notNullable().defaultTo(0);
    table.bigInteger('paid').notNullable().defaultTo(0);
    table.bigInteger('written_off').notNullable().defaultTo(0);
  });
  // The row exists from the start (a batch only adds to it, so a replay in any batch size dumps the same).
  await knex('receivables_totals').insert({ name: 'receivables' });

  // The live receivables by due date: what is overdue today (and its age) is the sum of the few
  // rows due before today, however many receivables there are. A row leaves when no live receivable is due that day.
  await knex.schema.createTable('receivables_due_totals', (table) => {
    table.date('due_date').primary();
    table.bigInteger('live').notNullable().defaultTo(0);
    table.bigInteger('open_count').notNullable().defaultTo(0);
    table.bigInteger('open_amount').notNullable().defaultTo(0);
    table.bigInteger('open_paid').notNullable().defaultTo(0);
    table.bigInteger('open_written_off').notNullable().defaultTo(0);
    table.bigInteger('remaining').notNullable().defaultTo(0);
  });

  const ops = await trigramOperatorClass(knex);
  if (ops) {
    await knex.raw(`CREATE INDEX receivables_notes_trgm_index ON receivables USING gin (lower(notes) ${ops}) WHERE cancelled_at IS NULL`);
    await knex.raw(`CREATE INDEX bad_debts_notes_trgm_index ON bad_debts USING gin (lower(notes) ${ops})`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['receivables_due_totals', 'receivables_totals', 'bad_debts', 'receivable_payments', 'receivables']) await knex.schema.dropTable(table);
}
