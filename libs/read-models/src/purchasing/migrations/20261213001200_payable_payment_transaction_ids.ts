import type { Knex } from 'knex';

/** A supplier payment's transaction ID (bKash/Nagad/Rocket TrxID, card slip or approval number), normalised to capitals. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE payable_payments ADD COLUMN transaction_id text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE payable_payments DROP COLUMN IF EXISTS transaction_id');
}
