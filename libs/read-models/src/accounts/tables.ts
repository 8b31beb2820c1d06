/**
 * The accounts feature's read-model tables (in READ_MODELS_SCHEMA), as the migrations create
 * them, and their rows as a reader's node-postgres returns them: bigint as a decimal string,
 * timestamptz as a Date, jsonb parsed; a column the migrations leave nullable is `| null`.
 */
export const CHART_OF_ACCOUNTS_TABLE = 'chart_of_accounts';
export const GL_CLASSES_TABLE = 'gl_classes';
export const GL_GROUPS_TABLE = 'gl_groups';
export const GL_ACCOUNTS_TABLE = 'gl_accounts';
export const PAYMENT_METHODS_TABLE = 'payment_methods';

/** The one row (id 1) once the standard chart is initialized. */
export interface ChartOfAccountsRecord {
  id: number;
  initialized_at: Date | null;
  initialized_by: string | null;
}

export interface GlClassRecord {
  id: string;
  name: string | null;
  type: string | null;
  group_count: number;
  created_at: Date | null;
  updated_at: Date | null;
  /** Set when deleted: the row stays so posted history still resolves the class type. */
  deleted_at: Date | null;
}

export interface GlGroupRecord {
  id: string;
  name: string | null;
  code: string | null;
  section: string | null;
  gl_class_id: string | null;
  account_count: number;
  created_at: Date | null;
  updated_at: Date | null;
  /** Set when deleted: the row stays so posted history still resolves the section and class. */
  deleted_at: Date | null;
}

export interface GlAccountRecord {
  id: string;
  name: string | null;
  code: string | null;
  gl_group_id: string | null;
  description: string | null;
  is_active: boolean;
  cash_account: boolean;
  bank_name: string | null;
  bank_account_number: string | null;
  system_role: string | null;
  /** Poisha. */
  opening_balance: string;
  /** Poisha posted to the account, moved by the ledger's journal lines. */
  debit_total: string;
  credit_total: string;
  created_at: Date | null;
  updated_at: Date | null;
  /** Set when deleted: the row stays so posted history still resolves the account. */
  deleted_at: Date | null;
}

export interface PaymentMethodRecord {
  id: string;
  name: string | null;
  payment_account: string | null;
  account_id: string | null;
  type: string | null;
  status: string | null;
  /** The fee in hundredths of a percent (1.85% is 185); tenths before migration 20261124000100. */
  processing_fee_hundredths: number;
  processing_fee_account_id: string | null;
  is_default: boolean;
  details: Record<string, unknown>;
  created_at: Date | null;
  updated_at: Date | null;
}
