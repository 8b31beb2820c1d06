import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { ApiError } from '../api/api-error';
import { LoadErrorAlert } from './LoadErrorAlert';
import { RecordNotFound } from './RecordNotFound';

export interface RecordPageProps<Record> {
  record: UseQueryResult<Record>;
  header: ReactNode;
  /** The spec's 'X not found' card, for an unknown or malformed id. */
  notFound: { title: string; testId: string; onBack: () => void };
  /** The alert for any other failure to load, with Retry. */
  loadError: { title: string; testId: string };
  children: (record: Record) => ReactNode;
}

/** A page about one record (an edit or details page): a skeleton while it loads, not-found or a retryable error, else the page. */
export function RecordPage<Record>({ record, header, notFound, loadError, children }: RecordPageProps<Record>) {
  let body: ReactNode;
  if (record.isLoading) {
    body = (
      <Card>
        <Skeleton active />
      </Card>
    );
  } else if (record.error instanceof ApiError && (record.error.status === 404 || record.error.status === 400)) {
    body = <RecordNotFound {...notFound} />;
  } else if (record.error || record.data === undefined) {
    body = <LoadErrorAlert title={loadError.title} error={record.error} onRetry={() => record.refetch()} testId={loadError.testId} />;
  } else {
    return <>{children(record.data)}</>;
  }
  return (
    <>
      {header}
      {body}
    </>
  );
}
