import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation } from '../shared/errors';
import { businessDayOf } from '../shared/business-dates';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { formatTaka, type Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { PaymentMethodState } from '../accounts/payment-methods';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { assertFundsAvailable, type AccountFunds } from '../ledger/funds';
import { reverseOnItsDate, type JournalEntryState } from '../ledger/journal-entries';
import { accountProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { DecisionBuilder, EntryLines, MAX_UNIT_PRICE, postingOf, postingSource, systemAccountId, type SystemAccounts } from '../inventory/inventory-postings';
import { motorcycleStream, releaseMotorcycleUnit, reserveMotorcycleUnit, type MotorcycleReleaseReason, type MotorcycleUnitState } from '../inventory/motorcycle-units';
import { customerProblem, customerRefOf, customerUse, type CustomerState } from './customers';
import { methodPayment } from './invoice-postings';
import { claimPaymentReferences, releasePaymentReferences, transactionIdOf, type PaymentReferencesGiven } from './payment-references';

/**
 * Bookings (sales spec, Booking Management; DESIGN §9): money a customer leaves ahead of an
 * invoice, optionally holding one motorcycle unit. The deposit is a liability: Dr the payment
 * method's account / Cr Customer Deposits in the booking's own append. It leaves Customer Deposits
 * by a refund (Dr Customer Deposits / Cr the refund method's account) or by being applied to an
 * invoice (the invoice's entry debits Customer Deposits), so Customer Deposits always equals the
 * sum of `bookingMoneyRemaining` over the bookings.
 *
 * Status: Confirmed, Pending or Cancelled are chosen by hand; Refunded, Partial Refund and Applied
 * follow from what happened to the money. Cancelling returns the money that remains to the account
 * it came into and releases the unit: a booking that will not go ahead holds no customer's money.
 * A correction of the amount or method reverses the deposit's entry and posts it anew, allowed
 * only while nothing has been refunded or applied.
 */
export const BOOKING_DESCRIPTIONS = ['Booking money deposit', 'Motorcycle reservation', 'Service booking', 'Parts reservation'] as const;
export type BookingDescription = (typeof BOOKING_DESCRIPTIONS)[number];
/** The statuses the form offers. */
export const BOOKING_CHOSEN_STATUSES = ['Confirmed', 'Pending', 'Cancelled'] as const;
export type BookingChosenStatus = (typeof BOOKING_CHOSEN_STATUSES)[number];
export const BOOKING_STATUSES = [...BOOKING_CHOSEN_STATUSES, 'Refunded', 'Partial Refund', 'Applied'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const MAX_BOOKING_REASON_LENGTH = 500;

export interface BookingDetails {
  customerId: string;
  amount: Poisha;
  paymentMethodId: string;
  /** The account the deposit went into: the payment method's account when it was taken. */
  debitAccountId: string;
  description: BookingDescription | '';
  /** The status chosen by hand. */
  status: BookingChosenStatus;
  /** The unit the booking holds (Reserved) until applied, refunded in full or cancelled. */
  motorcycleId: string | null;
  /** The business day of the deposit (YYYY-MM-DD). */
  date: string;
  /** A card or wallet method's fee on the deposit, kept by the provider (absent on bookings from before fees were split: 0). */
  processingFee?: Poisha;
  /** Debited with the fee: the method's fee account or Payment Processing Fees (null without a fee). */
  feeAccountId?: string | null;
  /** The deposit's TrxID, card slip or approval number, normalised (absent when none was given). */
  transactionId?: string | null;
}

export type BookingCreated = DomainEvent<'BookingCreated', BookingDetails & { bookingId: string; journalEntryId: string | null; createdBy: string; createdAt: string }>;
/** Its details changed; `reversalEntryId` set when the deposit's entry was reversed and `journalEntryId` posted anew. */
export type BookingUpdated = DomainEvent<
  'BookingUpdated',
  BookingDetails & { bookingId: string; journalEntryId: string | null; reversalEntryId: string | null; updatedBy: string; updatedAt: string }
>;
export interface BookingRefund {
  bookingId: string;
  refundId: string;
  amount: Poisha;
  paymentMethodId: string;
  /** The account the money left. */
  creditAccountId: string;
  reason: string;
  /** The business day of the refund. */
  date: string;
  journalEntryId: string;
  refundedBy: string;
  refundedAt: string;
  /** The refund's TrxID, card slip or approval number, normalised (absent when none was given). */
  transactionId?: string | null;
}
export type BookingRefunded = DomainEvent<'BookingRefunded', BookingRefund>;
/** Its remaining money applied to an invoice as a Booking Money payment (the invoice's decision). */
export type BookingApplied = DomainEvent<
  'BookingApplied',
  { bookingId: string; invoiceId: string; amount: Poisha; customerId: string; motorcycleId: string | null; date: string; appliedBy: string; appliedAt: string }
>;
/** The invoice voided: the money is the booking's again, Confirmed. */
export type BookingApplicationReversed = DomainEvent<
  'BookingApplicationReversed',
  { bookingId: string; invoiceId: string; amount: Poisha; customerId: string; reversedBy: string; reversedAt: string }
>;
export type BookingEvent = BookingCreated | BookingUpdated | BookingRefunded | BookingApplied | BookingApplicationReversed;

export interface BookingState extends Omit<BookingDetails, 'status'> {
  lifecycle: 'absent' | 'active';
  bookingId: string;
  /** The entry of the deposit in force (null when the amount is zero). */
  journalEntryId: string | null;
  refundedAmount: Poisha;
  refundCount: number;
  appliedAmount: Poisha;
  appliedInvoiceId: string | null;
  /** What the booking is now: the chosen status, unless its money was refunded or applied (`bookingStatusOf`). */
  status: BookingStatus;
  /** The status last chosen by hand. */
  chosenStatus: BookingChosenStatus;
}

export const initialBookingState: BookingState = {
  lifecycle: 'absent',
  bookingId: '',
  customerId: '',
  amount: 0,
  paymentMethodId: '',
  debitAccountId: '',
  description: '',
  status: 'Confirmed',
  chosenStatus: 'Confirmed',
  motorcycleId: null,
  date: '',
  journalEntryId: null,
  refundedAmount: 0,
  refundCount: 0,
  appliedAmount: 0,
  appliedInvoiceId: null,
};

export const bookingStream = (bookingId: string) => `${STREAM_NAMES.booking.name}${bookingId}`;

/** The booking's status as the list shows it. */
export function bookingStatusOf(booking: Pick<BookingState, 'chosenStatus' | 'appliedInvoiceId' | 'refundedAmount' | 'amount'>): BookingStatus {
  if (booking.chosenStatus === 'Cancelled') return 'Cancelled';
  if (booking.appliedInvoiceId) return 'Applied';
  if (booking.refundedAmount > 0) return booking.refundedAmount >= booking.amount ? 'Refunded' : 'Partial Refund';
  return booking.chosenStatus;
}

const withStatus = (state: BookingState): BookingState => ({ ...state, status: bookingStatusOf(state) });

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingCreated': {
      const { createdBy: _by, createdAt: _at, status, ...data } = event.data;
      return withStatus({ ...initialBookingState, ...data, chosenStatus: status, lifecycle: 'active' });
    }
    case 'BookingUpdated': {
      const { updatedBy: _by, updatedAt: _at, reversalEntryId: _r, status, ...data } = event.data;
      // The details as now given: a transaction ID the correction left out is gone.
      const { transactionId: _previous, ...kept } = state;
      return withStatus({ ...kept, ...data, chosenStatus: status });
    }
    case 'BookingRefunded':
      return withStatus({ ...state, refundedAmount: state.refundedAmount + event.data.amount, refundCount: state.refundCount + 1 });
    case 'BookingApplied':
      return withStatus({ ...state, appliedAmount: state.appliedAmount + event.data.amount, appliedInvoiceId: event.data.invoiceId });
    case 'BookingApplicationReversed':
      return withStatus({ ...state, appliedAmount: state.appliedAmount - event.data.amount, appliedInvoiceId: null });
    default:
      return state;
  }
}

