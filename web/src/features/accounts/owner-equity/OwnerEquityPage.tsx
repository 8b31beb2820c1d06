import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function OwnerEquityPage() {
  return <PlaceholderPage title="Owner's Equity Management" breadcrumb={[]} />;
}
