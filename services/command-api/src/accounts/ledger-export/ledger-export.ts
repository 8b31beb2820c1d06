import { Readable } from 'node:stream';
import { BadRequestException, Controller, Get, Inject, Injectable, Module, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  JOURNAL_LINES_TABLE,
  READ_MODELS_SCHEMA,
  type GlClassRecord,
  type JournalEntryRecord,
  type JournalLineRecord,
} from '@dealer/read-models';
import { isGlClassType } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { IsBooksDate } from '../../platform/dto-decorators';
import { dhakaDate } from '../../platform/dates';
import { entryNumberText } from '../journal-entries/journal-entry-queries';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { LedgerTotals } from '../shared/ledger-totals';
import {
  accountNames,
  balanceAssertions,
  ledgerHeader,
  LEDGER_FORMATS,
  openingTransaction,
  transactionText,
  type Balances,
  type LedgerAccount,
  type LedgerFormat,
  type LedgerTransaction,
} from './ledger-formats';

const PAGE = 1000;
const PERIOD_MESSAGE = 'End date cannot be before start date';

export class LedgerExportQuery {
  @ApiPropertyOptional({ enum: LEDGER_FORMATS, default: 'hledger' })
  @IsOptional()
  @IsIn(LEDGER_FORMATS, { message: 'format must be hledger or beancount' })
  format?: LedgerFormat;

  @ApiPropertyOptional({ description: 'First day (default: 1 January of the end date’s year)' })
  @IsOptional()
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Last day (default: today in Dhaka)' })
  @IsOptional()
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}

export interface LedgerPeriod {
  startDate: string;
  endDate: string;
}

type EntryRow = Pick<JournalEntryRecord, 'id' | 'date' | 'entry_number' | 'reference' | 'description' | 'source_kind'>;
type LineRow = Pick<JournalLineRecord, 'journal_entry_id' | 'account_id' | 'debit' | 'credit' | 'description'>;
interface AccountRow {
  id: string;
  code: string | null;
  name: string | null;
  group_name: string | null;
  class_type: GlClassRecord['type'] | null;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The books of a period as an hledger journal or a beancount file: every posted entry (reversed
 * ones and their reversals too) read from the ledger's read models, the balances before the start
 * date as one opening transaction, and a balance assertion for every account at the end date.
 */
@Injectable()
export class LedgerExport {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly totals: LedgerTotals) {}

  period(startDate?: string, endDate?: string): LedgerPeriod {
    const end = endDate ?? dhakaDate();
    const period = { startDate: startDate ?? `${end.slice(0, 4)}-01-01`, endDate: end };
    if (period.startDate > period.endDate) throw new BadRequestException({ success: false, message: PERIOD_MESSAGE, errors: { endDate: PERIOD_MESSAGE } });
    return period;
  }

  /** The file, a page of entries at a time. */
  async *text(format: LedgerFormat, period: LedgerPeriod): AsyncGenerator<string> {
    const [accounts, opening, closing] = await Promise.all([
      this.accounts(),
      this.balances(dayBefore(period.startDate)),
      this.balances(period.endDate),
    ]);
    const names = accountNames(accounts, format);
    const write = transactionText(format);
    yield ledgerHeader(format, period, accounts, names);
    yield openingTransaction(format, period.startDate, opening, names);
    for await (const page of this.postedEntries(period)) {
      for (const transaction of page) {
        for (const line of transaction.lines) if (!names.has(line.accountId)) throw new Error(`Journal line on an unknown account ${line.accountId}`);
      }
      yield page.map((transaction) => write(transaction, names)).join('');
    }
    yield balanceAssertions(format, period.endDate, closing, names);
  }

