import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, ruleViolation } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import { assertBooksOpen, type BooksState } from './books';
import { journalEntryPosted, journalEntryStream, type JournalLine } from './journal-entry-posted';
import { assertFundsAvailable, type AccountFunds } from './funds';
import { accountProblem, amountProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from './posting-validation';

/**
 * The owner puts money in (debit cash, credit Owner's Capital) or takes it out (debit Owner's
 * Drawings, credit cash). The equity side is always the system account of that role.
 */
export type OwnerTransactionKind = 'investment' | 'drawing';

export interface OwnerTransactionData {
  ownerTransactionId: string;
  journalEntryId: string;
  cashAccountId: string;
  /** Owner's Capital for an investment, Owner's Drawings for a drawing. */
  equityAccountId: string;
  amount: number;
  date: string;
  description: string;
  recordedBy: string;
  recordedAt: string;
}

export type OwnerInvestmentRecorded = DomainEvent<'OwnerInvestmentRecorded', OwnerTransactionData>;
export type OwnerDrawingRecorded = DomainEvent<'OwnerDrawingRecorded', OwnerTransactionData>;
export type OwnerEquityEvent = OwnerInvestmentRecorded | OwnerDrawingRecorded;

export interface OwnerEquityState {
  status: 'absent' | 'recorded';
  kind: OwnerTransactionKind | null;
  ownerTransactionId: string;
  journalEntryId: string;
  cashAccountId: string;
  equityAccountId: string;
  amount: number;
  date: string;
  description: string;
}

export const initialOwnerEquityState: OwnerEquityState = {
  status: 'absent',
  kind: null,
  ownerTransactionId: '',
  journalEntryId: '',
  cashAccountId: '',
  equityAccountId: '',
  amount: 0,
  date: '',
  description: '',
};
export const ownerEquityStream = (ownerTransactionId: string) => `${STREAM_NAMES.ownerEquity.name}${ownerTransactionId}`;

export function evolveOwnerEquity(state: OwnerEquityState, event: OwnerEquityEvent): OwnerEquityState {
  switch (event.type) {
    case 'OwnerInvestmentRecorded':
    case 'OwnerDrawingRecorded': {
      const { ownerTransactionId, journalEntryId, cashAccountId, equityAccountId, amount, date, description } = event.data;
      const kind = event.type === 'OwnerInvestmentRecorded' ? 'investment' : 'drawing';
      return { status: 'recorded', kind, ownerTransactionId, journalEntryId, cashAccountId, equityAccountId, amount, date, description };
    }
    default:
      return state;
  }
}

export interface RecordOwnerTransaction {
  ownerTransactionId: string;
  journalEntryId: string;
  cashAccountId: string;
  amount: number;
  date: string;
  description: string;
  recordedBy: string;
  recordedAt: string;
  /** The user confirmed taking a bank account into overdraft (a drawing). */
  allowOverdraft?: boolean;
}

export interface OwnerTransactionGiven {
  transaction: OwnerEquityState;
  /** The cash account's state and class type, by id. */
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  books: BooksState;
  /** The cash account's kind and current balance: a drawing cannot take out money that is not there. */
  funds?: Readonly<Record<string, AccountFunds>>;
}

// Entry references: CAP- for capital put in (INV- is left to invoices), DRW- for drawings.
const RULES = {
  investment: { role: 'ownersCapital', accountName: "Owner's Capital", eventType: 'OwnerInvestmentRecorded', reference: 'CAP', sourceKind: 'owner-investment' },
  drawing: { role: 'ownersDrawings', accountName: "Owner's Drawings", eventType: 'OwnerDrawingRecorded', reference: 'DRW', sourceKind: 'owner-drawing' },
} as const;

function decideOwnerTransaction(kind: OwnerTransactionKind, command: RecordOwnerTransaction, given: OwnerTransactionGiven, equityAccount: GlAccountState | null): StreamEvents[] {
  const rule = RULES[kind];
  const errors: FieldErrors = {};
  const amountError = amountProblem(command.amount);
  if (amountError) errors.amount = amountError;
  const dateError = documentDateProblem(command.date, businessDayOf(command.recordedAt), 'owner transaction');
  if (dateError) errors.date = dateError;
  const cashAccountError = accountProblem(given.accounts, command.cashAccountId, 'Please select account')
    ?? (given.accountTypes[command.cashAccountId] === 'Asset' ? null : `${given.accounts[command.cashAccountId].name} is not an Asset account`);
  if (cashAccountError) errors.cashAccount = cashAccountError;
  const description = trimmedText(command.description);
  const descriptionError = textProblem(description, 'Please enter description', 500, 'Description');
  if (descriptionError) errors.description = descriptionError;
  refuseFieldErrors(errors);
  if (!equityAccount || equityAccount.status !== 'active' || equityAccount.systemRole !== rule.role) {
    throw ruleViolation(`The ${rule.accountName} account is missing: initialize the chart of accounts first`);
  }
  if (given.transaction.status !== 'absent') throw conflict('Owner equity transaction already exists');
  assertBooksOpen(given.books, command.date);
  const fundsSpent = kind === 'drawing' ? assertFundsAvailable({ [command.cashAccountId]: -command.amount }, given.accounts, given.funds, command.allowOverdraft, command.date) : [];
  const { ownerTransactionId, journalEntryId, cashAccountId, amount, date, recordedBy, recordedAt } = command;
  const equityAccountId = equityAccount.glAccountId;
  const data: OwnerTransactionData = { ownerTransactionId, journalEntryId, cashAccountId, equityAccountId, amount, date, description, recordedBy, recordedAt };
  const cashLine: JournalLine = { accountId: cashAccountId, debit: kind === 'investment' ? amount : 0, credit: kind === 'investment' ? 0 : amount };
  const equityLine: JournalLine = { accountId: equityAccountId, debit: kind === 'investment' ? 0 : amount, credit: kind === 'investment' ? amount : 0 };
  return [
    { stream: ownerEquityStream(ownerTransactionId), events: [{ type: rule.eventType, data } as OwnerEquityEvent] },
    {
      stream: journalEntryStream(journalEntryId),
      events: [
        journalEntryPosted({
          journalEntryId,
          date,
          reference: shortReference(rule.reference, ownerTransactionId),
          description,
          // The debit line first, as an accountant writes it.
          lines: kind === 'investment' ? [cashLine, equityLine] : [equityLine, cashLine],
          source: { kind: rule.sourceKind, stream: ownerEquityStream(ownerTransactionId) },
          postedBy: recordedBy,
          postedAt: recordedAt,
        }),
      ],
    },
    ...fundsSpent,
  ];
}

/** `ownersCapital`: the state of the account whose systemRole is ownersCapital. */
export function recordOwnerInvestment(command: RecordOwnerTransaction, given: OwnerTransactionGiven & { ownersCapital: GlAccountState | null }): StreamEvents[] {
  return decideOwnerTransaction('investment', command, given, given.ownersCapital);
}

/** `ownersDrawings`: the state of the account whose systemRole is ownersDrawings. */
export function recordOwnerDrawing(command: RecordOwnerTransaction, given: OwnerTransactionGiven & { ownersDrawings: GlAccountState | null }): StreamEvents[] {
  return decideOwnerTransaction('drawing', command, given, given.ownersDrawings);
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const OWNER_EQUITY_STREAM_KIND = streamKindOf(STREAM_NAMES.ownerEquity, { initialState: initialOwnerEquityState, evolve: evolveOwnerEquity });
