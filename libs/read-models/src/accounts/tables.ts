/**
 * The accounts feature's read-model tables (in READ_MODELS_SCHEMA), as the migrations create
 * them, and their rows as a reader's node-postgres returns them: bigint as a decimal string,
 * timestamptz as a Date, jsonb parsed; a column the migrations leave nullable is `| null`.
 */
import { defineTable, jsonb, nullable, type RecordOf } from '../table-declaration';

export const CHART_OF_ACCOUNTS_TABLE = 'chart_of_accounts';
export const GL_CLASSES_TABLE = 'gl_classes';
export const GL_GROUPS_TABLE = 'gl_groups';
export const GL_ACCOUNTS_TABLE = 'gl_accounts';
export const PAYMENT_METHODS_TABLE = 'payment_methods';

/** The one row (id 1) once the standard chart is initialized. */
export const CHART_OF_ACCOUNTS = defineTable(CHART_OF_ACCOUNTS_TABLE, {
  key: ['id', 'int'],
  columns: { initialized_at: nullable('timestamptz'), initialized_by: nullable('uuid') },
});
export type ChartOfAccountsRecord = RecordOf<typeof CHART_OF_ACCOUNTS>;

export const GL_CLASSES = defineTable(GL_CLASSES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: nullable('text'),
    type: nullable('text'),
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
    /** Set when deleted: the row stays so posted history still resolves the class type. */
    deleted_at: nullable('timestamptz'),
  },
  counters: { group_count: 'int' },
});
export type GlClassRecord = RecordOf<typeof GL_CLASSES>;

export const GL_GROUPS = defineTable(GL_GROUPS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: nullable('text'),
    code: nullable('text'),
    section: nullable('text'),
    gl_class_id: nullable('uuid'),
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
    /** Set when deleted: the row stays so posted history still resolves the section and class. */
    deleted_at: nullable('timestamptz'),
  },
  counters: { account_count: 'int' },
});
export type GlGroupRecord = RecordOf<typeof GL_GROUPS>;

export const GL_ACCOUNTS = defineTable(GL_ACCOUNTS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: nullable('text'),
    code: nullable('text'),
    gl_group_id: nullable('uuid'),
    description: nullable('text'),
    is_active: 'boolean',
    cash_account: 'boolean',
    bank_name: nullable('text'),
    bank_account_number: nullable('text'),
    system_role: nullable('text'),
    /** Poisha. */
    opening_balance: 'bigint',
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
    /** Set when deleted: the row stays so posted history still resolves the account. */
    deleted_at: nullable('timestamptz'),
  },
  /** Poisha posted to the account, moved by the ledger's journal lines. */
  counters: { debit_total: 'bigint', credit_total: 'bigint' },
});
export type GlAccountRecord = RecordOf<typeof GL_ACCOUNTS>;

/** A payment method's details as its events hold them (jsonb). */
export interface PaymentMethodDetailsRecord {
  bankName?: string;
  accountNumber?: string;
  routingNumber?: string;
  cardType?: string;
  mobileProvider?: string;
}

export const PAYMENT_METHODS = defineTable(PAYMENT_METHODS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: nullable('text'),
    payment_account: nullable('text'),
    account_id: nullable('uuid'),
    type: nullable('text'),
    status: nullable('text'),
    /** The fee in hundredths of a percent (1.85% is 185); tenths before migration 20261124000100. */
    processing_fee_hundredths: 'int',
    processing_fee_account_id: nullable('uuid'),
    is_default: 'boolean',
    details: jsonb<PaymentMethodDetailsRecord>(),
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
  },
});
export type PaymentMethodRecord = RecordOf<typeof PAYMENT_METHODS>;
