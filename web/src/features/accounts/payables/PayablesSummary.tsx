import { SummaryCards } from '../shared/SummaryCards';
import type { PayableSummary } from './use-payables';

/**
 * What the filtered payables add up to: what the suppliers billed (a purchase whole, what was paid
 * at once included), what was paid on it (at purchase and since), what is still due, overdue.
 */
export function PayablesSummary({ summary }: { summary: PayableSummary | undefined }) {
  return (
    <SummaryCards
      testIdPrefix="payables-summary"
      cards={[
        { key: 'billed', title: 'Billed', value: summary?.totalBilled },
        { key: 'paid', title: 'Paid', value: summary?.totalBilledPaid },
        { key: 'remaining', title: 'Due', value: summary?.totalRemaining },
        { key: 'overdue', title: 'Overdue', value: summary?.totalOverdue, danger: true },
      ]}
    />
  );
}
