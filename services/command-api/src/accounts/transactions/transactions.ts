import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { IsBooksDate } from '../../platform/dto-decorators';
import { containsPattern, ListQuery } from '../../platform/list-query';
import { ok, pagination } from '../../platform/responses';
import { JournalEntryQueries, entryNumberText } from '../journal-entries/journal-entry-queries';

const SOURCES = ['Payment', 'Invoice', 'Adjustment', 'Transfer'] as const;
type Source = (typeof SOURCES)[number];

/** Which postings each source of the screen stands for. */
const SOURCE_KINDS: Record<Source, string[]> = {
  Payment: ['expense', 'owner-investment', 'owner-drawing', 'payment'],
  Invoice: ['invoice'],
  Adjustment: ['manual', 'opening-balance', 'profit-transfer', 'reversal'],
  Transfer: ['transfer'],
};
const EXPORT_PAGE = 1000;

export interface TransactionView {
  _id: string;
  date: string;
  transactionNumber: string | null;
  description: string;
  referenceNumber: string;
  source: Source;
  status: 'Draft' | 'Posted';
  voided: boolean;
  tags: string[];
  entries: { account: { code: string; name: string }; debit: number; credit: number }[];
  totalDebit: number;
  totalCredit: number;
}

const sourceOf = (kind: string): Source => SOURCES.find((source) => SOURCE_KINDS[source].includes(kind)) ?? 'Adjustment';

const TAGS: Record<string, string[]> = {
  manual: ['manual', 'adjustment'],
  'opening-balance': ['opening-balance', 'adjustment'],
  transfer: ['transfer'],
  expense: ['expense', 'payment'],
  'owner-investment': ['owner', 'investment', 'payment'],
  'owner-drawing': ['owner', 'drawing', 'payment'],
  'profit-transfer': ['closing', 'retained-earnings'],
  reversal: ['reversal'],
};

export class TransactionListQuery extends ListQuery {
  @ApiPropertyOptional({ default: 100 })
  override limit = 100;

  @ApiPropertyOptional({ enum: SOURCES, description: 'The source filter (the screen sends it as `account`)' })
  @IsOptional()
  @IsIn(SOURCES, { message: `account must be one of ${SOURCES.join(', ')}` })
  account?: Source;

  @ApiPropertyOptional({ enum: ['Posted', 'Draft', 'Pending'] })
  @IsOptional()
  @IsIn(['Posted', 'Draft', 'Pending'], { message: 'status must be Posted, Draft or Pending' })
  status?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional({ description: 'Accepted for the reconciliation screen; every posted entry counts as unreconciled for now' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'reconciled must be true or false' })
  reconciled?: string;
}

@Injectable()
export class AccountingTransactions {
  constructor(private readonly entries: JournalEntryQueries) {}

  /**
   * Every posted transaction of a period, oldest first (by date, then entry number), a page at a
   * time, for an export of any length. The set is fixed when it starts: entries posted while it
   * pages have higher entry numbers and are left out, so nothing is read twice or skipped.
   */
  async *postedInPeriod(startDate: string, endDate: string): AsyncGenerator<TransactionView[]> {
    const [{ last }] = await this.entries.entries().max({ last: 'e.entry_number' });
    let after: { date: string; entryNumber: number } | undefined;
    for (;;) {
      const page = this.entries
        .entries()
        .whereIn('e.status', ['Posted', 'Reversed'])
        .where('e.date', '>=', startDate)
        .where('e.date', '<=', endDate)
        .where('e.entry_number', '<=', Number(last ?? 0));
      if (after) page.whereRaw('(e.date, e.entry_number) > (?::date, ?::bigint)', [after.date, after.entryNumber]);
      const rows = await page.select('e.*').orderBy([{ column: 'e.date' }, { column: 'e.entry_number' }]).limit(EXPORT_PAGE);
      if (rows.length === 0) return;
      const views = await this.views(rows);
      yield views;
      const lastRow = rows[rows.length - 1];
      after = { date: views[views.length - 1].date, entryNumber: Number(lastRow.entry_number) };
    }
  }

  async list(query: TransactionListQuery) {
    const filtered = this.entries.entries();
    if (query.status === 'Posted') filtered.whereIn('e.status', ['Posted', 'Reversed']);
    else if (query.status === 'Draft') filtered.where('e.status', 'Draft');
    else if (query.status === 'Pending') filtered.whereRaw('false');
    if (query.account) filtered.whereIn('e.source_kind', SOURCE_KINDS[query.account]);
    if (query.startDate) filtered.where('e.date', '>=', query.startDate);
    if (query.endDate) filtered.where('e.date', '<=', query.endDate);
    if (query.reconciled === 'true') filtered.whereRaw('false');
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search);
      filtered.where((where) =>
        where
          .whereRaw('lower(e.reference) like ?', [pattern])
          .orWhereRaw('lower(e.description) like ?', [pattern])
          .orWhereRaw('lower(e.source_kind) like ?', [pattern])
          // By the name of an account of its lines, deleted accounts included (posted history).
          .orWhereExists((lines) =>
            lines
              .withSchema(READ_MODELS_SCHEMA)
              .from('journal_lines as l')
              .join('gl_accounts as a', 'a.id', 'l.account_id')
              .whereRaw('l.journal_entry_id = e.id')
              .whereRaw('lower(a.name) like ?', [pattern]),
          ),
      );
    }
    const [{ count }] = await filtered.clone().count({ count: '*' });
    const rows = await filtered
      .select('e.*')
      .orderBy([{ column: 'e.date', order: 'desc' }, { column: 'e.entry_number', order: 'desc', nulls: 'first' }])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { transactions: await this.views(rows), pagination: pagination(Number(count), query.page, query.limit) };
  }

  /** Journal entry rows as the accounting transactions screen shows them, with their lines. */
  private async views(rows: any[]): Promise<TransactionView[]> {
    const withLines = await this.entries.withLines(rows);
    return withLines.map((entry, index) => ({
        _id: entry._id,
        date: entry.date,
        transactionNumber: entry.status === 'Draft' ? 'DRAFT' : entryNumberText(entry.entryNumber),
        description: entry.description,
        referenceNumber: entry.reference,
        source: sourceOf(rows[index].source_kind),
        status: entry.status === 'Draft' ? 'Draft' : 'Posted',
        voided: entry.status === 'Reversed' || entry.reversalOf !== null,
        tags: TAGS[rows[index].source_kind] ?? [rows[index].source_kind],
        entries: entry.lines,
        totalDebit: entry.totalDebit,
        totalCredit: entry.totalCredit,
    }));
  }
}

@ApiTags('accounts: transactions')
@ApiBearerAuth()
@Controller('accounts/transactions')
export class AccountingTransactionsController {
  constructor(private readonly transactions: AccountingTransactions) {}

  @Get()
  async list(@Query() query: TransactionListQuery) {
    return ok(await this.transactions.list(query));
  }
}
