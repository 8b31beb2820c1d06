import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { formatTaka, type Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import type { MoneyAccountKind } from '../ledger/funds';
import type { JournalEntryState } from '../ledger/journal-entries';
import type { PostingSource } from '../ledger/journal-entry-posted';
import { accountProblem, documentDateProblem, isCalendarDate, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { EntryLines, postingOf } from '../inventory/inventory-postings';
import type { StatementLine } from './auto-match';

/**
 * Bank reconciliation (accounting spec, Bank Reconciliation). A reconciliation holds a bank
 * statement (its date, closing balance and lines) for one bank account. The account's own stream
 * (`reconciled-account-`) keeps what is already cleared: the cleared ("book") balance and the
 * transactions reconciled, so that a transaction is reconciled once and only one reconciliation of
 * an account is open at a time. Completing ticks transactions off, and posts each adjustment (bank
 * charges, interest) as a journal entry on the statement date, all in one append:
 *   reconciled balance = book balance + ticked transactions (debits +, credits −) + adjustments
 *   (Addition +, Deduction −), and it must equal the statement balance (under ৳0.01 apart).
 */
export const RECONCILIATION_STATUS = ['In Progress', 'Completed'] as const;

export type AdjustmentType = 'Addition' | 'Deduction';

export interface ReconciliationAdjustment {
  description: string;
  /** Positive poisha; the type gives its sign. */
  amount: Poisha;
  type: AdjustmentType;
  /** The other side of the entry: Bank Charges for a deduction, Other Income for an addition by default. */
  accountId: string;
}

export interface PostedAdjustment extends ReconciliationAdjustment {
  journalEntryId: string;
}

export interface ReconciledTransaction {
  journalEntryId: string;
  /** Signed poisha on the bank account. */
  amount: Poisha;
}

export interface SavedMatch {
  statementIndex: number;
  transactionId: string;
}

export type ReconciliationStarted = DomainEvent<'ReconciliationStarted', {
  reconciliationId: string;
  accountId: string;
  statementDate: string;
  statementBalance: Poisha;
  /** The cleared balance of the account when it started. */
  bookBalance: Poisha;
  statementLines: StatementLine[];
  autoMatch: boolean;
  startedBy: string;
  startedAt: string;
}>;
/** The wizard's work so far: matches, ticked transactions, draft adjustments and notes. */
export type ReconciliationProgressSaved = DomainEvent<'ReconciliationProgressSaved', {
  reconciliationId: string;
  matches: SavedMatch[];
  selectedTransactions: string[];
  adjustments: ReconciliationAdjustment[];
  notes: string;
  savedBy: string;
  savedAt: string;
}>;
export type ReconciliationCompleted = DomainEvent<'ReconciliationCompleted', {
  reconciliationId: string;
  accountId: string;
  transactions: ReconciledTransaction[];
  adjustments: PostedAdjustment[];
  reconciledBalance: Poisha;
  notes: string;
  completedBy: string;
  completedAt: string;
}>;
export type ReconciliationCancelled = DomainEvent<'ReconciliationCancelled', { reconciliationId: string; accountId: string; cancelledBy: string; cancelledAt: string }>;
export type ReconciliationEvent = ReconciliationStarted | ReconciliationProgressSaved | ReconciliationCompleted | ReconciliationCancelled;

/** On the account's stream: a reconciliation opened, closed, and what it cleared. */
export type BankReconciliationOpened = DomainEvent<'BankReconciliationOpened', { accountId: string; reconciliationId: string }>;
export type BankReconciliationClosed = DomainEvent<'BankReconciliationClosed', { accountId: string; reconciliationId: string }>;
export type BankTransactionsReconciled = DomainEvent<'BankTransactionsReconciled', {
  accountId: string;
  reconciliationId: string;
  /** The ticked transactions and the adjustments' entries. */
  journalEntryIds: string[];
  clearedBalance: Poisha;
}>;
export type ReconciledAccountEvent = BankReconciliationOpened | BankReconciliationClosed | BankTransactionsReconciled;

export interface ReconciliationState {
  lifecycle: 'absent' | 'in-progress' | 'completed' | 'cancelled';
  reconciliationId: string;
  accountId: string;
  statementDate: string;
  statementBalance: Poisha;
  bookBalance: Poisha;
  statementLines: StatementLine[];
}

export const initialReconciliationState: ReconciliationState = {
  lifecycle: 'absent', reconciliationId: '', accountId: '', statementDate: '', statementBalance: 0, bookBalance: 0, statementLines: [],
};

export interface ReconciledAccountState {
  accountId: string;
  clearedBalance: Poisha;
  inProgressReconciliationId: string | null;
  /** Journal entries already reconciled on this account. */
  reconciled: Readonly<Record<string, true>>;
}

export const initialReconciledAccountState: ReconciledAccountState = { accountId: '', clearedBalance: 0, inProgressReconciliationId: null, reconciled: {} };

export const reconciliationStream = (reconciliationId: string) => `${STREAM_NAMES.reconciliation.name}${reconciliationId}`;
export const reconciledAccountStream = (accountId: string) => `${STREAM_NAMES.reconciledAccount.name}${accountId}`;
export const RECONCILIATION_POSTING: PostingSource['kind'] = 'bank-reconciliation';

export function evolveReconciliation(state: ReconciliationState, event: ReconciliationEvent): ReconciliationState {
  switch (event.type) {
    case 'ReconciliationStarted': {
      const { reconciliationId, accountId, statementDate, statementBalance, bookBalance, statementLines } = event.data;
      return { lifecycle: 'in-progress', reconciliationId, accountId, statementDate, statementBalance, bookBalance, statementLines };
    }
    case 'ReconciliationCompleted':
      return { ...state, lifecycle: 'completed' };
    case 'ReconciliationCancelled':
      return { ...state, lifecycle: 'cancelled' };
    default:
      return state;
  }
}

export function evolveReconciledAccount(state: ReconciledAccountState, event: ReconciledAccountEvent): ReconciledAccountState {
  switch (event.type) {
    case 'BankReconciliationOpened':
      return { ...state, accountId: event.data.accountId, inProgressReconciliationId: event.data.reconciliationId };
    case 'BankReconciliationClosed':
      return { ...state, inProgressReconciliationId: null };
    case 'BankTransactionsReconciled': {
      const reconciled: Record<string, true> = { ...state.reconciled };
      for (const id of event.data.journalEntryIds) reconciled[id] = true;
      return { ...state, accountId: event.data.accountId, clearedBalance: event.data.clearedBalance, reconciled };
    }
    default:
      return state;
  }
}

/** The balanced rule: under ৳0.01 apart, which in whole poisha is equal. */
export const isBalanced = (reconciledBalance: Poisha, statementBalance: Poisha) => Math.abs(reconciledBalance - statementBalance) < 1;
export const signedAdjustment = (adjustment: Pick<ReconciliationAdjustment, 'amount' | 'type'>): Poisha => (adjustment.type === 'Addition' ? adjustment.amount : -adjustment.amount);

/** What an entry moves on the account: its debits less its credits there. */
export function amountOnAccount(entry: Pick<JournalEntryState, 'lines'>, accountId: string): Poisha {
  let amount = 0;
  for (const line of entry.lines) if (line.accountId === accountId) amount += line.debit - line.credit;
  return amount;
}

const MAX_STATEMENT_LINES = 10_000;
const MAX_AMOUNT: Poisha = 100_000_000_000_00;

function amountOutOfRange(value: unknown): boolean {
  return typeof value !== 'number' || !Number.isSafeInteger(value) || Math.abs(value) > MAX_AMOUNT;
}

export interface StartReconciliation {
  reconciliationId: string;
  accountId: string;
  statementDate: string;
  statementBalance: Poisha;
  statementLines: StatementLine[];
  autoMatch: boolean;
  startedBy: string;
  startedAt: string;
}

/**
 * Opens a reconciliation of a bank account against a statement. `accountKind`: what money the
 * account holds (funds.ts); only a bank (or mobile banking) account has a statement to reconcile.
 */
export function startReconciliation(
  command: StartReconciliation,
  given: { reconciliation: ReconciliationState; account: GlAccountState | null; accountKind: MoneyAccountKind; reconciledAccount: ReconciledAccountState },
): StreamEvents[] {
  const errors: FieldErrors = {};
  const accounts = given.account ? { [command.accountId]: given.account } : {};
  const accountError = accountProblem(accounts, command.accountId, 'Please select an account!')
    ?? (given.accountKind === 'bank' || given.accountKind === 'mobileBanking' ? null : `${given.account!.name} is not a bank account`);
  if (accountError) errors.accountId = accountError;
  const today = businessDayOf(command.startedAt);
  const dateError = documentDateProblem(command.statementDate, today, 'statement', 'Please select date!');
  if (dateError) errors.statementDate = dateError;
  if (command.statementBalance === undefined || command.statementBalance === null) errors.statementBalance = 'Please enter statement balance!';
  else if (amountOutOfRange(command.statementBalance)) errors.statementBalance = 'Statement balance is out of range';
  if (command.statementLines.length > MAX_STATEMENT_LINES) errors.statementItems = `A statement can have at most ${MAX_STATEMENT_LINES} lines`;
  command.statementLines.forEach((line, index) => {
    if (errors.statementItems) return;
    const lineDateError = isCalendarDate(line.date) ? documentDateProblem(line.date, today, 'statement line') : 'the date must be YYYY-MM-DD';
    if (lineDateError) errors.statementItems = `Statement line ${index + 1}: ${lineDateError}`;
    else if (amountOutOfRange(line.amount) || line.amount === 0) errors.statementItems = `Statement line ${index + 1}: the amount must not be zero`;
  });
  refuseFieldErrors(errors);
  if (given.reconciliation.lifecycle !== 'absent') throw conflict('Reconciliation already exists');
  if (given.reconciledAccount.inProgressReconciliationId) {
    throw conflict(`A reconciliation of ${given.account!.name} is already in progress: continue it or cancel it first`);
  }
  const { reconciliationId, accountId, statementDate, statementBalance, autoMatch, startedBy, startedAt } = command;
  const statementLines = command.statementLines.map((line) => ({
    date: line.date,
    description: trimmedText(line.description).slice(0, 500),
    reference: trimmedText(line.reference).slice(0, 100),
    amount: line.amount,
  }));
  return [
    {
      stream: reconciliationStream(reconciliationId),
      events: [{
        type: 'ReconciliationStarted',
        data: { reconciliationId, accountId, statementDate, statementBalance, bookBalance: given.reconciledAccount.clearedBalance, statementLines, autoMatch, startedBy, startedAt },
      } satisfies ReconciliationStarted],
    },
    { stream: reconciledAccountStream(accountId), events: [{ type: 'BankReconciliationOpened', data: { accountId, reconciliationId } } satisfies BankReconciliationOpened] },
  ];
}

function requireInProgress(reconciliation: ReconciliationState): ReconciliationState {
  if (reconciliation.lifecycle === 'absent') throw notFound('Reconciliation not found');
  if (reconciliation.lifecycle === 'completed') throw conflict('This reconciliation is already completed');
  if (reconciliation.lifecycle === 'cancelled') throw conflict('This reconciliation was cancelled');
  return reconciliation;
}

function adjustmentProblems(adjustments: readonly ReconciliationAdjustment[], bankAccountId: string, accounts: Readonly<Record<string, GlAccountState>>, accountTypes: Readonly<Record<string, GlClassType>>, errors: FieldErrors): void {
  adjustments.forEach((adjustment, index) => {
    if (Object.keys(errors).some((key) => key.startsWith('adjustments'))) return;
    const field = `adjustments.${index}`;
    if (!trimmedText(adjustment.description)) errors[`${field}.description`] = 'Please enter description';
    else if (textProblem(trimmedText(adjustment.description), null, 200, 'Description')) errors[`${field}.description`] = 'Description must be at most 200 characters';
    if (adjustment.amount === undefined || adjustment.amount === null) errors[`${field}.amount`] = 'Please enter amount';
    else if (amountOutOfRange(adjustment.amount) || adjustment.amount <= 0) errors[`${field}.amount`] = 'Amount must be greater than zero';
    if (adjustment.type !== 'Addition' && adjustment.type !== 'Deduction') errors[`${field}.type`] = 'Please select type';
    const accountError = accountProblem(accounts, adjustment.accountId, 'Please select account')
      ?? (adjustment.accountId === bankAccountId ? 'An adjustment posts against another account than the bank' : null)
      ?? (accountTypes[adjustment.accountId] === 'Revenue' || accountTypes[adjustment.accountId] === 'Expense' ? null : `${accounts[adjustment.accountId].name} is not a revenue or expense account`);
    if (accountError) errors[`${field}.account`] = accountError;
  });
}

export function saveReconciliationProgress(
  command: { reconciliationId: string; matches: SavedMatch[]; selectedTransactions: string[]; adjustments: ReconciliationAdjustment[]; notes?: string; savedBy: string; savedAt: string },
  given: { reconciliation: ReconciliationState },
): StreamEvents[] {
  const reconciliation = requireInProgress(given.reconciliation);
  const errors: FieldErrors = {};
  const lines = reconciliation.statementLines.length;
  const matchedLines = new Set<number>();
  const matchedTransactions = new Set<string>();
  for (const match of command.matches) {
    if (!Number.isInteger(match.statementIndex) || match.statementIndex < 0 || match.statementIndex >= lines) errors.matches = `No statement line ${match.statementIndex + 1}`;
    else if (matchedLines.has(match.statementIndex) || matchedTransactions.has(match.transactionId)) errors.matches = 'Each statement line and each transaction is matched once';
    matchedLines.add(match.statementIndex);
    matchedTransactions.add(match.transactionId);
  }
  const notes = trimmedText(command.notes);
  if (notes.length > 1000) errors.notes = 'Notes must be at most 1000 characters';
  refuseFieldErrors(errors);
  return [{
    stream: reconciliationStream(command.reconciliationId),
    events: [{
      type: 'ReconciliationProgressSaved',
      data: {
        reconciliationId: command.reconciliationId,
        matches: command.matches.map(({ statementIndex, transactionId }) => ({ statementIndex, transactionId })),
        selectedTransactions: [...new Set(command.selectedTransactions)],
        adjustments: command.adjustments.map(({ description, amount, type, accountId }) => ({ description: trimmedText(description), amount, type, accountId })),
        notes,
        savedBy: command.savedBy,
        savedAt: command.savedAt,
      },
    } satisfies ReconciliationProgressSaved],
  }];
}

export interface CompleteReconciliation {
  reconciliationId: string;
  /** Journal entries ticked off against the statement. */
  reconciledTransactions: string[];
  adjustments: (ReconciliationAdjustment & { journalEntryId: string })[];
  notes?: string;
  completedBy: string;
  completedAt: string;
}

/** The reconciled balance of a selection, by the spec's rule. */
export function reconciledBalanceOf(bookBalance: Poisha, transactionAmounts: readonly Poisha[], adjustments: readonly Pick<ReconciliationAdjustment, 'amount' | 'type'>[]): Poisha {
  let balance = bookBalance;
  for (const amount of transactionAmounts) balance += amount;
  for (const adjustment of adjustments) balance += signedAdjustment(adjustment);
  return balance;
}

/**
 * Completes a balanced reconciliation: the transactions ticked off on the account's stream (each
 * once), each adjustment posted on the statement date (Deduction: Dr its account / Cr the bank;
 * Addition: Dr the bank / Cr its account), and the account's cleared balance moved to the
 * statement balance. `entries`: the states of the ticked journal entries, by id; `accounts` and
 * `accountTypes`: the adjustments' accounts.
 */
export function completeReconciliation(
  command: CompleteReconciliation,
  given: {
    reconciliation: ReconciliationState;
    reconciledAccount: ReconciledAccountState;
    bankAccount: GlAccountState | null;
    entries: Readonly<Record<string, JournalEntryState>>;
    accounts: Readonly<Record<string, GlAccountState>>;
    accountTypes: Readonly<Record<string, GlClassType>>;
    books: BooksState;
  },
): StreamEvents[] {
  const reconciliation = requireInProgress(given.reconciliation);
  const { accountId, statementDate, statementBalance, bookBalance } = reconciliation;
  const errors: FieldErrors = {};
  adjustmentProblems(command.adjustments, accountId, given.accounts, given.accountTypes, errors);
  const notes = trimmedText(command.notes);
  if (notes.length > 1000) errors.notes = 'Notes must be at most 1000 characters';
  refuseFieldErrors(errors);
  const transactions: ReconciledTransaction[] = [];
  for (const journalEntryId of new Set(command.reconciledTransactions)) {
    const entry = given.entries[journalEntryId];
    if (!entry || (entry.status !== 'posted' && entry.status !== 'reversed') || !entry.lines.some((line) => line.accountId === accountId)) {
      throw ruleViolation(`Transaction ${journalEntryId} is not a posted transaction of this account`);
    }
    if (Object.hasOwn(given.reconciledAccount.reconciled, journalEntryId)) throw conflict(`Transaction ${entry.reference || journalEntryId} is already reconciled`);
    transactions.push({ journalEntryId, amount: amountOnAccount(entry, accountId) });
  }
  const reconciledBalance = reconciledBalanceOf(bookBalance, transactions.map((transaction) => transaction.amount), command.adjustments);
  if (!isBalanced(reconciledBalance, statementBalance)) {
    throw ruleViolation(`Balance Required to Complete: the reconciled balance ${formatTaka(reconciledBalance)} differs from the statement balance ${formatTaka(statementBalance)} by ${formatTaka(Math.abs(statementBalance - reconciledBalance))}`);
  }
  if (command.adjustments.length) assertBooksOpen(given.books, statementDate);
  const { reconciliationId, completedBy, completedAt } = command;
  const bankName = given.bankAccount?.name ?? 'bank';
  const adjustments: PostedAdjustment[] = command.adjustments.map(({ description, amount, type, accountId: otherAccountId, journalEntryId }) => ({ description: trimmedText(description), amount, type, accountId: otherAccountId, journalEntryId }));
  const postings = adjustments.flatMap((adjustment) =>
    postingOf({
      journalEntryId: adjustment.journalEntryId,
      date: statementDate,
      reference: shortReference('REC', reconciliationId),
      description: `${adjustment.description} (${bankName} statement of ${statementDate})`,
      source: { kind: RECONCILIATION_POSTING, stream: reconciliationStream(reconciliationId) },
      postedBy: completedBy,
      postedAt: completedAt,
    }, adjustment.type === 'Deduction'
      ? new EntryLines().debit(adjustment.accountId, adjustment.amount).credit(accountId, adjustment.amount)
      : new EntryLines().debit(accountId, adjustment.amount).credit(adjustment.accountId, adjustment.amount)),
  );
  return [
    {
      stream: reconciliationStream(reconciliationId),
      events: [{ type: 'ReconciliationCompleted', data: { reconciliationId, accountId, transactions, adjustments, reconciledBalance, notes, completedBy, completedAt } } satisfies ReconciliationCompleted],
    },
    {
      stream: reconciledAccountStream(accountId),
      events: [
        {
          type: 'BankTransactionsReconciled',
          data: { accountId, reconciliationId, journalEntryIds: [...transactions.map((transaction) => transaction.journalEntryId), ...adjustments.map((adjustment) => adjustment.journalEntryId)], clearedBalance: reconciledBalance },
        } satisfies BankTransactionsReconciled,
        { type: 'BankReconciliationClosed', data: { accountId, reconciliationId } } satisfies BankReconciliationClosed,
      ],
    },
    ...postings,
  ];
}

/** Drops an unfinished reconciliation, so that the account can be reconciled afresh. */
export function cancelReconciliation(command: { reconciliationId: string; cancelledBy: string; cancelledAt: string }, given: { reconciliation: ReconciliationState }): StreamEvents[] {
  const { accountId } = requireInProgress(given.reconciliation);
  const { reconciliationId, cancelledBy, cancelledAt } = command;
  return [
    { stream: reconciliationStream(reconciliationId), events: [{ type: 'ReconciliationCancelled', data: { reconciliationId, accountId, cancelledBy, cancelledAt } } satisfies ReconciliationCancelled] },
    { stream: reconciledAccountStream(accountId), events: [{ type: 'BankReconciliationClosed', data: { accountId, reconciliationId } } satisfies BankReconciliationClosed] },
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const RECONCILIATION_STREAM_KIND = streamKindOf(STREAM_NAMES.reconciliation, { initialState: initialReconciliationState, evolve: evolveReconciliation });

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const RECONCILED_ACCOUNT_STREAM_KIND = streamKindOf(STREAM_NAMES.reconciledAccount, { initialState: initialReconciledAccountState, evolve: evolveReconciledAccount });
