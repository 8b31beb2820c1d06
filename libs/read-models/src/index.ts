export { READ_MODELS_SCHEMA, CHECKPOINT_CHANNEL, CHECKPOINT_NAME, checkpointChannelOf, nextSchemaOf } from './schema';
export { lockKey, migrateLockKey, qualified, quoteIdent } from './sql-names';
export {
  MIGRATIONS_TABLE,
  migrateReadModels,
  migrationConfig,
  migrationDirectories,
  migrationNames,
  pendingReadModelMigrations,
  waitForReadModelMigrations,
} from './migrate';
export * from './table-declaration';
export * from './accounts/tables';
export * from './books/tables';
export * from './ledger/tables';
export * from './users/tables';
export * from './vehicles/tables';
export * from './suppliers/tables';
export * from './products/tables';
export * from './purchasing/tables';
export * from './receivables/tables';
export * from './customers/tables';
export * from './bookings/tables';
export * from './settings/tables';
export * from './invoices/tables';
export * from './reconciliation/tables';
export * from './exports';
export * from './daily-sales/tables';
export * from './cash-counts/tables';
export * from './numbered-references';
export * from './projector/failure';
export * from './approvals/tables';
export * from './money-receipts/tables';
export * from './vat/tables';
export * from './vat-returns/tables';
export * from './vat-registers/tables';
export * from './vat-registers/queries';
