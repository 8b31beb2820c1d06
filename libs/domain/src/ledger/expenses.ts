import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { PaymentMethodState } from '../accounts/payment-methods';
import { assertBooksOpen, type BooksState } from './books';
import { journalEntryPosted, journalEntryStream } from './journal-entry-posted';
import { assertFundsAvailable, moneyAccountProblem, type AccountFunds } from './funds';
import { accountProblem, amountProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from './posting-validation';

/** An expense paid: debit the expense account, credit the cash (or bank) account it was paid from. */
export interface ExpenseDetails {
  expenseAccountId: string;
  cashAccountId: string;
  /** The method picked on the form, kept for the expense list; the money moves through the cash account. */
  paymentMethodId: string | null;
  amount: number;
  date: string;
  description: string;
}

export type ExpenseRecorded = DomainEvent<'ExpenseRecorded', ExpenseDetails & { expenseId: string; journalEntryId: string; recordedBy: string; recordedAt: string }>;
export type ExpenseEvent = ExpenseRecorded;

export interface ExpenseState extends ExpenseDetails {
  status: 'absent' | 'recorded';
  expenseId: string;
  journalEntryId: string;
}

export const initialExpenseState: ExpenseState = {
  status: 'absent',
  expenseId: '',
  journalEntryId: '',
  expenseAccountId: '',
  cashAccountId: '',
  paymentMethodId: null,
  amount: 0,
  date: '',
  description: '',
};
export const expenseStream = (expenseId: string) => `${STREAM_NAMES.expense.name}${expenseId}`;

export function evolveExpense(state: ExpenseState, event: ExpenseEvent): ExpenseState {
  switch (event.type) {
    case 'ExpenseRecorded': {
      const { expenseId, journalEntryId, expenseAccountId, cashAccountId, paymentMethodId, amount, date, description } = event.data;
      return { status: 'recorded', expenseId, journalEntryId, expenseAccountId, cashAccountId, paymentMethodId, amount, date, description };
    }
    default:
      return state;
  }
}

export interface RecordExpense {
  expenseId: string;
  journalEntryId: string;
  expenseAccountId: string;
  cashAccountId: string;
  paymentMethodId?: string | null;
  amount: number;
  date: string;
  description: string;
  recordedBy: string;
  recordedAt: string;
  /** The user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
}

/**
 * `accounts` and `accountTypes`: the expense and cash accounts' states and class types by id;
 * `paymentMethod`: the named method's state (needed only when the command names one);
 * `funds`: the cash account's kind and current balance (an expense is paid from a cash, bank or
 * mobile-banking account, and money that does not exist cannot be spent).
 */
export function recordExpense(
  command: RecordExpense,
  given: {
    expense: ExpenseState;
    accounts: Readonly<Record<string, GlAccountState>>;
    accountTypes: Readonly<Record<string, GlClassType>>;
    paymentMethod?: PaymentMethodState | null;
    books: BooksState;
    funds?: Readonly<Record<string, AccountFunds>>;
  },
): StreamEvents[] {
  const errors: FieldErrors = {};
  const typeProblem = (accountId: string, type: GlClassType) =>
    given.accountTypes[accountId] === type ? null : `${given.accounts[accountId].name} is not ${type === 'Asset' ? 'an Asset' : 'an Expense'} account`;
  const expenseAccountError = accountProblem(given.accounts, command.expenseAccountId, 'Please select expense account') ?? typeProblem(command.expenseAccountId, 'Expense');
  if (expenseAccountError) errors.expenseAccount = expenseAccountError;
  const amountError = amountProblem(command.amount);
  if (amountError) errors.amount = amountError;
  const dateError = documentDateProblem(command.date, businessDayOf(command.recordedAt), 'expense');
  if (dateError) errors.date = dateError;
  const description = trimmedText(command.description);
  const descriptionError = textProblem(description, 'Please enter description', 500, 'Description');
  if (descriptionError) errors.description = descriptionError;
  // The form picks the paying account through a payment method, hence its message.
  // Paid from cash, a bank or a wallet: not from any asset (Accounts Receivable) nor a liability (Customer Deposits).
  const cashAccountError =
    accountProblem(given.accounts, command.cashAccountId, 'Please select payment method') ??
    typeProblem(command.cashAccountId, 'Asset') ??
    moneyAccountProblem(command.cashAccountId, given.accounts, given.funds);
  if (cashAccountError) errors.cashAccount = cashAccountError;
  const paymentMethodId = trimmedText(command.paymentMethodId) || null;
  if (paymentMethodId && !(given.paymentMethod?.lifecycle === 'active' && given.paymentMethod.paymentMethodId === paymentMethodId)) {
    errors.paymentMethod = 'Payment method not found';
  }
  refuseFieldErrors(errors);
  if (given.expense.status !== 'absent') throw conflict('Expense already exists');
  assertBooksOpen(given.books, command.date);
  const fundsSpent = assertFundsAvailable({ [command.cashAccountId]: -command.amount }, given.accounts, given.funds, command.allowOverdraft, command.date);
  const { expenseId, journalEntryId, expenseAccountId, cashAccountId, amount, date, recordedBy, recordedAt } = command;
  const recorded: ExpenseRecorded = {
    type: 'ExpenseRecorded',
    data: { expenseId, journalEntryId, expenseAccountId, cashAccountId, paymentMethodId, amount, date, description, recordedBy, recordedAt },
  };
  return [
    { stream: expenseStream(expenseId), events: [recorded] },
    {
      stream: journalEntryStream(journalEntryId),
      events: [
        journalEntryPosted({
          journalEntryId,
          date,
          reference: shortReference('EXP', expenseId),
          description,
          lines: [
            { accountId: expenseAccountId, debit: amount, credit: 0 },
            { accountId: cashAccountId, debit: 0, credit: amount },
          ],
          source: { kind: 'expense', stream: expenseStream(expenseId) },
          postedBy: recordedBy,
          postedAt: recordedAt,
        }),
      ],
    },
    ...fundsSpent,
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const EXPENSE_STREAM_KIND = streamKindOf(STREAM_NAMES.expense, { initialState: initialExpenseState, evolve: evolveExpense });
