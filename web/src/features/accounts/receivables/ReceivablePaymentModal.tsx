import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { OpenItemPaymentModal } from '../open-items/OpenItemPaymentModal';
import { useReceivePayment, type Receivable, type ReceivablePaymentValues } from './use-receivables';

/** Receive Payment: some or all of what remains on a receivable entered by hand, into a payment method's account. */
export function ReceivablePaymentModal({ item, onClose }: { item: Receivable | null; onClose: () => void }) {
  const receive = useReceivePayment();
  const remaining = item?.remaining ?? 0;

  return (
    <OpenItemPaymentModal<Receivable, ReceivablePaymentValues>
      item={item}
      onClose={onClose}
      title="Receive Payment"
      testId="receivable-payment"
      formTestId="receivable-payment-form"
      summary={(receivable) => [
        { key: 'customer', label: 'Customer', children: receivable.customer.name },
        { key: 'due', label: 'Due Date', children: formatDate(receivable.dueDate) },
        { key: 'amount', label: 'Amount', children: formatTaka(receivable.amount) },
        { key: 'remaining', label: 'Remaining', children: <strong data-testid="receivable-payment-remaining">{formatTaka(remaining)}</strong> },
      ]}
      amount={{
        messages: { required: 'Please enter amount!', positive: 'Amount must be greater than 0!', aboveMax: (due) => `Payment cannot exceed the due amount of ${due}` },
        testId: 'receivable-payment-amount',
      }}
      dateTestId="receivable-payment-date"
      methodTestId="receivable-payment-method"
      notesTestId="receivable-payment-notes"
      mutation={receive}
      succeeded="Payment received successfully"
    />
  );
}
