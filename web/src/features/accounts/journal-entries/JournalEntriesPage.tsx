import { useState } from 'react';
import { App, Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { RowActions } from '../../../shared/components/RowActions';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn, ListDateRange, ListFilterSelect, ListPage, rangeTotal } from '../../../shared/list';
import { JournalEntryDetailsModal } from './JournalEntryDetailsModal';
import { JournalEntryFormModal } from './JournalEntryFormModal';
import { entryNumberOrDraft, JOURNAL_STATUS_COLORS } from './journal-format';
import { confirmReverse } from './reverse-entry';
import { useCan } from '../../auth/permissions';
import { JOURNAL_ENTRY_STATUSES, type JournalEntry, type JournalEntryStatus } from './types';
import { useDeleteDraftEntry, useJournalEntryCommands, useJournalEntryList } from './use-journal-entries';

const FINANCE_BREADCRUMB = [{ title: 'Financial Management' }];

export function JournalEntriesPage() {
  const { message, modal } = App.useApp();
  // Post, edit, delete and reverse change the books: a role that only reads them is offered the details only.
  const canChange = useCan('accounting:write');
  const list = useJournalEntryList();
  const { post, reverse } = useJournalEntryCommands();
  const remove = useDeleteDraftEntry();

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [viewing, setViewing] = useState<{ id: string; row: JournalEntry | null } | null>(null);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (entry: JournalEntry) => {
    setEditing(entry);
    setFormOpen(true);
  };

  const postEntry = (entry: JournalEntry) =>
    modal.confirm({
      title: 'Post this journal entry? Posted entries can only be reversed.',
      content: `${entry.reference}${entry.description ? ` · ${entry.description}` : ''}`,
      okText: 'Post',
      cancelText: 'Cancel',
      okButtonProps: { 'data-testid': 'confirm-post' } as never,
      cancelButtonProps: { 'data-testid': 'cancel-post' } as never,
      onOk: () => postNow(entry),
    });

  const postNow = (entry: JournalEntry) =>
    post.mutate(entry._id, {
      onSuccess: (posted) => message.success(`Journal entry ${entryNumberOrDraft(posted?.entryNumber)} posted successfully`),
      onError: (error) => message.error(serverMessageOr(error, 'Failed to post journal entry')),
    });

  const reverseEntry = (entry: JournalEntry) =>
    confirmReverse({
      modal,
      entry,
      reverse: reverse.mutateAsync,
      onSuccess: ({ original, reversal }) =>
        message.success(`Journal entry ${entryNumberOrDraft(original?.entryNumber ?? entry.entryNumber)} reversed by ${entryNumberOrDraft(reversal?.entryNumber)}`),
      onError: (text) => message.error(text),
    });

  const columns: TableColumnsType<JournalEntry> = [
    {
      title: 'Entry Number',
      key: 'entryNumber',
      width: 120,
      render: (_, entry) =>
        entry.entryNumber === null || entry.entryNumber === undefined ? (
          <Typography.Text type="secondary" italic>
            Draft
          </Typography.Text>
        ) : (
          <Typography.Text strong>{entryNumberOrDraft(entry.entryNumber)}</Typography.Text>
        ),
    },
    { title: 'Date', dataIndex: 'date', key: 'date', width: 120, render: (date: string) => formatDate(date) },
    { title: 'Reference', dataIndex: 'reference', key: 'reference', width: 140, render: (reference: string) => reference || '—' },
    ellipsisColumn<JournalEntry>('Description', 'description', { width: 'rest' }),
    {
      title: 'Total Debit',
      dataIndex: 'totalDebit',
      key: 'totalDebit',
      align: 'right',
      width: 150,
      render: (amount: number) => <Typography.Text strong>{formatTaka(amount)}</Typography.Text>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (value: JournalEntryStatus, entry) => (
        <Tag color={JOURNAL_STATUS_COLORS[value] ?? 'default'} data-testid={`entry-status-${entry.reference}`}>
          {value}
        </Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, entry) => (
        <Space size={4}>
          <Tooltip title="View details">
            <Button
              type="text"
              icon={<EyeOutlined />}
              onClick={() => setViewing({ id: entry._id, row: entry })}
              aria-label={`View journal entry ${entry.reference}`}
              data-testid={`view-entry-${entry.reference}`}
            />
          </Tooltip>
          {canChange && entry.status === 'Draft' && (
            <>
              <Tooltip title="Post">
                <Button
                  type="text"
                  icon={<CheckCircleOutlined />}
                  style={{ color: '#16a34a' }}
                  loading={post.isPending && post.variables === entry._id}
                  onClick={() => postEntry(entry)}
                  aria-label={`Post journal entry ${entry.reference}`}
                  data-testid={`post-entry-${entry.reference}`}
                />
              </Tooltip>
              <RowActions
                itemLabel={`draft journal entry ${entry.reference}`}
                testIdSuffix={`entry-${entry.reference}`}
                onEdit={() => openEdit(entry)}
                onDelete={() => remove.run(entry)}
                deleting={remove.isDeleting(entry)}
              />
            </>
          )}
          {/* Reversals, and postings made by a transfer, expense or other record, are corrected at their source: not offered here. */}
          {canChange && entry.status === 'Posted' && !entry.reversalOf && (entry.source?.kind ?? 'manual') === 'manual' && (
            <Tooltip title="Reverse">
              <Button
                type="text"
                danger
                icon={<RollbackOutlined />}
                loading={reverse.isPending && reverse.variables?.id === entry._id}
                onClick={() => reverseEntry(entry)}
                aria-label={`Reverse journal entry ${entry.reference}`}
                data-testid={`reverse-entry-${entry.reference}`}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<JournalEntry>
      header={{ title: 'Journal Entries', subtitle: 'Manual postings to the general ledger: draft, post, reverse.', breadcrumb: FINANCE_BREADCRUMB }}
      add={{ label: 'New Journal Entry', testId: 'new-journal-entry', onClick: openCreate }}
      table={{
        list,
        columns,
        // Description takes what the other columns leave; below this width the table scrolls.
        scroll: { x: 940 },
        search: { placeholder: 'Search entry number, reference or description', testId: 'journal-search', width: 340 },
        toolbar: (
          <>
            <ListFilterSelect list={list} name="status" placeholder="All statuses" width={170} values={JOURNAL_ENTRY_STATUSES} testId="journal-status-filter" />
            <ListDateRange list={list} testId="journal-date-range" />
          </>
        ),
        totalLabel: rangeTotal('entries'),
        errorTitle: 'Failed to load journal entries.',
        emptyText: 'No journal entries found',
        testId: 'journal-entries-table',
      }}
    >
      <JournalEntryFormModal open={formOpen} entry={editing} onClose={() => setFormOpen(false)} />
      <JournalEntryDetailsModal
        entryId={viewing?.id ?? null}
        fallback={viewing?.row ?? null}
        onClose={() => setViewing(null)}
        onOpenEntry={(id) => setViewing({ id, row: list.items.find((item) => item._id === id) ?? null })}
      />
    </ListPage>
  );
}
