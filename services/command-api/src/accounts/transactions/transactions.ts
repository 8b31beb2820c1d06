import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  BOOKING_REFUNDS_TABLE,
  BOOKINGS_TABLE,
  GL_ACCOUNTS_TABLE,
  INVOICE_PAYMENTS_TABLE,
  JOURNAL_LINES_TABLE,
  PAYABLE_PAYMENTS_TABLE,
  READ_MODELS_SCHEMA,
  RECONCILED_TRANSACTIONS_TABLE,
} from '@dealer/read-models';
import { normalizeTransactionId, POSTING_SOURCES, TRANSACTION_SOURCES, postingKindsOf, transactionSourceOf, type TransactionSource } from '@dealer/domain';
import { IsBooksDate } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';
import { keysetPage, pagedList, type ListShape } from '../../platform/paged-list';
import { ok } from '../../platform/responses';
import { JournalEntryQueries, entryNumberText, type JournalEntryRow } from '../journal-entries/journal-entry-queries';

const EXPORT_PAGE = 1000;

/** The payment rows that carry a transaction ID, each with the entry that posted it. */
const PAYMENT_ROWS_WITH_TRANSACTION_IDS = [INVOICE_PAYMENTS_TABLE, BOOKINGS_TABLE, BOOKING_REFUNDS_TABLE, PAYABLE_PAYMENTS_TABLE];

/** The entries that posted a payment recorded with this transaction ID (TrxID, card slip or approval number), exactly as normalised. */
const postedTransactionId = `e.id IN (${PAYMENT_ROWS_WITH_TRANSACTION_IDS.map((table) => `SELECT journal_entry_id FROM ${READ_MODELS_SCHEMA}.${table} WHERE transaction_id = ?`).join(' UNION ALL ')})`;

const TRANSACTION_LIST: ListShape = {
  sortable: {
    date: ['e.date', 'e.entry_number'],
    transactionNumber: 'e.entry_number',
    referenceNumber: 'e.reference',
    description: 'e.description',
    source: 'e.source_kind',
    totalDebit: 'e.total_debit',
  },
  // Newest first; drafts (no number yet) first within their day.
  defaultOrder: [{ column: 'e.date', order: 'desc' }, { column: 'e.entry_number', order: 'desc' }],
  tiebreaker: 'e.id',
  nullable: ['e.entry_number', 'e.reference', 'e.description', 'e.source_kind'],
  search: ['e.reference', 'e.description', 'e.source_kind'],
  // By the name of an account of its lines, deleted accounts included (posted history), or by the
  // transaction ID of a payment it posted (an invoice payment, a booking deposit or refund, a payable payment).
  searchAlso: (where, search, pattern) =>
    where
      .orWhereExists((lines) =>
        lines
          .withSchema(READ_MODELS_SCHEMA)
          .from(`${JOURNAL_LINES_TABLE} as l`)
          .join(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'l.account_id')
          .whereRaw('l.journal_entry_id = e.id')
          .whereRaw('lower(a.name) like ?', [pattern]),
      )
      .orWhereRaw(postedTransactionId, PAYMENT_ROWS_WITH_TRANSACTION_IDS.map(() => normalizeTransactionId(search))),
};

/** Posted entries oldest first; entry numbers are unique once posted, so they end the order. */
const POSTED_IN_ORDER: ListShape = { sortable: {}, defaultOrder: [{ column: 'e.date' }, { column: 'e.entry_number' }], tiebreaker: 'e.entry_number' };

export interface TransactionView {
  _id: string;
  date: string | null;
  transactionNumber: string | null;
  description: string;
  referenceNumber: string;
  source: TransactionSource;
  /** A reversed entry reads Reversed, as on the journal entries screen (accounting spec §4); its reversal is Posted. */
  status: 'Draft' | 'Posted' | 'Reversed';
  /** The entry was reversed, or is the reversal of one: the pair cancels out in the books. */
  voided: boolean;
  /** The entry this one reverses, when it is a reversal. */
  reversalOf: string | null;
  tags: string[];
  entries: { account: { code: string | null; name: string | null }; debit: number; credit: number }[];
  totalDebit: number;
  totalCredit: number;
}

