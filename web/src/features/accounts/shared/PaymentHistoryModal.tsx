import { useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import type { Pagination } from '../../../shared/api/pagination';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { ellipsisColumn } from '../../../shared/list';
import { accountLabel } from './use-account-options';

/** What the payments lists of payables and receivables share. */
export interface PaymentHistoryRow {
  _id: string;
  amount: number;
  paymentDate: string;
  paymentMethod: { _id: string; name: string } | null;
  notes: string | null;
  journalEntry: { _id: string; entryNumber: number | null } | null;
}

export interface PaymentHistoryModalProps<Payment extends PaymentHistoryRow> {
  /** The payable or receivable whose payments show; null: closed. */
  subjectId: string | null;
  /** Shown after "Payment History · ". */
  subjectName: string | undefined;
  usePayments: (subjectId: string | null, page: number) => UseQueryResult<{ payments: Payment[]; pagination: Pagination }>;
  /** The money account the payment moved. */
  accountOf: (payment: Payment) => { code: string; name: string } | null;
  /** Columns of this kind of payment only (a payable payment's Transaction ID), shown after the method. */
  methodColumns?: TableColumnsType<Payment>;
  pageSize: number;
  /** Prefix of the table's and Close button's test ids. */
  testId: string;
  onClose: () => void;
}

/** The payments made on one payable or received on one receivable, newest first, a page at a time. */
export function PaymentHistoryModal<Payment extends PaymentHistoryRow>({ subjectId, subjectName, usePayments, accountOf, methodColumns = [], pageSize, testId, onClose }: PaymentHistoryModalProps<Payment>) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [subjectId]);
  const payments = usePayments(subjectId, page);
  const columns: TableColumnsType<Payment> = [
    { title: 'Date', dataIndex: 'paymentDate', key: 'paymentDate', width: 120, render: (date: string) => formatDate(date) },
    { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: (amount: number) => formatTaka(amount) },
    { title: 'Method', key: 'method', width: 140, render: (_, payment) => payment.paymentMethod?.name ?? '—' },
    ...methodColumns,
    { title: 'Account', key: 'account', width: 180, render: (_, payment) => { const account = accountOf(payment); return account ? accountLabel(account) : '—'; } },
    { title: 'Entry', key: 'entry', width: 80, render: (_, payment) => (payment.journalEntry?.entryNumber ? `#${payment.journalEntry.entryNumber}` : '—') },
    ellipsisColumn<Payment>('Notes', 'notes', { width: 200 }),
  ];

  return (
    <Modal
      open={subjectId !== null}
      title={subjectName ? `Payment History · ${subjectName}` : 'Payment History'}
      width={fitModalWidth(820)}
      onCancel={onClose}
      footer={<Button onClick={onClose} data-testid={`${testId}-close`}>Close</Button>}
    >
      {payments.error ? <LoadErrorAlert title="Failed to load payments." error={payments.error} onRetry={() => payments.refetch()} style={{ marginBottom: 16 }} /> : null}
      <Table<Payment>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={payments.data?.payments ?? []}
        loading={payments.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No payments yet' }}
        pagination={{ current: page, pageSize, total: payments.data?.pagination?.total ?? 0, onChange: setPage, showTotal: (total) => `${total} payments` }}
        data-testid={`${testId}-table`}
      />
    </Modal>
  );
}
