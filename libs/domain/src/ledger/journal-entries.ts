import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { formatTaka, MAX_AMOUNT } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import { assertBooksOpen, type BooksState } from './books';
import { journalEntryPosted, journalEntryStream, type JournalEntryPosted, type JournalLine, type PostingSource } from './journal-entry-posted';
import { accountProblem, documentDateProblem, refuseFieldErrors, textProblem, trimmedText, type FieldErrors } from './posting-validation';

/**
 * A journal entry's life: Draft (edited or deleted freely) → Posted (in the books, never changed)
 * → Reversed (cancelled by a new entry that mirrors its lines). Entries posted by other facts
 * (transfers, expenses, opening balances) live in the same `journal-entry-{id}` streams.
 */
export interface JournalEntryFields {
  date: string;
  reference: string;
  description: string;
  lines: JournalLine[];
}

export type JournalEntryDrafted = DomainEvent<'JournalEntryDrafted', JournalEntryFields & { journalEntryId: string; draftedBy: string; draftedAt: string }>;
export type JournalEntryDraftEdited = DomainEvent<'JournalEntryDraftEdited', JournalEntryFields & { journalEntryId: string; editedBy: string; editedAt: string }>;
export type JournalEntryDraftDeleted = DomainEvent<'JournalEntryDraftDeleted', { journalEntryId: string; deletedBy: string; deletedAt: string }>;
export type JournalEntryReversed = DomainEvent<
  'JournalEntryReversed',
  { journalEntryId: string; reversalEntryId: string; date: string; reversedBy: string; reversedAt: string }
>;
export type JournalEntryEvent = JournalEntryDrafted | JournalEntryDraftEdited | JournalEntryDraftDeleted | JournalEntryPosted | JournalEntryReversed;

export type JournalEntryStatus = 'absent' | 'draft' | 'deleted' | 'posted' | 'reversed';

export interface JournalEntryState extends JournalEntryFields {
  status: JournalEntryStatus;
  journalEntryId: string;
  /** Null until posted. */
  source: PostingSource | null;
  /** This entry is itself a reversal of that entry. */
  reversalOf: string | null;
  /** The entry that reversed this one. */
  reversalEntryId: string | null;
}

export const initialJournalEntryState: JournalEntryState = {
  status: 'absent',
  journalEntryId: '',
  date: '',
  reference: '',
  description: '',
  lines: [],
  source: null,
  reversalOf: null,
  reversalEntryId: null,
};

export const MAX_JOURNAL_LINES = 100;
/** The accounting spec states no limit (its lists cut a reference at 12 characters); the API's DTO uses this one. */
export const MAX_JOURNAL_REFERENCE_LENGTH = 50;

export function evolveJournalEntry(state: JournalEntryState, event: JournalEntryEvent): JournalEntryState {
  switch (event.type) {
    case 'JournalEntryDrafted':
    case 'JournalEntryDraftEdited': {
      const { journalEntryId, date, reference, description, lines } = event.data;
      return { ...state, status: 'draft', journalEntryId, date, reference, description, lines };
    }
    case 'JournalEntryDraftDeleted':
      return { ...state, status: 'deleted' };
    case 'JournalEntryPosted': {
      const { journalEntryId, date, reference, description, lines, source, reversalOf } = event.data;
      return { ...state, status: 'posted', journalEntryId, date, reference, description, lines, source, reversalOf: reversalOf ?? null };
    }
    case 'JournalEntryReversed':
      return { ...state, status: 'reversed', reversalEntryId: event.data.reversalEntryId };
    default:
      return state;
  }
}

