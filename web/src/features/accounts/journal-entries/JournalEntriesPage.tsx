import { useState } from 'react';
import { App } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { ListDateRange, ListFilterSelect, ListPage, rangeTotal } from '../../../shared/list';
import { journalEntryColumns, JournalEntryRowActions } from './journal-entry-columns';
import { JournalEntryDetailsModal } from './JournalEntryDetailsModal';
import { JournalEntryFormModal } from './JournalEntryFormModal';
import { entryNumberOrDraft } from './journal-format';
import { confirmReverse } from './reverse-entry';
import { useCan } from '../../auth/permissions';
import { JOURNAL_ENTRY_STATUSES, type JournalEntry } from './types';
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

  const columns = journalEntryColumns((entry) => (
    <JournalEntryRowActions
      entry={entry}
      canChange={canChange}
      posting={post.isPending && post.variables === entry._id}
      reversing={reverse.isPending && reverse.variables?.id === entry._id}
      deleting={remove.isDeleting(entry)}
      onView={() => setViewing({ id: entry._id, row: entry })}
      onPost={() => postEntry(entry)}
      onEdit={() => openEdit(entry)}
      onDelete={() => remove.run(entry)}
      onReverse={() => reverseEntry(entry)}
    />
  ));

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
