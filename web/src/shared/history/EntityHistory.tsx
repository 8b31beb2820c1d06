import { useState } from 'react';
import { Alert, Empty, Flex, Pagination, Skeleton, Table, Timeline, Typography, type TableColumnsType } from 'antd';
import { ApiError, serverMessageOr } from '../api/api-error';
import { LoadErrorAlert } from '../components/LoadErrorAlert';
import { eventLabel, fieldLabel, formatFieldValue, formatMoment } from './format';
import { JsonBlock } from './JsonBlock';
import type { FieldChange, HistoryEvent } from './types';
import { useEntityHistory } from './use-entity-history';

type Labels = Record<string, string>;

function ChangeValue({ field, value, labels, secondary }: { field: string; value: unknown; labels: Labels; secondary?: boolean }) {
  const text = formatFieldValue(field, value, labels);
  return (
    <Typography.Text type={secondary ? 'secondary' : undefined} ellipsis={{ tooltip: text }} style={{ maxWidth: 260 }}>
      {text}
    </Typography.Text>
  );
}

const changeColumns = (labels: Labels): TableColumnsType<FieldChange> => [
  { title: 'Field', dataIndex: 'field', key: 'field', width: '30%', render: (field: string) => fieldLabel(field) },
  { title: 'Before', dataIndex: 'from', key: 'from', render: (value: unknown, change) => <ChangeValue field={change.field} value={value} labels={labels} secondary /> },
  { title: 'After', dataIndex: 'to', key: 'to', render: (value: unknown, change) => <ChangeValue field={change.field} value={value} labels={labels} /> },
];

function HistoryEntry({ event, labels }: { event: HistoryEvent; labels: Labels }) {
  return (
    <div data-testid="history-event">
      <Flex gap={8} wrap="wrap" align="baseline">
        <Typography.Text strong data-testid="history-event-type">{eventLabel(event.type)}</Typography.Text>
        <Typography.Text type="secondary">
          {formatMoment(event.occurredAt)} · by <span data-testid="history-event-user">{event.userName ?? (event.userId ? 'an unknown user' : 'the system')}</span>
        </Typography.Text>
      </Flex>
      {event.changes === null || event.changes.length === 0 ? (
        // A stream the domain does not fold, or an event recorded beside the entity's state (a price change): what it recorded.
        <JsonBlock value={event.data} testId="history-event-data" />
      ) : (
        <Table<FieldChange>
          size="small"
          rowKey="field"
          columns={changeColumns(labels)}
          dataSource={event.changes}
          pagination={false}
          style={{ marginTop: 4 }}
          data-testid="history-event-changes"
        />
      )}
    </div>
  );
}

/**
 * An entity's history (the History tab of a details screen): every event of its stream, oldest
 * first, who made it and when, and what it changed. `stream` names the entity, e.g.
 * `journal-entry-<id>`. Whoever may read the entity sees it; another role is told the server's refusal.
 */
export function EntityHistory({ stream }: { stream: string }) {
  const [page, setPage] = useState(1);
  const history = useEntityHistory(stream, page);
  if (history.isLoading) return <Skeleton active data-testid="entity-history-loading" />;
  if (history.error) {
    const status = history.error instanceof ApiError ? history.error.status : 0;
    if (status === 404) return <Empty description="No history recorded yet." data-testid="entity-history-empty" />;
    if (status === 403) return <Alert type="info" showIcon message={serverMessageOr(history.error, 'Your role cannot view this history.')} data-testid="entity-history-forbidden" />;
    return <LoadErrorAlert title="Failed to load the history." error={history.error} onRetry={() => history.refetch()} testId="entity-history-error" />;
  }
  const { events = [], pagination, labels = {} } = history.data ?? {};
  return (
    <div data-testid="entity-history">
      <Timeline items={events.map((event) => ({ key: event.id, children: <HistoryEntry event={event} labels={labels} /> }))} />
      {pagination && pagination.pages > 1 && (
        <Flex justify="flex-end">
          <Pagination size="small" current={page} pageSize={pagination.limit} total={pagination.total} onChange={setPage} showSizeChanger={false} />
        </Flex>
      )}
    </div>
  );
}