/** The booking money still held for the customer: amount − refunded − applied. */
export const bookingMoneyRemaining = (booking: Pick<BookingState, 'lifecycle' | 'amount' | 'refundedAmount' | 'appliedAmount'>): Poisha =>
  booking.lifecycle === 'active' ? booking.amount - booking.refundedAmount - booking.appliedAmount : 0;

export function requireBooking(booking: BookingState): BookingState {
  if (booking.lifecycle !== 'active') throw notFound('Booking not found', { code: 'booking_not_found' });
  return booking;
}

export const refundAmountMessage = (refundable: Poisha) => `Refund amount must be between ৳0.01 and ${formatTaka(refundable)}`;
const bookingReference = (bookingId: string) => shortReference('BK', bookingId);
const bookingSource = (bookingId: string) => postingSource('booking', bookingStream(bookingId));

/** The system roles a booking decision resolves. */
export const BOOKING_ACCOUNT_ROLES = ['customerDeposits', 'processingFees'] as const;

// ---- the deposit ------------------------------------------------------------------------------

export interface BookingFields {
  customerId: string;
  amount: Poisha;
  paymentMethodId: string;
  description?: string;
  status?: string;
  motorcycleId?: string | null;
  /** The deposit's transaction ID as typed (required for Mobile Banking and Card methods when the setting is on). */
  transactionId?: string | null;
}

