import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_ACCOUNTS_TABLE, GL_CLASSES_TABLE, GL_GROUPS_TABLE, PAYMENT_METHODS_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { moneyAccountKind, toTaka, type AccountFunds, type GlAccountState, type MoneyAccountKind } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';

/** An account money can be paid from or moved to, as the forms list it (balance in taka, debit side). */
export interface MoneyAccountView {
  _id: string;
  code: string;
  name: string;
  kind: Exclude<MoneyAccountKind, 'other'>;
  balance: number;
}

interface MoneyAccountRow {
  id: string;
  code: string | null;
  name: string | null;
  system_role: string | null;
  cash_account: boolean;
  bank_name: string | null;
  bank_account_number: string | null;
  class_type: string | null;
  balance: string;
  payment_method_types: (string | null)[] | null;
}

interface FundsRow {
  id: string;
  class_type: string | null;
  balance: string;
  payment_method_types: (string | null)[] | null;
}

/**
 * The kind and current balance (poisha, debit side) of accounts money may leave, from the read
 * models: a decision using it runs with `readsReadModels` so every posting is in the balance.
 */
@Injectable()
export class AccountFundsReader {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  /**
   * The active accounts money can be paid from or moved to (cash, bank, mobile banking: the same
   * rule the decisions apply, `moneyAccountKind`), by code, with their current balances.
   */
  async moneyAccounts(): Promise<MoneyAccountView[]> {
    const rows: MoneyAccountRow[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .join(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .join(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .where('c.type', 'Asset')
      .where('a.is_active', true)
      .whereNull('a.deleted_at')
      .select(
        'a.id',
        'a.code',
        'a.name',
        'a.system_role',
        'a.cash_account',
        'a.bank_name',
        'a.bank_account_number',
        'c.type as class_type',
        this.database.raw('(a.debit_total - a.credit_total)::text as balance'),
        this.database.raw(`(select array_agg(p.type) from ${READ_MODELS_SCHEMA}.${PAYMENT_METHODS_TABLE} p where p.account_id = a.id) as payment_method_types`),
      )
      .orderBy([{ column: 'a.code' }, { column: 'a.id' }]);
    const accounts: MoneyAccountView[] = [];
    for (const row of rows) {
      const types = (row.payment_method_types ?? []).filter((type): type is string => typeof type === 'string');
      const bankDetails = row.bank_name || row.bank_account_number ? { bankName: row.bank_name ?? '', accountNumber: row.bank_account_number ?? '' } : null;
      const kind = moneyAccountKind({ systemRole: row.system_role, bankDetails, cashAccount: row.cash_account, name: row.name ?? '' }, row.class_type ?? undefined, types);
      if (kind !== 'other') accounts.push({ _id: row.id, code: row.code ?? '', name: row.name ?? '', kind, balance: toTaka(Number(row.balance)) });
    }
    return accounts;
  }

  async funds(accounts: Readonly<Record<string, GlAccountState>>): Promise<Record<string, AccountFunds>> {
    const ids = Object.keys(accounts);
    if (ids.length === 0) return {};
    const rows: FundsRow[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .leftJoin(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .leftJoin(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .whereIn('a.id', ids)
      .select(
        'a.id',
        'c.type as class_type',
        this.database.raw('(a.debit_total - a.credit_total)::text as balance'),
        this.database.raw(`(select array_agg(p.type) from ${READ_MODELS_SCHEMA}.${PAYMENT_METHODS_TABLE} p where p.account_id = a.id) as payment_method_types`),
      );
    const funds: Record<string, AccountFunds> = {};
    for (const row of rows) {
      const types = (row.payment_method_types ?? []).filter((type): type is string => typeof type === 'string');
      funds[row.id] = { kind: moneyAccountKind(accounts[row.id], row.class_type ?? undefined, types), balance: Number(row.balance) };
    }
    return funds;
  }
}
