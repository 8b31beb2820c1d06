import type { JournalEntryPostedData, JournalLine } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { qualified, uuidOrNull } from '../../sql';
import { pgArray, unnestColumns, type StatementSink } from '../statements';
import type { SqlType } from '../row-batch';
import { exactSum } from '../exact-sum';

export type JournalEntryStatus = 'Draft' | 'Posted' | 'Reversed';

/** A journal_entries row as a batch writes it (entry_number comes from `postOrdinal` in SQL). */
interface EntryRow {
  date: string;
  reference: string;
  description: string;
  status: JournalEntryStatus;
  totalDebit: number | bigint;
  totalCredit: number | bigint;
  sourceKind: string | null;
  sourceStream: string | null;
  sourceEventId: string | null;
  reversalOf: string | null;
  reversedBy: string | null;
  postedBy: string | null;
  postedAt: string | null;
  /** Kept from the stored row on conflict: a later event of a draft does not know them. */
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  draftLines: JournalLine[] | null;
  /** Position of the Drafted / DraftEdited / Posted event that gave the row its content. */
  globalPosition: bigint;
  /** 1-based rank of the entry's posting among this batch's postings; null while Draft. */
  postOrdinal: number | null;
}

/** What one batch does to one journal entry, composed so that flushing equals applying the events one by one. */
interface EntryChange {
  /**
   * The batch saw the entry's first event (stream revision 0: drafted, or posted at once), so no
   * stored row can exist: its row is written with a plain INSERT, without the conflict branch.
   */
  fresh: boolean;
  /** The stored row is deleted (a draft deleted) before anything is written. */
  deleted: boolean;
  /** The full row this batch writes (for a stored entry: every column but created_by / created_at). */
  row?: EntryRow;
  /** A stored entry (posted in an earlier batch) reversed by this batch. */
  reversal?: { reversedBy: string | null; updatedAt: string };
}

/** Exact sums (see exactSum). */
interface DailyTotal {
  debit: number | bigint;
  credit: number | bigint;
  closingDebit: number | bigint;
  closingCredit: number | bigint;
}

/** Columns of the arrays a batch's journal_entries rows are sent in, in parameter order. */
const ENTRY_COLUMNS: readonly [string, SqlType][] = [
  ['id', 'uuid'], ['post_ordinal', 'int'], ['date', 'date'], ['reference', 'text'], ['description', 'text'], ['status', 'text'],
  ['total_debit', 'bigint'], ['total_credit', 'bigint'], ['source_kind', 'text'], ['source_stream', 'text'], ['source_event_id', 'text'],
  ['reversal_of', 'uuid'], ['reversed_by', 'uuid'], ['posted_by', 'uuid'], ['posted_at', 'timestamptz'], ['created_by', 'uuid'],
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ['draft_lines', 'jsonb'], ['global_position', 'bigint'],
];

/** Columns of the arrays a batch's journal_lines rows are sent in, in parameter order. */
const LINE_COLUMNS: readonly [string, SqlType][] = [
  ['journal_entry_id', 'uuid'], ['line_number', 'int'], ['account_id', 'uuid'], ['debit', 'bigint'], ['credit', 'bigint'],
  ['description', 'text'], ['date', 'date'],
];

/** Lines of entries with this source kind are closing entries (left out of income statements). */
const CLOSING_SOURCE_KIND = 'profit-transfer';

function totalsOf(lines: readonly JournalLine[]): { totalDebit: number | bigint; totalCredit: number | bigint } {
  let totalDebit: number | bigint = 0;
  let totalCredit: number | bigint = 0;
  for (const line of lines) {
    totalDebit = exactSum(totalDebit, line.debit);
    totalCredit = exactSum(totalCredit, line.credit);
  }
  return { totalDebit, totalCredit };
}

/**
 * Journal entries, their lines and the per-account daily totals of one batch.
 *
 * Entries: every Drafted / DraftEdited / Posted event carries the entry's whole content, so each
 * becomes a full row, folded in memory per entry and written by ONE statement: a plain INSERT for
 * entries the batch saw from their first event, an upsert (keeping the stored created_by /
 * created_at, the draft's) for the others. Entry numbers are assigned in that statement: the
 * current maximum plus the entry's rank among the batch's postings, so they are gap-free, in
 * posting order, and identical on every replay. Deleted drafts are one DELETE, reversals of
 * entries stored by earlier batches one UPDATE.
 *
 * Lines (posted entries only) are one INSERT with ids continuing from the maximum; daily totals
 * one upsert with a single row per (account, date) of the batch.
 */
