import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import type { GlAccountState } from '../accounts/gl-accounts';
import { assertBooksOpen, type BooksState } from './books';
import { journalEntryPosted, journalEntryStream, type PostingSource } from './journal-entry-posted';
import { decideReversal, reverseOnItsDate, type JournalEntryState } from './journal-entries';
import { addChanges, assertFundsAvailable, moneyAccountProblem, type AccountFunds } from './funds';
import { accountProblem, amountProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from './posting-validation';

/**
 * Money moved between two accounts: debit the account it goes to, credit the one it leaves.
 * A recorded transfer is corrected only by reversal: amending reverses its posting and posts the
 * new one, voiding reverses it for good.
 */
export interface TransferDetails {
  fromAccountId: string;
  toAccountId: string;
  amount: number;
  date: string;
  remarks: string;
}

export type TransferRecorded = DomainEvent<'TransferRecorded', TransferDetails & { transferId: string; journalEntryId: string; recordedBy: string; recordedAt: string }>;
export type TransferAmended = DomainEvent<
  'TransferAmended',
  TransferDetails & { transferId: string; reversedJournalEntryId: string; reversalEntryId: string; journalEntryId: string; amendedBy: string; amendedAt: string }
>;
export type TransferVoided = DomainEvent<
  'TransferVoided',
  { transferId: string; reversedJournalEntryId: string; reversalEntryId: string; date: string; reason: string; voidedBy: string; voidedAt: string }
>;
export type TransferEvent = TransferRecorded | TransferAmended | TransferVoided;

export interface TransferState extends TransferDetails {
  status: 'absent' | 'recorded' | 'voided';
  transferId: string;
  /** The entry that currently carries the transfer in the books. */
  journalEntryId: string;
}

export const initialTransferState: TransferState = {
  status: 'absent',
  transferId: '',
  journalEntryId: '',
  fromAccountId: '',
  toAccountId: '',
  amount: 0,
  date: '',
  remarks: '',
};
export const transferStream = (transferId: string) => `${STREAM_NAMES.transfer.name}${transferId}`;

export function evolveTransfer(state: TransferState, event: TransferEvent): TransferState {
  switch (event.type) {
    case 'TransferRecorded':
    case 'TransferAmended': {
      const { transferId, journalEntryId, fromAccountId, toAccountId, amount, date, remarks } = event.data;
      return { status: 'recorded', transferId, journalEntryId, fromAccountId, toAccountId, amount, date, remarks };
    }
    case 'TransferVoided':
      return { ...state, status: 'voided' };
    default:
      return state;
  }
}

/** `today`: the business day of the command (a transfer is dated today at the latest). */
function validatedTransfer(details: TransferDetails, accounts: Readonly<Record<string, GlAccountState>>, today: string | undefined): TransferDetails {
  const errors: FieldErrors = {};
  const fromError = accountProblem(accounts, details.fromAccountId, 'Please select the account to transfer from');
  if (fromError) errors.from = fromError;
  const toError = accountProblem(accounts, details.toAccountId, 'Please select the account to transfer to');
  if (toError) errors.to = toError;
  else if (!fromError && details.fromAccountId === details.toAccountId) errors.to = 'Cannot transfer to the same account';
  const amountError = amountProblem(details.amount);
  if (amountError) errors.amount = amountError;
  const dateError = documentDateProblem(details.date, today, 'transfer');
  if (dateError) errors.date = dateError;
  const remarks = trimmedText(details.remarks);
  const remarksError = textProblem(remarks, null, 500, 'Remarks');
  if (remarksError) errors.remarks = remarksError;
  refuseFieldErrors(errors);
  return { fromAccountId: details.fromAccountId, toAccountId: details.toAccountId, amount: details.amount, date: details.date, remarks };
}

/** Money moves only between cash, bank and mobile-banking accounts (as `funds` tells them). */
function assertMoneyAccounts(details: TransferDetails, accounts: Readonly<Record<string, GlAccountState>>, funds: Readonly<Record<string, AccountFunds>> | undefined): void {
  const errors: FieldErrors = {};
  const fromError = moneyAccountProblem(details.fromAccountId, accounts, funds);
  if (fromError) errors.from = fromError;
  const toError = moneyAccountProblem(details.toAccountId, accounts, funds);
  if (toError) errors.to = toError;
  refuseFieldErrors(errors);
}

function transferPosting(transferId: string, journalEntryId: string, details: TransferDetails, accounts: Readonly<Record<string, GlAccountState>>, postedBy: string, postedAt: string) {
  const from = accounts[details.fromAccountId];
  const to = accounts[details.toAccountId];
  const source: PostingSource = { kind: 'transfer', stream: transferStream(transferId) };
  return {
    stream: journalEntryStream(journalEntryId),
    events: [
      journalEntryPosted({
        journalEntryId,
        date: details.date,
        reference: shortReference('TRF', transferId),
        description: details.remarks || `Transfer from ${from.name} to ${to.name}`,
        lines: [
          { accountId: details.toAccountId, debit: details.amount, credit: 0 },
          { accountId: details.fromAccountId, debit: 0, credit: details.amount },
        ],
        source,
        postedBy,
        postedAt,
      }),
    ],
  };
}

export interface RecordTransfer extends TransferDetails {
  transferId: string;
  /** The user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
  journalEntryId: string;
  recordedBy: string;
  recordedAt: string;
}

/**
 * `accounts`: the from and to accounts' states by id; `funds`: their kinds and current balances
 * (money moves only between cash, bank and mobile-banking accounts, and money that does not exist
 * cannot be spent). The new entry's stream is appended expecting no stream.
 */
export function recordTransfer(
  command: RecordTransfer,
  given: { transfer: TransferState; accounts: Readonly<Record<string, GlAccountState>>; books: BooksState; funds?: Readonly<Record<string, AccountFunds>> },
): StreamEvents[] {
  const details = validatedTransfer(command, given.accounts, businessDayOf(command.recordedAt));
  assertMoneyAccounts(details, given.accounts, given.funds);
  if (given.transfer.status !== 'absent') throw conflict('Transfer already exists');
  assertBooksOpen(given.books, details.date);
  const fundsSpent = assertFundsAvailable({ [details.fromAccountId]: -details.amount }, given.accounts, given.funds, command.allowOverdraft, details.date);
  const { transferId, journalEntryId, recordedBy, recordedAt } = command;
  return [
    { stream: transferStream(transferId), events: [{ type: 'TransferRecorded', data: { transferId, journalEntryId, ...details, recordedBy, recordedAt } } satisfies TransferRecorded] },
    transferPosting(transferId, journalEntryId, details, given.accounts, recordedBy, recordedAt),
    ...fundsSpent,
  ];
}

function requireRecorded(transfer: TransferState, postedEntry: JournalEntryState, action: 'amended' | 'voided'): TransferState {
  if (transfer.status === 'absent') throw notFound('Transfer not found');
  if (transfer.status === 'voided') throw ruleViolation(`A voided transfer cannot be ${action}`);
  // A handler bug, not a user's mistake: reversing some other entry would corrupt the books.
  if (postedEntry.journalEntryId !== transfer.journalEntryId) throw new Error(`postedEntry must be the transfer's entry ${transfer.journalEntryId}`);
  return transfer;
}

export interface AmendTransfer extends Partial<TransferDetails> {
  transferId: string;
  /** The entry that reverses the current posting. */
  reversalEntryId: string;
  /** The entry that posts the amended transfer. */
  journalEntryId: string;
  amendedBy: string;
  amendedAt: string;
  allowOverdraft?: boolean;
}

/**
 * Fields left out keep their values; a change reverses the current posting on its own date (so
 * every period shows the corrected figures, which needs that date open) and posts the new one.
 * `postedEntry` is the state of the transfer's current entry (`state.journalEntryId`).
 */
export function amendTransfer(
  command: AmendTransfer,
  given: { transfer: TransferState; postedEntry: JournalEntryState; accounts: Readonly<Record<string, GlAccountState>>; books: BooksState; funds?: Readonly<Record<string, AccountFunds>> },
): StreamEvents[] {
  const current = requireRecorded(given.transfer, given.postedEntry, 'amended');
  const details = validatedTransfer({
    fromAccountId: command.fromAccountId ?? current.fromAccountId,
    toAccountId: command.toAccountId ?? current.toAccountId,
    amount: command.amount ?? current.amount,
    date: command.date ?? current.date,
    remarks: command.remarks ?? current.remarks,
  }, given.accounts, command.date === undefined ? undefined : businessDayOf(command.amendedAt));
  const unchanged = (Object.keys(details) as (keyof TransferDetails)[]).every((key) => details[key] === current[key]);
  if (unchanged) return [];
  assertMoneyAccounts(details, given.accounts, given.funds);
  assertBooksOpen(given.books, details.date);
  // The net effect of reversing the current posting and posting the amended one.
  const changes = addChanges({}, given.postedEntry.lines, -1);
  changes[details.fromAccountId] = (changes[details.fromAccountId] ?? 0) - details.amount;
  changes[details.toAccountId] = (changes[details.toAccountId] ?? 0) + details.amount;
  const fundsSpent = assertFundsAvailable(changes, given.accounts, given.funds, command.allowOverdraft, details.date);
  const { transferId } = current;
  const { reversalEntryId, journalEntryId, amendedBy, amendedAt } = command;
  const reversal = reverseOnItsDate(
    given.postedEntry,
    { reversalEntryId, happened: 'Transfer amended', by: amendedBy, at: amendedAt, source: { kind: 'transfer', stream: transferStream(transferId) } },
    given.books,
  );
  const amended: TransferAmended = {
    type: 'TransferAmended',
    data: { transferId, reversedJournalEntryId: current.journalEntryId, reversalEntryId, journalEntryId, ...details, amendedBy, amendedAt },
  };
  return [{ stream: transferStream(transferId), events: [amended] }, ...reversal, transferPosting(transferId, journalEntryId, details, given.accounts, amendedBy, amendedAt), ...fundsSpent];
}

/** Reverses the transfer's posting on `date` (on or after the transfer, in an open period). */
export function voidTransfer(
  command: { transferId: string; reversalEntryId: string; date: string; reason?: string; voidedBy: string; voidedAt: string },
  given: { transfer: TransferState; postedEntry: JournalEntryState; books: BooksState },
): StreamEvents[] {
  const current = requireRecorded(given.transfer, given.postedEntry, 'voided');
  const reason = trimmedText(command.reason);
  const reasonError = textProblem(reason, null, 500, 'Reason');
  if (reasonError) refuseFieldErrors({ reason: reasonError });
  const { transferId } = current;
  const { reversalEntryId, date, voidedBy, voidedAt } = command;
  const reversal = decideReversal(given.postedEntry, {
    reversalEntryId,
    date,
    reversedBy: voidedBy,
    reversedAt: voidedAt,
    description: `Transfer voided: reversal of ${given.postedEntry.reference}${reason ? ` (${reason})` : ''}`,
    source: { kind: 'transfer', stream: transferStream(transferId) },
  }, given.books);
  const voided: TransferVoided = { type: 'TransferVoided', data: { transferId, reversedJournalEntryId: current.journalEntryId, reversalEntryId, date, reason, voidedBy, voidedAt } };
  return [{ stream: transferStream(transferId), events: [voided] }, ...reversal];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const TRANSFER_STREAM_KIND = streamKindOf(STREAM_NAMES.transfer, { initialState: initialTransferState, evolve: evolveTransfer });
