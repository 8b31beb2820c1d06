import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader, type BreadcrumbStep } from './PageHeader';
import { RecordPage } from './RecordPage';

interface EditRecordPageProps<Record> {
  /** The record of the URL's `:id`. */
  useRecord: (id: string | undefined) => UseQueryResult<Record>;
  /** The page's title and breadcrumb while the record loads or fails to. */
  header: { title: string; breadcrumb: BreadcrumbStep[] };
  /** The not-found card's and the load error's titles. */
  texts: { notFound: string; loadError: string };
  /** The not-found card's test id; the load error's is `${testId}-load-error`. */
  testId: string;
  /** Where Go Back leads: the list's route, else the page before. */
  backTo?: string;
  /** The form, filled from the record. */
  form: (record: Record, id: string | undefined) => ReactNode;
}

/** /…/edit/{id}: the record's form once it loads; the 'not found' card with Go Back for an unknown id, a retryable error otherwise. */
export function EditRecordPage<Record>({ useRecord, header, texts, testId, backTo, form }: EditRecordPageProps<Record>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useRecord(id);
  return (
    <RecordPage
      record={record}
      header={<PageHeader title={header.title} breadcrumb={header.breadcrumb} />}
      notFound={{ title: texts.notFound, testId, onBack: () => (backTo ? navigate(backTo) : navigate(-1)) }}
      loadError={{ title: texts.loadError, testId: `${testId}-load-error` }}
    >
      {(found) => form(found, id)}
    </RecordPage>
  );
}
