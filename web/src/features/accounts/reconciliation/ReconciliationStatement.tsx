import { Descriptions, Empty, Modal, Spin, Table, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { PrintButton, PrintPaper } from '../../../shared/print/PrintPaper';
import { useReconciliation, type ReconciliationTransaction } from './use-reconciliation';

const transactionColumns = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 110, render: (date: string) => formatDate(date) },
  { title: 'Number', dataIndex: 'transactionNumber', key: 'number', width: 110 },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Reference', dataIndex: 'referenceNumber', key: 'reference', width: 120 },
  { title: 'Amount', dataIndex: 'signedAmount', key: 'amount', width: 130, align: 'right' as const, render: (amount: number) => formatTaka(amount) },
];

/**
 * The printable reconciliation statement: from the book balance through the matched items and the
 * adjustments to the statement balance, and the outstanding items (in the books, not yet on the
 * statement) that explain the ledger balance.
 */
export function ReconciliationStatement({ reconciliationId, onClose }: { reconciliationId: string | null; onClose: () => void }) {
  const { data, isLoading } = useReconciliation(reconciliationId);
  const outstanding: ReconciliationTransaction[] = data ? data.unreconciledTransactions.filter((transaction) => !data.selectedTransactions.includes(transaction._id)) : [];
  const outstandingTotal = outstanding.reduce((sum, transaction) => sum + Math.round(transaction.signedAmount * 100), 0) / 100;
  return (
    <Modal open={Boolean(reconciliationId)} onCancel={onClose} footer={data ? <PrintButton testId="reconciliation-statement-print" /> : null} width={900} title="Reconciliation Statement" destroyOnHidden>
      {isLoading || !data ? (
        <Spin />
      ) : (
        <PrintPaper size="A4" testId="reconciliation-statement">
          <Typography.Title level={4}>Bank Reconciliation Statement</Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Account">{`${data.account.code} ${data.account.name}`}</Descriptions.Item>
            <Descriptions.Item label="Statement date">{formatDate(data.statementDate)}</Descriptions.Item>
            <Descriptions.Item label="Status">{data.status}</Descriptions.Item>
            <Descriptions.Item label="Started by">{data.startedBy.name}</Descriptions.Item>
          </Descriptions>
          <Descriptions size="small" column={1} bordered contentStyle={{ whiteSpace: 'nowrap', textAlign: 'right' }} style={{ marginTop: 12 }} data-testid="reconciliation-statement-balances">
            <Descriptions.Item label="Last reconciled balance (the book balance this reconciliation starts from)">{formatTaka(data.bookBalance)}</Descriptions.Item>
            <Descriptions.Item label={`Matched items (${data.matchedItems.length})`}>{formatTaka(data.matchedItems.filter((item) => data.selectedTransactions.includes(item._id)).reduce((sum, item) => sum + Math.round(item.signedAmount * 100), 0) / 100)}</Descriptions.Item>
            <Descriptions.Item label={`Adjustments (${data.adjustments.length})`}>{formatTaka(data.adjustmentsTotal)}</Descriptions.Item>
            <Descriptions.Item label="Reconciled balance">{formatTaka(data.reconciledBalance)}</Descriptions.Item>
            <Descriptions.Item label="Statement balance">{formatTaka(data.statementBalance)}</Descriptions.Item>
            <Descriptions.Item label="Difference">{formatTaka(data.difference)}</Descriptions.Item>
            <Descriptions.Item label={`Outstanding items (${outstanding.length})`}>{formatTaka(outstandingTotal)}</Descriptions.Item>
            <Descriptions.Item label="Ledger balance on the statement date">{formatTaka(data.ledgerBalance)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>Matched items</Typography.Title>
          <Table size="small" rowKey="_id" pagination={false} scroll={{ x: 'max-content' }} columns={transactionColumns} dataSource={data.matchedItems} locale={{ emptyText: <Empty description="None" /> }} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>Adjustments</Typography.Title>
          <Table
            size="small"
            rowKey={(_, index) => String(index)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.adjustments}
            columns={[
              { title: 'Description', dataIndex: 'description', key: 'description' },
              { title: 'Type', dataIndex: 'type', key: 'type', width: 120 },
              { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 130, align: 'right' as const, render: (amount: number) => formatTaka(amount) },
            ]}
            locale={{ emptyText: <Empty description="None" /> }}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>Outstanding items</Typography.Title>
          <Table size="small" rowKey="_id" pagination={false} scroll={{ x: 'max-content' }} columns={transactionColumns} dataSource={outstanding} locale={{ emptyText: <Empty description="None" /> }} />
          {data.notes && <Typography.Paragraph style={{ marginTop: 12 }}>Notes: {data.notes}</Typography.Paragraph>}
        </PrintPaper>
      )}
    </Modal>
  );
}
