import type { JournalEntryEvent } from '@dealer/domain';
import { uuidOrNull } from '../../sql';
import type { StatementSink } from '../statements';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { LedgerBatch } from './tables';

export { LedgerBatch } from './tables';

/**
 * journal_entries (Draft → Posted → Reversed), journal_lines and account_daily_totals; every
 * posted line also adds its debit and credit to its account's running totals in gl_accounts
 * (accumulated per account for the batch, one UPDATE ... FROM). Drafts move no totals.
 */
export const ledgerHandlers = on<JournalEntryEvent, ProjectionBatch>({
  JournalEntryDrafted: (data, event, { ledger }) =>
    ledger.draft(data, data.draftedAt ?? occurredAt(event), uuidOrNull(data.draftedBy ?? event.metadata.userId), event, true),
  JournalEntryDraftEdited: (data, event, { ledger }) =>
    ledger.draft(data, data.editedAt ?? occurredAt(event), uuidOrNull(data.editedBy ?? event.metadata.userId), event, false),
  JournalEntryDraftDeleted: ({ journalEntryId }, event, { ledger }) => ledger.deleteDraft(journalEntryId, event),
  JournalEntryPosted: (data, event, { ledger, accounts }) => {
    ledger.post(data, event);
    for (const line of data.lines) {
      if (line.debit) accounts.glAccounts.add(line.accountId, 'debit_total', line.debit);
      if (line.credit) accounts.glAccounts.add(line.accountId, 'credit_total', line.credit);
    }
  },
  JournalEntryReversed: (data, event, { ledger }) => ledger.reverse(data.journalEntryId, data.reversalEntryId, data.reversedAt ?? occurredAt(event), event),
});

declare module '../batch' {
  interface ProjectionBatch {
    ledger: LedgerBatch;
  }
}

export const ledgerProjection: Projection<'ledger'> = {
  name: 'ledger',
  tables: {
    // Drafts have no entry number: they sort last, by id.
    journal_entries: 'entry_number, id',
    journal_lines: 'id',
    account_daily_totals: 'account_id, date',
  },
  createState: () => new LedgerBatch(),
  handlers: ledgerHandlers,
  flush: (state: LedgerBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
