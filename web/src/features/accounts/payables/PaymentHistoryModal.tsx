import { PaymentHistoryModal as PaymentsModal } from '../shared/PaymentHistoryModal';
import { PAYMENT_HISTORY_PAGE_SIZE, usePayablePayments, type Payable, type PayablePayment } from './use-payables';

const paidFrom = (payment: PayablePayment) => payment.cashAccount;

/** The payments made on one payable, newest first, 10 a page. */
export function PaymentHistoryModal({ payable, onClose }: { payable: Payable | null; onClose: () => void }) {
  return (
    <PaymentsModal
      subjectId={payable?._id ?? null}
      subjectName={payable?.billNumber}
      usePayments={usePayablePayments}
      accountOf={paidFrom}
      pageSize={PAYMENT_HISTORY_PAGE_SIZE}
      testId="payment-history"
      onClose={onClose}
    />
  );
}
