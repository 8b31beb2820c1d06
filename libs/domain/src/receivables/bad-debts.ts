import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import { businessDayOf } from '../shared/business-dates';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { formatTaka, type Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { accountProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { EntryLines, postingOf, postingSource, systemAccountId, type SystemAccounts } from '../inventory/inventory-postings';
import { customerProblem, type CustomerRef } from '../sales/customers';
import { receivableRemaining, receivableStream, requireOpenReceivable, type ReceivableState, type ReceivableWrittenOff } from './receivables';

/**
 * Bad debts (accounting spec, Bad Debt Management): a receivable the dealer gives up on, in part or
 * whole. A record is drafted, approved, then posted; posting writes off up to what then remains
 * of the receivable (payments may have come in since it was drafted): Dr the bad debt account /
 * Cr Accounts Receivable, with ReceivableWrittenOff on the receivable, in one append. A posted
 * record is history in the books and cannot be edited or deleted.
 */
export const BAD_DEBT_REASONS = ['Customer Bankruptcy', 'Uncollectible', 'Disputed', 'Other'] as const;
export type BadDebtReason = (typeof BAD_DEBT_REASONS)[number];
export const BAD_DEBT_STATUSES = ['Draft', 'Approved', 'Posted'] as const;
export type BadDebtStatus = (typeof BAD_DEBT_STATUSES)[number];

export interface BadDebtFields {
  customerId: string;
  /** The invoice of the receivable; null for a receivable entered by hand, which has none. */
  invoiceId: string | null;
  receivableId: string;
  badDebtAccountId: string;
  /** The receivable's amount as the form shows it (informative; the write-off is bounded by what remains). */
  originalAmount: Poisha;
  writeOffAmount: Poisha;
  writeOffDate: string;
  reason: BadDebtReason;
  notes: string;
}

export type BadDebtDrafted = DomainEvent<'BadDebtDrafted', BadDebtFields & { badDebtId: string; draftedBy: string; draftedAt: string }>;
/** Its fields changed before it was posted; an approved record goes back to Draft, to be approved again. */
export type BadDebtUpdated = DomainEvent<'BadDebtUpdated', BadDebtFields & { badDebtId: string; updatedBy: string; updatedAt: string }>;
export type BadDebtDeleted = DomainEvent<'BadDebtDeleted', { badDebtId: string; deletedBy: string; deletedAt: string }>;
export type BadDebtApproved = DomainEvent<'BadDebtApproved', { badDebtId: string; approvedBy: string; approvedAt: string }>;
/** `amount`: what was written off, the write-off amount or what remained of the receivable if less. */
export type BadDebtPosted = DomainEvent<'BadDebtPosted', { badDebtId: string; receivableId: string; amount: Poisha; journalEntryId: string; date: string; postedBy: string; postedAt: string }>;
export type BadDebtEvent = BadDebtDrafted | BadDebtUpdated | BadDebtDeleted | BadDebtApproved | BadDebtPosted;

export interface BadDebtState extends BadDebtFields {
  lifecycle: 'absent' | 'active' | 'deleted';
  badDebtId: string;
  status: BadDebtStatus;
  postedAmount: Poisha;
  journalEntryId: string | null;
}

export const initialBadDebtState: BadDebtState = {
  lifecycle: 'absent',
  badDebtId: '',
  customerId: '',
  invoiceId: null,
  receivableId: '',
  badDebtAccountId: '',
  originalAmount: 0,
  writeOffAmount: 0,
  writeOffDate: '',
  reason: 'Uncollectible',
  notes: '',
  status: 'Draft',
  postedAmount: 0,
  journalEntryId: null,
};

export const badDebtStream = (badDebtId: string) => `${STREAM_NAMES.badDebt.name}${badDebtId}`;

export function evolveBadDebt(state: BadDebtState, event: BadDebtEvent): BadDebtState {
  switch (event.type) {
    case 'BadDebtDrafted': {
      const { draftedBy: _by, draftedAt: _at, ...data } = event.data;
      return { ...initialBadDebtState, ...data, lifecycle: 'active' };
    }
    case 'BadDebtUpdated': {
      const { updatedBy: _by, updatedAt: _at, ...data } = event.data;
      return { ...state, ...data, status: 'Draft' };
    }
    case 'BadDebtDeleted':
      return { ...state, lifecycle: 'deleted' };
    case 'BadDebtApproved':
      return { ...state, status: 'Approved' };
    case 'BadDebtPosted':
      return { ...state, status: 'Posted', postedAmount: event.data.amount, journalEntryId: event.data.journalEntryId };
    default:
      return state;
  }
}

/** Accounting spec §5: the bad debt account choices are accounts whose name says bad debt or doubtful. */
export const isBadDebtAccountName = (name: string) => /bad debt|doubtful/i.test(name);

export const POSTED_BAD_DEBT_EDIT = 'A posted bad debt cannot be edited: its write-off is in the books. Record a new entry to correct it';
export const POSTED_BAD_DEBT_DELETE = 'A posted bad debt cannot be deleted: its write-off is in the books and history is never rewritten';

export interface BadDebtGiven {
  /** The receivable the command names (read, so the append is guarded by it). */
  receivable: ReceivableState;
  customer: CustomerRef | null;
  /** The bad debt account's state and class type, by id. */
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
}

/** The fields as a request gives them: anything may be missing. */
export type BadDebtInput = { [K in keyof BadDebtFields]?: unknown };

const isMissing = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** `today`: the business day of the command, when the write-off date is given (it may not be after it). */
function validated(fields: BadDebtInput, given: BadDebtGiven, today: string | undefined): BadDebtFields {
  const errors: FieldErrors = {};
  const customerError = customerProblem(fields.customerId, given.customer);
  if (customerError) errors.customer = customerError === 'Customer is required' ? 'Please select a customer!' : customerError;
  const receivableId = trimmedText(fields.receivableId);
  const receivable = given.receivable;
  let remaining = 0;
  if (!receivableId) errors.receivable = 'Please select the receivable record!';
  else if (receivable.lifecycle !== 'open' || receivable.receivableId !== receivableId) errors.receivable = 'Receivable not found';
  else if (!customerError && receivable.customerId !== fields.customerId) errors.receivable = `This receivable is not ${given.customer!.name}'s`;
  else if ((remaining = receivableRemaining(receivable)) <= 0) errors.receivable = 'Nothing remains to write off on this receivable';
  const invoiceId = trimmedText(fields.invoiceId) || null;
  if (!errors.receivable && receivableId) {
    const origin = receivable.origin;
    if (origin.kind === 'invoice' && !invoiceId) errors.invoice = 'Please select an invoice!';
    else if (origin.kind === 'invoice' && invoiceId !== origin.invoiceId) errors.invoice = 'This receivable is not of the invoice selected';
    else if (origin.kind === 'manual' && invoiceId) errors.invoice = 'This receivable was entered by hand and has no invoice';
  }
  const accountId = trimmedText(fields.badDebtAccountId);
  const accountError = accountProblem(given.accounts, accountId, 'Please select the bad debt account!')
    ?? (given.accountTypes[accountId] === 'Expense' && isBadDebtAccountName(given.accounts[accountId].name) ? null : 'Choose a bad debt or doubtful debts expense account');
  if (accountError) errors.badDebtAccount = accountError;
  const originalAmount = fields.originalAmount;
  if (isMissing(originalAmount)) errors.originalAmount = 'Please enter the original amount!';
  else if (typeof originalAmount !== 'number' || !Number.isSafeInteger(originalAmount)) errors.originalAmount = 'Amount must be a whole number of poisha';
  else if (originalAmount < 0) errors.originalAmount = 'Original amount cannot be negative';
  const writeOffAmount = fields.writeOffAmount;
  if (isMissing(writeOffAmount)) errors.writeOffAmount = 'Please enter the write-off amount!';
  else if (typeof writeOffAmount !== 'number' || !Number.isSafeInteger(writeOffAmount)) errors.writeOffAmount = 'Amount must be a whole number of poisha';
  else if (writeOffAmount < 1) errors.writeOffAmount = 'Write-off amount must be greater than zero';
  else if (remaining > 0 && writeOffAmount > remaining) errors.writeOffAmount = `Write-off amount cannot exceed the remaining ${formatTaka(remaining)}`;
  const dateError = documentDateProblem(fields.writeOffDate, today, 'write-off', 'Please select the write-off date!');
  if (dateError) errors.writeOffDate = dateError;
  else if (remaining > 0 && (fields.writeOffDate as string) < receivable.openedDate) errors.writeOffDate = 'Write-off date cannot be before the receivable was opened';
  if (!(BAD_DEBT_REASONS as readonly unknown[]).includes(fields.reason)) errors.reason = 'Please select a reason!';
  const notes = trimmedText(fields.notes);
  const notesError = textProblem(notes, null, 500, 'Notes');
  if (notesError) errors.notes = notesError;
  refuseFieldErrors(errors);
  return {
    customerId: fields.customerId as string,
    invoiceId,
    receivableId,
    badDebtAccountId: accountId,
    originalAmount: originalAmount as Poisha,
    writeOffAmount: writeOffAmount as Poisha,
    writeOffDate: fields.writeOffDate as string,
    reason: fields.reason as BadDebtReason,
    notes,
  };
}

function requireBadDebt(badDebt: BadDebtState): BadDebtState {
  if (badDebt.lifecycle !== 'active') throw notFound('Bad debt record not found');
  return badDebt;
}

/** 'Write Off Bad Debt': a Draft record. */
export function draftBadDebt(command: BadDebtInput & { badDebtId: string; draftedBy: string; draftedAt: string }, given: BadDebtGiven & { badDebt: BadDebtState }): StreamEvents[] {
  const fields = validated(command, given, businessDayOf(command.draftedAt));
  if (given.badDebt.lifecycle !== 'absent') throw conflict('Bad debt record already exists');
  const { badDebtId, draftedBy, draftedAt } = command;
  return [{ stream: badDebtStream(badDebtId), events: [{ type: 'BadDebtDrafted', data: { badDebtId, ...fields, draftedBy, draftedAt } } satisfies BadDebtDrafted] }];
}

/** 'Edit Bad Debt Record': fields left out keep their values; an approved record returns to Draft. */
export function updateBadDebt(command: BadDebtInput & { badDebtId: string; updatedBy: string; updatedAt: string }, given: BadDebtGiven & { badDebt: BadDebtState }): StreamEvents[] {
  const current = requireBadDebt(given.badDebt);
  if (current.status === 'Posted') throw ruleViolation(POSTED_BAD_DEBT_EDIT);
  const kept = <K extends keyof BadDebtFields>(key: K) => (command[key] === undefined ? current[key] : command[key]);
  const fields = validated({
    customerId: kept('customerId'),
    invoiceId: kept('invoiceId'),
    receivableId: kept('receivableId'),
    badDebtAccountId: kept('badDebtAccountId'),
    originalAmount: kept('originalAmount'),
    writeOffAmount: kept('writeOffAmount'),
    writeOffDate: kept('writeOffDate'),
    reason: kept('reason'),
    notes: kept('notes'),
  }, given, command.writeOffDate === undefined ? undefined : businessDayOf(command.updatedAt));
  const unchanged = (Object.keys(fields) as (keyof BadDebtFields)[]).every((key) => fields[key] === current[key]);
  if (unchanged) return [];
  const { badDebtId, updatedBy, updatedAt } = command;
  return [{ stream: badDebtStream(badDebtId), events: [{ type: 'BadDebtUpdated', data: { badDebtId, ...fields, updatedBy, updatedAt } } satisfies BadDebtUpdated] }];
}

export function deleteBadDebt(command: { badDebtId: string; deletedBy: string; deletedAt: string }, given: { badDebt: BadDebtState }): StreamEvents[] {
  const current = requireBadDebt(given.badDebt);
  if (current.status === 'Posted') throw ruleViolation(POSTED_BAD_DEBT_DELETE);
  return [{ stream: badDebtStream(current.badDebtId), events: [{ type: 'BadDebtDeleted', data: { badDebtId: current.badDebtId, deletedBy: command.deletedBy, deletedAt: command.deletedAt } } satisfies BadDebtDeleted] }];
}

/** Draft → Approved. */
export function approveBadDebt(command: { badDebtId: string; approvedBy: string; approvedAt: string }, given: { badDebt: BadDebtState }): StreamEvents[] {
  const current = requireBadDebt(given.badDebt);
  if (current.status === 'Posted') throw ruleViolation('This bad debt is already posted');
  if (current.status === 'Approved') throw ruleViolation('This bad debt is already approved');
  return [{ stream: badDebtStream(current.badDebtId), events: [{ type: 'BadDebtApproved', data: { badDebtId: current.badDebtId, approvedBy: command.approvedBy, approvedAt: command.approvedAt } } satisfies BadDebtApproved] }];
}

/** The system roles posting a bad debt resolves. */
export const POST_BAD_DEBT_ACCOUNT_ROLES = ['accountsReceivable'] as const;

/**
 * Approved → Posted: writes off the write-off amount, or what remains of the receivable if that is
 * less now, on the write-off date: Dr the bad debt account / Cr Accounts Receivable, and
 * ReceivableWrittenOff on the receivable, in one append.
 */
export function postBadDebt(
  command: { badDebtId: string; journalEntryId: string; postedBy: string; postedAt: string },
  given: {
    badDebt: BadDebtState;
    receivable: ReceivableState;
    customer?: CustomerRef | null;
    accounts: Readonly<Record<string, GlAccountState>>;
    systemAccounts: SystemAccounts;
    books: BooksState;
  },
): StreamEvents[] {
  const current = requireBadDebt(given.badDebt);
  if (current.status === 'Posted') throw ruleViolation('This bad debt is already posted');
  if (current.status !== 'Approved') throw ruleViolation('Approve this bad debt before posting it', { code: 'bad_debt_not_approved' });
  if (given.receivable.receivableId !== current.receivableId) throw new Error(`receivable must be the record's receivable ${current.receivableId}`);
  const receivable = requireOpenReceivable(given.receivable);
  const remaining = receivableRemaining(receivable);
  if (remaining <= 0) throw ruleViolation('Nothing remains to write off on this receivable');
  const accountError = accountProblem(given.accounts, current.badDebtAccountId, 'Please select the bad debt account!');
  if (accountError) throw ruleViolation(accountError);
  const accountsReceivableId = systemAccountId(given.systemAccounts, 'accountsReceivable');
  const dateError = documentDateProblem(current.writeOffDate, businessDayOf(command.postedAt), 'write-off');
  if (dateError) throw validationError(dateError, { writeOffDate: dateError });
  assertBooksOpen(given.books, current.writeOffDate);
  const amount = Math.min(current.writeOffAmount, remaining);
  const { badDebtId, journalEntryId, postedBy, postedAt } = command;
  const date = current.writeOffDate;
  const from = given.customer?.name;
  return [
    { stream: badDebtStream(badDebtId), events: [{ type: 'BadDebtPosted', data: { badDebtId, receivableId: receivable.receivableId, amount, journalEntryId, date, postedBy, postedAt } } satisfies BadDebtPosted] },
    {
      stream: receivableStream(receivable.receivableId),
      events: [{ type: 'ReceivableWrittenOff', data: { receivableId: receivable.receivableId, badDebtId, amount, journalEntryId, date, writtenOffBy: postedBy, writtenOffAt: postedAt } } satisfies ReceivableWrittenOff],
    },
    ...postingOf({
      journalEntryId,
      date,
      reference: shortReference('BD', badDebtId),
      description: `Bad debt written off${from ? ` for ${from}` : ''}: ${current.reason}${current.notes ? ` (${current.notes})` : ''}`.slice(0, 500),
      source: postingSource('bad-debt', badDebtStream(badDebtId)),
      postedBy,
      postedAt,
    }, new EntryLines().debit(current.badDebtAccountId, amount).credit(accountsReceivableId, amount)),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const BAD_DEBT_STREAM_KIND = streamKindOf(STREAM_NAMES.badDebt, { initialState: initialBadDebtState, evolve: evolveBadDebt });
