import { SummaryCards } from '../shared/SummaryCards';
import type { PayableSummary } from './use-payables';

/** What the filtered payables add up to: billed, paid, still owed, overdue. */
export function PayablesSummary({ summary }: { summary: PayableSummary | undefined }) {
  return (
    <SummaryCards
      testIdPrefix="payables-summary"
      cards={[
        { key: 'amount', title: 'Total Billed', value: summary?.totalAmount },
        { key: 'paid', title: 'Total Paid', value: summary?.totalPaid },
        { key: 'remaining', title: 'Outstanding', value: summary?.totalRemaining },
        { key: 'overdue', title: 'Overdue', value: summary?.totalOverdue, danger: true },
      ]}
    />
  );
}
