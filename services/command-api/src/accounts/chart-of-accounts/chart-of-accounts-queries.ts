import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { GL_CLASS_TYPES } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { takaFromColumn } from '../../platform/taka';
import { chartAccountView, GlAccountQueries } from '../gl-accounts/gl-account-queries';

@Injectable()
export class ChartOfAccountsQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly accounts: GlAccountQueries) {}

  async counts() {
    const schema = READ_MODELS_SCHEMA;
    const count = async (table: string) => {
      const query = this.database.withSchema(schema).from(table);
      // Deleted classes, groups and accounts keep their rows for history: count the current ones.
      if (['gl_classes', 'gl_groups', 'gl_accounts'].includes(table)) query.whereNull('deleted_at');
      return Number((await query.count({ count: '*' }))[0].count);
    };
    const [classes, groups, accounts, paymentMethods] = await Promise.all(['gl_classes', 'gl_groups', 'gl_accounts', 'payment_methods'].map(count));
    return { classes, groups, accounts, paymentMethods };
  }

  /** Classes → groups → accounts, plus totals by class type (accounting spec §3). */
  async chart() {
    const schema = READ_MODELS_SCHEMA;
    const [classes, groups, accountRows, initialized] = await Promise.all([
      // The current chart: deleted classes and groups (rows kept for history) are left out.
      this.database.withSchema(schema).from('gl_classes').whereNull('deleted_at').select('*').orderBy([{ column: 'name' }]),
      this.database.withSchema(schema).from('gl_groups').whereNull('deleted_at').select('*').orderBy([{ column: 'code' }]),
      this.accounts.accounts().orderBy([{ column: 'a.code' }, { column: 'a.id' }]),
      this.database.withSchema(schema).from('chart_of_accounts').first(),
    ]);
    const accounts = accountRows.map(chartAccountView);
    const typeOrder = (type: string) => GL_CLASS_TYPES.indexOf(type as (typeof GL_CLASS_TYPES)[number]);
    const chartOfAccounts = [...classes]
      .sort((left, right) => typeOrder(left.type) - typeOrder(right.type) || left.name.localeCompare(right.name))
      .map((glClass) => ({
        _id: glClass.id,
        name: glClass.name,
        type: glClass.type,
        groups: groups
          .filter((group) => group.gl_class_id === glClass.id)
          .map((group) => ({ _id: group.id, name: group.name, code: group.code, section: group.section, accounts: accounts.filter((account) => account.glGroup === group.id) })),
      }));
    // Sums in poisha, converted once: never add floats.
    const byType = Object.fromEntries(GL_CLASS_TYPES.map((type) => {
      const rows = accountRows.filter((row) => row.class_type === type);
      return [type, { count: rows.length, balance: takaFromColumn(rows.reduce((sum, row) => sum + Number(row.balance), 0)) }];
    }));
    return {
      chartOfAccounts,
      accounts,
      summary: {
        initialized: Boolean(initialized),
        totalAccounts: accounts.length,
        totalBalance: takaFromColumn(accountRows.reduce((sum, row) => sum + Number(row.balance), 0)),
        byType,
      },
    };
  }
}
