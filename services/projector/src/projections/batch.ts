import type { AccountsBatch } from './accounts/tables';
import type { BooksBatch } from './books/tables';
import type { LedgerBatch } from './ledger/tables';
import type { UsersBatch } from './users/tables';

/** Everything one batch of events changes, by feature, before it is flushed in one transaction. */
export interface ProjectionBatch {
  users: UsersBatch;
  accounts: AccountsBatch;
  ledger: LedgerBatch;
  books: BooksBatch;
}
