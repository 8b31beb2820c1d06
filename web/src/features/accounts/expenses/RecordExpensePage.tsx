import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function RecordExpensePage() {
  return <PlaceholderPage title="Record Expense" breadcrumb={[]} />;
}
