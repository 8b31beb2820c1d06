import type { JournalEntryPosted } from '@dealer/domain';
import type { StatementSink } from '../statements';
import type { ProjectionBatch } from '../batch';
import { on, type Projection } from '../projection';
import { LedgerBatch } from './tables';

export { LedgerBatch } from './tables';

/**
 * journal_entries and journal_lines; every line also adds its debit and credit to its account's
 * running totals in gl_accounts (accumulated per account for the batch, one UPDATE ... FROM).
 */
export const ledgerHandlers = on<JournalEntryPosted, ProjectionBatch>({
  JournalEntryPosted: (data, event, { ledger, accounts }) => {
    ledger.addEntry(data, event);
    for (const line of data.lines) {
      if (line.debit) accounts.glAccounts.add(line.accountId, 'debit_total', line.debit);
      if (line.credit) accounts.glAccounts.add(line.accountId, 'credit_total', line.credit);
    }
  },
});

export const ledgerProjection: Projection<LedgerBatch, ProjectionBatch> = {
  name: 'ledger',
  createState: () => new LedgerBatch(),
  handlers: ledgerHandlers,
  flush: (state: LedgerBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
