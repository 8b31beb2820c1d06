import type { Knex } from 'knex';

/**
 * The motorcycle unit register, requisitions, purchases, payables and payable payments (see
 * ../tables.ts). Every list reads its current rows newest first (or by a whitelisted column),
 * so each has a partial index per order, ending in the id that breaks ties: a page's ORDER BY …
 * LIMIT walks the index without sorting. Searches that match from the start (chassis and engine
 * numbers) have lower(...) text_pattern_ops indexes; "contains" searches (memo, supplier and
 * product names, notes) scan the live rows, as the products list does (no pg_trgm on the
 * embedded server). Rows moved often (a unit's status, a payable's payments) leave room for HOT updates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('motorcycles', (table) => {
    table.uuid('id').primary();
    table.uuid('product_id').notNullable();
    table.text('chassis_no').notNullable();
    table.text('engine_no').notNullable();
    table.text('color').notNullable().defaultTo('');
    table.text('status').notNullable();
    table.date('purchase_date').nullable();
    table.bigInteger('purchase_price').notNullable().defaultTo(0);
    table.date('registration_date').nullable();
    table.text('registration_number').notNullable().defaultTo('');
    table.bigInteger('mileage').notNullable().defaultTo(0);
    table.text('fuel_type').nullable();
    table.date('last_service_date').nullable();
    table.date('next_service_date').nullable();
    table.text('location_warehouse').notNullable().defaultTo('');
    table.text('location_section').notNullable().defaultTo('');
    table.text('location_position').notNullable().defaultTo('');
    table.text('insurance_provider').notNullable().defaultTo('');
    table.text('insurance_policy_number').notNullable().defaultTo('');
    table.date('insurance_expiry_date').nullable();
    table.bigInteger('insurance_premium').nullable();
    table.text('notes').notNullable().defaultTo('');
    table.text('source').notNullable();
    table.uuid('purchase_id').nullable();
    table.uuid('invoice_id').nullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('ALTER TABLE motorcycles SET (fillfactor = 80)');
  await knex.raw('CREATE INDEX motorcycles_created_at_index ON motorcycles (created_at, id)');
  await knex.raw('CREATE INDEX motorcycles_status_index ON motorcycles (status, created_at, id)');
  await knex.raw('CREATE INDEX motorcycles_product_index ON motorcycles (product_id, created_at, id)');
  await knex.raw('CREATE INDEX motorcycles_chassis_prefix_index ON motorcycles (lower(chassis_no) text_pattern_ops)');
  await knex.raw('CREATE INDEX motorcycles_engine_prefix_index ON motorcycles (lower(engine_no) text_pattern_ops)');
  await knex.raw('CREATE INDEX motorcycles_purchase_index ON motorcycles (purchase_id) WHERE purchase_id IS NOT NULL');

  await knex.schema.createTable('requisitions', (table) => {
    table.uuid('id').primary();
    table.uuid('supplier_id').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.jsonb('products').notNullable().defaultTo('[]');
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX requisitions_created_at_index ON requisitions (created_at, id)');
  await knex.raw('CREATE INDEX requisitions_supplier_index ON requisitions (supplier_id, created_at, id)');

  await knex.schema.createTable('purchases', (table) => {
    table.uuid('id').primary();
    table.integer('purchase_number').nullable().unique();
    table.uuid('supplier_id').notNullable();
    table.text('memo_number').notNullable();
    table.date('purchase_date').notNullable();
    table.date('due_date').notNullable();
    table.integer('payment_terms').notNullable();
    table.bigInteger('other_charges').notNullable().defaultTo(0);
    table.text('notes').notNullable().defaultTo('');
    table.jsonb('items').notNullable();
    table.bigInteger('subtotal').notNullable();
    table.bigInteger('total').notNullable();
    table.uuid('payment_method_id').notNullable();
    table.bigInteger('paid_amount').notNullable().defaultTo(0);
    table.uuid('payable_id').notNullable();
    table.uuid('journal_entry_id').notNullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX purchases_date_index ON purchases (purchase_date, purchase_number) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX purchases_supplier_index ON purchases (supplier_id, purchase_date, purchase_number) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX purchases_created_at_index ON purchases (created_at, id) WHERE deleted_at IS NULL');

  await knex.schema.createTable('payables', (table) => {
    table.uuid('id').primary();
    table.uuid('supplier_id').notNullable();
    table.text('bill_number').notNullable();
    table.text('source').notNullable();
    table.uuid('purchase_id').nullable();
    table.uuid('debit_account_id').nullable();
    table.uuid('journal_entry_id').nullable();
    table.bigInteger('amount').notNullable();
    table.bigInteger('paid_amount').notNullable().defaultTo(0);
    table.integer('payment_count').notNullable().defaultTo(0);
    table.date('bill_date').notNullable();
    table.date('due_date').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('cancelled_at', { useTz: true }).nullable();
  });
  await knex.raw('ALTER TABLE payables ADD COLUMN remaining bigint GENERATED ALWAYS AS (amount - paid_amount) STORED');
  await knex.raw('ALTER TABLE payables SET (fillfactor = 80)');
  for (const column of ['created_at', 'due_date', 'amount', 'remaining']) {
    await knex.raw(`CREATE INDEX payables_${column}_index ON payables (${column}, id) WHERE cancelled_at IS NULL`);
  }
  await knex.raw('CREATE INDEX payables_supplier_index ON payables (supplier_id, created_at, id) WHERE cancelled_at IS NULL');
  await knex.raw('CREATE INDEX payables_open_due_index ON payables (due_date, id) WHERE cancelled_at IS NULL AND remaining > 0');
  await knex.raw('CREATE INDEX payables_purchase_index ON payables (purchase_id) WHERE purchase_id IS NOT NULL');

  await knex.schema.createTable('payable_payments', (table) => {
    table.uuid('id').primary();
    table.uuid('payable_id').notNullable();
    table.bigInteger('amount').notNullable();
    table.uuid('payment_method_id').notNullable();
    table.uuid('credit_account_id').notNullable();
    table.date('payment_date').notNullable();
    table.text('notes').notNullable().defaultTo('');
    table.uuid('journal_entry_id').notNullable();
    table.uuid('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX payable_payments_payable_index ON payable_payments (payable_id, created_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['payable_payments', 'payables', 'purchases', 'requisitions', 'motorcycles']) await knex.schema.dropTable(table);
}
