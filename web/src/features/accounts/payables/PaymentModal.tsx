import { Form } from 'antd';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { OpenItemPaymentModal } from '../open-items/OpenItemPaymentModal';
import { TransactionIdField } from '../payment-methods/TransactionIdField';
import { usePayableAccountOptions } from './payable-accounts';
import { usePayPayable, type Payable, type PaymentFormValues } from './use-payables';

/** Accounting spec §5: between ৳0.01 and the remaining amount. */
const amountRangeMessage = (remaining: number) => `Amount must be between ৳0.01 and ${formatTaka(remaining)}`;
const rangeMessages = (remaining: number) => ({ required: amountRangeMessage(remaining), positive: amountRangeMessage(remaining), aboveMax: () => amountRangeMessage(remaining) });

/** Process Payment: pays some or all of what remains on a payable, from a payment method (or a chosen cash account). */
export function PaymentModal({ item, onClose }: { item: Payable | null; onClose: () => void }) {
  const accounts = usePayableAccountOptions();
  const pay = usePayPayable();
  const remaining = item?.remaining ?? 0;

  return (
    <OpenItemPaymentModal<Payable, PaymentFormValues>
      item={item}
      onClose={onClose}
      title="Process Payment"
      testId="payment-form"
      summary={(payable) => [
        { key: 'supplier', label: 'Supplier', children: payable.supplier?.name ?? '—' },
        { key: 'bill', label: 'Bill Number', children: payable.billNumber },
        { key: 'amount', label: 'Amount', children: formatTaka(payable.amount) },
        { key: 'paid', label: 'Paid', children: formatTaka(payable.paidAmount) },
        { key: 'remaining', label: 'Remaining', children: <strong data-testid="payment-remaining">{formatTaka(remaining)}</strong> },
        { key: 'due', label: 'Due Date', children: formatDate(payable.dueDate) },
      ]}
      amount={{ messages: rangeMessages(remaining), testId: 'payment-form-amount', maxTestId: 'payment-form-max' }}
      dateTestId="payment-form-date"
      methodTestId="payment-form-method"
      moreFields={
        <>
        <TransactionIdField name="transactionId" methodName="paymentMethod" label="Transaction ID" testId="payment-form-transaction-id" />
        <Form.Item name="cashAccount" label="Cash Account" tooltip="Leave empty to pay from the payment method's own account">
          <SearchSelect allowClear placeholder="The payment method's account" loading={accounts.isLoading} options={accounts.cashAccounts} data-testid="payment-form-cash-account" />
        </Form.Item>
        </>
      }
      notesTestId="payment-form-notes"
      mutation={pay}
      succeeded="Payment processed successfully"
    />
  );
}