export class LedgerBatch {
  private readonly entries = new Map<string, EntryChange>();
  private postings = 0;

  private readonly lines = {
    journalEntryId: [] as string[],
    lineNumber: [] as number[],
    accountId: [] as string[],
    debit: [] as number[],
    credit: [] as number[],
    description: [] as (string | null)[],
    date: [] as string[],
  };

  /** By date, then account: one row per (account, date) of the batch. */
  private readonly daily = new Map<string, Map<string, DailyTotal>>();

  get size(): number {
    return this.entries.size;
  }

  private change(journalEntryId: string, event: RecordedEvent): EntryChange {
    let change = this.entries.get(journalEntryId);
    if (!change) this.entries.set(journalEntryId, (change = { fresh: event.streamRevision === 0, deleted: false }));
    return change;
  }

  /** JournalEntryDrafted / JournalEntryDraftEdited: the whole draft; created_* only known from the Drafted event. */
  draft(
    data: { journalEntryId: string; date: string; reference: string; description: string; lines: JournalLine[] },
    at: string,
    by: string | null,
    event: RecordedEvent,
    created: boolean,
  ): void {
    const change = this.change(data.journalEntryId, event);
    const previous = change.row;
    const { totalDebit, totalCredit } = totalsOf(data.lines);
    change.row = {
      date: data.date,
      reference: data.reference ?? '',
      description: data.description ?? '',
      status: 'Draft',
      totalDebit,
      totalCredit,
      sourceKind: null,
      sourceStream: null,
      sourceEventId: null,
      reversalOf: null,
      reversedBy: null,
      postedBy: null,
      postedAt: null,
      createdBy: created ? by : previous ? previous.createdBy : by,
      createdAt: created ? at : previous ? previous.createdAt : at,
      updatedAt: at,
      draftLines: data.lines.map((line) => ({ accountId: line.accountId, debit: line.debit, credit: line.credit, description: line.description ?? '' })),
      globalPosition: event.globalPosition,
      postOrdinal: null,
    };
    change.reversal = undefined;
  }

  deleteDraft(journalEntryId: string, event: RecordedEvent): void {
    const change = this.change(journalEntryId, event);
    // A draft of this batch was never stored: nothing to delete.
    change.deleted = !change.fresh;
    change.row = undefined;
    change.reversal = undefined;
  }

  /** JournalEntryPosted: a new entry, or a draft turned Posted (it keeps the draft's created_*). */
  post(data: JournalEntryPostedData, event: RecordedEvent): void {
    const { journalEntryId, date, lines } = data;
    const sourceKind = data.source?.kind ?? null;
    const closing = sourceKind === CLOSING_SOURCE_KIND;
    const l = this.lines;
    let daily = this.daily.get(date);
    if (!daily) this.daily.set(date, (daily = new Map()));
    let totalDebit: number | bigint = 0;
    let totalCredit: number | bigint = 0;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index];
      const { accountId, debit, credit } = line;
      l.journalEntryId.push(journalEntryId);
      l.lineNumber.push(index + 1);
      l.accountId.push(accountId);
      l.debit.push(debit);
      l.credit.push(credit);
      l.description.push(line.description ?? null);
      l.date.push(date);
      totalDebit = exactSum(totalDebit, debit);
      totalCredit = exactSum(totalCredit, credit);

