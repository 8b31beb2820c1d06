import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { crudResource } from '../../../shared/list';
import type { JournalEntry, JournalEntryBody, JournalEntryStatus, ReverseResult } from './types';
import { queryKeys } from '../../../shared/query-keys';

export const JOURNAL_ENTRIES_PATH = '/accounts/journal-entries';

/** Journal entries show 20 rows per page (accounting spec §9). */
export const JOURNAL_PAGE_SIZE = 20;

/**
 * The entries' list and a draft's delete (only drafts can be deleted; a posted entry is reversed
 * instead). A posting moves balances on every books screen, so a change refreshes the books cache.
 */
const journalEntries = crudResource<JournalEntry, never, { status?: JournalEntryStatus }>({
  path: JOURNAL_ENTRIES_PATH,
  listKey: 'journalEntries',
  keys: queryKeys.journalEntries,
  pageSize: JOURNAL_PAGE_SIZE,
  filters: ['status'],
  dateRange: true,
  label: 'Journal entry',
  invalidates: [queryKeys.books],
  texts: { deleted: 'Draft journal entry deleted successfully', deleteFailed: 'Failed to delete journal entry' },
});

export const { useList: useJournalEntryList, useRemove: useDeleteDraftEntry } = journalEntries;

/** One entry, fresh from the server; `fallback` (the list row) shows while it loads. */
export function useJournalEntry(id: string | null | undefined, fallback?: JournalEntry | null) {
  return useQuery({
    queryKey: queryKeys.journalEntries.detail(id ?? ''),
    queryFn: () => apiClient.get<JournalEntry>(`${JOURNAL_ENTRIES_PATH}/${id}`),
    enabled: Boolean(id),
    placeholderData: fallback && fallback._id === id ? fallback : keepPreviousData,
  });
}

/**
 * Every journal entry command. A posting moves balances on every books screen (ledger,
 * chart, reports, transactions), so each success refreshes the whole books cache.
 */
export function useJournalEntryCommands() {
  const queryClient = useQueryClient();
  const refreshBooks = () => queryClient.invalidateQueries({ queryKey: queryKeys.books });

  const create = useMutation({
    mutationFn: (body: JournalEntryBody) => apiClient.post<JournalEntry>(JOURNAL_ENTRIES_PATH, body).then((result) => result.data),
    onSuccess: refreshBooks,
  });

  /** Saves an existing draft; with `post`, posts it right after (two commands, each with its own key). */
  const update = useMutation({
    mutationFn: async ({ id, body, post }: { id: string; body: JournalEntryBody; post: boolean }) => {
      const { status: _ignored, ...fields } = body;
      const saved = await apiClient.put<JournalEntry>(`${JOURNAL_ENTRIES_PATH}/${id}`, fields);
      if (!post) return saved.data;
      const posted = await apiClient.post<JournalEntry>(`${JOURNAL_ENTRIES_PATH}/${id}/post`);
      return posted.data;
    },
    // Refresh even when the post half fails: the draft itself was saved.
    onSettled: refreshBooks,
  });

  const post = useMutation({
    mutationFn: (id: string) => apiClient.post<JournalEntry>(`${JOURNAL_ENTRIES_PATH}/${id}/post`).then((result) => result.data),
    onSuccess: refreshBooks,
  });

  const reverse = useMutation({
    mutationFn: ({ id, date }: { id: string; date?: string }) =>
      apiClient.post<ReverseResult>(`${JOURNAL_ENTRIES_PATH}/${id}/reverse`, date ? { date } : {}).then((result) => result.data),
    onSuccess: refreshBooks,
  });

  return { create, update, post, reverse };
}
