import { formatDate } from '../format/date';
import type { BusinessProfile, PrintableInvoice } from './document-types';
import { VoidNotice } from './InvoiceDocument';
import { PaperFacts, PaperFooter, PaperLetterhead, PaperSignatures, PrintPaper } from './PrintPaper';

/**
 * The Delivery Challan / Gate Pass of a motorcycle invoice, on A5: the unit that leaves the
 * showroom (product, colour, chassis and engine numbers), to whom, and the signatures of the
 * customer, the showroom and the gate. No prices: it travels with the motorcycle.
 */
export function DeliveryChallanDocument({ invoice, business }: { invoice: PrintableInvoice; business: BusinessProfile }) {
  const units = invoice.items.filter((item) => item.chassisNo || item.engineNo || item.type === 'Motorcycle');
  return (
    <PrintPaper size="A5" testId="challan-document">
      <PaperLetterhead business={business} title={invoice.voided ? 'DELIVERY CHALLAN / GATE PASS (VOID)' : 'DELIVERY CHALLAN / GATE PASS'} compact />
      <VoidNotice invoice={invoice} />
      <PaperFacts
        testId="challan-document-facts"
        facts={[
          ['Challan No', invoice.invoiceNumber],
          ['Date', formatDate(invoice.date)],
          ['Customer', invoice.customer.name],
          ['Phone', invoice.customer.phone],
          ['Address', invoice.customer.address ?? ''],
        ]}
      />
      <table className="paper-table" data-testid="challan-document-units">
        <thead>
          <tr>
            <th className="paper-col-number">SL</th>
            <th>Motorcycle</th>
            <th>Chassis No</th>
            <th>Engine No</th>
            <th className="paper-col-number">Qty</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => (
            <tr key={index}>
              <td className="paper-col-number">{index + 1}</td>
              <td>
                <div className="paper-item-name">{unit.name}</div>
                <div className="paper-item-unit">{[unit.model !== unit.name ? unit.model : '', unit.color ? `Colour: ${unit.color}` : ''].filter(Boolean).join(' · ')}</div>
              </td>
              <td className="paper-unit-number">{unit.chassisNo || '—'}</td>
              <td className="paper-unit-number">{unit.engineNo || '—'}</td>
              <td className="paper-col-number">{unit.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="paper-declaration">Received the above motorcycle with its key, tool kit and papers in good condition.</p>
      <PaperSignatures roles={["Customer's Signature", 'Authorized Signature', 'Gate / Security']} />
      <PaperFooter business={business} paper="deliveryChallan" />
    </PrintPaper>
  );
}
