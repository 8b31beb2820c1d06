import type { Knex } from 'knex';
import { trigramOperatorClass } from '../../trigram';

/**
 * invoices, invoice_payments and invoice_totals (see ../tables.ts). The list shows live invoices
 * (not voided) by tab (all, or one invoice type) in a whitelisted order, ten a page: each order has
 * a partial index for all invoices and one led by the type, ending in the invoice number that
 * breaks ties, so a page's ORDER BY … LIMIT walks an index without sorting at any size. A
 * customer's purchases read (customer_id, invoice_number). Searches match the invoice number
 * exactly, or the customer's name, phone, chassis and engine numbers anywhere in `search_text`
 * (a trigram index where pg_trgm can be had). Rows moved by payments leave room for HOT updates.
 */
const ORDERS: Record<string, string> = {
  number: 'invoice_number',
  date: 'invoice_date, invoice_number',
  customer: 'customer_name, invoice_number',
  total: 'total, invoice_number',
  due: 'due, invoice_number',
  status: 'payment_status, invoice_number',
};

export const INVOICE_TOTAL_NAMES = ['invoices', 'invoices:Motorcycle', 'invoices:Accessories & Spare Parts'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoices', (table) => {
    table.uuid('id').primary();
    table.integer('invoice_number').nullable().unique();
    table.text('invoice_type').notNullable();
    table.uuid('customer_id').notNullable();
    table.text('customer_name').notNullable().defaultTo('');
    table.text('customer_phone').notNullable().defaultTo('');
    table.text('customer_email').notNullable().defaultTo('');
    table.text('customer_address').notNullable().defaultTo('');
    table.date('invoice_date').notNullable();
    table.jsonb('items').notNullable();
    table.bigInteger('subtotal').notNullable();
    table.bigInteger('shipping_charge').notNullable().defaultTo(0);
    table.text('discount_type').notNullable().defaultTo('flat');
    table.bigInteger('discount_value').notNullable().defaultTo(0);
    table.bigInteger('discount').notNullable().defaultTo(0);
    table.bigInteger('total').notNullable();
    table.bigInteger('paid_amount').notNullable().defaultTo(0);
    table.bigInteger('due').notNullable().defaultTo(0);
    table.text('payment_status').notNullable();
    table.uuid('booking_id').nullable();
    table.bigInteger('booking_amount').notNullable().defaultTo(0);
    table.uuid('receivable_id').nullable();
    table.date('due_date').nullable();
    table.uuid('journal_entry_id').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.text('unit_numbers').notNullable().defaultTo('');
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('voided_at', { useTz: true }).nullable();
    table.text('void_reason').notNullable().defaultTo('');
  });
  // What a search matches anywhere, kept by PostgreSQL as the contact is edited.
  await knex.raw(`ALTER TABLE invoices ADD COLUMN search_text text GENERATED ALWAYS AS (lower(customer_name || ' ' || customer_phone || ' ' || unit_numbers)) STORED`);
  await knex.raw('ALTER TABLE invoices SET (fillfactor = 85)');
  // Each holds the id too: a deep page (the list's quick jump) walks the index alone to the page's ids.
  for (const [name, columns] of Object.entries(ORDERS)) {
    await knex.raw(`CREATE INDEX invoices_${name}_index ON invoices (${columns}) INCLUDE (id) WHERE voided_at IS NULL`);
    await knex.raw(`CREATE INDEX invoices_type_${name}_index ON invoices (invoice_type, ${columns}) INCLUDE (id) WHERE voided_at IS NULL`);
  }
  await knex.raw('CREATE INDEX invoices_customer_purchases_index ON invoices (customer_id, invoice_number) INCLUDE (id) WHERE voided_at IS NULL');
  await knex.raw('CREATE INDEX invoices_booking_index ON invoices (booking_id) WHERE booking_id IS NOT NULL');
  const trigram = await trigramOperatorClass(knex);
  if (trigram) await knex.raw(`CREATE INDEX invoices_search_trgm_index ON invoices USING gin (search_text ${trigram}) WHERE voided_at IS NULL`);

  await knex.schema.createTable('invoice_payments', (table) => {
    table.uuid('id').primary();
    table.uuid('invoice_id').notNullable();
    table.uuid('payment_method_id').notNullable();
    table.text('method_name').notNullable().defaultTo('');
    table.uuid('account_id').notNullable();
    table.bigInteger('amount').notNullable();
    table.bigInteger('processing_fee').notNullable().defaultTo(0);
    table.date('payment_date').notNullable();
    table.uuid('journal_entry_id').notNullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('refunded_at', { useTz: true }).nullable();
    // Where it was taken: the event's place in the log and the row's place in the event (the order of the form's rows).
    table.bigInteger('event_position').notNullable();
    table.integer('line').notNullable();
  });
  await knex.raw('CREATE INDEX invoice_payments_invoice_index ON invoice_payments (invoice_id, event_position, line)');

  await knex.schema.createTable('invoice_totals', (table) => {
    table.text('name').primary();
    table.bigInteger('count').notNullable().defaultTo(0);
  });
  await knex('invoice_totals').insert(INVOICE_TOTAL_NAMES.map((name) => ({ name })));
}


export async function down(knex: Knex): Promise<void> {
  for (const table of ['invoice_totals', 'invoice_payments', 'invoices']) await knex.schema.dropTable(table);
}
