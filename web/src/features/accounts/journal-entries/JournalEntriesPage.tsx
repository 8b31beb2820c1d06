import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

/** Replaced by the real screen. */
export function JournalEntriesPage() {
  return <PlaceholderPage title="Journal Entries" breadcrumb={[]} />;
}
