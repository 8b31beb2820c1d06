import { PaymentHistoryModal as PaymentsModal } from '../shared/PaymentHistoryModal';
import { PAYMENT_HISTORY_PAGE_SIZE, usePayablePayments, type Payable, type PayablePayment } from './use-payables';

const paidFrom = (payment: PayablePayment) => payment.cashAccount;

/** The payments made on one payable, newest first, 10 a page. */
export function PaymentHistoryModal({ item, onClose }: { item: Payable | null; onClose: () => void }) {
  return (
    <PaymentsModal
      subjectId={item?._id ?? null}
      subjectName={item?.billNumber}
      usePayments={usePayablePayments}
      accountOf={paidFrom}
      pageSize={PAYMENT_HISTORY_PAGE_SIZE}
      testId="payment-history"
      onClose={onClose}
    />
  );
}
