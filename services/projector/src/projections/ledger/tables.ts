import type { JournalEntryPostedData } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { qualified, uuidOrNull } from '../../sql';
import { pgArray, type StatementSink } from '../statements';

/**
 * Journal entries and lines of one batch, written with one INSERT each. Entry numbers and line
 * ids continue from the current maximum in log order (gap-free and identical on every replay,
 * even after a crash: a rolled-back batch consumes nothing).
 */
export class LedgerBatch {
  private readonly entries = {
    id: [] as string[],
    date: [] as string[],
    reference: [] as string[],
    description: [] as string[],
    totalDebit: [] as number[],
    sourceKind: [] as (string | null)[],
    sourceStream: [] as (string | null)[],
    sourceEventId: [] as (string | null)[],
    postedBy: [] as (string | null)[],
    postedAt: [] as string[],
    globalPosition: [] as bigint[],
  };

  private readonly lines = {
    journalEntryId: [] as string[],
    lineNumber: [] as number[],
    accountId: [] as string[],
    debit: [] as number[],
    credit: [] as number[],
    description: [] as (string | null)[],
    date: [] as string[],
  };

  get size(): number {
    return this.entries.id.length;
  }

  addEntry(data: JournalEntryPostedData, event: RecordedEvent): void {
    const e = this.entries;
    let totalDebit = 0;
    data.lines.forEach((line, index) => {
      totalDebit += line.debit;
      const l = this.lines;
      l.journalEntryId.push(data.journalEntryId);
      l.lineNumber.push(index + 1);
      l.accountId.push(line.accountId);
      l.debit.push(line.debit);
      l.credit.push(line.credit);
      l.description.push(line.description ?? null);
      l.date.push(data.date);
    });
    if (!Number.isSafeInteger(totalDebit)) throw new Error(`journal entry ${data.journalEntryId}: total debit is not a safe integer of poisha`);
    e.id.push(data.journalEntryId);
    e.date.push(data.date);
    e.reference.push(data.reference ?? '');
    e.description.push(data.description ?? '');
    e.totalDebit.push(totalDebit);
    e.sourceKind.push(data.source?.kind ?? null);
    e.sourceStream.push(data.source?.stream ?? null);
    e.sourceEventId.push(data.source?.eventId ?? null);
    e.postedBy.push(uuidOrNull(data.postedBy ?? event.metadata.userId));
    e.postedAt.push(data.postedAt ?? event.metadata.occurredAt);
    e.globalPosition.push(event.globalPosition);
  }

  flush(db: StatementSink, schema: string): void {
    if (this.size === 0) return;
    const entries = qualified(schema, 'journal_entries');
    const lines = qualified(schema, 'journal_lines');
    const e = this.entries;
    db.execute(
      `INSERT INTO ${entries} (id, entry_number, date, reference, description, status, total_debit,
                               source_kind, source_stream, source_event_id, posted_by, posted_at, global_position)
       SELECT u.id, n.last + u.ord, u.date, u.reference, u.description, 'Posted', u.total_debit,
              u.source_kind, u.source_stream, u.source_event_id, u.posted_by, u.posted_at, u.global_position
       FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                   $9::uuid[], $10::timestamptz[], $11::bigint[])
            WITH ORDINALITY AS u(id, date, reference, description, total_debit, source_kind, source_stream,
                                 source_event_id, posted_by, posted_at, global_position, ord)
       CROSS JOIN (SELECT coalesce(max(entry_number), 0) AS last FROM ${entries}) AS n
       ORDER BY u.ord`,
      [
        pgArray(e.id, 'uuid'),
        pgArray(e.date, 'date'),
        pgArray(e.reference, 'text'),
        pgArray(e.description, 'text'),
        pgArray(e.totalDebit, 'bigint'),
        pgArray(e.sourceKind, 'text'),
        pgArray(e.sourceStream, 'text'),
        pgArray(e.sourceEventId, 'text'),
        pgArray(e.postedBy, 'uuid'),
        pgArray(e.postedAt, 'timestamptz'),
        pgArray(e.globalPosition, 'bigint'),
      ],
    );
    const l = this.lines;
    db.execute(
      `INSERT INTO ${lines} (id, journal_entry_id, line_number, account_id, debit, credit, description, date)
       SELECT n.last + u.ord, u.journal_entry_id, u.line_number, u.account_id, u.debit, u.credit, u.description, u.date
       FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::bigint[], $5::bigint[], $6::text[], $7::date[])
            WITH ORDINALITY AS u(journal_entry_id, line_number, account_id, debit, credit, description, date, ord)
       CROSS JOIN (SELECT coalesce(max(id), 0) AS last FROM ${lines}) AS n
       ORDER BY u.ord`,
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
}
