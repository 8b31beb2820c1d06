import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_ACCOUNTS_TABLE, GL_CLASSES_TABLE, GL_GROUPS_TABLE, PAYMENT_METHODS_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { moneyAccountKind, type AccountFunds, type GlAccountState } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';

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
