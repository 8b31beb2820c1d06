import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKING_ACCOUNT_ROLES,
  bookingStream,
  BOOKS_CLOSING_STREAM,
  createBooking,
  customerStream,
  journalEntryStream,
  motorcycleStream,
  paymentMethodStream,
  refundBooking,
  updateBooking,
  uuidv7,
  type BookingState,
  type BooksState,
  type CustomerState,
  type GlAccountState,
  type JournalEntryState,
  type MotorcycleUnitState,
  type PaymentMethodState,
} from '@dealer/domain';
import { CommandPipeline, type StreamReader } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { dhakaDate } from '../../platform/dates';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../../accounts/shared/account-funds';
import { accountClassTypes, accountStates } from '../../accounts/shared/account-states';
import { refusalsIn } from '../../platform/refusals';
import { SystemAccountIds, systemAccountStates } from '../../platform/system-accounts';
import { PaymentReferences } from '../payment-references';
import { BOOKING_REFUSALS } from './booking.refusals';
import type { BookingMoneyRequest, BookingRefundRequest, BookingRequest, BookingUpdateRequest } from './booking.dto';

export class CreateBooking {
  constructor(readonly context: CommandContext, readonly fields: BookingRequest) {}
}
export class UpdateBooking {
  constructor(readonly context: CommandContext, readonly bookingId: string, readonly fields: BookingUpdateRequest) {}
}
export class RefundBooking {
  constructor(readonly context: CommandContext, readonly bookingId: string, readonly fields: BookingRefundRequest) {}
}

const now = () => new Date().toISOString();

/**
 * What a booking decision reads: the booking, the customer it names (or has), the payment method
 * named and the accounts it and the booking post to (with their class types), the unit named and
 * the unit it holds, the deposit's entry, the system accounts and the books. Every one of these
 * streams guards the append.
 */
async function bookingGiven(read: StreamReader, bookingId: string, named: { customerId?: string; paymentMethodId?: string; motorcycleId?: string | null }, roles: Record<string, string>) {
  const booking = await read<BookingState>(bookingStream(bookingId));
  const customerId = named.customerId ?? booking.customerId;
  const paymentMethodId = named.paymentMethodId ?? booking.paymentMethodId;
  const method = paymentMethodId ? await read<PaymentMethodState>(paymentMethodStream(paymentMethodId)) : null;
  const accounts: Record<string, GlAccountState> = await accountStates(read, [method?.accountId, method?.processingFeeAccountId, booking.debitAccountId, booking.feeAccountId]);
  const motorcycleId = named.motorcycleId === undefined ? booking.motorcycleId : named.motorcycleId;
  return {
    booking,
    customer: await read<CustomerState>(customerStream(customerId || bookingId)),
    paymentMethod: method && method.lifecycle !== 'absent' ? method : null,
    accounts,
    accountTypes: await accountClassTypes(read, accounts),
    systemAccounts: await systemAccountStates(read, roles),
    unit: motorcycleId ? await read<MotorcycleUnitState>(motorcycleStream(motorcycleId)) : undefined,
    heldUnit: booking.motorcycleId ? await read<MotorcycleUnitState>(motorcycleStream(booking.motorcycleId)) : undefined,
    postedEntry: booking.journalEntryId ? await read<JournalEntryState>(journalEntryStream(booking.journalEntryId)) : undefined,
    books: await read<BooksState>(BOOKS_CLOSING_STREAM),
  };
}

/** Takes a booking (POST /api/bookings, and the customer's booking money): Dr the method's account / Cr Customer Deposits. */
@CommandHandler(CreateBooking)
export class CreateBookingHandler implements ICommandHandler<CreateBooking> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly references: PaymentReferences) {}

  async execute({ context, fields }: CreateBooking) {
    const bookingId = uuidv7();
    const roles = await this.systemAccounts.of(BOOKING_ACCOUNT_ROLES);
    const command = {
      bookingId,
      customerId: fields.customer,
      amount: poishaFromTaka(fields.amount),
      paymentMethodId: fields.method,
      description: fields.description ?? '',
      status: fields.status ?? 'Confirmed',
      motorcycleId: fields.motorcycleId ?? null,
      transactionId: fields.transactionId ?? null,
      date: fields.date ?? dhakaDate(),
      journalEntryId: uuidv7(),
      createdBy: context.userId,
      createdAt: now(),
    };
    return refusalsIn(
      this.references.in(BOOKING_REFUSALS),
      () =>
        this.pipeline.run(context, {
          result: { id: bookingId },
          decide: async (read) => createBooking(command, { ...(await bookingGiven(read, bookingId, command, roles)), ...(await this.references.given(read, [command])) }),
        }),
    );
  }
}