/** What a booking decision reads: the booking, its customer, its method and the method's account, its unit, the books. */
export interface BookingGiven extends PaymentReferencesGiven {
  booking: BookingState;
  /** The customer the command names. */
  customer: CustomerState;
  /** The payment method the command names (null when it names none or an unknown one). */
  paymentMethod: PaymentMethodState | null;
  /** The method's account (and, for a refund, its account), by id, with its class type. */
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  systemAccounts: SystemAccounts;
  /** The unit the command names, when it names one. */
  unit?: MotorcycleUnitState;
  books: BooksState;
}

interface ValidBooking extends BookingDetails {}

/** A method that can take or give back booking money: active, its account an active Asset account that is not Customer Deposits itself. */
function moneyMethodProblem(methodId: string, given: Pick<BookingGiven, 'paymentMethod' | 'accounts' | 'accountTypes' | 'systemAccounts'>, missing: string): string | null {
  const method = given.paymentMethod;
  if (!methodId) return missing;
  if (!method || method.lifecycle !== 'active' || method.paymentMethodId !== methodId) return 'Payment method not found';
  if (method.status !== 'active') return `Payment method ${method.name} is inactive`;
  if (method.accountId && method.accountId === given.systemAccounts.customerDeposits?.glAccountId) return `${method.name} is booking money itself; choose how the money is paid`;
  return accountProblem(given.accounts, method.accountId, `Payment method ${method.name} has no account`)
    ?? (given.accountTypes[method.accountId] === 'Asset' ? null : `${given.accounts[method.accountId].name} is not an Asset account`);
}

