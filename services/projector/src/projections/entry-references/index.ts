import type { BookingCreated, InvoiceIssued, JournalEntryPosted } from '@dealer/domain';
import { NUMBERED_RECORDS, numberedReferenceSql, type NumberedRecordKind } from '@dealer/read-models';
import { qualified } from '../../sql';
import type { ProjectionBatch } from '../batch';
import type { Projection } from '../projection';
import { pgArray, type StatementSink } from '../statements';

declare module '../batch' {
  interface ProjectionBatch {
    entryReferences: EntryReferencesBatch;
  }
}

const KINDS = Object.keys(NUMBERED_RECORDS) as NumberedRecordKind[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The journal entries of numbered records (NUMBERED_RECORDS: their postings carry a provisional
 * reference until the projector numbers them) posted or numbered in a batch: once the records'
 * projections have numbered them (they flush before this), each entry's provisional reference
 * becomes the number. An entry posted in a later batch than its record's number finds it already
 * there; a record numbered in a later batch than its entry is found through its issuing event.
 */
export class EntryReferencesBatch {
  readonly entries = Object.fromEntries(KINDS.map((kind) => [kind, new Map<string, string>()])) as Record<NumberedRecordKind, Map<string, string>>;

  /** An entry `entryId` posted for the record named by `stream` ('invoice-…', 'booking-…'), if it is one. */
  posted(entryId: string, stream: string | undefined): void {
    const kind = KINDS.find((candidate) => stream?.startsWith(NUMBERED_RECORDS[candidate].stream));
    if (kind && stream) this.note(kind, entryId, stream.slice(NUMBERED_RECORDS[kind].stream.length));
  }

  note(kind: NumberedRecordKind, entryId: string | null | undefined, recordId: string): void {
    if (entryId && UUID.test(entryId) && UUID.test(recordId)) this.entries[kind].set(entryId, recordId);
  }

  flush(db: StatementSink, schema: string): void {
    for (const kind of KINDS) {
      const entries = [...this.entries[kind]];
      if (entries.length === 0) continue;
      const sql = numberedReferenceSql(kind);
      db.execute(
        `UPDATE ${qualified(schema, 'journal_entries')} AS e SET reference = ${sql.reference}
           FROM unnest($1::uuid[], $2::uuid[]) AS f(entry_id, record_id)
           JOIN ${qualified(schema, NUMBERED_RECORDS[kind].table)} AS r ON r.id = f.record_id
          WHERE e.id = f.entry_id AND ${sql.holdsProvisional}`,
        [pgArray(entries.map(([entryId]) => entryId), 'uuid'), pgArray(entries.map(([, recordId]) => recordId), 'uuid')],
      );
    }
  }
}

/**
 * Invoice and booking numbers in the references of their journal entries. It owns no table: it
 * follows the postings (the ledger's) and the records' first events (the invoices' and bookings'),
 * and flushes after all three.
 */
export const entryReferencesProjection: Projection<'entryReferences'> = {
  name: 'entryReferences',
  tables: {},
  createState: () => new EntryReferencesBatch(),
  handlers: {},
  follows: {
    JournalEntryPosted: (data: JournalEntryPosted['data'], _event, batch: ProjectionBatch) => batch.entryReferences.posted(data.journalEntryId, data.source?.stream),
    InvoiceIssued: (data: InvoiceIssued['data'], _event, batch: ProjectionBatch) => batch.entryReferences.note('invoice', data.journalEntryId, data.invoiceId),
    BookingCreated: (data: BookingCreated['data'], _event, batch: ProjectionBatch) => batch.entryReferences.note('booking', data.journalEntryId, data.bookingId),
  },
  flush: (state: EntryReferencesBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
