import type { Knex } from 'knex';

/**
 * A closing (profit transfer) can be reversed: its row keeps who closed, and once reversed its
 * status, the reversing entry, the reason, who and when. The books row's closed_through then goes
 * back to the closing before it (null when none is left).
 *
 * Rows projected before this migration have no transferred_by: rebuild (`main.js rebuild`) to
 * fill it from the log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profit_transfers', (table) => {
    table.uuid('transferred_by');
    table.text('status').notNullable().defaultTo('Posted');
    table.uuid('reversal_journal_entry_id');
    table.text('reversal_reason');
    table.uuid('reversed_by');
    table.timestamp('reversed_at', { useTz: true });
    table.check(`status IN ('Posted', 'Reversed')`, [], 'profit_transfers_status_check');
    // The history lists the latest closing first.
    table.index(['transfer_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profit_transfers', (table) => {
    table.dropIndex(['transfer_date']);
    table.dropChecks(['profit_transfers_status_check']);
    table.dropColumns('transferred_by', 'status', 'reversal_journal_entry_id', 'reversal_reason', 'reversed_by', 'reversed_at');
  });
}
