/**
 * Everything one batch of events changes, by projection, before it is flushed in one transaction.
 * Empty here: each projection folder adds its own state by declaration merging
 * (`declare module '../batch' { interface ProjectionBatch { ledger: LedgerBatch } }`), so a new
 * projection edits no central type. Handlers see the whole batch: a posting also moves the
 * running totals the accounts projection keeps.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface ProjectionBatch {}