/** `today`: the business day of a new booking (its date may not be after it); a correction keeps the booking's date. */
function validatedBooking(fields: BookingFields, date: string, given: BookingGiven, base: BookingState | null, today?: string): ValidBooking {
  const errors: FieldErrors = {};
  const customerError = customerProblem(fields.customerId, customerRefOf(given.customer));
  if (customerError) errors.customer = customerError;
  const amount = fields.amount;
  if (amount === undefined || amount === null || (typeof amount === 'number' && Number.isNaN(amount))) errors.amount = 'Please enter amount';
  else if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) errors.amount = 'Amount must be a whole number of poisha';
  else if (amount < 0) errors.amount = 'Amount cannot be negative';
  else if (amount > MAX_UNIT_PRICE) errors.amount = 'Amount is too large';
  const paymentMethodId = trimmedText(fields.paymentMethodId);
  const methodError = moneyMethodProblem(paymentMethodId, given, 'Please select payment method');
  if (methodError) errors.method = methodError;
  const description = trimmedText(fields.description);
  if (description && !(BOOKING_DESCRIPTIONS as readonly string[]).includes(description)) errors.description = `Description must be one of ${BOOKING_DESCRIPTIONS.join(', ')}`;
  const status = trimmedText(fields.status) || (base?.chosenStatus ?? 'Confirmed');
  if (!(BOOKING_CHOSEN_STATUSES as readonly string[]).includes(status)) errors.status = `Status must be one of ${BOOKING_CHOSEN_STATUSES.join(', ')}`;
  else if (!base && status === 'Cancelled') errors.status = 'A new booking cannot be Cancelled';
  const motorcycleId = trimmedText(fields.motorcycleId) || null;
  if (motorcycleId && motorcycleId !== base?.motorcycleId && (!given.unit || given.unit.lifecycle !== 'registered' || given.unit.motorcycleId !== motorcycleId)) errors.motorcycle = 'Motorcycle not found';
  const dateError = base ? null : documentDateProblem(date, today, 'booking');
  if (dateError) errors.date = dateError;
  // The deposit is money taken by the method, so a card or wallet fee splits out as on an invoice.
  const payment = !methodError && !errors.amount && amount > 0
    ? methodPayment({ paymentId: '', paymentMethodId, amount, transactionId: fields.transactionId }, given.paymentMethod!, { ...given, paymentMethods: {} }, errors, (name) => (name === 'transactionId' ? name : 'method'))
    : null;
  refuseFieldErrors(errors);
  return {
    customerId: fields.customerId,
    amount,
    paymentMethodId,
    debitAccountId: given.paymentMethod!.accountId,
    processingFee: payment?.processingFee ?? 0,
    feeAccountId: payment?.feeAccountId ?? null,
    ...(payment?.transactionId ? { transactionId: payment.transactionId } : {}),
    description: description as BookingDescription | '',
    status: status as BookingChosenStatus,
    motorcycleId,
    date,
  };
}

/** The deposit's transaction ID claimed on its method (the booking's own earlier claim stays its own). */
const depositReferenceClaims = (bookingId: string, booking: ValidBooking, given: BookingGiven) =>
  claimPaymentReferences([{ paymentId: bookingId, paymentMethodId: booking.paymentMethodId, methodName: given.paymentMethod?.name ?? '', transactionId: booking.transactionId }], { kind: 'booking', id: bookingId }, given);

/** The deposit's claim released: its money all given back, or its transaction ID or method corrected (so the corrected booking, or another, may record the id). */
const depositReferenceRelease = (current: BookingState, given: PaymentReferencesGiven, reason: 'booking cancelled' | 'booking refunded' | 'booking corrected') =>
  releasePaymentReferences([{ paymentId: current.bookingId, paymentMethodId: current.paymentMethodId, transactionId: current.transactionId }], { kind: 'booking', id: current.bookingId }, given, reason);

/** A correction that changes the deposit's transaction ID or method releases the id it recorded before. */
const correctedDepositRelease = (current: BookingState, booking: ValidBooking, given: PaymentReferencesGiven) =>
  current.transactionId && (current.transactionId !== booking.transactionId || current.paymentMethodId !== booking.paymentMethodId) && booking.status !== 'Cancelled'
    ? depositReferenceRelease(current, given, 'booking corrected')
    : [];

/** Dr the method's account with what it receives (and the fee account with a card or wallet fee) / Cr Customer Deposits with the whole deposit. */
function depositLines(booking: BookingDetails, depositsId: string): EntryLines {
  const fee = booking.processingFee ?? 0;
  const lines = new EntryLines().debit(booking.debitAccountId, booking.amount - fee);
  if (fee > 0 && booking.feeAccountId) lines.debit(booking.feeAccountId, fee);
  return lines.credit(depositsId, booking.amount);
}

function depositPosting(bookingId: string, journalEntryId: string, booking: ValidBooking, depositsId: string, customerName: string, by: string, at: string): StreamEvents[] {
  return postingOf({
    journalEntryId,
    date: booking.date,
    reference: bookingReference(bookingId),
    description: `Booking money from ${customerName}${booking.description ? `: ${booking.description}` : ''}`,
    source: bookingSource(bookingId),
    postedBy: by,
    postedAt: at,
  }, depositLines(booking, depositsId));
}

export interface CreateBooking extends BookingFields {
  bookingId: string;
  date: string;
  journalEntryId: string;
  createdBy: string;
  createdAt: string;
}

