import type { Knex } from 'knex';

/**
 * A payment's transaction ID (bKash/Nagad/Rocket TrxID, card slip or approval number), as recorded
 * (normalised to capitals), and the index the invoice list's search by TrxID uses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE invoice_payments ADD COLUMN transaction_id text');
  await knex.raw('CREATE INDEX invoice_payments_transaction_id_index ON invoice_payments (transaction_id) INCLUDE (invoice_id) WHERE transaction_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS invoice_payments_transaction_id_index');
  await knex.raw('ALTER TABLE invoice_payments DROP COLUMN IF EXISTS transaction_id');
}
