import type { Knex } from 'knex';

/** Approvals (see ../tables.ts): listed newest first, filtered by status. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('approvals', (table) => {
    table.uuid('id').primary();
    table.text('kind').notNullable();
    table.text('status').notNullable();
    table.uuid('invoice_id').nullable();
    table.text('customer_name').notNullable();
    table.bigInteger('total').notNullable();
    table.bigInteger('discount').notNullable();
    table.integer('discount_percent_hundredths').notNullable();
    table.text('request_reason').notNullable();
    table.jsonb('action').notNullable();
    table.uuid('requested_by').notNullable();
    table.timestamp('requested_at', { useTz: true }).notNullable();
    table.uuid('decided_by').nullable();
    table.timestamp('decided_at', { useTz: true }).nullable();
    table.text('reject_reason').nullable();
  });
  await knex.raw('CREATE INDEX approvals_status_index ON approvals (status, requested_at, id)');
  await knex.raw('CREATE INDEX approvals_invoice_index ON approvals (invoice_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('approvals');
}
