import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { formatTaka, parseTaka } from '@dealer/domain';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { bookingMoneyRequest, CreateBooking, RefundBooking, UpdateBooking } from './booking.commands';
import { BookingListQuery, BookingMoneyRequest, BookingRefundRequest, BookingRequest, BookingUpdateRequest } from './booking.dto';
import { BookingQueries } from './booking-queries';

/**
 * Booking Management: booking money taken ahead of an invoice (Dr the method's account / Cr
 * Customer Deposits), refunds, and a customer's booking money. Deleting a booking cancels it: the
 * money that remains goes back to the account it came into and its motorcycle is released; the
 * booking stays in the list as Cancelled, because its postings stay in the books.
 */
@ApiTags('sales: bookings')
@ApiBearerAuth()
@Controller('bookings')
export class BookingsController {
  constructor(private readonly commands: CommandBus, private readonly queries: BookingQueries) {}

  @Get()
  async list(@Query() query: BookingListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get('customer/:customerId/booking-money')
  async bookingMoney(@Param('customerId', IdParam) customerId: string) {
    return ok(await this.queries.bookingMoneyOf(customerId));
  }

  /** Booking money for the customer in the path: a booking ('Booking money deposit' unless described otherwise). */
  @Post('customer/:customerId/booking-money')
  async addBookingMoney(@CommandContextOf() context: CommandContext, @Param('customerId', IdParam) customerId: string, @Body() body: BookingMoneyRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateBooking(context, bookingMoneyRequest(customerId, body)));
    return ok(await this.queries.get(outcome.result.id), 'Booking money added successfully');
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Get(':id/refunds')
  async refunds(@Param('id', IdParam) id: string) {
    return ok(await this.queries.refundsOf(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: BookingRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateBooking(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Booking created successfully');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: BookingUpdateRequest) {
    await this.commands.execute(new UpdateBooking(context, id, body));
    return ok(await this.queries.get(id), body.status === 'Cancelled' ? 'Booking cancelled' : 'Booking updated successfully');
  }

  /** Cancels the booking (see the class comment). */
  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new UpdateBooking(context, id, { status: 'Cancelled' }));
    const booking = await this.queries.get(id);
    const returned = booking.refunds.filter((refund) => refund.reason === 'Booking cancelled').reduce((sum, refund) => sum + parseTaka(refund.amount), 0);
    return ok(booking, returned > 0 ? `Booking cancelled: ${formatTaka(returned)} returned to ${booking.method.name}` : 'Booking cancelled');
  }

  /** Dr Customer Deposits / Cr the refund method's account. */
  @Post(':id/refund')
  async refund(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: BookingRefundRequest) {
    const outcome: CommandOutcome<{ id: string; refundId: string }> = await this.commands.execute(new RefundBooking(context, id, body));
    const [refund, booking] = await Promise.all([this.queries.refund(outcome.result.refundId), this.queries.get(id)]);
    return ok({ refund, booking }, 'Refund processed successfully');
  }
}
