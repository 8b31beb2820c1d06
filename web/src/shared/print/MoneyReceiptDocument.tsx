import { formatDate } from '../format/date';
import { formatTaka } from '../format/taka';
import type { BusinessProfile, PrintableMoneyReceipt } from './document-types';
import { takaInWords } from './amount-words';
import { PaperFacts, PaperFooter, PaperLetterhead, PaperSignatures, PrintPaper } from './PrintPaper';

/**
 * The Money Receipt, on A5: one payment received on an invoice (or paid back on a booking), in
 * figures and in words, with its method and transaction ID. Any payment can print it (an
 * installment collection too): it knows only the printable receipt.
 */
export function MoneyReceiptDocument({ receipt, business }: { receipt: PrintableMoneyReceipt; business: BusinessProfile }) {
  const method = receipt.transactionId ? `${receipt.method} (TrxID ${receipt.transactionId})` : receipt.method;
  const facts: [string, string][] = [
    ['Receipt No', receipt.receiptNumber ?? '—'],
    ['Date', formatDate(receipt.date)],
    [receipt.direction === 'received' ? 'Received from' : 'Paid to', receipt.customer.name],
    ['Phone', receipt.customer.phone],
    ['Against', receipt.against],
    ['Payment Method', method],
  ];
  if (receipt.handledBy) facts.push([receipt.direction === 'received' ? 'Received by' : 'Paid by', receipt.handledBy]);
  if (receipt.note) facts.push(['Note', receipt.note]);
  return (
    <PrintPaper size="A5" testId="money-receipt-document">
      <PaperLetterhead business={business} title={receipt.direction === 'received' ? 'MONEY RECEIPT' : 'REFUND RECEIPT'} compact />
      <PaperFacts facts={facts} testId="money-receipt-facts" single />
      <table className="paper-totals paper-totals-wide">
        <tbody>
          <tr className="paper-total-strong">
            <th scope="row">{receipt.direction === 'received' ? 'Amount Received' : 'Amount Refunded'}</th>
            <td data-testid="money-receipt-amount">{formatTaka(receipt.amount)}</td>
          </tr>
        </tbody>
      </table>
      <div className="paper-words" data-testid="money-receipt-words">
        <span className="paper-section-title">In Words: </span>
        {takaInWords(receipt.amount)}
      </div>
      <PaperSignatures roles={["Customer's Signature", receipt.direction === 'received' ? 'Received by' : 'Paid by']} />
      <PaperFooter business={business} paper="moneyReceipt" />
    </PrintPaper>
  );
}
