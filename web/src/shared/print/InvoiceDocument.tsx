import { takaInWords } from './amount-words';
import { formatDate } from '../format/date';
import { formatTaka } from '../format/taka';
import type { BusinessProfile, PrintableInvoice, PrintableInvoiceItem } from './document-types';
import { PaperFacts, PaperFooter, PaperLetterhead, PaperSignatures, PrintPaper } from './PrintPaper';

function ItemDescription({ item }: { item: PrintableInvoiceItem }) {
  const title = item.model && item.model !== item.name ? `${item.name} (${item.model})` : item.name;
  const isUnit = Boolean(item.chassisNo || item.engineNo);
  return (
    <>
      <div className="paper-item-name">{title}</div>
      {isUnit && (
        <div className="paper-item-unit">
          Chassis No: <strong>{item.chassisNo || '—'}</strong> · Engine No: <strong>{item.engineNo || '—'}</strong>
          {item.color ? ` · Colour: ${item.color}` : ''}
        </div>
      )}
    </>
  );
}

/** The mark a voided invoice prints: VOID, when and why, and that nothing is owed on it. */
export function VoidNotice({ invoice }: { invoice: PrintableInvoice }) {
  if (!invoice.voided) return null;
  const refunded = invoice.refundedAmount ?? 0;
  return (
    <div className="paper-void" data-testid="paper-void">
      <div className="paper-void-stamp">VOID</div>
      <div className="paper-void-text">
        This invoice was voided{invoice.voidedAt ? ` on ${formatDate(invoice.voidedAt)}` : ''}
        {invoice.voidReason ? ` (${invoice.voidReason})` : ''}. It is not a sale: nothing is owed on it
        {refunded > 0 ? `, and ${formatTaka(refunded)} paid was refunded` : ''}
        {invoice.bookingAmount > 0 ? `; the booking money ${formatTaka(invoice.bookingAmount)} went back to the booking` : ''}.
      </div>
    </div>
  );
}

function TotalLine({ label, amount, testId, strong }: { label: string; amount: string; testId: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'paper-total-strong' : undefined}>
      <th scope="row">{label}</th>
      <td data-testid={testId}>{amount}</td>
    </tr>
  );
}

/**
 * The Invoice, on A4 (spec §2, §9): the business profile, the customer, the items (a motorcycle
 * with its chassis and engine numbers), subtotal, shipping, 'Cashback (−)' for the discount, the
 * total, Paid and Due only when not zero, and the total in words.
 */
export function InvoiceDocument({ invoice, business }: { invoice: PrintableInvoice; business: BusinessProfile }) {
  const facts: [string, string][] = [
    ['Invoice No', invoice.invoiceNumber],
    ['Date', formatDate(invoice.date)],
    ['Invoice Type', invoice.invoiceType],
    ['Payment Status', invoice.voided ? 'Voided' : invoice.paymentStatus],
  ];
  if (invoice.due > 0 && invoice.dueDate && !invoice.voided) facts.push(['Due Date', formatDate(invoice.dueDate)]);
  if (invoice.bookingNumber) facts.push(['Booking', invoice.bookingNumber]);
  const paidBy = invoice.payments.map((payment) => `${payment.method} ${formatTaka(payment.amount)}${payment.transactionId ? ` (TrxID ${payment.transactionId})` : ''}`);
  if (invoice.bookingAmount > 0) paidBy.unshift(`Booking Money ${formatTaka(invoice.bookingAmount)}`);

  return (
    <PrintPaper size="A4" testId="invoice-document">
      <PaperLetterhead business={business} title={invoice.voided ? 'INVOICE (VOID)' : 'INVOICE'} />
      <VoidNotice invoice={invoice} />
      <div className="paper-parties">
        <section className="paper-party" data-testid="invoice-document-customer">
          <div className="paper-section-title">Bill To</div>
          <div className="paper-party-name">{invoice.customer.name}</div>
          <div>Phone: {invoice.customer.phone || '—'}</div>
          {invoice.customer.address && <div>{invoice.customer.address}</div>}
          {invoice.customer.email && <div>{invoice.customer.email}</div>}
        </section>
        <PaperFacts facts={facts} testId="invoice-document-facts" />
      </div>

      <table className="paper-table" data-testid="invoice-document-items">
        <thead>
          <tr>
            <th className="paper-col-number">SL</th>
            <th>Description</th>
            <th className="paper-col-number">Qty</th>
            <th className="paper-col-money">Unit Price</th>
            <th className="paper-col-money">Total</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            <tr key={index}>
              <td className="paper-col-number">{index + 1}</td>
              <td>
                <ItemDescription item={item} />
              </td>
              <td className="paper-col-number">{item.quantity}</td>
              <td className="paper-col-money">{formatTaka(item.unitPrice)}</td>
              <td className="paper-col-money">{formatTaka(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="paper-summary">
        <div className="paper-words" data-testid="invoice-document-words">
          <div className="paper-section-title">In Words</div>
          <div>{takaInWords(invoice.total)}</div>
          {paidBy.length > 0 && (
            <div className="paper-paid-by" data-testid="invoice-document-paid-by">
              Paid by: {paidBy.join(', ')}
            </div>
          )}
        </div>
        <table className="paper-totals" data-testid="invoice-document-totals">
          <tbody>
            <TotalLine label="Subtotal" amount={formatTaka(invoice.subtotal)} testId="invoice-document-subtotal" />
            <TotalLine label="Shipping" amount={formatTaka(invoice.shippingCharge)} testId="invoice-document-shipping" />
            <TotalLine label="Cashback (−)" amount={formatTaka(invoice.discount)} testId="invoice-document-cashback" />
            <TotalLine label="Total" amount={formatTaka(invoice.total)} testId="invoice-document-total" strong />
            {invoice.paidAmount !== 0 && <TotalLine label="Paid" amount={formatTaka(invoice.paidAmount)} testId="invoice-document-paid" />}
            {invoice.voided && (invoice.refundedAmount ?? 0) > 0 && <TotalLine label="Refunded (−)" amount={formatTaka(invoice.refundedAmount ?? 0)} testId="invoice-document-refunded" />}
            {invoice.due !== 0 && !invoice.voided && <TotalLine label="Due" amount={formatTaka(invoice.due)} testId="invoice-document-due" strong />}
          </tbody>
        </table>
      </div>

      {invoice.notes && (
        <div className="paper-notes">
          <span className="paper-section-title">Notes: </span>
          {invoice.notes}
        </div>
      )}
      <PaperSignatures roles={["Customer's Signature", 'Authorized Signature']} />
      <PaperFooter business={business} paper="invoice" />
    </PrintPaper>
  );
}
