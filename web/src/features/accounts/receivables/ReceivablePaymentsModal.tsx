import { useEffect, useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn } from '../../../shared/list';
import { accountLabel } from '../shared/use-account-options';
import { RECEIVABLE_PAYMENTS_PAGE_SIZE, useReceivablePayments, type Receivable, type ReceivablePayment } from './use-receivables';

const columns: TableColumnsType<ReceivablePayment> = [
  { title: 'Date', dataIndex: 'paymentDate', key: 'paymentDate', width: 120, render: (date: string) => formatDate(date) },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: (amount: number) => formatTaka(amount) },
  { title: 'Method', key: 'method', width: 140, render: (_, payment) => payment.paymentMethod?.name ?? '—' },
  { title: 'Account', key: 'account', width: 180, render: (_, payment) => (payment.account ? accountLabel(payment.account) : '—') },
  { title: 'Entry', key: 'entry', width: 80, render: (_, payment) => (payment.journalEntry?.entryNumber ? `#${payment.journalEntry.entryNumber}` : '—') },
  ellipsisColumn<ReceivablePayment>('Notes', 'notes', { width: 200 }),
];

/** The payments received on one receivable (on this screen, or on its invoice), newest first, 10 a page. */
export function ReceivablePaymentsModal({ receivable, onClose }: { receivable: Receivable | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [receivable?._id]);
  const payments = useReceivablePayments(receivable?._id ?? null, page);

  return (
    <Modal
      open={receivable !== null}
      title={receivable ? `Payment History · ${receivable.customer.name}` : 'Payment History'}
      width={fitModalWidth(820)}
      onCancel={onClose}
      footer={<Button onClick={onClose} data-testid="receivable-payments-close">Close</Button>}
    >
      {payments.error ? <LoadErrorAlert title="Failed to load payments." error={payments.error} onRetry={() => payments.refetch()} style={{ marginBottom: 16 }} /> : null}
      <Table<ReceivablePayment>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={payments.data?.payments ?? []}
        loading={payments.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No payments yet' }}
        pagination={{ current: page, pageSize: RECEIVABLE_PAYMENTS_PAGE_SIZE, total: payments.data?.pagination?.total ?? 0, onChange: setPage, showTotal: (total) => `${total} payments` }}
        data-testid="receivable-payments-table"
      />
    </Modal>
  );
}