function validatedLine(line: JournalLine, index: number, accounts: Readonly<Record<string, GlAccountState>>, errors: FieldErrors): JournalLine {
  const field = (name: string) => `lines.${index}.${name}`;
  const accountError = accountProblem(accounts, line?.accountId, 'Please select account');
  if (accountError) errors[field('account')] = accountError;
  // A side left out is zero: the form sends only the side that was entered.
  const debit = line?.debit ?? 0;
  const credit = line?.credit ?? 0;
  let amountsValid = true;
  for (const [side, amount] of [['debit', debit], ['credit', credit]] as const) {
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) errors[field(side)] = 'Amount must be a whole number of poisha';
    else if (amount < 0) errors[field(side)] = 'Amount cannot be negative';
    else if (amount > MAX_AMOUNT) errors[field(side)] = `Amount is too large (at most ${formatTaka(MAX_AMOUNT)})`;
    else continue;
    amountsValid = false;
  }
  if (amountsValid && debit > 0 === credit > 0) {
    errors[field('debit')] = debit > 0 ? 'A line takes a debit or a credit, not both' : 'Enter a debit or a credit above zero';
  }
  const description = trimmedText(line?.description);
  const descriptionError = textProblem(description, null, 200, 'Line description');
  if (descriptionError) errors[field('description')] = descriptionError;
  return { accountId: line?.accountId ?? '', debit, credit, ...(description ? { description } : {}) };
}

/**
 * The spec's journal entry rules, every field error at once; returns the entry trimmed. `today`: the
 * business day of the command (a draft too is dated today at the latest, so it can be posted as it is).
 */
export function validatedJournalEntry(fields: JournalEntryFields, accounts: Readonly<Record<string, GlAccountState>>, today?: string): JournalEntryFields {
  const errors: FieldErrors = {};
  const dateError = documentDateProblem(fields.date, today, 'journal entry');
  if (dateError) errors.date = dateError;
  const reference = trimmedText(fields.reference);
  const referenceError = textProblem(reference, 'Please enter reference', MAX_JOURNAL_REFERENCE_LENGTH, 'Reference');
  if (referenceError) errors.reference = referenceError;
  const description = trimmedText(fields.description);
  const descriptionError = textProblem(description, 'Please enter description', 500, 'Description');
  if (descriptionError) errors.description = descriptionError;
  const given = Array.isArray(fields.lines) ? fields.lines : [];
  if (given.length < 2) errors.lines = 'At least two journal lines are required';
  else if (given.length > MAX_JOURNAL_LINES) errors.lines = `A journal entry can have at most ${MAX_JOURNAL_LINES} lines`;
  const lineErrors: FieldErrors = {};
  const lines = given.map((line, index) => validatedLine(line, index, accounts, lineErrors));
  Object.assign(errors, lineErrors);
  if (!errors.lines && Object.keys(lineErrors).length === 0) {
    const debits = lines.reduce((total, line) => total + line.debit, 0);
    const credits = lines.reduce((total, line) => total + line.credit, 0);
    if (!Number.isSafeInteger(debits) || !Number.isSafeInteger(credits)) errors.lines = 'The total is too large';
    else if (debits !== credits) errors.lines = 'Total debits must equal total credits';
  }
  refuseFieldErrors(errors);
  return { date: fields.date, reference, description, lines };
}

function requireEntry(entry: JournalEntryState): JournalEntryState {
  if (entry.status === 'absent' || entry.status === 'deleted') throw notFound('Journal entry not found');
  return entry;
}

function requireDraft(entry: JournalEntryState, action: 'edited' | 'deleted' | 'posted'): JournalEntryState {
  if (requireEntry(entry).status !== 'draft') throw ruleViolation(`Only draft journal entries can be ${action}`);
  return entry;
}

const streamOf = (journalEntryId: string, events: JournalEntryEvent[]): StreamEvents<JournalEntryEvent> => ({ stream: journalEntryStream(journalEntryId), events });

export interface DraftJournalEntry extends JournalEntryFields {
  journalEntryId: string;
  draftedBy: string;
  draftedAt: string;
}

/** `accounts`: the state of every account the lines name, by id (missing means not found). */
export function draftJournalEntry(
  command: DraftJournalEntry,
  given: { entry: JournalEntryState; accounts: Readonly<Record<string, GlAccountState>> },
): StreamEvents<JournalEntryEvent>[] {
  const fields = validatedJournalEntry(command, given.accounts, businessDayOf(command.draftedAt));
  if (given.entry.status !== 'absent') throw conflict('Journal entry already exists');
  const { journalEntryId, draftedBy, draftedAt } = command;
  return [streamOf(journalEntryId, [{ type: 'JournalEntryDrafted', data: { journalEntryId, ...fields, draftedBy, draftedAt } }])];
}

export interface EditJournalEntryDraft extends Partial<JournalEntryFields> {
  journalEntryId: string;
  editedBy: string;
  editedAt: string;
}

