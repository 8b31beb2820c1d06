import { formatDate } from '../format/date';
import { formatTaka } from '../format/taka';
import type { BusinessProfile, PrintableBooking } from './document-types';
import { takaInWords } from './amount-words';
import { PaperFacts, PaperFooter, PaperLetterhead, PaperSignatures, PrintPaper } from './PrintPaper';

/** The Booking Receipt, on A5: the booking money received, for what and by which method, in figures and in words. */
export function BookingReceiptDocument({ booking, business }: { booking: PrintableBooking; business: BusinessProfile }) {
  const facts: [string, string][] = [
    ['Receipt No', booking.bookingNumber],
    ['Date', formatDate(booking.date)],
    ['Customer', booking.customer.name],
    ['Phone', booking.customer.phone],
    ['Description', booking.description],
    ['Payment Method', booking.transactionId ? `${booking.method} (TrxID ${booking.transactionId})` : booking.method],
    ['Status', booking.status],
  ];
  if (booking.motorcycle) {
    const unit = booking.motorcycle;
    facts.push(['Motorcycle', [unit.name, unit.color].filter(Boolean).join(' · ')], ['Chassis / Engine', `${unit.chassisNo} / ${unit.engineNo}`]);
  }
  return (
    <PrintPaper size="A5" testId="booking-receipt-document">
      <PaperLetterhead business={business} title="BOOKING RECEIPT" compact />
      <PaperFacts facts={facts} testId="booking-receipt-facts" single />
      <table className="paper-totals paper-totals-wide">
        <tbody>
          <tr className="paper-total-strong">
            <th scope="row">Booking Amount</th>
            <td data-testid="booking-receipt-amount">{formatTaka(booking.amount)}</td>
          </tr>
          {booking.refunds.map((refund, index) => (
            <tr key={index}>
              <th scope="row">
                Refunded {formatDate(refund.refundDate)} ({refund.method}{refund.transactionId ? `, TrxID ${refund.transactionId}` : ''})
              </th>
              <td>−{formatTaka(refund.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="paper-words" data-testid="booking-receipt-words">
        <span className="paper-section-title">In Words: </span>
        {takaInWords(booking.amount)}
      </div>
      <PaperSignatures roles={["Customer's Signature", 'Received by']} />
      <PaperFooter business={business} paper="bookingReceipt" />
    </PrintPaper>
  );
}
