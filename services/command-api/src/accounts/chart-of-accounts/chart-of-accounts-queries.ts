import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  CHART_OF_ACCOUNTS_TABLE,
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  PAYMENT_METHODS_TABLE,
  READ_MODELS_SCHEMA,
  type ChartOfAccountsRecord,
  type GlClassRecord,
  type GlGroupRecord,
} from '@dealer/read-models';
import { GL_CLASS_TYPES } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { takaFromColumn, sumOfColumns } from '../../platform/taka';
import { chartAccountView, GlAccountQueries, type GlAccountRow } from '../gl-accounts/gl-account-queries';

/** Deleted classes, groups and accounts keep their rows for history: counts are of the current ones. */
const KEEPS_DELETED_ROWS = [GL_CLASSES_TABLE, GL_GROUPS_TABLE, GL_ACCOUNTS_TABLE];

@Injectable()
export class ChartOfAccountsQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly accounts: GlAccountQueries) {}

  async counts() {
    const schema = READ_MODELS_SCHEMA;
    const count = async (table: string) => {
      const query = this.database.withSchema(schema).from(table);
      if (KEEPS_DELETED_ROWS.includes(table)) query.whereNull('deleted_at');
      const [{ count }]: { count: string }[] = await query.count({ count: '*' });
      return Number(count);
    };
    const [classes, groups, accounts, paymentMethods] = await Promise.all([GL_CLASSES_TABLE, GL_GROUPS_TABLE, GL_ACCOUNTS_TABLE, PAYMENT_METHODS_TABLE].map(count));
    return { classes, groups, accounts, paymentMethods };
  }

  /** Classes → groups → accounts, plus totals by class type (accounting spec §3). */
  async chart() {
    const schema = READ_MODELS_SCHEMA;
    const [classes, groups, accountRows, initialized]: [GlClassRecord[], GlGroupRecord[], GlAccountRow[], ChartOfAccountsRecord | undefined] = await Promise.all([
      // The current chart: deleted classes and groups (rows kept for history) are left out.
      this.database.withSchema(schema).from(GL_CLASSES_TABLE).whereNull('deleted_at').select('*').orderBy([{ column: 'name' }]),
      this.database.withSchema(schema).from(GL_GROUPS_TABLE).whereNull('deleted_at').select('*').orderBy([{ column: 'code' }]),
      this.accounts.accounts().orderBy([{ column: 'a.code' }, { column: 'a.id' }]),
      this.database.withSchema(schema).from(CHART_OF_ACCOUNTS_TABLE).first(),
    ]);
    const accounts = accountRows.map(chartAccountView);
    const typeOrder = (type: string) => GL_CLASS_TYPES.indexOf(type as (typeof GL_CLASS_TYPES)[number]);
    const chartOfAccounts = [...classes]
      .sort((left, right) => typeOrder(left.type ?? '') - typeOrder(right.type ?? '') || (left.name ?? '').localeCompare(right.name ?? ''))
      .map((glClass) => ({
        _id: glClass.id,
        name: glClass.name,
        type: glClass.type,
        groups: groups
          .filter((group) => group.gl_class_id === glClass.id)
          .map((group) => ({ _id: group.id, name: group.name, code: group.code, section: group.section, accounts: accounts.filter((account) => account.glGroup === group.id) })),
      }));
    // Sums in poisha (bigint: exact whatever their size), converted once: never add floats.
    const poishaByType = Object.fromEntries(
      GL_CLASS_TYPES.map((type) => [type, sumOfColumns(accountRows.filter((row) => row.class_type === type).map((row) => row.balance))]),
    ) as Record<(typeof GL_CLASS_TYPES)[number], bigint>;
    const byType = Object.fromEntries(GL_CLASS_TYPES.map((type) => [type, { count: accountRows.filter((row) => row.class_type === type).length, balance: takaFromColumn(poishaByType[type]) }]));
    // Balances are on each class's normal side, so the books balance when Assets = Liabilities +
    // Equity + the profit not yet closed into Retained Earnings (Revenue - Expenses).
    const unclosedProfit = poishaByType.Revenue - poishaByType.Expense;
    const difference = poishaByType.Asset - (poishaByType.Liability + poishaByType.Equity + unclosedProfit);
    const accountingEquation = {
      assets: takaFromColumn(poishaByType.Asset),
      liabilities: takaFromColumn(poishaByType.Liability),
      equity: takaFromColumn(poishaByType.Equity),
      unclosedProfit: takaFromColumn(unclosedProfit),
      difference: takaFromColumn(difference),
      balanced: difference === 0n,
    };
    return {
      chartOfAccounts,
      accounts,
      summary: {
        initialized: Boolean(initialized),
        totalAccounts: accounts.length,
        /** Every class added together (kept for older clients; it means nothing: see accountingEquation). */
        totalBalance: takaFromColumn(sumOfColumns(accountRows.map((row) => row.balance))),
        byType,
        accountingEquation,
      },
    };
  }
}
