import type { ReactNode } from 'react';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { RowActions } from '../../../shared/components/RowActions';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn } from '../../../shared/list';
import { entryNumberOrDraft, JOURNAL_STATUS_COLORS } from './journal-format';
import type { JournalEntry, JournalEntryStatus } from './types';

/** The journal entries table's columns; `actions` draws a row's buttons. */
export function journalEntryColumns(actions: (entry: JournalEntry) => ReactNode): TableColumnsType<JournalEntry> {
  return [
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
    { title: 'Actions', key: 'actions', width: 170, fixed: 'right', render: (_, entry) => actions(entry) },
  ];
}

interface JournalEntryRowActionsProps {
  entry: JournalEntry;
  /** The role may change the books (post, edit, delete, reverse); else only the details are offered. */
  canChange: boolean;
  posting: boolean;
  reversing: boolean;
  deleting: boolean;
  onView: () => void;
  onPost: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReverse: () => void;
}

/** A journal entry's buttons: details always; post, edit and delete for a draft; reverse for a posted manual entry. */
export function JournalEntryRowActions({ entry, canChange, posting, reversing, deleting, onView, onPost, onEdit, onDelete, onReverse }: JournalEntryRowActionsProps) {
  return (
    <Space size={4}>
      <Tooltip title="View details">
        <Button type="text" icon={<EyeOutlined />} onClick={onView} aria-label={`View journal entry ${entry.reference}`} data-testid={`view-entry-${entry.reference}`} />
      </Tooltip>
      {canChange && entry.status === 'Draft' && (
        <>
          <Tooltip title="Post">
            <Button
              type="text"
              icon={<CheckCircleOutlined />}
              style={{ color: '#16a34a' }}
              loading={posting}
              onClick={onPost}
              aria-label={`Post journal entry ${entry.reference}`}
              data-testid={`post-entry-${entry.reference}`}
            />
          </Tooltip>
          <RowActions itemLabel={`draft journal entry ${entry.reference}`} testIdSuffix={`entry-${entry.reference}`} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
        </>
      )}
      {/* Reversals, and postings made by a transfer, expense or other record, are corrected at their source: not offered here. */}
      {canChange && entry.status === 'Posted' && !entry.reversalOf && (entry.source?.kind ?? 'manual') === 'manual' && (
        <Tooltip title="Reverse">
          <Button
            type="text"
            danger
            icon={<RollbackOutlined />}
            loading={reversing}
            onClick={onReverse}
            aria-label={`Reverse journal entry ${entry.reference}`}
            data-testid={`reverse-entry-${entry.reference}`}
          />
        </Tooltip>
      )}
    </Space>
  );
}
