import { Controller, Get, Inject, Injectable, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { isDebitNormal, type GlClassType } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { IsBooksDate } from '../../platform/dto-decorators';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { ok, pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import { GlAccountQueries } from '../gl-accounts/gl-account-queries';
import { entryNumberText } from '../journal-entries/journal-entry-queries';

export class LedgerQuery extends ListQuery {
  @ApiPropertyOptional({ default: 50 })
  override limit = 50;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}

/** One account's lines in posting order with a running balance on its normal side. */
@Injectable()
export class AccountLedger {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly accounts: GlAccountQueries) {}

  async ledger(accountId: string, query: LedgerQuery) {
    // A deleted account's ledger is posted history: still readable.
    const account = await this.accounts.historicalRow(accountId);
    const sign = isDebitNormal(account.class_type as GlClassType) ? 1 : -1;
    const schema = READ_MODELS_SCHEMA;
    // The opening balance comes from daily totals, not from every earlier line.
    const opening = query.startDate
      ? await this.database.withSchema(schema).from('account_daily_totals').where('account_id', accountId).where('date', '<', query.startDate).first(this.database.raw('coalesce(sum(debit - credit), 0)::bigint as net'))
      : { net: 0 };
    const openingNet = Number(opening?.net ?? 0);
    const lines = this.database.withSchema(schema).from('journal_lines as l').join('journal_entries as e', 'e.id', 'l.journal_entry_id').where('l.account_id', accountId);
    if (query.startDate) lines.where('l.date', '>=', query.startDate);
    if (query.endDate) lines.where('l.date', '<=', query.endDate);
    const [{ count, net }] = await lines.clone().select(this.database.raw('count(*)::int as count'), this.database.raw('coalesce(sum(l.debit - l.credit), 0)::bigint as net'));
    const rows = await lines
      .select(
        'l.id', 'l.date', 'l.debit', 'l.credit', 'l.description as line_description', 'e.id as journal_entry_id', 'e.entry_number', 'e.reference', 'e.description',
        this.database.raw('sum(l.debit - l.credit) over (order by l.date, e.entry_number, l.line_number rows unbounded preceding)::bigint as running'),
      )
      .orderBy([{ column: 'l.date' }, { column: 'e.entry_number' }, { column: 'l.line_number' }])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      account: { _id: account.id, code: account.code, name: account.name, type: account.class_type },
      openingBalance: takaFromColumn(sign * openingNet),
      closingBalance: takaFromColumn(sign * (openingNet + Number(net))),
      entries: rows.map((row) => ({
        _id: String(row.id),
        date: row.date,
        entryNumber: Number(row.entry_number),
        entryNumberText: entryNumberText(row.entry_number),
        journalEntryId: row.journal_entry_id,
        reference: row.reference ?? '',
        description: row.line_description || row.description || '',
        debit: takaFromColumn(row.debit),
        credit: takaFromColumn(row.credit),
        balance: takaFromColumn(sign * (openingNet + Number(row.running))),
      })),
      pagination: pagination(count, query.page, query.limit),
    };
  }
}

@ApiTags('accounts: ledger')
@ApiBearerAuth()
@Controller('accounts/ledger')
export class AccountLedgerController {
  constructor(private readonly ledger: AccountLedger) {}

  @Get(':accountId')
  async get(@Param('accountId', IdParam) accountId: string, @Query() query: LedgerQuery) {
    return ok(await this.ledger.ledger(accountId, query));
  }
}
