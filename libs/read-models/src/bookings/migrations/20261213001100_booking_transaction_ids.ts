import type { Knex } from 'knex';

/** The deposit's and each refund's transaction ID (bKash/Nagad/Rocket TrxID, card slip or approval number), normalised to capitals. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE bookings ADD COLUMN transaction_id text');
  await knex.raw('ALTER TABLE booking_refunds ADD COLUMN transaction_id text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE booking_refunds DROP COLUMN IF EXISTS transaction_id');
  await knex.raw('ALTER TABLE bookings DROP COLUMN IF EXISTS transaction_id');
}
