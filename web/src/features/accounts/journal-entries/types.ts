/** Journal entries as /api/accounts/journal-entries answers and takes them: the contract's types. */
import type { Answer, ElementOf, RequestBody } from '../../../shared/api/contract-types';

/** An entry with its lines (GET /{id}; each row of the list is the same shape). */
export type JournalEntry = Answer<'JournalEntriesController_get'>;

export type JournalEntryStatus = JournalEntry['status'];

export const JOURNAL_ENTRY_STATUSES: JournalEntryStatus[] = ['Draft', 'Posted', 'Reversed'];

export type JournalLine = ElementOf<JournalEntry['lines']>;

/** Who did something (null: nobody yet, or not known); a name the server sent as text is shown as it came. */
export type ActorReference = JournalEntry['createdBy'] | string;

/** POST /accounts/journal-entries: the entry, Draft or Posted; PUT takes the same fields but its status. */
export type JournalEntryBody = RequestBody<'JournalEntriesController_create'>;

/** POST /{id}/reverse: the entry reversed and its reversal. */
export type ReverseResult = Answer<'JournalEntriesController_reverse'>;