/** Fields left out keep their drafted values; an edit that changes nothing appends nothing. */
export function editJournalEntryDraft(
  command: EditJournalEntryDraft,
  given: { entry: JournalEntryState; accounts: Readonly<Record<string, GlAccountState>> },
): StreamEvents<JournalEntryEvent>[] {
  const current = requireDraft(given.entry, 'edited');
  const fields = validatedJournalEntry({
    date: command.date ?? current.date,
    reference: command.reference ?? current.reference,
    description: command.description ?? current.description,
    lines: command.lines ?? current.lines,
  }, given.accounts, businessDayOf(command.editedAt));
  const unchanged = (Object.keys(fields) as (keyof JournalEntryFields)[]).every((key) => JSON.stringify(fields[key]) === JSON.stringify(current[key]));
  if (unchanged) return [];
  const { journalEntryId } = current;
  return [streamOf(journalEntryId, [{ type: 'JournalEntryDraftEdited', data: { journalEntryId, ...fields, editedBy: command.editedBy, editedAt: command.editedAt } }])];
}

export function deleteJournalEntryDraft(
  command: { journalEntryId: string; deletedBy: string; deletedAt: string },
  given: { entry: JournalEntryState },
): StreamEvents<JournalEntryEvent>[] {
  const { journalEntryId } = requireDraft(given.entry, 'deleted');
  return [streamOf(journalEntryId, [{ type: 'JournalEntryDraftDeleted', data: { journalEntryId, deletedBy: command.deletedBy, deletedAt: command.deletedAt } }])];
}

/** Posts a draft as drafted. Its accounts are checked again: one may have been deleted since. */
export function postJournalEntry(
  command: { journalEntryId: string; postedBy: string; postedAt: string },
  given: { entry: JournalEntryState; accounts: Readonly<Record<string, GlAccountState>>; books: BooksState },
): StreamEvents<JournalEntryEvent>[] {
  const draft = requireDraft(given.entry, 'posted');
  const fields = validatedJournalEntry(draft, given.accounts, businessDayOf(command.postedAt));
  assertBooksOpen(given.books, fields.date);
  const { journalEntryId } = draft;
  return [streamOf(journalEntryId, [journalEntryPosted({ journalEntryId, ...fields, source: { kind: 'manual' }, postedBy: command.postedBy, postedAt: command.postedAt })])];
}

export interface PostJournalEntryDirectly extends JournalEntryFields {
  journalEntryId: string;
  postedBy: string;
  postedAt: string;
}

/** Creates and posts in one step (the API's "create with status Posted"): no draft is recorded. */
export function postJournalEntryDirectly(
  command: PostJournalEntryDirectly,
  given: { entry: JournalEntryState; accounts: Readonly<Record<string, GlAccountState>>; books: BooksState },
): StreamEvents<JournalEntryEvent>[] {
  const fields = validatedJournalEntry(command, given.accounts, businessDayOf(command.postedAt));
  if (given.entry.status !== 'absent') throw conflict('Journal entry already exists');
  assertBooksOpen(given.books, fields.date);
  const { journalEntryId, postedBy, postedAt } = command;
  return [streamOf(journalEntryId, [journalEntryPosted({ journalEntryId, ...fields, source: { kind: 'manual' }, postedBy, postedAt })])];
}

export interface Reversal {
  /** The new entry that mirrors the original; the handler appends its stream expecting no stream. */
  reversalEntryId: string;
  date: string;
  reversedBy: string;
  reversedAt: string;
  description?: string;
  /** Who asked for the reversal; by default the original entry itself. */
  source?: PostingSource;
}

export const mirroredLines = (lines: readonly JournalLine[]): JournalLine[] =>
  lines.map(({ accountId, debit, credit, description }) => ({ accountId, debit: credit, credit: debit, ...(description !== undefined ? { description } : {}) }));

/**
 * Cancels a posted entry with a new entry whose lines are mirrored, on or after the original's
 * date, in an open period: `JournalEntryReversed` on the original and the reversal's
 * `JournalEntryPosted`, in one decision. Transfers use it for their own corrections.
 */