export class TransactionListQuery extends ListQuery {
  @ApiPropertyOptional({ default: 100 })
  override limit = 100;

  @ApiPropertyOptional({ enum: TRANSACTION_SOURCES, description: 'The source filter (the screen sends it as `account`)' })
  @IsOptional()
  @IsIn(TRANSACTION_SOURCES, { message: `account must be one of ${TRANSACTION_SOURCES.join(', ')}` })
  account?: TransactionSource;

  @ApiPropertyOptional({ enum: ['Posted', 'Draft', 'Pending', 'Reversed'], description: 'Posted: every entry in the books, reversed ones included; Reversed: only those' })
  @IsOptional()
  @IsIn(['Posted', 'Draft', 'Pending', 'Reversed'], { message: 'status must be Posted, Draft, Pending or Reversed' })
  status?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional({ description: 'true: entries reconciled against a bank statement on some account; false: the others' })
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
    const [{ last }]: { last: string | null }[] = await this.entries.entries().max({ last: 'e.entry_number' });
    const posted = this.entries
      .entries()
      .select('e.*')
      .whereIn('e.status', ['Posted', 'Reversed'])
      .where('e.date', '>=', startDate)
      .where('e.date', '<=', endDate)
      .where('e.entry_number', '<=', Number(last ?? 0));
    for (let after = ''; ; ) {
      const { rows, nextCursor } = await keysetPage<JournalEntryRow>(posted, POSTED_IN_ORDER, { limit: EXPORT_PAGE, after });
      if (rows.length) yield await this.views(rows);
      if (!nextCursor) return;
      after = nextCursor;
    }
  }

  async list(query: TransactionListQuery) {
    const entries = this.entries.entries().select('e.*');
    if (query.status === 'Posted') entries.whereIn('e.status', ['Posted', 'Reversed']);
    else if (query.status === 'Reversed') entries.where('e.status', 'Reversed');
    else if (query.status === 'Draft') entries.where('e.status', 'Draft');
    else if (query.status === 'Pending') entries.whereRaw('false');
    if (query.account) entries.whereIn('e.source_kind', postingKindsOf(query.account));
    if (query.startDate) entries.where('e.date', '>=', query.startDate);
    if (query.endDate) entries.where('e.date', '<=', query.endDate);
    if (query.reconciled !== undefined) {
      const reconciled = (where: import('knex').Knex.QueryBuilder) =>
        where.withSchema(READ_MODELS_SCHEMA).from(`${RECONCILED_TRANSACTIONS_TABLE} as r`).whereRaw('r.journal_entry_id = e.id');
      if (query.reconciled === 'true') entries.whereExists(reconciled);
      else entries.whereNotExists(reconciled);
    }
    const { rows, pagination } = await pagedList<JournalEntryRow>(entries, TRANSACTION_LIST, query);
    return { transactions: await this.views(rows), pagination };
  }

  /** Journal entry rows as the accounting transactions screen shows them, with their lines. */
  private async views(rows: JournalEntryRow[]): Promise<TransactionView[]> {
    const withLines = await this.entries.withLines(rows);
    return withLines.map((entry) => {
      // A draft's source is manual until it is posted (see withLines).
      const kind = entry.source.kind ?? '';
      return {
        _id: entry._id,
        date: entry.date,
        transactionNumber: entry.status === 'Draft' ? 'DRAFT' : entryNumberText(entry.entryNumber),
        description: entry.description,
        referenceNumber: entry.reference,
        source: transactionSourceOf(kind),
        status: entry.status === 'Draft' ? 'Draft' : entry.status === 'Reversed' ? 'Reversed' : 'Posted',
        voided: entry.status === 'Reversed' || entry.reversalOf !== null,
        reversalOf: entry.reversalOf,
        tags: [...((POSTING_SOURCES as Record<string, { tags: readonly string[] }>)[kind]?.tags ?? [kind])],
        entries: entry.lines,
        totalDebit: entry.totalDebit,
        totalCredit: entry.totalCredit,
      };
    });
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
