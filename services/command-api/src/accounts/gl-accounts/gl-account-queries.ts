import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  PAYMENT_METHODS_TABLE,
  READ_MODELS_SCHEMA,
  type GlAccountRecord,
  type GlClassRecord,
  type GlGroupRecord,
  type PaymentMethodRecord,
} from '@dealer/read-models';
import type { Poisha } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import type { GlAccountListQuery } from './gl-account.dto';

/** Balance on the account's normal side: debit-normal for assets and expenses. */
export const BALANCE_SQL = `case when c.type in ('Asset', 'Expense') then a.debit_total - a.credit_total else a.credit_total - a.debit_total end`;

/** An account with its group, its class and its balance (poisha, on the normal side). */
export interface GlAccountRow extends GlAccountRecord {
  group_name: GlGroupRecord['name'];
  group_code: GlGroupRecord['code'];
  gl_class_id: GlGroupRecord['gl_class_id'];
  class_name: GlClassRecord['name'];
  class_type: GlClassRecord['type'];
  balance: string;
}

export const glAccountView = (row: GlAccountRow) => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  glGroup: { _id: row.gl_group_id, name: row.group_name, code: row.group_code, glClass: { _id: row.gl_class_id, name: row.class_name, type: row.class_type } },
  openingBalance: takaFromColumn(row.opening_balance),
  balance: takaFromColumn(row.balance),
  description: row.description ?? '',
  status: row.is_active,
  systemRole: row.system_role,
  integrationMappings: { cashAccount: row.cash_account },
  bankDetails: row.bank_name || row.bank_account_number ? { bankName: row.bank_name ?? '', accountNumber: row.bank_account_number ?? '' } : null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The flat account shape of the chart of accounts screen (accounting spec §3). */
export const chartAccountView = (row: GlAccountRow) => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  glClassType: row.class_type,
  glClassName: row.class_name,
  glGroup: row.gl_group_id,
  groupName: row.group_name,
  groupCode: row.group_code,
  description: row.description ?? '',
  isActive: row.is_active,
  balance: takaFromColumn(row.balance),
  openingBalance: takaFromColumn(row.opening_balance),
  systemRole: row.system_role,
  integrationMappings: { cashAccount: row.cash_account },
  bankDetails: row.bank_name || row.bank_account_number ? { bankName: row.bank_name ?? '', accountNumber: row.bank_account_number ?? '' } : null,
});

const GL_ACCOUNT_LIST: ListShape = {
  sortable: {
    code: 'a.code',
    name: 'a.name',
    glGroup: 'g.code',
    type: 'c.type',
    balance: BALANCE_SQL,
    openingBalance: 'a.opening_balance',
    status: 'a.is_active',
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
  },
  defaultOrder: [{ column: 'a.code' }],
  tiebreaker: 'a.id',
  search: ['a.name', 'a.code', 'g.name'],
};

@Injectable()
export class GlAccountQueries {
  private readonly rowsById = lookupById<GlAccountRow>((ids) => this.accounts().whereIn('a.id', ids), (row) => row.id);
  private readonly historicalRowsById = lookupById<GlAccountRow>((ids) => this.accounts({ includeDeleted: true }).whereIn('a.id', ids), (row) => row.id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  /**
   * Accounts joined to their group and class, with the balance on the normal side. Only the
   * current chart unless `includeDeleted`: a deleted account keeps its row (deleted_at set) for
   * what resolves an account of posted history (a ledger, journal lines, reports as of a date).
   *
   * The group and class joins never filter on their deleted_at: a current account's group (and
   * its class) cannot be deleted, and a deleted account's group and class may have been deleted
   * after it, their rows kept so its section and class type are still known.
   */
  accounts(options: { includeDeleted?: boolean } = {}) {
    const schema = READ_MODELS_SCHEMA;
    const query = this.database
      .withSchema(schema)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .leftJoin(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .leftJoin(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .select('a.*', 'g.name as group_name', 'g.code as group_code', 'g.gl_class_id', 'c.name as class_name', 'c.type as class_type', this.database.raw(`${BALANCE_SQL} as balance`));
    if (!options.includeDeleted) query.whereNull('a.deleted_at');
    return query;
  }

  async list(query: GlAccountListQuery) {
    const accounts = this.accounts();
    if (query.glGroup) accounts.where('a.gl_group_id', query.glGroup);
    if (query.type) accounts.where('c.type', query.type);
    const { rows, pagination } = await pagedList<GlAccountRow>(accounts, GL_ACCOUNT_LIST, query);
    return { glAccounts: rows.map(glAccountView), pagination };
  }

  /** A current account (a deleted one is not found). */
  async row(id: string): Promise<GlAccountRow> {
    const row = await this.rowsById.load(id);
    if (!row) throw new NotFoundException('GL account not found');
    return row;
  }

  /** An account of posted history: current or deleted (its ledger stays readable). */
  async historicalRow(id: string): Promise<GlAccountRow> {
    const row = await this.historicalRowsById.load(id);
    if (!row) throw new NotFoundException('GL account not found');
    return row;
  }

  async get(id: string) {
    return glAccountView(await this.row(id));
  }

  /** Current ledger balance in poisha on the normal side (0 for an unknown or deleted account). */
  async balance(id: string): Promise<Poisha> {
    const row: GlAccountRow | undefined = await this.accounts().where('a.id', id).first();
    return row ? Number(row.balance) : 0;
  }

  /** True when any posted line ever touched the account (the totals only grow; drafts post nothing). */
  async hasPostings(id: string): Promise<boolean> {
    const row: Pick<GlAccountRecord, 'debit_total' | 'credit_total'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(GL_ACCOUNTS_TABLE)
      .where('id', id)
      .first('debit_total', 'credit_total');
    return row ? Number(row.debit_total) > 0 || Number(row.credit_total) > 0 : false;
  }

  async idOfSystemRole(systemRole: string): Promise<string | null> {
    const row: Pick<GlAccountRecord, 'id'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(GL_ACCOUNTS_TABLE)
      .where({ system_role: systemRole })
      .whereNull('deleted_at')
      .first('id');
    return row?.id ?? null;
  }

  async paymentMethodUsing(accountId: string): Promise<string | null> {
    const row: Pick<PaymentMethodRecord, 'name'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(PAYMENT_METHODS_TABLE)
      .where('account_id', accountId)
      .orWhere('processing_fee_account_id', accountId)
      .first('name');
    return row?.name ?? null;
  }
}