export function decideReversal(original: JournalEntryState, reversal: Reversal, books: BooksState): StreamEvents<JournalEntryEvent>[] {
  requireEntry(original);
  if (original.reversalOf !== null) throw ruleViolation('A reversal cannot be reversed');
  if (original.status === 'reversed') throw ruleViolation('This journal entry is already reversed');
  if (original.status !== 'posted') throw ruleViolation('Only posted journal entries can be reversed');
  // On the original's own date it is a correction of what the books hold (even a date from before
  // the range was enforced); any other day is a new document, dated today at the latest.
  const dateError = reversal.date === original.date ? null : documentDateProblem(reversal.date, businessDayOf(reversal.reversedAt), 'reversal');
  if (dateError) throw validationError(dateError, { date: dateError });
  if (reversal.date < original.date) {
    const message = `The reversal date cannot be before the entry date ${original.date}`;
    throw validationError(message, { date: message });
  }
  assertBooksOpen(books, reversal.date);
  const { journalEntryId } = original;
  const { reversalEntryId, date, reversedBy, reversedAt } = reversal;
  const description = trimmedText(reversal.description) || `Reversal of ${original.reference}: ${original.description}`;
  return [
    streamOf(journalEntryId, [{ type: 'JournalEntryReversed', data: { journalEntryId, reversalEntryId, date, reversedBy, reversedAt } }]),
    streamOf(reversalEntryId, [
      journalEntryPosted({
        journalEntryId: reversalEntryId,
        date,
        reference: `REV-${original.reference}`,
        description,
        lines: mirroredLines(original.lines),
        source: reversal.source ?? { kind: 'reversal', stream: journalEntryStream(journalEntryId) },
        postedBy: reversedBy,
        postedAt: reversedAt,
        reversalOf: journalEntryId,
      }),
    ]),
  ];
}

/**
 * How a correction or a deletion takes back the entry it replaces: reversed on the entry's own
 * date (so the period it was reported in nets to nothing), described "<what happened>: reversal of
 * <its reference>", asked for by the record the entry belongs to.
 */
export function reverseOnItsDate(
  original: JournalEntryState,
  correction: { reversalEntryId: string; happened: string; by: string; at: string; source: PostingSource },
  books: BooksState,
): StreamEvents<JournalEntryEvent>[] {
  return decideReversal(original, {
    reversalEntryId: correction.reversalEntryId,
    date: original.date,
    reversedBy: correction.by,
    reversedAt: correction.at,
    description: `${correction.happened}: reversal of ${original.reference}`,
    source: correction.source,
  }, books);
}

const SOURCE_LABELS: Partial<Record<PostingSource['kind'], string>> = {
  'opening-balance': "the account's opening balance",
  transfer: 'its transfer',
  expense: 'its expense',
  'owner-investment': "the owner's investment",
  'owner-drawing': "the owner's drawing",
  'profit-transfer': 'the profit transfer',
  'opening-stock': "the product's opening stock",
  'stock-adjustment': 'its stock adjustment',
  'motorcycle-unit': 'its motorcycle unit in the register',
  purchase: 'its purchase',
  'supplier-bill': 'its supplier bill',
  'payable-payment': 'its payable payment',
  'opening-receivable': 'its receivable entered by hand',
  'receivable-payment': 'its receivable payment',
  'bad-debt': 'its bad debt',
};

/**
 * Reverses a manual entry. An entry another fact posted is corrected where that fact lives
 * (a transfer is voided or amended), so the fact and the books never disagree.
 */
export function reverseJournalEntry(
  command: { journalEntryId: string; reversalEntryId: string; date: string; description?: string; reversedBy: string; reversedAt: string },
  given: { entry: JournalEntryState; books: BooksState },
): StreamEvents<JournalEntryEvent>[] {
  const original = requireEntry(given.entry);
  const kind = original.source?.kind;
  if (original.reversalOf === null && kind !== undefined && kind !== 'manual') {
    throw ruleViolation(`This entry was posted from ${SOURCE_LABELS[kind] ?? kind}; correct it there`);
  }
  const { reversalEntryId, date, description, reversedBy, reversedAt } = command;
  return decideReversal(original, { reversalEntryId, date, description, reversedBy, reversedAt }, given.books);
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const JOURNAL_ENTRY_STREAM_KIND = streamKindOf(STREAM_NAMES.journalEntry, { initialState: initialJournalEntryState, evolve: evolveJournalEntry });