      let total = daily.get(accountId);
      if (!total) daily.set(accountId, (total = { debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 }));
      total.debit = exactSum(total.debit, debit);
      total.credit = exactSum(total.credit, credit);
      if (closing) {
        total.closingDebit = exactSum(total.closingDebit, debit);
        total.closingCredit = exactSum(total.closingCredit, credit);
      }
    }

    const change = this.change(journalEntryId, event);
    const previous = change.row;
    const postedBy = uuidOrNull(data.postedBy ?? event.metadata.userId);
    const postedAt = data.postedAt ?? event.metadata.occurredAt;
    this.postings += 1;
    change.row = {
      date,
      reference: data.reference ?? '',
      description: data.description ?? '',
      status: 'Posted',
      totalDebit,
      totalCredit,
      sourceKind,
      sourceStream: data.source?.stream ?? null,
      sourceEventId: data.source?.eventId ?? null,
      reversalOf: data.reversalOf === undefined ? null : uuidOrNull(data.reversalOf),
      reversedBy: null,
      postedBy,
      postedAt,
      createdBy: previous ? previous.createdBy : postedBy,
      createdAt: previous ? previous.createdAt : postedAt,
      updatedAt: postedAt,
      draftLines: null,
      globalPosition: event.globalPosition,
      postOrdinal: this.postings,
    };
    change.reversal = undefined;
  }

  /** JournalEntryReversed: the original turns Reversed and names the entry that reversed it. */
  reverse(journalEntryId: string, reversalEntryId: string, at: string, event: RecordedEvent): void {
    const change = this.change(journalEntryId, event);
    const reversedBy = uuidOrNull(reversalEntryId);
    if (change.row) {
      change.row.status = 'Reversed';
      change.row.reversedBy = reversedBy;
      change.row.updatedAt = at;
    } else if (!change.deleted) {
      change.reversal = { reversedBy, updatedAt: at };
    }
  }

  flush(db: StatementSink, schema: string): void {
    if (this.entries.size > 0) this.flushEntries(db, schema);
    if (this.lines.journalEntryId.length > 0) this.flushLines(db, schema);
    if (this.daily.size > 0) this.flushDailyTotals(db, schema);
  }

  private flushEntries(db: StatementSink, schema: string): void {
    const table = qualified(schema, 'journal_entries');
    const deleted: string[] = [];
    const reversed: { id: string; reversedBy: string | null; updatedAt: string }[] = [];
    const fresh: [string, EntryRow][] = [];
    const stored: [string, EntryRow][] = [];
    for (const [id, change] of this.entries) {
      if (change.deleted) deleted.push(id);
      if (change.row) (change.fresh ? fresh : stored).push([id, change.row]);
      else if (change.reversal) reversed.push({ id, ...change.reversal });
    }
    const rows = fresh.length === 0 ? stored : stored.length === 0 ? fresh : [...fresh, ...stored];

    if (deleted.length > 0) db.execute(`DELETE FROM ${table} WHERE id = ANY($1::uuid[])`, [pgArray(deleted, 'uuid')]);

    if (rows.length > 0) this.upsertEntries(db, table, rows, fresh.length);

    if (reversed.length > 0) {
      db.execute(
        `UPDATE ${table} AS t SET status = 'Reversed', reversed_by = u.reversed_by, updated_at = u.updated_at
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS u(id, reversed_by, updated_at)
         WHERE t.id = u.id`,
        [pgArray(reversed.map((r) => r.id), 'uuid'), pgArray(reversed.map((r) => r.reversedBy), 'uuid'), pgArray(reversed.map((r) => r.updatedAt), 'timestamptz')],
      );
    }
  }

  /**
   * One statement for every full row of the batch: rows of entries first seen by this batch are a
   * plain INSERT (most of a replay: no speculative insertion), the others an upsert that keeps the
   * stored created_by / created_at. Both read the same snapshot's maximum entry number, so the
   * numbers are the maximum plus each entry's posting rank whichever way the row is written.
   * A column equal to the one it defaults to is sent as NULL (cheaper to parse) and coalesced back.
   */
  private upsertEntries(db: StatementSink, table: string, rows: [string, EntryRow][], freshCount: number): void {
    const column = <T>(pick: (row: EntryRow) => T) => rows.map(([, row]) => pick(row));
    const target = `${table} (id, entry_number, date, reference, description, status, total_debit, total_credit,
                    source_kind, source_stream, source_event_id, reversal_of, reversed_by, posted_by, posted_at,
                    created_by, created_at, updated_at, draft_lines, global_position)`;
    const select = (where: string) => `SELECT u.id, n.last + u.post_ordinal, u.date, u.reference, u.description, u.status, u.total_debit,
                coalesce(u.total_credit, u.total_debit), u.source_kind, u.source_stream, u.source_event_id, u.reversal_of,
                u.reversed_by, u.posted_by, u.posted_at, coalesce(u.created_by, u.posted_by), coalesce(u.created_at, u.posted_at),
                coalesce(u.updated_at, u.posted_at), u.draft_lines, u.global_position
         FROM u CROSS JOIN n WHERE ${where} ORDER BY u.ord`;
    const upsert = `ON CONFLICT (id) DO UPDATE SET
           entry_number = excluded.entry_number, date = excluded.date, reference = excluded.reference,
           description = excluded.description, status = excluded.status, total_debit = excluded.total_debit,
           total_credit = excluded.total_credit, source_kind = excluded.source_kind, source_stream = excluded.source_stream,
           source_event_id = excluded.source_event_id, reversal_of = excluded.reversal_of, reversed_by = excluded.reversed_by,
           posted_by = excluded.posted_by, posted_at = excluded.posted_at, updated_at = excluded.updated_at,
           draft_lines = excluded.draft_lines, global_position = excluded.global_position`;
    // The count of fresh rows is parameter 21, after the columns' arrays.
    const freshRows = 'u.ord <= $21::int';
    const storedRows = 'u.ord > $21::int';
    const main =
      freshCount === rows.length
        ? `INSERT INTO ${target} ${select(freshRows)}`
        : freshCount === 0
          ? `INSERT INTO ${target} ${select(storedRows)} ${upsert}`
          : `, fresh AS (INSERT INTO ${target} ${select(freshRows)})
         INSERT INTO ${target} ${select(storedRows)} ${upsert}`;
    db.execute(
      `WITH n AS (SELECT coalesce(max(entry_number), 0) AS last FROM ${table}),
            u AS (${unnestColumns(ENTRY_COLUMNS)})
       ${main}`,
      [
        pgArray(rows.map(([id]) => id), 'uuid'),
        pgArray(column((row) => row.postOrdinal), 'int'),
        pgArray(column((row) => row.date), 'date'),
        pgArray(column((row) => row.reference), 'text'),
        pgArray(column((row) => row.description), 'text'),
        pgArray(column((row) => row.status), 'text'),
        pgArray(column((row) => row.totalDebit), 'bigint'),
        pgArray(column((row) => (row.totalCredit === row.totalDebit ? null : row.totalCredit)), 'bigint'),
        pgArray(column((row) => row.sourceKind), 'text'),
        pgArray(column((row) => row.sourceStream), 'text'),
        pgArray(column((row) => row.sourceEventId), 'text'),
        pgArray(column((row) => row.reversalOf), 'uuid'),
        pgArray(column((row) => row.reversedBy), 'uuid'),
        pgArray(column((row) => row.postedBy), 'uuid'),
        pgArray(column((row) => row.postedAt), 'timestamptz'),
        pgArray(column((row) => (row.postedAt !== null && row.createdBy === row.postedBy ? null : row.createdBy)), 'uuid'),
        pgArray(column((row) => (row.createdAt === row.postedAt ? null : row.createdAt)), 'timestamptz'),
        pgArray(column((row) => (row.updatedAt === row.postedAt ? null : row.updatedAt)), 'timestamptz'),
        pgArray(column((row) => row.draftLines), 'jsonb'),
        pgArray(column((row) => row.globalPosition), 'bigint'),
        freshCount,
      ],
    );
  }

  private flushLines(db: StatementSink, schema: string): void {
    const lines = qualified(schema, 'journal_lines');
    const l = this.lines;
    db.execute(
      `INSERT INTO ${lines} (id, journal_entry_id, line_number, account_id, debit, credit, description, date)
       SELECT n.last + u.ord, u.journal_entry_id, u.line_number, u.account_id, u.debit, u.credit, u.description, u.date
       FROM (${unnestColumns(LINE_COLUMNS)}) AS u
       CROSS JOIN (SELECT coalesce(max(id), 0) AS last FROM ${lines}) AS n`,
      [
        pgArray(l.journalEntryId, 'uuid'),
        pgArray(l.lineNumber, 'int'),
        pgArray(l.accountId, 'uuid'),
        pgArray(l.debit, 'bigint'),
        pgArray(l.credit, 'bigint'),
        pgArray(l.description, 'text'),
        pgArray(l.date, 'date'),
      ],
    );
  }

  private flushDailyTotals(db: StatementSink, schema: string): void {
    const accountIds: string[] = [];
    const dates: string[] = [];
    const debits: (number | bigint)[] = [];
    const credits: (number | bigint)[] = [];
    const closingDebits: (number | bigint)[] = [];
    const closingCredits: (number | bigint)[] = [];
    for (const [date, byAccount] of this.daily) {
      for (const [accountId, total] of byAccount) {
        accountIds.push(accountId);
        dates.push(date);
        debits.push(total.debit);
        credits.push(total.credit);
        closingDebits.push(total.closingDebit);
        closingCredits.push(total.closingCredit);
      }
    }
    db.execute(
      `INSERT INTO ${qualified(schema, 'account_daily_totals')} AS t (account_id, date, debit, credit, closing_debit, closing_credit)
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
       ON CONFLICT (account_id, date) DO UPDATE SET
         debit = t.debit + excluded.debit, credit = t.credit + excluded.credit,
         closing_debit = t.closing_debit + excluded.closing_debit, closing_credit = t.closing_credit + excluded.closing_credit`,
      [
        pgArray(accountIds, 'uuid'),
        pgArray(dates, 'date'),
        pgArray(debits, 'bigint'),
        pgArray(credits, 'bigint'),
        pgArray(closingDebits, 'bigint'),
        pgArray(closingCredits, 'bigint'),
      ],
    );
  }
}
