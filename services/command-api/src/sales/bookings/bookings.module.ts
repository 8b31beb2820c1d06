import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../../accounts/shared/accounts-shared.module';
import { SystemAccountIds } from '../../platform/system-accounts';
import { BOOKING_COMMAND_HANDLERS } from './booking.commands';
import { BookingsController } from './bookings.controller';
import { BookingQueries } from './booking-queries';
import { PaymentReferences } from '../payment-references';

@Module({ imports: [AccountsSharedModule], controllers: [BookingsController], providers: [...BOOKING_COMMAND_HANDLERS, BookingQueries, SystemAccountIds, PaymentReferences] })
export class BookingsModule {}
