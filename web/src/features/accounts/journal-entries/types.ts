import type { AccountReference } from '../shared/types';

export type JournalEntryStatus = 'Draft' | 'Posted' | 'Reversed';

export const JOURNAL_ENTRY_STATUSES: JournalEntryStatus[] = ['Draft', 'Posted', 'Reversed'];

export interface JournalLine {
  _id: string;
  account: AccountReference;
  description: string | null;
  debit: number;
  credit: number;
}

/** Who did something: the API may send an id, a name, or a small user reference. */
export type ActorReference = string | { _id?: string; name?: string; email?: string } | null;

/** A journal entry as the books API returns it (docs/api/books.md). */
export interface JournalEntry {
  _id: string;
  /** Null while Draft; gap-free once posted. */
  entryNumber: number | string | null;
  date: string;
  reference: string;
  description: string;
  status: JournalEntryStatus;
  totalDebit: number;
  totalCredit: number;
  source: { kind: string; stream?: string } | null;
  reversalOf: string | null;
  reversedBy: string | null;
  createdBy?: ActorReference;
  createdAt?: string;
  postedBy?: ActorReference;
  postedAt?: string | null;
  lines: JournalLine[];
}

export interface JournalLineBody {
  account: string;
  description?: string;
  debit: number;
  credit: number;
}

export interface JournalEntryBody {
  date: string;
  reference: string;
  description: string;
  lines: JournalLineBody[];
  status?: 'Draft' | 'Posted';
}

export interface ReverseResult {
  original: JournalEntry;
  reversal: JournalEntry;
}
