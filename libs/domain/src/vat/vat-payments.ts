import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import type { Poisha } from '../shared/money';
import { businessDayOf } from '../shared/business-dates';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { SystemAccounts } from '../inventory/inventory-postings';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { assertFundsAvailable, moneyAccountProblem, type AccountFunds } from '../ledger/funds';
import { journalEntryPosted, journalEntryStream } from '../ledger/journal-entry-posted';
import { accountProblem, amountProblem, documentDateProblem, refuseFieldErrors, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { vatPeriodOf, vatPeriodProblem } from './vat-periods';

/**
 * VAT paid to the treasury for a month (issue 24 item 4, DESIGN §10): Dr VAT Payable / Cr the
 * bank or cash account it was paid from, with the treasury challan's number. Its own stream
 * (`vat-payment-{id}`); money that does not exist cannot be paid (`assertFundsAvailable`).
 */
export interface VatPaymentDetails {
  /** The month the VAT is paid for, YYYY-MM. */
  period: string;
  amount: Poisha;
  date: string;
  treasuryChallanNumber: string;
  cashAccountId: string;
}

export type VatPaymentRecorded = DomainEvent<'VatPaymentRecorded', VatPaymentDetails & { vatPaymentId: string; journalEntryId: string; recordedBy: string; recordedAt: string }>;
export type VatPaymentEvent = VatPaymentRecorded;

export interface VatPaymentState extends VatPaymentDetails {
  status: 'absent' | 'recorded';
  vatPaymentId: string;
  journalEntryId: string;
}

export const initialVatPaymentState: VatPaymentState = { status: 'absent', vatPaymentId: '', journalEntryId: '', period: '', amount: 0, date: '', treasuryChallanNumber: '', cashAccountId: '' };
export const vatPaymentStream = (vatPaymentId: string) => `${STREAM_NAMES.vatPayment.name}${vatPaymentId}`;

export function evolveVatPayment(state: VatPaymentState, event: VatPaymentEvent): VatPaymentState {
  switch (event.type) {
    case 'VatPaymentRecorded': {
      const { vatPaymentId, journalEntryId, period, amount, date, treasuryChallanNumber, cashAccountId } = event.data;
      return { status: 'recorded', vatPaymentId, journalEntryId, period, amount, date, treasuryChallanNumber, cashAccountId };
    }
    default:
      return state;
  }
}

export interface RecordVatPayment extends VatPaymentDetails {
  vatPaymentId: string;
  journalEntryId: string;
  recordedBy: string;
  recordedAt: string;
  /** The user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
}

/**
 * `accounts`: the paying account's state by id; `accountTypes` its class type; `systemAccounts`:
 * VAT Payable by its role (`vatPayable`); `funds`: the paying account's kind and balance.
 */
export interface RecordVatPaymentGiven {
  vatPayment: VatPaymentState;
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  systemAccounts: SystemAccounts;
  books: BooksState;
  funds?: Readonly<Record<string, AccountFunds>>;
}

function vatPaymentErrors(command: RecordVatPayment, given: RecordVatPaymentGiven, challan: string): FieldErrors {
  const errors: FieldErrors = {};
  const periodError = vatPeriodProblem(command.period);
  if (periodError) errors.period = periodError;
  const amountError = amountProblem(command.amount);
  if (amountError) errors.amount = amountError;
  const dateError = documentDateProblem(command.date, businessDayOf(command.recordedAt), 'VAT payment');
  if (dateError) errors.date = dateError;
  else if (!periodError && command.period > vatPeriodOf(command.date)) errors.period = `VAT for ${command.period} cannot be paid on ${command.date}, before the month begins`;
  const challanError = textProblem(challan, 'Please enter the treasury challan number', 50, 'Treasury challan number');
  if (challanError) errors.treasuryChallanNumber = challanError;
  const cashAccountError =
    accountProblem(given.accounts, command.cashAccountId, 'Please select the account paid from') ??
    (given.accountTypes[command.cashAccountId] === 'Asset' ? null : `${given.accounts[command.cashAccountId].name} is not an Asset account`) ??
    moneyAccountProblem(command.cashAccountId, given.accounts, given.funds);
  if (cashAccountError) errors.cashAccount = cashAccountError;
  return errors;
}

/** Records a VAT payment: Dr VAT Payable / Cr the paying account, dated the payment's date. */
export function recordVatPayment(command: RecordVatPayment, given: RecordVatPaymentGiven): StreamEvents[] {
  const treasuryChallanNumber = trimmedText(command.treasuryChallanNumber);
  refuseFieldErrors(vatPaymentErrors(command, given, treasuryChallanNumber));
  if (given.vatPayment.status !== 'absent') throw conflict('VAT payment already exists');
  const vatPayable = given.systemAccounts.vatPayable;
  if (!vatPayable || vatPayable.status !== 'active' || vatPayable.systemRole !== 'vatPayable') {
    refuseFieldErrors({ cashAccount: 'The VAT Payable account is missing: initialize the chart of accounts first' });
  }
  assertBooksOpen(given.books, command.date);
  const fundsSpent = assertFundsAvailable({ [command.cashAccountId]: -command.amount }, given.accounts, given.funds, command.allowOverdraft, command.date);
  const { vatPaymentId, journalEntryId, period, amount, date, cashAccountId, recordedBy, recordedAt } = command;
  const recorded: VatPaymentRecorded = {
    type: 'VatPaymentRecorded',
    data: { vatPaymentId, journalEntryId, period, amount, date, treasuryChallanNumber, cashAccountId, recordedBy, recordedAt },
  };
  const posted = journalEntryPosted({
    journalEntryId,
    date,
    reference: `CHALLAN-${treasuryChallanNumber}`.slice(0, 60),
    description: `VAT paid for ${period} (treasury challan ${treasuryChallanNumber})`,
    lines: [
      { accountId: vatPayable!.glAccountId, debit: amount, credit: 0 },
      { accountId: cashAccountId, debit: 0, credit: amount },
    ],
    source: { kind: 'vat-payment', stream: vatPaymentStream(vatPaymentId) },
    postedBy: recordedBy,
    postedAt: recordedAt,
  });
  return [{ stream: vatPaymentStream(vatPaymentId), events: [recorded] }, { stream: journalEntryStream(journalEntryId), events: [posted] }, ...fundsSpent];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const VAT_PAYMENT_STREAM_KIND = streamKindOf(STREAM_NAMES.vatPayment, { initialState: initialVatPaymentState, evolve: evolveVatPayment });
