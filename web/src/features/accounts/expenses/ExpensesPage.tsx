import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function ExpensesPage() {
  return <PlaceholderPage title="Expense Management" breadcrumb={[]} />;
}
