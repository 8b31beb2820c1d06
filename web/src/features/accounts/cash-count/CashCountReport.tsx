import { Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { PrintButton, PrintPaper } from '../../../shared/print/PrintPaper';
import { PrintHeader, SignatureLines } from '../../../shared/print/PrintHeader';
import { differenceName, useCashCountReport } from './use-cash-counts';

/** The printable day-end report: the count by note, the difference from the books, and the day's sales by payment method. */
export function CashCountReport({ cashCountId, onClose }: { cashCountId: string | null; onClose: () => void }) {
  const { data, isLoading } = useCashCountReport(cashCountId);
  return (
    <Modal open={Boolean(cashCountId)} onCancel={onClose} footer={data ? <PrintButton testId="cash-count-report-print" /> : null} width={760} title="Day-end Cash Report" destroyOnHidden>
      {isLoading || !data ? (
        <Spin />
      ) : (
        <PrintPaper size="A4" testId="cash-count-report">
          <PrintHeader title="Day-end Cash Report" period={formatDate(data.date)} />
          <Typography.Title level={4}>Day-end Cash Report</Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Date">{formatDate(data.date)}</Descriptions.Item>
            <Descriptions.Item label="Cash account">{`${data.cashAccount.code} ${data.cashAccount.name}`}</Descriptions.Item>
            <Descriptions.Item label="Counted by">{data.countedBy.name}</Descriptions.Item>
            <Descriptions.Item label="Status">{data.status}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="note"
            pagination={false}
            style={{ marginTop: 12 }}
            dataSource={data.notes}
            columns={[
              { title: 'Note', dataIndex: 'note', key: 'note', render: (note: number) => `৳${note}` },
              { title: 'Count', dataIndex: 'count', key: 'count', align: 'right' },
              { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => formatTaka(amount) },
            ]}
          />
          <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }} contentStyle={{ textAlign: 'right' }} data-testid="cash-count-report-figures">
            <Descriptions.Item label="Counted">{formatTaka(data.countedTotal)}</Descriptions.Item>
            <Descriptions.Item label="Books">{formatTaka(data.booksBalance)}</Descriptions.Item>
            <Descriptions.Item label={differenceName(data.difference)}>{formatTaka(Math.abs(data.difference))}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            The day's sales by payment method
          </Typography.Title>
          <Table
            size="small"
            rowKey="method"
            pagination={false}
            dataSource={data.salesByMethod}
            locale={{ emptyText: 'No payments on invoices this day' }}
            columns={[
              { title: 'Method', dataIndex: 'method', key: 'method' },
              { title: 'Payments', dataIndex: 'payments', key: 'payments', align: 'right' },
              { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => formatTaka(amount) },
            ]}
          />
          {data.remarks && <Typography.Paragraph style={{ marginTop: 12 }}>Remarks: {data.remarks}</Typography.Paragraph>}
          {data.reopened && (
            <Typography.Paragraph>
              Reopened by {data.reopened.by.name}: {data.reopened.reason}
            </Typography.Paragraph>
          )}
          <SignatureLines roles={['Counted by', 'Checked by']} />
        </PrintPaper>
      )}
    </Modal>
  );
}
