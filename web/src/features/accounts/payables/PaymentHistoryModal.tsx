import type { TableColumnsType } from 'antd';
import { PaymentHistoryModal as PaymentsModal } from '../shared/PaymentHistoryModal';
import { PAYMENT_HISTORY_PAGE_SIZE, usePayablePayments, type Payable, type PayablePayment } from './use-payables';

const paidFrom = (payment: PayablePayment) => payment.cashAccount;

/** The bKash/Nagad/Rocket TrxID, card slip or approval number the payment was made with. */
const TRANSACTION_ID_COLUMNS: TableColumnsType<PayablePayment> = [
  { title: 'Transaction ID', dataIndex: 'transactionId', key: 'transactionId', width: 140, render: (id: string | null) => id ?? '—' },
];

/** The payments made on one payable, newest first, 10 a page. */
export function PaymentHistoryModal({ item, onClose }: { item: Payable | null; onClose: () => void }) {
  return (
    <PaymentsModal
      subjectId={item?._id ?? null}
      subjectName={item?.billNumber}
      usePayments={usePayablePayments}
      accountOf={paidFrom}
      methodColumns={TRANSACTION_ID_COLUMNS}
      pageSize={PAYMENT_HISTORY_PAGE_SIZE}
      testId="payment-history"
      onClose={onClose}
    />
  );
}
