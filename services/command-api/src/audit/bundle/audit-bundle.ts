import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { Controller, Get, Inject, Injectable, Module, PayloadTooLargeException, Query, ServiceUnavailableException, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { Knex } from 'knex';
import { GL_ACCOUNTS_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import type { AppConfig } from '../../config';
import { APP_CONFIG, READ_DATABASE } from '../../infrastructure/tokens';
import { IsBooksDate } from '../../platform/dto-decorators';
import { takaFromColumn } from '../../platform/taka';
import { LedgerExport, LedgerExportModule, type LedgerPeriod } from '../../accounts/ledger-export/ledger-export';
import { bundleReadme } from './bundle-readme';
import { tarChunks, type TarFile } from './tar';
import { VERIFY_SCRIPT } from './verify-script';

/** The event store's table (PostgresEventStore's default schema), as the audit log reads it. */
const EVENTS = 'public.events';
const PAGE = 1000;
const GENESIS_HASH = '0'.repeat(64);

export class AuditBundleQuery {
  @ApiPropertyOptional({ description: 'First day events were recorded (Dhaka); default 1 January of the end date’s year' })
  @IsOptional()
  @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Last day events were recorded (Dhaka); default today' })
  @IsOptional()
  @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}

/** The period's events as a contiguous run of positions, and the link before it. */
export interface BundleRange {
  anchorPosition: string | null;
  anchorHash: string;
  firstPosition: string | null;
  lastPosition: string | null;
  eventCount: number;
}

interface EventTextRow {
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data_text: string;
  metadata_text: string;
  created_at: Date;
  hash: Buffer;
}

interface TotalRow {
  account_id: string;
  debit: string;
  credit: string;
}

/**
 * The auditor's bundle: a period's events with their hash chain and its anchor, the trial balance
 * as recorded before and after them, the period's books as an hledger journal, and a verifier
 * that checks all of it with Node alone. Needs the PostgreSQL event store (its jsonb texts).
 */
@Injectable()
export class AuditBundle {
  /** Above this a bundle is not answered directly (the job with progress is a follow-up). */
  maxEvents = 100_000;

  constructor(
    @Inject(READ_DATABASE) private readonly database: Knex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerExport,
  ) {}

  /** Days in Bangladesh (DESIGN §9): events recorded from the start of startDate to the end of endDate there, up to the head as it stands now. */
  async range(period: LedgerPeriod): Promise<BundleRange> {
    if (this.config.eventStore !== 'postgres') {
      throw new ServiceUnavailableException('The audit bundle reads the PostgreSQL event store; this deployment keeps its log in KurrentDB');
    }
    const positions = await this.database.raw<{ rows: { head: string | null; first: string | null; last: string | null }[] }>(
      `WITH head AS (SELECT max(global_position) AS head FROM ${EVENTS})
       SELECT head.head,
              (SELECT min(global_position) FROM ${EVENTS} WHERE global_position <= head.head AND created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Dhaka') AS first,
              (SELECT max(global_position) FROM ${EVENTS} WHERE global_position <= head.head AND created_at < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka') AS last
       FROM head`,
      [period.startDate, period.endDate],
    );
    const { first, last } = positions.rows[0];
    const empty = first === null || last === null || BigInt(first) > BigInt(last);
    const anchorQuery = this.database.from(EVENTS).select('global_position', 'hash').orderBy('global_position', 'desc').limit(1);
    if (empty) anchorQuery.where('global_position', '<=', last ?? '0');
    else anchorQuery.where('global_position', '<', first);
    const [anchor]: { global_position: string; hash: Buffer }[] = await anchorQuery;
    const count = empty ? 0 : Number((await this.database.from(EVENTS).whereBetween('global_position', [first, last]).count({ count: '*' }))[0].count);
    return {
      anchorPosition: anchor ? String(anchor.global_position) : null,
      anchorHash: anchor ? anchor.hash.toString('hex') : GENESIS_HASH,
      firstPosition: empty ? null : first,
      lastPosition: empty ? null : last,
      eventCount: count,
    };
  }

  /** events.jsonl a page at a time: each line the stored event, its data and metadata as the jsonb text the chain hashed. */
  private async eventLines(range: BundleRange): Promise<{ parts: Buffer[]; headHash: string }> {
    const parts: Buffer[] = [];
    let previous = range.anchorHash;
    if (range.firstPosition === null || range.lastPosition === null) return { parts, headHash: previous };
    for (let after = BigInt(range.firstPosition) - 1n; ; ) {
      const rows: EventTextRow[] = await this.database
        .from(EVENTS)
        .select('global_position', 'event_id', 'stream_name', 'stream_revision', 'type', this.database.raw('data::text AS data_text'), this.database.raw('metadata::text AS metadata_text'), 'created_at', 'hash')
        .where('global_position', '>', after.toString())
        .where('global_position', '<=', range.lastPosition)
        .orderBy('global_position')
        .limit(PAGE);
      if (rows.length === 0) return { parts, headHash: previous };
      const lines = rows.map((row) => {
        const hash = row.hash.toString('hex');
        const line =
          `{"position":${row.global_position},"id":${JSON.stringify(row.event_id)},"stream":${JSON.stringify(row.stream_name)},"revision":${row.stream_revision},` +
          `"type":${JSON.stringify(row.type)},"recordedAt":${JSON.stringify(row.created_at.toISOString())},"previousHash":"${previous}","hash":"${hash}",` +
          `"data":${row.data_text},"metadata":${row.metadata_text}}\n`;
        previous = hash;
        return line;
      });
      parts.push(Buffer.from(lines.join(''), 'utf8'));
      after = BigInt(rows[rows.length - 1].global_position);
    }
  }

  /** Every account's posted totals from the JournalEntryPosted events up to a position (as recorded, whatever their dates). */
  private async trialBalance(throughPosition: string | null, description: string) {
    const totals: TotalRow[] =
      throughPosition === null
        ? []
        : (
            await this.database.raw<{ rows: TotalRow[] }>(
              `SELECT line ->> 'accountId' AS account_id, sum((line ->> 'debit')::numeric)::text AS debit, sum((line ->> 'credit')::numeric)::text AS credit
               FROM ${EVENTS} e CROSS JOIN LATERAL jsonb_array_elements(e.data -> 'lines') AS line
               WHERE e.type = 'JournalEntryPosted' AND e.global_position <= ? GROUP BY 1`,
              [throughPosition],
            )
          ).rows;
    const accounts: { id: string; code: string | null; name: string | null }[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(GL_ACCOUNTS_TABLE)
      .whereIn('id', totals.map((row) => row.account_id).filter((id) => /^[0-9a-f-]{36}$/i.test(id)))
      .select('id', 'code', 'name');
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const rows = totals
      .map((row) => {
        const net = BigInt(row.debit) - BigInt(row.credit);
        const account = byId.get(row.account_id);
        return { accountId: row.account_id, code: account?.code ?? '', name: account?.name ?? '', totalDebitPoisha: row.debit, totalCreditPoisha: row.credit, net };
      })
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.accountId < b.accountId ? -1 : 1));
    const debits = rows.reduce((sum, row) => (row.net > 0n ? sum + row.net : sum), 0n);
    const credits = rows.reduce((sum, row) => (row.net < 0n ? sum - row.net : sum), 0n);
    return {
      description,
      throughPosition,
      accounts: rows.map(({ net, ...row }) => ({ ...row, debitBalance: net > 0n ? takaFromColumn(net) : 0, creditBalance: net < 0n ? takaFromColumn(-net) : 0 })),
      totals: { debitBalance: takaFromColumn(debits), creditBalance: takaFromColumn(credits) },
    };
  }

  /** The bundle's files, refused with 413 above `maxEvents`. */
  async files(period: LedgerPeriod): Promise<TarFile[]> {
    const range = await this.range(period);
    if (range.eventCount > this.maxEvents) {
      const message = `The period from ${period.startDate} to ${period.endDate} holds ${range.eventCount} events, more than the ${this.maxEvents.toLocaleString('en-US')} a bundle answers directly: choose a shorter period`;
      throw new PayloadTooLargeException({ success: false, message });
    }
    const endPosition = range.lastPosition ?? range.anchorPosition;
    const [events, start, end, books] = await Promise.all([
      this.eventLines(range),
      this.trialBalance(range.anchorPosition, 'Posted totals of every account from the JournalEntryPosted events recorded up to the anchor (before the period’s first event)'),
      this.trialBalance(endPosition, 'Posted totals of every account from the JournalEntryPosted events recorded up to the period’s last event'),
      this.ledger.wholeText('hledger', period),
    ]);
    const anchor = {
      position: range.anchorPosition,
      hash: range.anchorHash,
      firstPosition: range.firstPosition,
      lastPosition: range.lastPosition,
      eventCount: range.eventCount,
      headHash: events.headHash,
      period,
      canonicalText: 'PostgreSQL jsonb output',
      generatedAt: new Date().toISOString(),
    };
    const modifiedAt = Date.now() / 1000;
    const folder = `audit-bundle-${period.startDate}-to-${period.endDate}/`;
    const text = (name: string, content: string): TarFile => ({ name: folder + name, parts: [Buffer.from(content, 'utf8')], modifiedAt });
    return [
      text('README.md', bundleReadme(period, anchor)),
      text('anchor.json', JSON.stringify(anchor, null, 2) + '\n'),
      { name: `${folder}events.jsonl`, parts: events.parts, modifiedAt },
      text('trial-balance-start.json', JSON.stringify(start, null, 2) + '\n'),
      text('trial-balance-end.json', JSON.stringify(end, null, 2) + '\n'),
      text('books.journal', books),
      text('verify.mjs', VERIFY_SCRIPT),
    ];
  }
}

@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditBundleController {
  constructor(private readonly bundle: AuditBundle, private readonly ledger: LedgerExport) {}

  /** A period's events, their chain's anchor, the trial balances, the books and a standalone verifier, as a .tar.gz. */
  @Get('bundle')
  @ApiProduces('application/gzip')
  async download(@Query() query: AuditBundleQuery): Promise<StreamableFile> {
    const period = this.ledger.period(query.startDate, query.endDate);
    const files = await this.bundle.files(period);
    return new StreamableFile(Readable.from(tarChunks(files)).pipe(createGzip()), {
      type: 'application/gzip',
      disposition: `attachment; filename="audit-bundle-${period.startDate}-to-${period.endDate}.tar.gz"`,
    });
  }
}

@Module({ imports: [LedgerExportModule], controllers: [AuditBundleController], providers: [AuditBundle] })
export class AuditBundleModule {}