/**
 * Takes a booking: the booking, the customer's first use, its unit Reserved, and Dr the method's
 * account / Cr Customer Deposits (nothing posted for a booking of no money), in one append.
 */
export function createBooking(command: CreateBooking, given: BookingGiven): StreamEvents[] {
  const booking = validatedBooking(command, command.date, given, null, businessDayOf(command.createdAt));
  if (given.booking.lifecycle !== 'absent') throw conflict('Booking already exists');
  const depositsId = systemAccountId(given.systemAccounts, 'customerDeposits');
  if (booking.amount > 0) assertBooksOpen(given.books, booking.date);
  const { bookingId, createdBy, createdAt } = command;
  const journalEntryId = booking.amount > 0 ? command.journalEntryId : null;
  const decision = new DecisionBuilder()
    .append(bookingStream(bookingId), { type: 'BookingCreated', data: { bookingId, ...booking, journalEntryId, createdBy, createdAt } } satisfies BookingCreated)
    .add(customerUse(given.customer, { usedBy: 'booking', sourceId: bookingId }));
  if (booking.motorcycleId) decision.append(motorcycleStream(booking.motorcycleId), reserveMotorcycleUnit(given.unit!, { bookingId, reservedBy: createdBy, reservedAt: createdAt }));
  decision.add(depositPosting(bookingId, command.journalEntryId, booking, depositsId, given.customer.name, createdBy, createdAt));
  decision.add(depositReferenceClaims(bookingId, booking, given));
  return decision.result();
}

// ---- corrections and cancelling --------------------------------------------------------------

export interface UpdateBooking extends Partial<BookingFields> {
  bookingId: string;
  /** The new entry ids a correction or cancellation may need. */
  reversalEntryId: string;
  journalEntryId: string;
  refundId: string;
  refundJournalEntryId: string;
  /** The business day a cancellation's refund is dated (today). */
  today: string;
  updatedBy: string;
  updatedAt: string;
  allowOverdraft?: boolean;
}

export interface UpdateBookingGiven extends BookingGiven {
  /** The unit the booking holds now, when it holds one (`booking.motorcycleId`). */
  heldUnit?: MotorcycleUnitState;
  /** The state of the deposit's entry in force (`booking.journalEntryId`), when there is one. */
  postedEntry?: JournalEntryState;
  /** The balance of the deposit's account, for a cancellation that gives money back. */
  funds?: Readonly<Record<string, AccountFunds>>;
}

function requireChangeable(booking: BookingState): BookingState {
  const current = requireBooking(booking);
  if (current.appliedInvoiceId) throw ruleViolation('This booking is applied to an invoice and cannot be changed; void the invoice first');
  if (current.chosenStatus === 'Cancelled') throw ruleViolation('This booking is cancelled and cannot be changed');
  if (current.status === 'Refunded') throw ruleViolation('This booking is refunded and cannot be changed');
  return current;
}

/**
 * Changes a booking. The amount, method or date change only while nothing was refunded: the
 * deposit's entry is reversed on its own date and posted anew. Another unit: the old one is
 * released and the new one reserved. Cancelled: the money that remains goes back to the account it
 * came into and the unit is released (a cancellation changes nothing else). Applied, cancelled and
 * refunded bookings do not change.
 */
