import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function FinancialReportsPage() {
  return <PlaceholderPage title="Financial Reports" breadcrumb={[]} />;
}