  /** Every account ever opened (deleted ones too: old entries name them), by id, in code order. */
  private async accounts(): Promise<Map<string, LedgerAccount>> {
    const rows: AccountRow[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .leftJoin(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .leftJoin(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .select('a.id', 'a.code', 'a.name', 'g.name as group_name', 'c.type as class_type')
      .orderBy([{ column: 'a.code' }, { column: 'a.id' }]);
    return new Map(
      rows.map((row) => [
        row.id,
        { code: row.code ?? '', name: row.name ?? '', groupName: row.group_name ?? '', classType: isGlClassType(row.class_type) ? row.class_type : null },
      ]),
    );
  }

  /** Net debit per account from every posted line dated through `through`. */
  private async balances(through: string): Promise<Balances> {
    const totals = await this.totals.totals({ through });
    return new Map(Object.entries(totals).map(([accountId, total]) => [accountId, BigInt(total.debit) - BigInt(total.credit)]));
  }

  /** Posted entries of the period by date and entry number, fixed at the last number when it starts. */
  private async *postedEntries(period: LedgerPeriod): AsyncGenerator<LedgerTransaction[]> {
    const entries = () => this.database.withSchema(READ_MODELS_SCHEMA).from(JOURNAL_ENTRIES_TABLE);
    const [{ last }]: { last: string | null }[] = await entries().whereNotNull('entry_number').max({ last: 'entry_number' });
    let after: { date: string; number: string } | null = null;
    for (;;) {
      const query = entries()
        .select('id', 'date', 'entry_number', 'reference', 'description', 'source_kind')
        .whereIn('status', ['Posted', 'Reversed'])
        .whereNotNull('entry_number')
        .where('entry_number', '<=', last ?? '0')
        .whereBetween('date', [period.startDate, period.endDate])
        .orderBy([{ column: 'date' }, { column: 'entry_number' }])
        .limit(PAGE);
      if (after) query.whereRaw('(date, entry_number) > (?::date, ?::bigint)', [after.date, after.number]);
      const rows: EntryRow[] = await query;
      if (rows.length === 0) return;
      yield await this.withLines(rows);
      const tail = rows[rows.length - 1];
      after = { date: tail.date!, number: String(tail.entry_number) };
      if (rows.length < PAGE) return;
    }
  }

  private async withLines(rows: EntryRow[]): Promise<LedgerTransaction[]> {
    const lines: LineRow[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(JOURNAL_LINES_TABLE)
      .select('journal_entry_id', 'account_id', 'debit', 'credit', 'description')
      .whereIn(
        'journal_entry_id',
        rows.map((row) => row.id),
      )
      .orderBy([{ column: 'journal_entry_id' }, { column: 'line_number' }, { column: 'id' }]);
    const byEntry = new Map<string, LineRow[]>();
    for (const line of lines) byEntry.set(line.journal_entry_id, [...(byEntry.get(line.journal_entry_id) ?? []), line]);
    return rows.map((row) => ({
      date: row.date!,
      entryNumber: entryNumberText(row.entry_number) ?? '',
      reference: row.reference ?? '',
      description: row.description ?? '',
      sourceKind: row.source_kind,
      lines: (byEntry.get(row.id) ?? []).map((line) => ({ accountId: line.account_id, debit: Number(line.debit), credit: Number(line.credit), description: line.description })),
    }));
  }

  /** The whole file as one text (the audit bundle's books.journal). */
  async wholeText(format: LedgerFormat, period: LedgerPeriod): Promise<string> {
    let text = '';
    for await (const chunk of this.text(format, period)) text += chunk;
    return text;
  }
}

@ApiTags('accounts: reports')
@ApiBearerAuth()
@Controller('accounts/export')
export class LedgerExportController {
  constructor(private readonly ledger: LedgerExport) {}

  /** The books of a period as a plain-text accounting file that hledger or beancount checks on its own. */
  @Get('ledger')
  @ApiProduces('text/plain')
  async ledgerFile(@Query() query: LedgerExportQuery): Promise<StreamableFile> {
    const format = query.format ?? 'hledger';
    const period = this.ledger.period(query.startDate, query.endDate);
    const chunks = this.ledger.text(format, period);
    // The head (accounts and balances) is read before answering, so a failure is still a JSON error.
    const first = await chunks.next();
    const extension = format === 'hledger' ? 'journal' : 'beancount';
    async function* all() {
      if (!first.done) yield first.value;
      yield* chunks;
    }
    return new StreamableFile(Readable.from(all()), {
      type: 'text/plain; charset=utf-8',
      disposition: `attachment; filename="books-${period.startDate}-to-${period.endDate}.${extension}"`,
    });
  }
}

@Module({ imports: [AccountsSharedModule], controllers: [LedgerExportController], providers: [LedgerExport], exports: [LedgerExport] })
export class LedgerExportModule {}