export function updateBooking(command: UpdateBooking, given: UpdateBookingGiven): StreamEvents[] {
  const current = requireChangeable(given.booking);
  const fields: BookingFields = {
    customerId: command.customerId ?? current.customerId,
    amount: command.amount ?? current.amount,
    paymentMethodId: command.paymentMethodId ?? current.paymentMethodId,
    description: command.description ?? current.description,
    status: command.status ?? current.chosenStatus,
    motorcycleId: command.motorcycleId === undefined ? current.motorcycleId : command.motorcycleId,
    transactionId: command.transactionId === undefined ? current.transactionId ?? null : command.transactionId,
  };
  const booking = validatedBooking(fields, current.date, given, current);
  const reposts = booking.amount !== current.amount || booking.paymentMethodId !== current.paymentMethodId || booking.debitAccountId !== current.debitAccountId;
  const recustomers = booking.customerId !== current.customerId;
  const moves = booking.motorcycleId !== current.motorcycleId;
  const cancels = booking.status === 'Cancelled';
  const unchanged = !reposts && !recustomers && !moves && booking.description === current.description && booking.status === current.chosenStatus && (booking.transactionId ?? null) === (current.transactionId ?? null);
  if (unchanged) return [];
  if (cancels && (reposts || recustomers || moves)) throw ruleViolation('Cancel a booking without changing its amount, method, customer or motorcycle');
  if (reposts && (current.refundedAmount > 0 || current.appliedAmount > 0)) {
    throw ruleViolation(`${formatTaka(current.refundedAmount)} of this booking has been refunded; its amount and payment method can no longer change`);
  }
  const { bookingId, updatedBy, updatedAt } = command;
  const stream = bookingStream(bookingId);
  const decision = new DecisionBuilder().reserve(stream);
  let journalEntryId = current.journalEntryId;
  let reversalEntryId: string | null = null;
  if (cancels) {
    const remaining = bookingMoneyRemaining(current);
    if (remaining > 0) {
      decision.add(refundDecision(current, {
        bookingId, refundId: command.refundId, amount: remaining, paymentMethodId: current.paymentMethodId, creditAccountId: current.debitAccountId,
        reason: 'Booking cancelled', date: command.today, journalEntryId: command.refundJournalEntryId, refundedBy: updatedBy, refundedAt: updatedAt,
      }, given, { allowOverdraft: command.allowOverdraft, releaseReason: 'cancelled' }));
    }
  }
  if (reposts) {
    const depositsId = systemAccountId(given.systemAccounts, 'customerDeposits');
    assertBooksOpen(given.books, current.date);
    if (current.journalEntryId) {
      const entry = given.postedEntry;
      if (!entry || entry.journalEntryId !== current.journalEntryId) throw new Error(`postedEntry must be the booking's entry ${current.journalEntryId}`);
      reversalEntryId = command.reversalEntryId;
      decision.add(reverseOnItsDate(entry, { reversalEntryId, happened: 'Booking corrected', by: updatedBy, at: updatedAt, source: bookingSource(bookingId) }, given.books));
    }
    journalEntryId = booking.amount > 0 ? command.journalEntryId : null;
    decision.add(depositPosting(bookingId, command.journalEntryId, booking, depositsId, given.customer.name, updatedBy, updatedAt));
  }
  if (recustomers) decision.add(customerUse(given.customer, { usedBy: 'booking', sourceId: bookingId }));
  const release = (reason: MotorcycleReleaseReason) => {
    if (!current.motorcycleId) return;
    if (!given.heldUnit || given.heldUnit.motorcycleId !== current.motorcycleId) throw new Error(`heldUnit must be the booking's unit ${current.motorcycleId}`);
    decision.append(motorcycleStream(current.motorcycleId), releaseMotorcycleUnit(given.heldUnit, { bookingId, reason, releasedBy: updatedBy, releasedAt: updatedAt }));
  };
  // The refund of the rest (above) already released the unit when it emptied the booking.
  if (cancels && bookingMoneyRemaining(current) <= 0) release('cancelled');
  if (moves) {
    release('changed');
    if (booking.motorcycleId) decision.append(motorcycleStream(booking.motorcycleId), reserveMotorcycleUnit(given.unit!, { bookingId, reservedBy: updatedBy, reservedAt: updatedAt }));
  }
  decision.append(stream, { type: 'BookingUpdated', data: { bookingId, ...booking, journalEntryId, reversalEntryId, updatedBy, updatedAt } } satisfies BookingUpdated);
  decision.add(correctedDepositRelease(current, booking, given));
  decision.add(depositReferenceClaims(bookingId, booking, given));
  return decision.result();
}

// ---- refunds ----------------------------------------------------------------------------------

export interface RefundBooking {
  bookingId: string;
  refundId: string;
  journalEntryId: string;
  refundAmount: Poisha;
  refundMethodId: string;
  reason: string;
  /** The business day of the refund (today). */
  date: string;
  refundedBy: string;
  refundedAt: string;
  /** The user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
  /** The refund's transaction ID as typed (required for Mobile Banking and Card methods when the setting is on). */
  transactionId?: string | null;
}

