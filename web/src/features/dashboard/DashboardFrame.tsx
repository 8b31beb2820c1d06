import type { ReactNode } from 'react';
import { DashboardHeader, type DashboardHeaderProps } from './DashboardHeader';
import { DashboardLoadState } from './DashboardLoadState';

interface DashboardFrameProps<Period extends string, Data> {
  /** The head; Refresh also spins while the query refetches (after its first load). */
  header: Omit<DashboardHeaderProps<Period>, 'testId' | 'refreshing' | 'subtitle'> & { refreshing?: boolean };
  /** The period shown once loaded, a line about the screen before. */
  subtitle: { of: (data: Data) => ReactNode; before: string };
  /** The dashboard's query. */
  query: { data: Data | undefined; error: unknown; isFetching: boolean; isLoading: boolean; refetch: () => unknown };
  /** The spec's failure texts ('Unable to load dashboard'; 'Error Loading Dashboard' for the financial one). */
  failure: { title: string; description: string };
  testId: string;
  children: (data: Data) => ReactNode;
}

/** A dashboard page: its head with the period and Refresh, then its body once loaded (a skeleton before, a retryable failure). */
export function DashboardFrame<Period extends string, Data>({ header, subtitle, query, failure, testId, children }: DashboardFrameProps<Period, Data>) {
  return (
    <>
      <DashboardHeader {...header} subtitle={query.data ? subtitle.of(query.data) : subtitle.before} refreshing={Boolean(header.refreshing) || (query.isFetching && !query.isLoading)} testId={testId} />
      <DashboardLoadState data={query.data} error={query.error} onRetry={() => query.refetch()} failureTitle={failure.title} failureDescription={failure.description} testId={testId}>
        {children}
      </DashboardLoadState>
    </>
  );
}
