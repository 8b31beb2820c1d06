import type { Knex } from 'knex';

/** The VAT returns submitted, by month, and the VAT payments to the treasury (issue 24 item 4). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vat_returns', (table) => {
    table.text('period').primary();
    table.bigInteger('output_vat').notNullable();
    table.bigInteger('input_vat').notNullable();
    table.bigInteger('carried_forward').notNullable();
    table.bigInteger('offset_amount').notNullable();
    table.bigInteger('net_payable').notNullable();
    table.uuid('journal_entry_id');
    table.uuid('submitted_by');
    table.timestamp('submitted_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('vat_payments', (table) => {
    table.uuid('id').primary();
    table.text('period').notNullable();
    table.bigInteger('amount').notNullable();
    table.date('date').notNullable();
    table.text('treasury_challan_number').notNullable();
    table.uuid('cash_account_id').notNullable();
    table.uuid('journal_entry_id').notNullable();
    table.uuid('created_by');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  // The payments list, newest first, and a month's payments.
  await knex.raw('CREATE INDEX vat_payments_date_index ON vat_payments (date DESC, created_at DESC, id)');
  await knex.raw('CREATE INDEX vat_payments_period_index ON vat_payments (period)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vat_payments');
  await knex.schema.dropTable('vat_returns');
}
