import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function TransfersPage() {
  return <PlaceholderPage title="Transfers" breadcrumb={[]} />;
}
