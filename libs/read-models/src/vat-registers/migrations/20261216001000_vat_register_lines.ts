import type { Knex } from 'knex';

/** The VAT registers (issue 24 item 5): one row per line of a VAT-bearing document, reversing rows for voids and corrections. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vat_register_lines', (table) => {
    table.uuid('id').primary();
    table.text('register').notNullable();
    table.uuid('document_id').notNullable();
    table.text('document_kind').notNullable();
    table.integer('document_line').notNullable();
    table.text('document_number');
    table.date('document_reference_date');
    table.date('date').notNullable();
    table.timestamp('issued_at', { useTz: true }).notNullable();
    table.uuid('counterparty_id').notNullable();
    table.text('counterparty_name').notNullable();
    table.text('counterparty_address').notNullable();
    table.uuid('product_id').notNullable();
    table.text('product_name').notNullable();
    table.text('product_model').notNullable();
    table.text('chassis_numbers').notNullable();
    table.text('engine_numbers').notNullable();
    table.bigInteger('quantity').notNullable();
    table.bigInteger('taxable_value').notNullable();
    table.bigInteger('supplementary_duty').notNullable();
    table.integer('vat_rate_hundredths');
    table.bigInteger('vat').notNullable();
    table.boolean('input_vat_credited').notNullable();
    table.bigInteger('event_position').notNullable();
    table.boolean('reversal').notNullable();
    table.text('stock_source_stream').notNullable();
    table.text('stock_movement_id');
    table.text('stock_movement_type').notNullable();
    table.bigInteger('quantity_before');
    table.bigInteger('quantity_after');
    table.bigInteger('value_before');
    table.bigInteger('value_after');
  });
  // A register's rows in date order (the list, the export, a month's summary).
  await knex.raw('CREATE INDEX vat_register_lines_register_date_index ON vat_register_lines (register, date, issued_at, event_position, document_line, id)');
  // A document's rows (what a void or a correction reverses).
  await knex.raw('CREATE INDEX vat_register_lines_document_index ON vat_register_lines (document_id, event_position)');
  // The rows still waiting for their number or their stock movement.
  await knex.raw('CREATE INDEX vat_register_lines_unfilled_index ON vat_register_lines (id) WHERE quantity_after IS NULL OR document_number IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vat_register_lines');
}
