import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { Adjustment, Reconciliation } from './use-reconciliation';

/**
 * The spec's rule, in whole poisha: reconciled = book balance + selected transactions (Debit +,
 * Credit −) + adjustments (Addition +, Deduction −); balanced when under ৳0.01 from the statement.
 * The 'Reconciliation Unbalanced' warning shows only when the difference exceeds ৳0.01 (spec §5):
 * at exactly ৳0.01 it is neither balanced nor warned about.
 */
export function balanceOf(reconciliation: Reconciliation, selected: ReadonlySet<string>, adjustments: readonly Adjustment[]) {
  let reconciled = toPoisha(reconciliation.bookBalance);
  const transactions = [...reconciliation.unreconciledTransactions, ...reconciliation.matchedItems];
  const seen = new Set<string>();
  for (const transaction of transactions) {
    if (!selected.has(transaction._id) || seen.has(transaction._id)) continue;
    seen.add(transaction._id);
    reconciled += toPoisha(transaction.signedAmount);
  }
  let adjustmentsTotal = 0;
  for (const adjustment of adjustments) adjustmentsTotal += adjustment.type === 'Addition' ? toPoisha(adjustment.amount) : -toPoisha(adjustment.amount);
  reconciled += adjustmentsTotal;
  const difference = toPoisha(reconciliation.statementBalance) - reconciled;
  return { reconciledBalance: fromPoisha(reconciled), difference: fromPoisha(difference), adjustmentsTotal: fromPoisha(adjustmentsTotal), balanced: Math.abs(difference) < 1, warnsUnbalanced: Math.abs(difference) > 1 };
}
