import type { Knex } from 'knex';

/**
 * Bookings, their refunds and each customer's booking money (see ../tables.ts). A booking's status
 * and the money it still holds are generated columns, so a refund or an application moves only
 * counters and the status follows. The list sorts by a whitelisted column with an index each
 * (column, id); a customer's bookings and a booking's refunds have their own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (table) => {
    table.uuid('id').primary();
    table.integer('booking_number').nullable().unique();
    table.uuid('customer_id').notNullable();
    table.bigInteger('amount').notNullable();
    table.uuid('payment_method_id').notNullable();
    table.uuid('debit_account_id').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.text('chosen_status').notNullable();
    table.uuid('motorcycle_id').nullable();
    table.date('booking_date').notNullable();
    table.uuid('journal_entry_id').nullable();
    table.bigInteger('refunded_amount').notNullable().defaultTo(0);
    table.integer('refund_count').notNullable().defaultTo(0);
    table.bigInteger('applied_amount').notNullable().defaultTo(0);
    table.uuid('applied_invoice_id').nullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  // The same rule as the domain's bookingStatusOf.
  await knex.raw(`ALTER TABLE bookings ADD COLUMN status text GENERATED ALWAYS AS (
    CASE WHEN chosen_status = 'Cancelled' THEN 'Cancelled'
         WHEN applied_invoice_id IS NOT NULL THEN 'Applied'
         WHEN refunded_amount > 0 AND refunded_amount >= amount THEN 'Refunded'
         WHEN refunded_amount > 0 THEN 'Partial Refund'
         ELSE chosen_status END) STORED`);
  await knex.raw('ALTER TABLE bookings ADD COLUMN remaining bigint GENERATED ALWAYS AS (amount - refunded_amount - applied_amount) STORED');
  await knex.raw('ALTER TABLE bookings SET (fillfactor = 80)');
  for (const column of ['created_at', 'booking_date', 'amount', 'booking_number']) {
    await knex.raw(`CREATE INDEX bookings_${column}_index ON bookings (${column}, id)`);
  }
  await knex.raw('CREATE INDEX bookings_status_index ON bookings (status, created_at, id)');
  await knex.raw('CREATE INDEX bookings_customer_index ON bookings (customer_id, created_at, id)');
  await knex.raw('CREATE INDEX bookings_motorcycle_index ON bookings (motorcycle_id) WHERE motorcycle_id IS NOT NULL');

  await knex.schema.createTable('booking_refunds', (table) => {
    table.uuid('id').primary();
    table.uuid('booking_id').notNullable();
    table.bigInteger('amount').notNullable();
    table.uuid('payment_method_id').notNullable();
    table.uuid('credit_account_id').notNullable();
    table.text('reason').notNullable();
    table.date('refund_date').notNullable();
    table.uuid('journal_entry_id').notNullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX booking_refunds_booking_index ON booking_refunds (booking_id, created_at, id)');

  await knex.schema.createTable('customer_booking_money', (table) => {
    table.uuid('customer_id').primary();
    table.integer('booking_count').notNullable().defaultTo(0);
    table.bigInteger('deposited').notNullable().defaultTo(0);
    table.bigInteger('refunded').notNullable().defaultTo(0);
    table.bigInteger('applied').notNullable().defaultTo(0);
  });
  await knex.raw('ALTER TABLE customer_booking_money ADD COLUMN remaining bigint GENERATED ALWAYS AS (deposited - refunded - applied) STORED');
  // A customer whose bookings all moved to another customer leaves (the projector deletes rows counting nothing).
  await knex.raw('CREATE INDEX customer_booking_money_empty_index ON customer_booking_money (customer_id) WHERE booking_count = 0');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['customer_booking_money', 'booking_refunds', 'bookings']) await knex.schema.dropTable(table);
}
