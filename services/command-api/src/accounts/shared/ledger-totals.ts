import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  ACCOUNT_DAILY_TOTALS_TABLE,
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  READ_MODELS_SCHEMA,
  type AccountDailyTotalRecord,
  type GlAccountRecord,
  type GlClassRecord,
  type GlGroupRecord,
} from '@dealer/read-models';
import type { AccountTotalsById, GlClassType, ReportAccount } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { poishaFromColumn } from '../../platform/taka';

export interface TotalsFilter {
  /** Inclusive. */
  from?: string;
  /** Inclusive. */
  through?: string;
  /** Leave out closing (profit transfer) postings: an income statement shows what a period earned. */
  excludeClosing?: boolean;
}

interface ReportAccountRow extends Pick<GlAccountRecord, 'id' | 'code' | 'name'>, Pick<GlGroupRecord, 'section'> {
  class_type: GlClassRecord['type'];
  group_id: GlGroupRecord['id'] | null;
  group_code: GlGroupRecord['code'];
  group_name: GlGroupRecord['name'];
}

/**
 * Account totals from the projector's per-account daily totals: a report sums a few rows per
 * account and day, never every journal line.
 */
@Injectable()
export class LedgerTotals {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async totals(filter: TotalsFilter = {}): Promise<AccountTotalsById> {
    const debit = filter.excludeClosing ? 'sum(debit - closing_debit)' : 'sum(debit)';
    const credit = filter.excludeClosing ? 'sum(credit - closing_credit)' : 'sum(credit)';
    const query = this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(ACCOUNT_DAILY_TOTALS_TABLE)
      // numeric, read as text and converted exactly: a bigint cast would overflow, Number() would round.
      .select('account_id', this.database.raw(`${debit} as debit`), this.database.raw(`${credit} as credit`))
      .groupBy('account_id');
    if (filter.from) query.where('date', '>=', filter.from);
    if (filter.through) query.where('date', '<=', filter.through);
    const rows: Pick<AccountDailyTotalRecord, 'account_id' | 'debit' | 'credit'>[] = await query;
    return Object.fromEntries(rows.map((row) => [row.account_id, { debit: poishaFromColumn(row.debit), credit: poishaFromColumn(row.credit) }]));
  }

  /**
   * Every account with what reports need: code, name, class type, group and section. Deleted
   * accounts too: a report as of an earlier date (or a profit transfer through it) counts
   * whatever they held then. Their groups and classes may have been deleted after them: those
   * rows stay too (deleted_at set), so the joins keep them and the account keeps its type and section.
   */
  async reportAccounts(): Promise<Record<string, ReportAccount>> {
    const rows: ReportAccountRow[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .leftJoin(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .leftJoin(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .select('a.id', 'a.code', 'a.name', 'c.type as class_type', 'g.section', 'g.id as group_id', 'g.code as group_code', 'g.name as group_name');
    // An account with a class type has its group (the type comes through it); the projector fills every column.
    return Object.fromEntries(
      rows
        .filter((row) => row.class_type)
        .map((row) => [
          row.id,
          {
            code: row.code ?? '',
            name: row.name ?? '',
            classType: row.class_type as GlClassType,
            section: row.section ?? '',
            groupId: row.group_id ?? '',
            groupCode: row.group_code ?? '',
            groupName: row.group_name ?? '',
          },
        ]),
    );
  }
}