export interface RefundBookingGiven extends Omit<BookingGiven, 'customer' | 'unit'> {
  /** The unit the booking holds, when it holds one (released by a refund that empties the booking). */
  heldUnit?: MotorcycleUnitState;
  funds?: Readonly<Record<string, AccountFunds>>;
}

/** The refund's events: the booking's, Dr Customer Deposits / Cr the account, and the unit released once nothing remains. */
function refundDecision(
  current: BookingState,
  refund: BookingRefund,
  given: Pick<RefundBookingGiven, 'systemAccounts' | 'books' | 'heldUnit' | 'accounts' | 'funds' | 'paymentReferences'>,
  options: { allowOverdraft?: boolean; releaseReason: MotorcycleReleaseReason },
): StreamEvents[] {
  const depositsId = systemAccountId(given.systemAccounts, 'customerDeposits');
  assertBooksOpen(given.books, refund.date);
  const fundsSpent = assertFundsAvailable({ [refund.creditAccountId]: -refund.amount }, given.accounts, given.funds, options.allowOverdraft, refund.date);
  const decided: StreamEvents[] = [{ stream: bookingStream(current.bookingId), events: [{ type: 'BookingRefunded', data: refund } satisfies BookingRefunded] }];
  const empties = refund.amount >= bookingMoneyRemaining(current);
  // All its money given back: the deposit's transaction ID may be recorded again (a booking taken anew).
  if (empties) decided.push(...depositReferenceRelease(current, given, options.releaseReason === 'cancelled' ? 'booking cancelled' : 'booking refunded'));
  if (current.motorcycleId && empties) {
    if (!given.heldUnit || given.heldUnit.motorcycleId !== current.motorcycleId) throw new Error(`heldUnit must be the booking's unit ${current.motorcycleId}`);
    decided.push({ stream: motorcycleStream(current.motorcycleId), events: [releaseMotorcycleUnit(given.heldUnit, { bookingId: current.bookingId, reason: options.releaseReason, releasedBy: refund.refundedBy, releasedAt: refund.refundedAt })] });
  }
  decided.push(...postingOf({
    journalEntryId: refund.journalEntryId,
    date: refund.date,
    reference: shortReference('BKR', refund.refundId),
    description: `Booking money refunded: ${refund.reason}`.slice(0, 500),
    source: postingSource('booking-refund', bookingStream(current.bookingId)),
    postedBy: refund.refundedBy,
    postedAt: refund.refundedAt,
  }, new EntryLines().debit(depositsId, refund.amount).credit(refund.creditAccountId, refund.amount)));
  decided.push(...fundsSpent);
  return decided;
}

/**
 * Gives booking money back: between ৳0.01 and what remains, to the refund method's account
 * (Dr Customer Deposits / Cr that account), with a reason. A refund that empties the booking makes
 * it Refunded and releases its unit. Applied and cancelled bookings are not refunded here.
 */
