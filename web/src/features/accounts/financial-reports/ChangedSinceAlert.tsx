import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import type { ReportPeriod, ReportType } from './report-types';
import { useFinancialReport } from './use-financial-reports';

/**
 * With "As known at" set: says the figures have changed since, listing the entries recorded after
 * that moment which move the report (back-dated entries, reversals). The report itself is the
 * tab's own query (the same key: read from the cache).
 */
export function ChangedSinceAlert({ reportType, period }: { reportType: ReportType; period: ReportPeriod }) {
  const report = useFinancialReport(reportType, period);
  const data = report.data;
  if (!data?.knownAt) return null;
  const entries = data.changedSince ?? [];
  const knownAt = dayjs(data.knownAt).format('MMM DD, YYYY HH:mm');
  if (entries.length === 0) {
    return <Alert type="info" showIcon className="section-spacing" message={`As known at ${knownAt}: nothing recorded since changes these figures.`} data-testid="reports-known-at-unchanged" />;
  }
  const count = data.changedSinceCount ?? entries.length;
  return (
    <Alert
      type="warning"
      showIcon
      className="section-spacing"
      data-testid="reports-changed-since"
      message={`As known at ${knownAt}. These figures have changed since: ${count} ${count === 1 ? 'entry was' : 'entries were'} recorded later.`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {entries.map((entry) => (
            <li key={entry._id} data-testid="reports-changed-since-entry">
              <Typography.Text strong>{entry.entryNumberText}</Typography.Text> dated {formatDate(entry.date)}, recorded {dayjs(entry.recordedAt).format('MMM DD, YYYY HH:mm')}: {entry.description || entry.reference || '—'}{' '}
              ({formatTaka(entry.amount)}){entry.reversalOf ? ' (a reversal)' : ''}
            </li>
          ))}
          {count > entries.length && <li>and {count - entries.length} more</li>}
        </ul>
      }
    />
  );
}
