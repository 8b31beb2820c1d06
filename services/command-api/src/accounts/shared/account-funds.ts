import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { ACCOUNT_DAILY_TOTALS_TABLE, GL_ACCOUNTS_TABLE, GL_CLASSES_TABLE, GL_GROUPS_TABLE, PAYMENT_METHODS_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { accountFundsStream, moneyAccountKind, toTaka, type AccountFunds, type GlAccountState, type MoneyAccountKind } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import type { StreamReader } from '../../platform/command-pipeline';
import { poishaFromColumn } from '../../platform/taka';

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

interface LowestRow {
  id: string;
  before: string | null;
  lowest_running: string | null;
  has_first_day: boolean | null;
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

  /**
   * The kind and balance of each account, for a decision that may take money out of them. With
   * `read` (the decision's stream reader), each money account's funds stream is read too, so the
   * append carries its expected revision: the decision's `AccountFundsSpent` then conflicts with
   * any other process's spending from the same account (README "The books"). With `date` (the
   * posting's date), also the lowest end-of-day balance from that date on.
   */
  async funds(accounts: Readonly<Record<string, GlAccountState>>, read: StreamReader | null, date?: string): Promise<Record<string, AccountFunds>> {
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
    const money = Object.keys(funds).filter((id) => funds[id].kind !== 'other');
    if (read) for (const id of money) await read(accountFundsStream(id));
    if (date && money.length > 0) {
      for (const [id, lowest] of Object.entries(await this.lowestFrom(money, date))) funds[id].lowestFrom = { date, balance: lowest };
    }
    return funds;
  }

  /**
   * The lowest balance (poisha, debit side) each account shows at the end of any day from `date`
   * on: what a posting dated `date` may take out without a later day going below zero. The end of
   * `date` itself counts even when nothing was posted on it.
   */
  private async lowestFrom(ids: string[], date: string): Promise<Record<string, number>> {
    const totals = `${READ_MODELS_SCHEMA}.${ACCOUNT_DAILY_TOTALS_TABLE}`;
    const { rows } = (await this.database.raw(
      `select ids.id,
              b.before::text as before,
              m.lowest_running::text as lowest_running,
              m.has_first_day
         from unnest(?::uuid[]) as ids(id)
         left join lateral (select sum(debit - credit) as before from ${totals} where account_id = ids.id and date < ?::date) b on true
         left join lateral (
           select min(running) as lowest_running, bool_or(date = ?::date) as has_first_day
             from (select date, sum(debit - credit) over (order by date) as running from ${totals} where account_id = ids.id and date >= ?::date) days
         ) m on true`,
      [ids, date, date, date],
    )) as { rows: LowestRow[] };
    const lowest: Record<string, number> = {};
    for (const row of rows) {
      const before = poishaFromColumn(row.before ?? 0);
      const running = row.lowest_running === null ? 0 : poishaFromColumn(row.lowest_running);
      lowest[row.id] = before + (row.has_first_day ? running : Math.min(0, running));
    }
    return lowest;
  }
}
