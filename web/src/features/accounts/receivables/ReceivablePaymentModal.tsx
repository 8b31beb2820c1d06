import { formatDate, dhakaTodayValue } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { MoneyModal, PAYMENT_METHOD_FIELD } from '../../../shared/list';
import { usePaymentMethodOptions } from '../payment-methods/payment-method-options';
import { useReceivePayment, type Receivable, type ReceivablePaymentValues } from './use-receivables';

/** Receive Payment: some or all of what remains on a receivable entered by hand, into a payment method's account. */
export function ReceivablePaymentModal({ receivable, onClose }: { receivable: Receivable | null; onClose: () => void }) {
  const paymentMethods = usePaymentMethodOptions();
  const receive = useReceivePayment();
  const remaining = receivable?.remaining ?? 0;

  return (
    <MoneyModal<Receivable, ReceivablePaymentValues, { receivable: Receivable; values: ReceivablePaymentValues }>
      target={receivable}
      onClose={onClose}
      title="Receive Payment"
      okText="Receive Payment"
      testId="receivable-payment"
      formTestId="receivable-payment-form"
      summary={(receivable) => [
        { key: 'customer', label: 'Customer', children: receivable.customer.name },
        { key: 'due', label: 'Due Date', children: formatDate(receivable.dueDate) },
        { key: 'amount', label: 'Amount', children: formatTaka(receivable.amount) },
        { key: 'remaining', label: 'Remaining', children: <strong data-testid="receivable-payment-remaining">{formatTaka(remaining)}</strong> },
      ]}
      initialValues={() => ({ paymentDate: dhakaTodayValue(), paymentMethod: paymentMethods.defaultMethod?._id })}
      columns
      amount={{
        label: 'Amount',
        max: remaining,
        messages: { required: 'Please enter amount!', positive: 'Amount must be greater than 0!', aboveMax: (due) => `Payment cannot exceed the due amount of ${due}` },
        testId: 'receivable-payment-amount',
      }}
      dateTestId="receivable-payment-date"
      method={{ ...PAYMENT_METHOD_FIELD, choices: paymentMethods, testId: 'receivable-payment-method' }}
      notesTestId="receivable-payment-notes"
      mutation={receive}
      variables={(receivable, values) => ({ receivable, values })}
      texts={{ succeeded: 'Payment received successfully', failed: 'Failed to process payment. Please try again.' }}
    />
  );
}
