import { Controller, Get, Inject, Injectable, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { Knex } from 'knex';
import {
  ACCOUNT_DAILY_TOTALS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  JOURNAL_LINES_TABLE,
  READ_MODELS_SCHEMA,
  type JournalEntryRecord,
  type JournalLineRecord,
} from '@dealer/read-models';
import { isDebitNormal, type GlClassType } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { IsBooksDate } from '../../platform/dto-decorators';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { ok } from '../../platform/responses';
import { poishaFromColumn, takaFromColumn } from '../../platform/taka';
import { GlAccountQueries } from '../gl-accounts/gl-account-queries';
import { entryNumberText } from '../journal-entries/journal-entry-queries';
import { BooksKnownAt } from '../reports/books-known-at';
import { IsKnownAt } from '../reports/known-at';

export class LedgerQuery extends ListQuery {
  @ApiPropertyOptional({ default: 50 })
  override limit = 50;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional({ description: 'The ledger as known at this moment (ISO timestamp): only entries recorded by then count; changedSince lists those recorded after it' })
  @IsOptional()
  @IsKnownAt()
  knownAt?: string;
}

/** A line of the ledger with its entry and the account's net (poisha) through it, in posting order. */
interface LedgerLineRow extends Pick<JournalLineRecord, 'id' | 'date' | 'debit' | 'credit'>, Pick<JournalEntryRecord, 'entry_number' | 'reference' | 'description'> {
  line_description: JournalLineRecord['description'];
  journal_entry_id: string;
  running: string;
}

/**
 * Posting order by default. Each line's running balance is a window over the period in posting
 * order, whatever order the page is in; so no keyset paging, whose condition would cut the window.
 */
const LEDGER: ListShape = {
  sortable: { date: ['l.date', 'e.entry_number', 'l.line_number'], debit: 'l.debit', credit: 'l.credit', reference: 'e.reference' },
  defaultOrder: [{ column: 'l.date' }, { column: 'e.entry_number' }, { column: 'l.line_number' }],
  tiebreaker: 'l.id',
  aggregates: { net: 'coalesce(sum(l.debit - l.credit), 0)' },
  offsetOnly: true,
};

/** One account's lines in posting order with a running balance on its normal side. */
@Injectable()
export class AccountLedger {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly accounts: GlAccountQueries, private readonly knownAt: BooksKnownAt) {}

  /**
   * The account's net (poisha, as numeric text) before `startDate`: from the daily totals, not from
   * every earlier line; as known at a moment, from the lines of the entries recorded by then.
   */
  private async openingNet(accountId: string, startDate: string, knownAt: string | undefined): Promise<{ net: string } | undefined> {
    if (!knownAt) {
      return this.database
        .withSchema(READ_MODELS_SCHEMA)
        .from(ACCOUNT_DAILY_TOTALS_TABLE)
        .where('account_id', accountId)
        .where('date', '<', startDate)
        .first(this.database.raw('coalesce(sum(debit - credit), 0) as net'));
    }
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .where('l.account_id', accountId)
      .where('l.date', '<', startDate)
      .where('e.posted_at', '<=', knownAt)
      .first(this.database.raw('coalesce(sum(l.debit - l.credit), 0) as net'));
  }

  async ledger(accountId: string, query: LedgerQuery) {
    // A deleted account's ledger is posted history: still readable.
    const account = await this.accounts.historicalRow(accountId);
    const sign = isDebitNormal(account.class_type as GlClassType) ? 1 : -1;
    const schema = READ_MODELS_SCHEMA;
    const opening = query.startDate ? await this.openingNet(accountId, query.startDate, query.knownAt) : undefined;
    // Sums are numeric, read as text and added as bigint: exact whatever their size.
    const openingNet = BigInt(poishaFromColumn(opening?.net));
    const balance = (net: bigint) => takaFromColumn(sign > 0 ? net : -net);
    const lines = this.database
      .withSchema(schema)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .where('l.account_id', accountId)
      .select(
        'l.id', 'l.date', 'l.debit', 'l.credit', 'l.description as line_description', 'e.id as journal_entry_id', 'e.entry_number', 'e.reference', 'e.description',
        this.database.raw('sum(l.debit - l.credit) over (order by l.date, e.entry_number, l.line_number rows unbounded preceding) as running'),
      );
    if (query.startDate) lines.where('l.date', '>=', query.startDate);
    if (query.endDate) lines.where('l.date', '<=', query.endDate);
    if (query.knownAt) lines.where('e.posted_at', '<=', query.knownAt);
    const [{ rows, pagination, aggregates }, known] = await Promise.all([
      pagedList<LedgerLineRow>(lines, LEDGER, query),
      // An entry dated before the start moves the opening balance: every date through the end counts.
      this.knownAt.answer(query.knownAt, { through: query.endDate ?? '2099-12-31', accountId }),
    ]);
    return {
      account: { _id: account.id, code: account.code, name: account.name, type: account.class_type },
      openingBalance: balance(openingNet),
      closingBalance: balance(openingNet + BigInt(poishaFromColumn(aggregates.net as string))),
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
        balance: balance(openingNet + BigInt(poishaFromColumn(row.running))),
      })),
      pagination,
      ...known,
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