export function refundBooking(command: RefundBooking, given: RefundBookingGiven): StreamEvents[] {
  const current = requireBooking(given.booking);
  if (current.appliedInvoiceId) throw ruleViolation('This booking is applied to an invoice; void the invoice to refund it');
  if (current.chosenStatus === 'Cancelled') throw ruleViolation('This booking is cancelled; its money was returned when it was cancelled');
  // The screen offers Refund on Confirmed bookings (spec §4), and on partly refunded ones for the rest: the
  // status it shows, not the one chosen by hand underneath. A Pending one's money goes back by cancelling it.
  if (bookingStatusOf(current) === 'Pending') throw ruleViolation('Only a Confirmed booking can be refunded; this one is Pending (cancel it to return its money)');
  const refundable = bookingMoneyRemaining(current);
  if (refundable <= 0) throw ruleViolation('Nothing remains to refund on this booking');
  const errors: FieldErrors = {};
  const amount = command.refundAmount;
  if (amount === undefined || amount === null || (typeof amount === 'number' && Number.isNaN(amount))) errors.refundAmount = 'Please enter refund amount';
  else if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1 || amount > refundable) errors.refundAmount = refundAmountMessage(refundable);
  const refundMethodId = trimmedText(command.refundMethodId);
  const methodError = moneyMethodProblem(refundMethodId, given, 'Please select refund method');
  if (methodError) errors.refundMethod = methodError;
  const transactionId = methodError ? null : transactionIdOf(command.transactionId, given.paymentMethod!, given, errors, (name) => name);
  const reason = trimmedText(command.reason);
  const reasonError = textProblem(reason, 'Please enter reason', MAX_BOOKING_REASON_LENGTH, 'Reason');
  if (reasonError) errors.reason = reasonError;
  const dateError = documentDateProblem(command.date, businessDayOf(command.refundedAt), 'refund');
  if (dateError) errors.date = dateError;
  refuseFieldErrors(errors);
  const { bookingId, refundId, journalEntryId, date, refundedBy, refundedAt } = command;
  const refund: BookingRefund = {
    bookingId, refundId, amount, paymentMethodId: refundMethodId, creditAccountId: given.paymentMethod!.accountId, reason, date, journalEntryId, refundedBy, refundedAt, ...(transactionId ? { transactionId } : {}),
  };
  return [
    ...refundDecision(current, refund, given, { allowOverdraft: command.allowOverdraft, releaseReason: 'refunded' }),
    ...claimPaymentReferences([{ paymentId: refundId, paymentMethodId: refundMethodId, methodName: given.paymentMethod!.name, transactionId }], { kind: 'booking', id: bookingId }, given),
  ];
}

// ---- for the invoice's decision ----------------------------------------------------------------

export interface BookingApplication {
  invoiceId: string;
  customerId: string;
  /** The unit the invoice sells (null for a products invoice). */
  motorcycleId: string | null;
  date: string;
  appliedBy: string;
  appliedAt: string;
}

/**
 * Applies what remains of a Confirmed booking (a partly refunded one included) to an invoice, once:
 * the invoice debits Customer Deposits by `amount` as a locked Booking Money payment. The invoice
 * must be for the booking's customer and, when the booking holds a unit, sell that unit
 * (`sellMotorcycleUnit` with the booking's id ends the hold).
 */
export function applyBooking(booking: BookingState, application: BookingApplication): { event: BookingApplied; amount: Poisha } {
  const current = requireBooking(booking);
  if (current.appliedInvoiceId) throw ruleViolation('This booking is already applied to an invoice');
  if (current.status !== 'Confirmed' && current.status !== 'Partial Refund') throw ruleViolation(`Only a Confirmed booking can be applied to an invoice; this one is ${current.status}`);
  const amount = bookingMoneyRemaining(current);
  if (amount <= 0) throw ruleViolation('This booking has no money left to apply');
  if (application.customerId !== current.customerId) throw ruleViolation('This booking belongs to another customer');
  if (current.motorcycleId && application.motorcycleId !== current.motorcycleId) throw ruleViolation('This booking reserved another motorcycle; the invoice must sell that motorcycle');
  const { invoiceId, date, appliedBy, appliedAt } = application;
  return {
    event: { type: 'BookingApplied', data: { bookingId: current.bookingId, invoiceId, amount, customerId: current.customerId, motorcycleId: application.motorcycleId, date, appliedBy, appliedAt } },
    amount,
  };
}

/** Undoes `applyBooking` (its invoice voided): the money is the booking's again. */
export function reverseBookingApplication(booking: BookingState, reversal: { invoiceId: string; reversedBy: string; reversedAt: string }): BookingApplicationReversed {
  const current = requireBooking(booking);
  if (current.appliedInvoiceId !== reversal.invoiceId) throw ruleViolation('This booking is not applied to this invoice');
  return {
    type: 'BookingApplicationReversed',
    data: { bookingId: current.bookingId, invoiceId: reversal.invoiceId, amount: current.appliedAmount, customerId: current.customerId, reversedBy: reversal.reversedBy, reversedAt: reversal.reversedAt },
  };
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const BOOKING_STREAM_KIND = streamKindOf(STREAM_NAMES.booking, { initialState: initialBookingState, evolve: evolveBooking });