/** The money a decision may pay out comes from an account's balance in the read models. */
async function fundsOf(funds: AccountFundsReader, accounts: Record<string, GlAccountState>, accountId: string, read: StreamReader, date: string) {
  return accounts[accountId] ? funds.funds({ [accountId]: accounts[accountId] }, read, date) : undefined;
}

/**
 * Changes a booking (PUT), or cancels it (PUT with status Cancelled, or DELETE): the domain's
 * updateBooking. A cancellation pays the money that remains back, so it reads the paying account's
 * balance (and waits for the read models); other changes do not.
 */
@CommandHandler(UpdateBooking)
export class UpdateBookingHandler implements ICommandHandler<UpdateBooking> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly funds: AccountFundsReader, private readonly references: PaymentReferences) {}

  async execute({ context, bookingId, fields }: UpdateBooking) {
    const roles = await this.systemAccounts.of(BOOKING_ACCOUNT_ROLES);
    const cancels = fields.status === 'Cancelled';
    const named = { customerId: fields.customer, paymentMethodId: fields.method, motorcycleId: fields.motorcycleId };
    return refusalsIn(
      this.references.in(BOOKING_REFUSALS),
      () =>
        this.pipeline.run(context, {
          result: { id: bookingId },
          readsReadModels: cancels,
          decide: async (read) => {
            const given = await bookingGiven(read, bookingId, named, roles);
            // The deposit as it will be: the method and transaction ID given, else the booking's own.
            const deposit = { paymentMethodId: fields.method ?? given.booking.paymentMethodId, transactionId: fields.transactionId === undefined ? given.booking.transactionId : fields.transactionId };
            // …and the deposit as it was: a cancellation or a corrected id releases the id it recorded.
            const references = await this.references.given(read, [deposit, given.booking]);
            const today = dhakaDate();
            const funds = cancels ? await fundsOf(this.funds, given.accounts, given.booking.debitAccountId, read, today) : undefined;
            return updateBooking(
              {
                bookingId,
                customerId: fields.customer,
                amount: fields.amount === undefined ? undefined : poishaFromTaka(fields.amount),
                paymentMethodId: fields.method,
                description: fields.description,
                status: fields.status,
                motorcycleId: fields.motorcycleId,
                transactionId: fields.transactionId,
                reversalEntryId: uuidv7(),
                journalEntryId: uuidv7(),
                refundId: uuidv7(),
                refundJournalEntryId: uuidv7(),
                today,
                updatedBy: context.userId,
                updatedAt: now(),
                allowOverdraft: fields.allowOverdraft ?? false,
              },
              { ...given, ...references, funds },
            );
          },
        }),
    );
  }
}

/** Gives booking money back: Dr Customer Deposits / Cr the refund method's account, never more than remains. */
@CommandHandler(RefundBooking)
export class RefundBookingHandler implements ICommandHandler<RefundBooking> {
  constructor(private readonly pipeline: CommandPipeline, private readonly systemAccounts: SystemAccountIds, private readonly funds: AccountFundsReader, private readonly references: PaymentReferences) {}

  async execute({ context, bookingId, fields }: RefundBooking) {
    const roles = await this.systemAccounts.of(BOOKING_ACCOUNT_ROLES);
    const refundId = uuidv7();
    return refusalsIn(
      this.references.in(BOOKING_REFUSALS),
      () =>
        this.pipeline.run(context, {
          result: { id: bookingId, refundId },
          // Money that does not exist cannot be paid out: the paying account's balance is in the read models.
          readsReadModels: true,
          decide: async (read) => {
            const given = await bookingGiven(read, bookingId, { paymentMethodId: fields.refundMethod }, roles);
            const date = fields.refundDate ?? dhakaDate();
            const funds = given.paymentMethod ? await fundsOf(this.funds, given.accounts, given.paymentMethod.accountId, read, date) : undefined;
            return refundBooking(
              {
                bookingId,
                refundId,
                journalEntryId: uuidv7(),
                refundAmount: poishaFromTaka(fields.refundAmount),
                refundMethodId: fields.refundMethod,
                reason: fields.reason,
                date,
                refundedBy: context.userId,
                refundedAt: now(),
                allowOverdraft: fields.allowOverdraft ?? false,
                transactionId: fields.transactionId ?? null,
              },
              // The refund's reference, and the deposit's (released by a refund that gives all the money back).
              { ...given, ...(await this.references.given(read, [{ paymentMethodId: fields.refundMethod, transactionId: fields.transactionId }, given.booking])), funds },
            );
          },
        }),
    );
  }
}

/** The customer's booking money (POST …/customer/{customerId}/booking-money): a booking for that customer. */
export const bookingMoneyRequest = (customerId: string, fields: BookingMoneyRequest): BookingRequest => ({
  ...fields,
  customer: customerId,
  description: fields.description ?? 'Booking money deposit',
});

export const BOOKING_COMMAND_HANDLERS = [CreateBookingHandler, UpdateBookingHandler, RefundBookingHandler];
