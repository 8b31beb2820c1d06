import { takaInWords } from './amount-words';
import { formatDate } from '../format/date';
import { formatTaka } from '../format/taka';
import type { BusinessProfile, PrintableInvoice, PrintableInvoiceItem, PrintableInvoiceVat } from './document-types';
import { VoidNotice } from './InvoiceDocument';
import { PaperFacts, PaperFooter, PaperSignatures, PrintPaper } from './PrintPaper';
import { taxInvoiceLine } from './tax-invoice-lines';

/** The form's heading as the NBR prints it: the Bangla lines, then Tax Invoice, Mushak-6.3. */
function TaxInvoiceHeading({ voided }: { voided?: boolean }) {
  return (
    <header className="paper-tax-heading" data-testid="tax-invoice-heading">
      <div>গণপ্রজাতন্ত্রী বাংলাদেশ সরকার</div>
      <div>জাতীয় রাজস্ব বোর্ড</div>
      <div className="paper-tax-heading-title">কর চালানপত্র</div>
      <div className="paper-tax-heading-rule">[বিধি ৪০ এর উপ-বিধি (১) এর দফা (গ) ও দফা (চ) দ্রষ্টব্য]</div>
      <div className="paper-title">{voided ? 'TAX INVOICE (VOID)' : 'TAX INVOICE'} · Mushak-6.3</div>
    </header>
  );
}

function TaxInvoiceParties({ invoice, business, vat }: { invoice: PrintableInvoice; business: BusinessProfile; vat: PrintableInvoiceVat }) {
  const issued = new Date(vat.issuedAt);
  const time = Number.isNaN(issued.getTime()) ? '' : issued.toLocaleTimeString('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit' });
  return (
    <div className="paper-parties">
      <PaperFacts
        single
        testId="tax-invoice-seller"
        facts={[
          ['Seller', business.businessName],
          ['Seller BIN', business.binVatNumber],
          ['Seller Address', business.address],
        ]}
      />
      <PaperFacts
        single
        testId="tax-invoice-buyer"
        facts={[
          ['Buyer', invoice.customer.name],
          ['Buyer BIN / NID', invoice.customer.binOrNid ?? ''],
          ['Buyer Address', invoice.customer.address ?? ''],
          ['Invoice No', invoice.invoiceNumber],
          ['Date and Time of Issue', `${formatDate(invoice.date)}${time ? ` ${time}` : ''}`],
        ]}
      />
    </div>
  );
}

function TaxInvoiceRow({ item, index, pricesIncludeVat }: { item: PrintableInvoiceItem; index: number; pricesIncludeVat: boolean }) {
  const line = taxInvoiceLine(item, pricesIncludeVat);
  const unit = item.chassisNo || item.engineNo ? ` (Chassis ${item.chassisNo || '—'}, Engine ${item.engineNo || '—'})` : '';
  return (
    <tr>
      <td className="paper-col-number">{index + 1}</td>
      <td>{`${item.name}${item.model && item.model !== item.name ? ` ${item.model}` : ''}${unit}`}</td>
      <td>{item.type === 'Motorcycle' ? 'Unit' : 'Pcs'}</td>
      <td className="paper-col-number">{item.quantity}</td>
      <td className="paper-col-money">{formatTaka(line.unitPriceBeforeVat)}</td>
      <td className="paper-col-money">{formatTaka(line.value)}</td>
      <td className="paper-col-number">0%</td>
      <td className="paper-col-money">{formatTaka(0)}</td>
      <td className="paper-col-number">{line.vatRateText}</td>
      <td className="paper-col-money">{formatTaka(line.vat)}</td>
      <td className="paper-col-money">{formatTaka(line.priceWithTaxes)}</td>
    </tr>
  );
}

/**
 * The Mushak-6.3 tax invoice (issue 24 item 6), on A4: the form's heading, seller and buyer, the
 * invoice number with the date and time of issue, each line's value before VAT, SD, VAT and price
 * with taxes, the totals, the amount in words, and the authorized person's signature.
 */
export function TaxInvoiceDocument({ invoice, business, vat }: { invoice: PrintableInvoice; business: BusinessProfile; vat: PrintableInvoiceVat }) {
  const lines = invoice.items.map((item) => taxInvoiceLine(item, vat.pricesIncludeVat));
  const valueTotal = lines.reduce((sum, line) => sum + Math.round(line.value * 100), 0) / 100;
  const withTaxes = lines.reduce((sum, line) => sum + Math.round(line.priceWithTaxes * 100), 0) / 100;
  const signer = [vat.authorizedPerson.name, vat.authorizedPerson.designation].filter(Boolean).join(', ');
  return (
    <PrintPaper size="A4" testId="tax-invoice-document">
      <TaxInvoiceHeading voided={invoice.voided} />
      <VoidNotice invoice={invoice} />
      <TaxInvoiceParties invoice={invoice} business={business} vat={vat} />
      <table className="paper-table paper-table-tax" data-testid="tax-invoice-items">
        <thead>
          <tr>
            {['SL', 'Description', 'Unit', 'Qty', 'Unit Price before VAT', 'Value', 'SD Rate', 'SD', 'VAT Rate', 'VAT', 'Price with Taxes'].map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            <TaxInvoiceRow key={index} item={item} index={index} pricesIncludeVat={vat.pricesIncludeVat} />
          ))}
          <tr className="paper-total-strong" data-testid="tax-invoice-totals">
            <td colSpan={5}>Total</td>
            <td className="paper-col-money">{formatTaka(valueTotal)}</td>
            <td />
            <td className="paper-col-money">{formatTaka(0)}</td>
            <td />
            <td className="paper-col-money">{formatTaka(vat.vatTotal)}</td>
            <td className="paper-col-money">{formatTaka(withTaxes)}</td>
          </tr>
        </tbody>
      </table>
      <div className="paper-words" data-testid="tax-invoice-words">
        <div className="paper-section-title">In Words</div>
        <div>{takaInWords(invoice.total)}</div>
      </div>
      <div className="paper-tax-signer" data-testid="tax-invoice-signer">
        Authorized person: {signer || '—'}
      </div>
      <PaperSignatures roles={["Customer's Signature", `Authorized Signature${signer ? ` (${signer})` : ''}`]} />
      <PaperFooter business={business} paper="invoice" />
    </PrintPaper>
  );
}
