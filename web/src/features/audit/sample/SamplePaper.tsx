import { Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { eventLabel, formatMoment } from '../../../shared/history';
import { PrintPaper } from '../../../shared/print/PrintPaper';
import { PrintHeader, SignatureLines } from '../../../shared/print/PrintHeader';
import { METHOD_LABELS, POPULATION_LABELS, type AuditSample, type AuditSampleItem } from './use-audit-sample';

const who = (actor: { userName: string | null; userId: string | null }) => actor.userName ?? (actor.userId ? 'Unknown user' : 'System');
const periodText = (population: AuditSample['population']) =>
  population.startDate || population.endDate ? `${population.startDate ? formatDate(population.startDate) : 'the start'} to ${population.endDate ? formatDate(population.endDate) : 'today'}` : 'All dates';

/** A link to where the app shows a document, or its number alone. */
function DocumentCell({ link }: { link: AuditSampleItem['link'] }) {
  const text = link.documentNumber ?? link.kind;
  return link.path ? <Link to={link.path}>{text}</Link> : <>{text}</>;
}

/** An item's events, oldest first: position (to the audit trail of its stream), what, when, by whom. */
function EventsCell({ events }: { events: AuditSampleItem['events'] }) {
  return (
    <div style={{ fontSize: 12 }}>
      {events.map((event) => (
        <div key={event.position}>
          <Link to={`/audit?stream=${encodeURIComponent(event.stream)}`}>#{event.position}</Link> {eventLabel(event.type)} · {formatMoment(event.recordedAt)} · {who(event.by)}
        </div>
      ))}
    </div>
  );
}

const COLUMNS: TableColumnsType<AuditSampleItem> = [
  { title: '#', dataIndex: 'populationPosition', key: 'position', width: 60, align: 'right' },
  { title: 'Document', key: 'document', render: (_, item) => <DocumentCell link={{ ...item.link, documentNumber: item.documentNumber }} /> },
  { title: 'Date', dataIndex: 'date', key: 'date', width: 110, render: (date: string) => formatDate(date) },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', width: 120, render: (amount: number) => formatTaka(amount) },
  { title: 'Source', key: 'source', render: (_, item) => <DocumentCell link={item.source} /> },
  { title: 'Recorded', key: 'recorded', width: 170, render: (_, item) => `${who(item.recordedBy)}${item.recordedAt ? `, ${formatMoment(item.recordedAt)}` : ''}` },
  { title: 'Events', key: 'events', render: (_, item) => <EventsCell events={item.events} /> },
];

/** The drawn sample as a paper: what was sampled and how (so the draw can be repeated), and the items. */
export function SamplePaper({ sample }: { sample: AuditSample }) {
  const { population } = sample;
  return (
    <PrintPaper size="A4" testId="audit-sample-paper">
      <PrintHeader title="Audit Sample" period={periodText(population)} />
      <Typography.Title level={4}>Audit Sample: {POPULATION_LABELS[population.kind]}</Typography.Title>
      <Descriptions size="small" bordered column={2} data-testid="audit-sample-summary">
        <Descriptions.Item label="Population">{`${population.count.toLocaleString('en-IN')} items, ${formatTaka(population.totalAmount)}`}</Descriptions.Item>
        <Descriptions.Item label="Dates">{periodText(population)}</Descriptions.Item>
        <Descriptions.Item label="Method">{METHOD_LABELS[sample.method]}</Descriptions.Item>
        <Descriptions.Item label="Seed">
          <Typography.Text code copyable data-testid="audit-sample-seed-shown">{sample.seed}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Drawn">{`${sample.items.length} of ${sample.size} asked`}</Descriptions.Item>
        {sample.samplingInterval !== null && <Descriptions.Item label="Sampling interval">{formatTaka(sample.samplingInterval)}</Descriptions.Item>}
        <Descriptions.Item label="Generator" span={2}>{sample.generator}</Descriptions.Item>
      </Descriptions>
      <div data-testid="audit-sample-table" style={{ marginTop: 12 }}>
        <Table<AuditSampleItem> size="small" rowKey="_id" pagination={false} dataSource={sample.items} columns={COLUMNS} locale={{ emptyText: 'Nothing in this population for these dates' }} />
      </div>
      <SignatureLines roles={['Drawn by', 'Reviewed by']} />
    </PrintPaper>
  );
}
