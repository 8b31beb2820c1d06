import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** The business dashboard (/) is not built yet. */
export function DashboardPage() {
  return <PlaceholderPage title="Business Dashboard" />;
}
