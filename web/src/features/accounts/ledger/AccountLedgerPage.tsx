import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function AccountLedgerPage() {
  return <PlaceholderPage title="Account Ledger" breadcrumb={[]} />;
}
