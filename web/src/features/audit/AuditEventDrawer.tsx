import { Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { eventLabel, formatMoment, JsonBlock } from '../../shared/history';
import type { AuditEvent } from './types';

interface AuditEventDrawerProps {
  event: AuditEvent | null;
  onClose: () => void;
  /** Shows the log filtered to something this event names (its stream, its request). */
  onFilter: (name: 'stream' | 'correlationId', value: string) => void;
}

const Code = ({ children, testId }: { children: string | null; testId?: string }) =>
  children ? (
    <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid={testId}>
      {children}
    </Typography.Text>
  ) : (
    <>—</>
  );

/** One event, readable: who, when, what, and the request it belongs to (correlation) and what caused it (causation). */
export function AuditEventDrawer({ event, onClose, onFilter }: AuditEventDrawerProps) {
  return (
    <Drawer open={event !== null} onClose={onClose} width={Math.min(760, window.innerWidth)} title={event ? `${eventLabel(event.type)} · position ${event.position}` : ''} data-testid="audit-event-drawer">
      {event && (
        <>
          <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Who">
              <span data-testid="audit-event-user">{event.userName ?? (event.userId ? 'Unknown user' : 'System')}</span>
              {event.userId && <Typography.Text type="secondary"> · {event.userId}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label="When">
              {formatMoment(event.occurredAt)}
              <Typography.Text type="secondary"> (recorded {formatMoment(event.recordedAt)})</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="What">
              <span data-testid="audit-event-type">{event.type}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Stream">
              <Space wrap>
                <Code testId="audit-event-stream">{event.stream}</Code>
                <Typography.Text type="secondary">revision {event.revision}</Typography.Text>
                <Button size="small" type="link" onClick={() => onFilter('stream', event.stream)} data-testid="audit-event-filter-stream">
                  This stream's events
                </Button>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Correlation">
              <Space wrap>
                <Code testId="audit-event-correlation">{event.correlationId}</Code>
                {event.correlationId && (
                  <Button size="small" type="link" onClick={() => onFilter('correlationId', event.correlationId!)} data-testid="audit-event-filter-correlation">
                    Events of this request
                  </Button>
                )}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Causation">
              <Code testId="audit-event-causation">{event.causationId}</Code>
            </Descriptions.Item>
            <Descriptions.Item label="Event id">
              <Code>{event.id}</Code>
            </Descriptions.Item>
            <Descriptions.Item label="Hash">
              <Code testId="audit-event-hash">{event.hash}</Code>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>Data</Typography.Title>
          <JsonBlock value={event.data} testId="audit-event-data" />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Metadata
          </Typography.Title>
          <JsonBlock value={event.metadata} testId="audit-event-metadata" />
        </>
      )}
    </Drawer>
  );
}
