import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDate } from '../../../shared/format/date';
import { formatTaka, sumTaka } from '../../../shared/format/taka';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { actorName, entryNumberOrDraft, formatEntryNumber, JOURNAL_STATUS_COLORS, sourceLabel } from './journal-format';
import type { JournalEntry, JournalLine } from './types';
import { useJournalEntry } from './use-journal-entries';
import { PrintHeader, SignatureLines } from '../../../shared/print/PrintHeader';
import { EntityHistory } from '../../../shared/history';
import './journal-print.css';

interface JournalEntryDetailsModalProps {
  /** The entry to show; null keeps the modal closed. */
  entryId: string | null;
  /** The list row, shown while the fresh copy loads. */
  fallback?: JournalEntry | null;
  onClose: () => void;
  /** Follows a 'Reversal of' / 'Reversed by' link. */
  onOpenEntry: (id: string) => void;
}

const PRINTING_CLASS = 'journal-entry-printing';

/** Prints only the modal: print CSS hides the rest of the page while this class is on. */
function printEntry() {
  document.body.classList.add(PRINTING_CLASS);
  const cleanUp = () => {
    document.body.classList.remove(PRINTING_CLASS);
    window.removeEventListener('afterprint', cleanUp);
  };
  window.addEventListener('afterprint', cleanUp);
  window.print();
  // Browsers whose print() does not block, or never fire afterprint, still get the page back.
  window.setTimeout(cleanUp, 1000);
}

function LinkedEntry({ label, id, onOpen, testId }: { label: string; id: string; onOpen: (id: string) => void; testId: string }) {
  const linked = useJournalEntry(id);
  const number = formatEntryNumber(linked.data?.entryNumber) ?? (linked.isLoading ? '…' : 'entry');
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(id)} data-testid={testId}>
      {label} {number}
    </Button>
  );
}

const lineColumns: TableColumnsType<JournalLine> = [
  { title: 'Account Code', key: 'code', width: 120, render: (_, line) => line.account?.code ?? '—' },
  { title: 'Account Name', key: 'name', render: (_, line) => line.account?.name ?? '—' },
  { title: 'Description', dataIndex: 'description', key: 'description', render: (text: string | null) => text || '—' },
  { title: 'Debit', dataIndex: 'debit', key: 'debit', align: 'right', width: 150, render: (amount: number) => (amount > 0 ? formatTaka(amount) : '—') },
  { title: 'Credit', dataIndex: 'credit', key: 'credit', align: 'right', width: 150, render: (amount: number) => (amount > 0 ? formatTaka(amount) : '—') },
];

export function JournalEntryDetailsModal({ entryId, fallback, onClose, onOpenEntry }: JournalEntryDetailsModalProps) {
  const query = useJournalEntry(entryId, fallback);
  const entry = query.data ?? null;
  // The History tab: the entry's events from the audit trail. Each entry opens on its details.
  const [tab, setTab] = useState('details');
  useEffect(() => setTab('details'), [entryId]);

  // Never leave the page stuck in print mode when the modal goes away.
  useEffect(() => () => document.body.classList.remove(PRINTING_CLASS), []);

  const lines = entry?.lines ?? [];
  const totalDebit = sumTaka(lines.map((line) => line.debit));
  const totalCredit = sumTaka(lines.map((line) => line.credit));

  return (
    <Modal
      open={entryId !== null}
      title={entry ? `Journal Entry ${entryNumberOrDraft(entry.entryNumber)}` : 'Journal Entry'}
      width={fitModalWidth(960)}
      onCancel={onClose}
      wrapClassName="journal-print-wrap"
      footer={[
        <Button key="print" icon={<PrinterOutlined />} onClick={printEntry} disabled={!entry || tab !== 'details'} data-testid="print-entry">
          Print
        </Button>,
        <Button key="close" type="primary" onClick={onClose} data-testid="close-entry-details">
          Close
        </Button>,
      ]}
      data-testid="entry-details-modal"
    >
      {query.error && !entry && <Alert type="error" showIcon message="Failed to load the journal entry." />}
      {entry && (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'details', label: 'Details', children: details(entry) },
            { key: 'history', label: 'History', children: <EntityHistory stream={`journal-entry-${entry._id}`} /> },
          ]}
          // The voucher prints without the tab bar.
          renderTabBar={(props, TabBar) => (
            <div className="journal-no-print">
              <TabBar {...props} />
            </div>
          )}
          data-testid="entry-details-tabs"
        />
      )}
    </Modal>
  );

  function details(entry: JournalEntry) {
    return (
      <div className="journal-print-area" data-testid="entry-details">
        <PrintHeader title={`Journal Voucher ${entryNumberOrDraft(entry.entryNumber)}`} period={`Date: ${formatDate(entry.date)}`} />
        <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Entry Number">
            <span data-testid="entry-details-number">{entryNumberOrDraft(entry.entryNumber)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Date">{formatDate(entry.date)}</Descriptions.Item>
          <Descriptions.Item label="Reference">{entry.reference || '—'}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag color={JOURNAL_STATUS_COLORS[entry.status] ?? 'default'} data-testid="entry-details-status">
              {entry.status}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Description" span={2}>
            {entry.description || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Source">{sourceLabel(entry.source?.kind)}</Descriptions.Item>
          <Descriptions.Item label="Created">
            {formatDate(entry.createdAt)}
            {actorName(entry.createdBy) ? ` by ${actorName(entry.createdBy)}` : ''}
          </Descriptions.Item>
          {entry.postedAt && (
            <Descriptions.Item label="Posted">
              {formatDate(entry.postedAt)}
              {actorName(entry.postedBy) ? ` by ${actorName(entry.postedBy)}` : ''}
            </Descriptions.Item>
          )}
          {(entry.reversalOf || entry.reversedBy) && (
            <Descriptions.Item label="Linked Entries" span={entry.postedAt ? 1 : 2}>
              <Space direction="vertical" size={0}>
                {entry.reversalOf && <LinkedEntry label="Reversal of" id={entry.reversalOf} onOpen={onOpenEntry} testId="entry-reversal-of" />}
                {entry.reversedBy && <LinkedEntry label="Reversed by" id={entry.reversedBy} onOpen={onOpenEntry} testId="entry-reversed-by" />}
              </Space>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Table<JournalLine>
          rowKey={(line) => line._id}
          size="small"
          columns={lineColumns}
          dataSource={lines}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="entry-details-lines"
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>Totals</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong data-testid="entry-details-total-debit">
                  {formatTaka(totalDebit)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong data-testid="entry-details-total-credit">
                  {formatTaka(totalCredit)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        <SignatureLines />
        <Flex justify="flex-end" style={{ marginTop: 8 }} className="journal-no-print">
          {query.isFetching && <Typography.Text type="secondary">Refreshing…</Typography.Text>}
        </Flex>
      </div>
    );
  }
}
