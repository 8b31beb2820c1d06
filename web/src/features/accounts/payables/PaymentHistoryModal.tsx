import { useEffect, useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn } from '../../../shared/list';
import { accountLabel } from '../shared/use-account-options';
import { PAYMENT_HISTORY_PAGE_SIZE, usePayablePayments, type Payable, type PayablePayment } from './use-payables';

const columns: TableColumnsType<PayablePayment> = [
  { title: 'Date', dataIndex: 'paymentDate', key: 'paymentDate', width: 120, render: (date: string) => formatDate(date) },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: (amount: number) => formatTaka(amount) },
  { title: 'Method', key: 'method', width: 140, render: (_, payment) => payment.paymentMethod?.name ?? '—' },
  { title: 'Account', key: 'account', width: 180, render: (_, payment) => (payment.cashAccount ? accountLabel(payment.cashAccount) : '—') },
  { title: 'Entry', key: 'entry', width: 80, render: (_, payment) => (payment.journalEntry?.entryNumber ? `#${payment.journalEntry.entryNumber}` : '—') },
  ellipsisColumn<PayablePayment>('Notes', 'notes', { width: 200 }),
];

/** The payments made on one payable, newest first, 10 a page. */
export function PaymentHistoryModal({ payable, onClose }: { payable: Payable | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [payable?._id]);
  const payments = usePayablePayments(payable?._id ?? null, page);

  return (
    <Modal
      open={payable !== null}
      title={payable ? `Payment History · ${payable.billNumber}` : 'Payment History'}
      width={fitModalWidth(820)}
      onCancel={onClose}
      footer={<Button onClick={onClose} data-testid="payment-history-close">Close</Button>}
    >
      {payments.error ? (
        <LoadErrorAlert title="Failed to load payments." error={payments.error} onRetry={() => payments.refetch()} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<PayablePayment>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={payments.data?.payments ?? []}
        loading={payments.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No payments yet' }}
        pagination={{
          current: page,
          pageSize: PAYMENT_HISTORY_PAGE_SIZE,
          total: payments.data?.pagination?.total ?? 0,
          onChange: setPage,
          showTotal: (total) => `${total} payments`,
        }}
        data-testid="payment-history-table"
      />
    </Modal>
  );
}
