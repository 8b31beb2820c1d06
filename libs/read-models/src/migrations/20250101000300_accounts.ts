import type { Knex } from 'knex';

/** Chart of accounts, GL classes, groups, accounts and payment methods. Money is bigint poisha. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chart_of_accounts', (table) => {
    table.integer('id').primary().defaultTo(1);
    table.timestamp('initialized_at', { useTz: true });
    table.uuid('initialized_by');
    table.check('id = 1', [], 'chart_of_accounts_single_row');
  });

  await knex.schema.createTable('gl_classes', (table) => {
    table.uuid('id').primary();
    table.text('name');
    table.text('type');
    table.integer('group_count').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true });
  });

  await knex.schema.createTable('gl_groups', (table) => {
    table.uuid('id').primary();
    table.text('name');
    table.text('code');
    table.text('section');
    table.uuid('gl_class_id');
    table.integer('account_count').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true });
    table.index(['gl_class_id']);
    table.index(['code']);
  });

  await knex.schema.createTable('gl_accounts', (table) => {
    table.uuid('id').primary();
    table.text('name');
    table.text('code');
    table.uuid('gl_group_id');
    table.text('description');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.boolean('cash_account').notNullable().defaultTo(false);
    table.text('bank_name').nullable();
    table.text('bank_account_number').nullable();
    table.text('system_role').nullable();
    table.bigInteger('opening_balance').notNullable().defaultTo(0);
    table.bigInteger('debit_total').notNullable().defaultTo(0);
    table.bigInteger('credit_total').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true });
    table.index(['code']);
    table.index(['gl_group_id']);
  });
  await knex.raw('CREATE INDEX gl_accounts_lower_name_index ON gl_accounts (lower(name))');
  // Every batch updates the totals (and counts) of the rows it touches: leave room on each page
  // so those updates stay HOT (no index churn, dead versions pruned in place).
  await knex.raw('ALTER TABLE gl_accounts SET (fillfactor = 50)');
  await knex.raw('ALTER TABLE gl_groups SET (fillfactor = 50)');
  await knex.raw('ALTER TABLE gl_classes SET (fillfactor = 50)');
  await knex.raw('CREATE INDEX gl_accounts_system_role_index ON gl_accounts (system_role) WHERE system_role IS NOT NULL');

  await knex.schema.createTable('payment_methods', (table) => {
    table.uuid('id').primary();
    table.text('name');
    table.text('payment_account');
    table.uuid('account_id');
    table.text('type');
    table.text('status');
    table.integer('processing_fee_tenths').notNullable().defaultTo(0);
    table.uuid('processing_fee_account_id').nullable();
    table.boolean('is_default').notNullable().defaultTo(false);
    table.jsonb('details').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true });
    table.index(['account_id']);
  });
  await knex.raw('CREATE INDEX payment_methods_lower_name_index ON payment_methods (lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['payment_methods', 'gl_accounts', 'gl_groups', 'gl_classes', 'chart_of_accounts']) {
    await knex.schema.dropTable(table);
  }
}
