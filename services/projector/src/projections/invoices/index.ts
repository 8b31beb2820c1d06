import { invoicePaidOf, type InvoiceContact, type InvoiceEvent, type InvoiceItem, type InvoicePayment } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { InvoicesBatch } from './tables';

export { InvoicesBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    invoices: InvoicesBatch;
  }
}

const userOf = (by: unknown, event: RecordedEvent) => uuidOrNull(by ?? event.metadata.userId);

/** The chassis and engine numbers sold (the table's generated `search_text` adds the contact). */
const unitNumbersOf = (items: readonly Pick<InvoiceItem, 'chassisNo' | 'engineNo'>[]) => items.flatMap((item) => [item.chassisNo, item.engineNo]).filter(Boolean).join(' ');

const contactColumns = (customer: InvoiceContact) => ({
  customer_name: customer.name ?? '',
  customer_phone: customer.phone ?? '',
  customer_email: customer.email ?? '',
  customer_address: customer.address ?? '',
});

function insertPayments(batch: InvoicesBatch, invoiceId: string, payments: readonly InvoicePayment[], event: RecordedEvent, by: string | null, at: string): void {
  for (const [line, payment] of payments.entries()) {
    batch.payments.insert(payment.paymentId, {
      invoice_id: invoiceId,
      payment_method_id: payment.paymentMethodId,
      method_name: payment.methodName ?? '',
      account_id: payment.accountId,
      amount: payment.amount,
      processing_fee: payment.processingFee ?? 0,
      payment_date: payment.date,
      journal_entry_id: payment.journalEntryId,
      created_by: by,
      created_at: at,
      refunded_at: null,
      event_position: event.globalPosition,
      line,
      transaction_id: payment.transactionId ?? null,
    });
  }
}

/** invoices (numbered INV-000123 in log order; a voided one keeps its row and number) and invoice_payments. */
export const invoiceHandlers = on<InvoiceEvent, ProjectionBatch>({
  InvoiceIssued: (data, event, { invoices }) => {
    const at = data.issuedAt ?? occurredAt(event);
    const by = userOf(data.issuedBy, event);
    // The domain's own sums, as the invoice's state has them.
    const paid = invoicePaidOf(
      data.total,
      data.payments.map((payment) => payment.amount),
      data.booking?.amount ?? 0,
    );
    invoices.touched.add(data.invoiceId);
    invoices.numbered.push(data.invoiceId);
    invoices.invoices.insert(data.invoiceId, {
      invoice_type: data.invoiceType,
      customer_id: data.customerId,
      ...contactColumns(data.customer),
      invoice_date: data.date,
      items: data.items,
      subtotal: data.subtotal,
      shipping_charge: data.shippingCharge,
      discount_type: data.discountType,
      discount_value: data.discountValue,
      discount: data.discount,
      total: data.total,
      vat_total: data.vatTotal ?? 0,
      prices_include_vat: data.pricesIncludeVat ?? null,
      paid_amount: paid.paidAmount,
      due: paid.due,
      payment_status: paid.paymentStatus,
      booking_id: uuidOrNull(data.booking?.bookingId),
      booking_amount: data.booking?.amount ?? 0,
      receivable_id: uuidOrNull(data.receivableId),
      due_date: data.dueDate ?? null,
      journal_entry_id: data.journalEntryId,
      notes: data.notes ?? '',
      unit_numbers: unitNumbersOf(data.items),
      created_by: by,
      created_at: at,
      updated_at: at,
      voided_at: null,
      void_reason: '',
    });
    insertPayments(invoices, data.invoiceId, data.payments, event, by, at);
  },
  InvoicePaymentReceived: (data, event, { invoices }) => {
    const at = data.receivedAt ?? occurredAt(event);
    invoices.invoices.patch(data.invoiceId, { paid_amount: data.paidAmount, due: data.due, payment_status: data.paymentStatus, updated_at: at });
    insertPayments(invoices, data.invoiceId, data.payments, event, userOf(data.receivedBy, event), at);
  },
  InvoiceDetailsUpdated: (data, event, { invoices }) =>
    invoices.invoices.patch(data.invoiceId, {
      ...contactColumns(data.customer),
      notes: data.notes ?? '',
      updated_at: data.updatedAt ?? occurredAt(event),
    }),
  InvoiceVoided: (data, event, { invoices }) => {
    const at = data.voidedAt ?? occurredAt(event);
    invoices.touched.add(data.invoiceId);
    invoices.voided.set(data.invoiceId, at);
    invoices.invoices.patch(data.invoiceId, { voided_at: at, void_reason: data.reason ?? '', updated_at: at });
  },
});

/** The invoices read models: the list and its tab sizes, each invoice with its payments, a customer's purchases. */
export const invoicesProjection: Projection<'invoices'> = {
  name: 'invoices',
  tables: {
    invoices: 'id',
    invoice_payments: 'id',
    invoice_totals: 'name',
  },
  createState: () => new InvoicesBatch(),
  handlers: { ...invoiceHandlers },
  flush: (state: InvoicesBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
