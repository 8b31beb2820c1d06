// The one CSV writer (a self-contained domain file): the server's exports write cells the same way.
import { csvFixed, csvLine } from '../../../../../libs/domain/src/shared/csv';
import type { ReconciliationSummaryRow } from './use-reconciliation';

const HEADER = ['Account code', 'Account', 'Statement date', 'Statement balance', 'Ledger balance', 'Last reconciled balance', 'Reconciled balance', 'Difference', 'Status', 'Started by', 'Matched', 'Adjustments', 'Notes'];

/** Money as a 2-decimal number a spreadsheet can sum; none as an empty cell. */
const money = (amount: number | null) => (amount === null ? null : csvFixed(amount));

/** The reconciliation history as CSV: one line a reconciliation, its text neutralised against formula injection. */
export function reconciliationsToCsv(rows: ReconciliationSummaryRow[]): string {
  const lines = rows.map((row) =>
    csvLine([
      row.account.code,
      row.account.name,
      row.statementDate,
      money(row.statementBalance),
      money(row.ledgerBalance),
      money(row.bookBalance),
      money(row.reconciledBalance),
      money(row.difference),
      row.status,
      row.startedBy.name,
      row.reconciledCount,
      row.adjustmentCount,
      row.notes,
    ]),
  );
  return [csvLine(HEADER), ...lines].join('\n');
}
