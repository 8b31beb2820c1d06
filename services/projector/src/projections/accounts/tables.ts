import { RowBatch } from '../row-batch';

export interface ChartRow extends Record<string, string | null> {
  initialized_at: string;
  initialized_by: string | null;
}

export interface GlClassRow extends Record<string, string | null> {
  name: string;
  type: string;
  created_at: string;
  updated_at: string;
  /** Set by GlClassDeleted: the row stays so history still resolves the class type. */
  deleted_at: string | null;
}

export interface GlGroupRow extends Record<string, string | null> {
  name: string;
  code: string;
  section: string;
  gl_class_id: string;
  created_at: string;
  updated_at: string;
  /** Set by GlGroupDeleted: the row stays so history still resolves the section and class. */
  deleted_at: string | null;
}

export interface GlAccountRow extends Record<string, string | boolean | number | null> {
  name: string;
  code: string;
  gl_group_id: string;
  description: string;
  is_active: boolean;
  cash_account: boolean;
  bank_name: string | null;
  bank_account_number: string | null;
  system_role: string | null;
  opening_balance: number;
  created_at: string;
  updated_at: string;
  /** Set by GlAccountDeleted: the row stays so history still resolves the account. */
  deleted_at: string | null;
}

export interface PaymentMethodRow extends Record<string, string | boolean | number | null | object> {
  name: string;
  payment_account: string;
  account_id: string;
  type: string;
  status: string;
  processing_fee_hundredths: number;
  processing_fee_account_id: string | null;
  is_default: boolean;
  details: object;
  created_at: string;
  updated_at: string;
}

/** Pending writes of the accounts feature for one batch. */
export class AccountsBatch {
  readonly chart = new RowBatch<ChartRow>({
    table: 'chart_of_accounts',
    key: { name: 'id', type: 'int' },
    columns: { initialized_at: 'timestamptz', initialized_by: 'uuid' },
  });

  readonly glClasses = new RowBatch<GlClassRow>({
    table: 'gl_classes',
    key: { name: 'id', type: 'uuid' },
    columns: { name: 'text', type: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', deleted_at: 'timestamptz' },
    counters: { group_count: 'int' },
  });

  readonly glGroups = new RowBatch<GlGroupRow>({
    table: 'gl_groups',
    key: { name: 'id', type: 'uuid' },
    columns: { name: 'text', code: 'text', section: 'text', gl_class_id: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz', deleted_at: 'timestamptz' },
    counters: { account_count: 'int' },
  });

  /** debit_total / credit_total are moved by the ledger's journal lines. */
  readonly glAccounts = new RowBatch<GlAccountRow>({
    table: 'gl_accounts',
    key: { name: 'id', type: 'uuid' },
    columns: {
      name: 'text',
      code: 'text',
      gl_group_id: 'uuid',
      description: 'text',
      is_active: 'boolean',
      cash_account: 'boolean',
      bank_name: 'text',
      bank_account_number: 'text',
      system_role: 'text',
      opening_balance: 'bigint',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
    counters: { debit_total: 'bigint', credit_total: 'bigint' },
  });

  readonly paymentMethods = new RowBatch<PaymentMethodRow>({
    table: 'payment_methods',
    key: { name: 'id', type: 'uuid' },
    columns: {
      name: 'text',
      payment_account: 'text',
      account_id: 'uuid',
      type: 'text',
      status: 'text',
      processing_fee_hundredths: 'int',
      processing_fee_account_id: 'uuid',
      is_default: 'boolean',
      details: 'jsonb',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
  });

  /** The payment method that last became the default in this batch: every other one is not. */
  defaultPaymentMethodId: string | null = null;
}
