import { useState } from 'react';
import { Alert, App, Button, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../shared/api/api-error';
import { SearchInput } from '../../shared/components/SearchInput';
import { eventLabel, formatMoment } from '../../shared/history';
import { ListDateRange, ListFilterSelect, ListPage, type ListResource } from '../../shared/list';
import { AuditEventDrawer } from './AuditEventDrawer';
import type { AuditEvent, AuditFilters, ChainVerification } from './types';
import { useAuditLog, useExportAuditLog, useLastVerification, useUserOptions, useVerifyChain } from './use-audit';

const AUDIT_RESOURCE: ListResource = { name: 'Event', plural: 'events', countLabel: 'events', id: 'audit-event', pluralId: 'audit-events' };

function VerificationAlert({ run }: { run: ChainVerification }) {
  const when = `${formatMoment(run.verifiedAt)}, ${run.eventsChecked.toLocaleString('en-IN')} events in ${(run.milliseconds / 1000).toFixed(1)} s`;
  return run.valid ? (
    <Alert type="success" showIcon style={{ marginBottom: 16 }} data-testid="audit-verification"
      message="The whole log holds: every event's hash recomputes from the first event."
      description={`Verified ${when}.${run.headHash ? ` Chain head at position ${run.headPosition}: ${run.headHash}` : ''}`} />
  ) : (
    <Alert type="error" showIcon style={{ marginBottom: 16 }} data-testid="audit-verification"
      message={`The chain is broken at position ${run.firstBrokenPosition}.`}
      description={`${run.problem ?? ''} Verified ${when}.`} />
  );
}

/** The auditor's view of the event log: filters, paged by position (newest first), each event in a drawer, the chain's verification and the export. */
export function AuditPage() {
  const { message } = App.useApp();
  const list = useAuditLog();
  const users = useUserOptions();
  const lastVerification = useLastVerification();
  const verify = useVerifyChain();
  const exporting = useExportAuditLog();
  const [viewing, setViewing] = useState<AuditEvent | null>(null);

  const setFilter = (name: keyof AuditFilters & string, value: string | undefined) => list.setFilter(name, value || undefined);
  const columns: TableColumnsType<AuditEvent> = [
    { title: 'Position', dataIndex: 'position', key: 'position', width: 100, align: 'right' },
    { title: 'When', key: 'when', width: 190, render: (_, event) => formatMoment(event.occurredAt ?? event.recordedAt) },
    { title: 'Event', dataIndex: 'type', key: 'type', render: (type: string) => eventLabel(type) },
    { title: 'Stream', dataIndex: 'stream', key: 'stream', render: (stream: string) => <Typography.Text ellipsis={{ tooltip: stream }} style={{ maxWidth: 280 }}>{stream}</Typography.Text> },
    { title: 'Who', key: 'who', render: (_, event) => event.userName ?? (event.userId ? 'Unknown user' : 'System') },
    {
      title: 'Actions', key: 'actions', width: 90,
      render: (_, event) => (
        <Button size="small" onClick={() => setViewing(event)} data-testid={`view-audit-event-${event.position}`}>
          View
        </Button>
      ),
    },
  ];

  const runVerification = () =>
    verify.mutate(undefined, {
      onSuccess: (run) => (run.valid ? message.success(`The whole log holds (${run.eventsChecked} events)`) : message.error(`The chain is broken at position ${run.firstBrokenPosition}`)),
      onError: (error) => message.error(serverMessageOr(error, 'The verification could not run')),
    });
  const exportLog = () =>
    exporting.mutate(list.params, {
      onSuccess: () => message.success('Audit log exported as JSON Lines'),
      onError: (error) => message.error(serverMessageOr(error, 'Failed to export the audit log')),
    });

  return (
    <ListPage<AuditEvent>
      resource={AUDIT_RESOURCE}
      header={{
        title: 'Audit Trail',
        subtitle: 'Every change as the event log recorded it, and proof that the log has not been altered.',
        breadcrumb: [{ title: 'System' }],
        actions: (
          <>
            <Button icon={<SafetyCertificateOutlined />} onClick={runVerification} loading={verify.isPending} data-testid="verify-chain">
              Verify Chain
            </Button>
            <Button icon={<DownloadOutlined />} onClick={exportLog} loading={exporting.isPending} data-testid="export-audit-log">
              Export JSON Lines
            </Button>
          </>
        ),
      }}
      above={lastVerification.data ? <VerificationAlert run={lastVerification.data} /> : null}
      table={{
        list,
        columns,
        rowKey: 'position',
        onRow: (event) => ({ onDoubleClick: () => setViewing(event) }),
        toolbar: (
          <>
            <SearchInput placeholder="Event type, e.g. JournalEntryPosted" value={list.filters.type} onSearch={(text) => setFilter('type', text)} testId="audit-filter-type" width={260} />
            <SearchInput placeholder="Stream, or a kind such as journal-entry-" value={list.filters.stream} onSearch={(text) => setFilter('stream', text)} testId="audit-filter-stream" width={300} />
            <ListFilterSelect list={list} name="userId" options={users.data ?? []} placeholder="User" searchable testId="audit-filter-user" width={220} />
            <ListDateRange list={list} testId="audit-filter-dates" />
            {list.filters.correlationId && (
              <Tag closable onClose={() => setFilter('correlationId', undefined)} data-testid="audit-filter-correlation">
                Request {list.filters.correlationId}
              </Tag>
            )}
          </>
        ),
      }}
    >
      <AuditEventDrawer
        event={viewing}
        onClose={() => setViewing(null)}
        onFilter={(name, value) => {
          setViewing(null);
          setFilter(name, value);
        }}
      />
    </ListPage>
  );
}
