import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function AccountingTransactionsPage() {
  return <PlaceholderPage title="Payment Transactions" breadcrumb={[]} />;
}
