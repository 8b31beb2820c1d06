import type { BookingCreated, InvoiceIssued, JournalEntryPosted } from '@dealer/domain';
import { qualified } from '../../sql';
import type { ProjectionBatch } from '../batch';
import type { Projection } from '../projection';
import { pgArray, type StatementSink } from '../statements';

declare module '../batch' {
  interface ProjectionBatch {
    entryReferences: EntryReferencesBatch;
  }
}

/**
 * Records the projector numbers (INV-000123, BK-000123) in log order, after their postings were
 * decided: a posting carries a provisional reference made of the record's id (`shortReference`:
 * 'INV-497A2E6F'), and its reversal 'REV-' and that. The books show the number people know.
 */
const NUMBERED_RECORDS = {
  invoice: { table: 'invoices', column: 'invoice_number', prefix: 'INV' },
  booking: { table: 'bookings', column: 'booking_number', prefix: 'BK' },
} as const;
type NumberedKind = keyof typeof NUMBERED_RECORDS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The journal entries of numbered records posted or numbered in a batch: once the records'
 * projections have numbered them (they flush before this), each entry's provisional reference
 * becomes the number. An entry posted in a later batch than its record's number finds it already
 * there; a record numbered in a later batch than its entry is found through its issuing event.
 */
export class EntryReferencesBatch {
  readonly entries: Record<NumberedKind, Map<string, string>> = { invoice: new Map(), booking: new Map() };

  /** An entry `entryId` posted for the record named by `stream` ('invoice-…', 'booking-…'), if it is one. */
  posted(entryId: string, stream: string | undefined): void {
    const match = /^(invoice|booking)-(.+)$/.exec(stream ?? '');
    if (match) this.note(match[1] as NumberedKind, entryId, match[2]);
  }

  note(kind: NumberedKind, entryId: string | null | undefined, recordId: string): void {
    if (entryId && UUID.test(entryId) && UUID.test(recordId)) this.entries[kind].set(entryId, recordId);
  }

  flush(db: StatementSink, schema: string): void {
    for (const kind of Object.keys(NUMBERED_RECORDS) as NumberedKind[]) {
      const entries = [...this.entries[kind]];
      if (entries.length === 0) continue;
      const { table, column, prefix } = NUMBERED_RECORDS[kind];
      const provisional = `'${prefix}-' || upper(right(replace(r.id::text, '-', ''), 8))`;
      const number = `'${prefix}-' || lpad(r.${column}::text, greatest(6, length(r.${column}::text)), '0')`;
      db.execute(
        `UPDATE ${qualified(schema, 'journal_entries')} AS e SET reference = replace(e.reference, ${provisional}, ${number})
           FROM unnest($1::uuid[], $2::uuid[]) AS f(entry_id, record_id)
           JOIN ${qualified(schema, table)} AS r ON r.id = f.record_id
          WHERE e.id = f.entry_id AND r.${column} IS NOT NULL AND strpos(e.reference, ${provisional}) > 0`,
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
