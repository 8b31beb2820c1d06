import { PaymentHistoryModal } from '../shared/PaymentHistoryModal';
import { RECEIVABLE_PAYMENTS_PAGE_SIZE, useReceivablePayments, type Receivable, type ReceivablePayment } from './use-receivables';

const receivedInto = (payment: ReceivablePayment) => payment.account;

/** The payments received on one receivable (on this screen, or on its invoice), newest first, 10 a page. */
export function ReceivablePaymentsModal({ item, onClose }: { item: Receivable | null; onClose: () => void }) {
  return (
    <PaymentHistoryModal
      subjectId={item?._id ?? null}
      subjectName={item?.customer.name}
      usePayments={useReceivablePayments}
      accountOf={receivedInto}
      pageSize={RECEIVABLE_PAYMENTS_PAGE_SIZE}
      testId="receivable-payments"
      onClose={onClose}
    />
  );
}
