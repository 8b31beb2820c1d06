import { Alert, Skeleton, Typography } from 'antd';
import type { BusinessProfile, PrintableInvoice } from '../../../shared/print/document-types';
import { DeliveryChallanDocument } from '../../../shared/print/DeliveryChallanDocument';
import { InvoiceDocument } from '../../../shared/print/InvoiceDocument';
import { TaxInvoiceDocument } from '../../../shared/print/TaxInvoiceDocument';
import { useVatSettingsAnswer } from './use-invoice-vat';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { useBusinessSettings } from '../../settings/business-profile/use-business-settings';
import type { Invoice } from './invoice-types';

/**
 * An invoice as its papers print it: the booking money apart from the methods' payments, refunded
 * payments left out; an invoice issued while registered for VAT with its VAT (it prints as the
 * Mushak-6.3), signed by `authorizedPerson` of the VAT settings.
 */
export function printableInvoice(invoice: Invoice, authorizedPerson: { name: string; designation: string } = { name: '', designation: '' }): PrintableInvoice {
  return {
    vat: invoice.pricesIncludeVat === null ? null : { pricesIncludeVat: invoice.pricesIncludeVat, vatTotal: invoice.vatTotal, issuedAt: invoice.createdAt, authorizedPerson },
    invoiceNumber: invoice.invoiceId ?? '—',
    invoiceType: invoice.invoiceType,
    date: invoice.date,
    dueDate: invoice.dueDate,
    customer: invoice.customer,
    items: invoice.items.map((item) => ({
      name: item.product?.name ?? item.name,
      model: item.product?.model,
      type: item.type,
      chassisNo: item.chassisNo ?? undefined,
      engineNo: item.engineNo ?? undefined,
      color: item.color ?? undefined,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      total: item.total,
      vatRate: item.vatRate,
      taxableValue: item.taxableValue,
      vat: item.vat,
    })),
    subtotal: invoice.subTotal,
    shippingCharge: invoice.shippingCharge,
    discount: invoice.discount,
    total: invoice.totalAmount,
    bookingAmount: invoice.booking?.amount ?? 0,
    bookingNumber: invoice.booking?.bookingNumber ?? null,
    paidAmount: invoice.paidAmount,
    due: invoice.due,
    paymentStatus: invoice.paymentStatus,
    payments: (invoice.payments ?? []).filter((payment) => payment.kind === 'payment').map((payment) => ({ method: payment.method.name, amount: payment.amount, date: payment.date, transactionId: payment.transactionId })),
    notes: invoice.notes,
    voided: invoice.status === 'Voided',
    voidedAt: invoice.voidedAt,
    voidReason: invoice.voidReason,
    refundedAmount: invoice.refundedAmount ?? 0,
  };
}

export type InvoicePaperKind = 'invoice' | 'chalan';

/**
 * The invoice's paper (Invoice on A4, Delivery Challan on A5) with the business profile of the
 * settings; the spec's print-view states while the profile loads or fails.
 */
export function InvoicePaper({ invoice, kind }: { invoice: Invoice | null | undefined; kind: InvoicePaperKind }) {
  const settings = useBusinessSettings();
  const vatSettings = useVatSettingsAnswer();
  if (settings.isLoading) {
    return (
      <div data-testid="invoice-paper-loading">
        <Typography.Text type="secondary">Loading invoice details...</Typography.Text>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (settings.error) return <LoadErrorAlert title="Error loading invoice details" error={settings.error} onRetry={() => settings.refetch()} testId="invoice-paper-error" />;
  if (!invoice) return <Alert type="warning" showIcon message="No Invoice Data" description="Invoice data not available" />;
  const business: BusinessProfile = settings.data ?? { businessName: '', address: '', phones: [], email: '', logoDataUrl: '', binVatNumber: '', footerText: '' };
  const printable = printableInvoice(invoice, vatSettings?.authorizedPerson);
  const paper = printable.vat ? <TaxInvoiceDocument invoice={printable} business={business} vat={printable.vat} /> : <InvoiceDocument invoice={printable} business={business} />;
  return <div className="invoice-paper-scroll">{kind === 'chalan' ? <DeliveryChallanDocument invoice={printable} business={business} /> : paper}</div>;
}
