import { useState, type HTMLAttributes } from 'react';
import { Alert, App, Button, Card, Input, Modal, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useCan } from '../../auth/permissions';
import type { ProfitTransfer } from './report-types';
import { useProfitTransfers, useReverseProfitTransfer } from './use-financial-reports';

const MAX_REASON_LENGTH = 500;

/** The closings of the books, latest first; the latest one still in force can be reversed with a reason. */
export function ClosingsHistory() {
  const [page, setPage] = useState(1);
  const closings = useProfitTransfers(page);
  const [reversing, setReversing] = useState<ProfitTransfer | null>(null);
  const canChange = useCan('accounting:write');
  const data = closings.data;

  return (
    <Card
      size="small"
      title="Closings"
      className="section-spacing"
      style={{ marginTop: 16 }}
      data-testid="closings-history"
      extra={
        <Typography.Text type="secondary" data-testid="closings-closed-through">
          {data?.closedThrough ? `Books closed through ${formatDate(data.closedThrough)}` : 'No period is closed'}
        </Typography.Text>
      }
    >
      {closings.error ? (
        <Alert type="error" showIcon message={serverMessageOr(closings.error, 'Failed to load the closings')} />
      ) : (
        <Table<ProfitTransfer>
          size="small"
          rowKey="_id"
          loading={closings.isLoading}
          dataSource={data?.profitTransfers ?? []}
          locale={{ emptyText: 'The books have not been closed yet' }}
          pagination={{ current: page, pageSize: 10, total: data?.pagination.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          onRow={(row) => ({ 'data-testid': `closing-row-${row.transferDate}-${row.status}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { title: 'Closed Through', dataIndex: 'transferDate', render: (value: string) => formatDate(value) },
            {
              title: 'Amount',
              dataIndex: 'netIncome',
              align: 'right',
              render: (value: number, row) => (
                <span data-testid={`closing-amount-${row._id}`}>
                  {row.label} {formatTaka(Math.abs(value))}
                </span>
              ),
            },
            {
              title: 'Closed By',
              key: 'by',
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <span>{row.transferredBy?.name || row.transferredBy?.email || '—'}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.transferredAt ? formatDate(row.transferredAt) : ''}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: ProfitTransfer['status'], row) =>
                status === 'Reversed' ? (
                  <Space direction="vertical" size={0}>
                    <Tag color="default" data-testid={`closing-status-${row._id}`}>
                      Reversed
                    </Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {`by ${row.reversedBy?.name || row.reversedBy?.email || '—'} on ${formatDate(row.reversedAt)}: ${row.reason ?? ''}`}
                    </Typography.Text>
                  </Space>
                ) : (
                  <Tag color="success" data-testid={`closing-status-${row._id}`}>
                    Closed
                  </Tag>
                ),
            },
            {
              title: 'Action',
              key: 'action',
              render: (_, row) =>
                row.canReverse && canChange ? (
                  <Button size="small" danger icon={<RollbackOutlined />} onClick={() => setReversing(row)} data-testid={`closing-reverse-${row.transferDate}`}>
                    Reverse
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {reversing && <ReverseClosingModal closing={reversing} onClose={() => setReversing(null)} />}
    </Card>
  );
}

function ReverseClosingModal({ closing, onClose }: { closing: ProfitTransfer; onClose: () => void }) {
  const { message } = App.useApp();
  const reverse = useReverseProfitTransfer();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonError = reason.trim() === '' ? 'Please enter the reason for reversing the closing' : null;

  const submit = () => {
    setTouched(true);
    if (reasonError) return;
    setError(null);
    reverse.mutate(
      { id: closing._id, reason: reason.trim() },
      {
        onSuccess: ({ message: serverMessage }) => {
          message.success(serverMessage ?? 'Closing reversed');
          onClose();
        },
        onError: (failure) => setError(serverMessageOr(failure, 'Failed to reverse the closing')),
      },
    );
  };

  return (
    <Modal
      open
      title={`Reverse the closing through ${formatDate(closing.transferDate)}?`}
      width={fitModalWidth(480)}
      okText="Reverse"
      okButtonProps={{ danger: true, 'data-testid': 'reverse-closing-confirm' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'reverse-closing-cancel' } as ButtonProps}
      confirmLoading={reverse.isPending}
      onOk={submit}
      onCancel={() => !reverse.isPending && onClose()}
      maskClosable={!reverse.isPending}
    >
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text>
          A reversing entry dated {formatDate(closing.transferDate)} cancels the closing entry ({closing.label} of {formatTaka(Math.abs(closing.netIncome))}), and the
          period reopens for postings.
        </Typography.Text>
        <Typography.Text type="secondary">Reason (required)</Typography.Text>
        <Input.TextArea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          maxLength={MAX_REASON_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          status={touched && reasonError ? 'error' : undefined}
          data-testid="reverse-closing-reason"
        />
        {touched && reasonError && (
          <Typography.Text type="danger" data-testid="reverse-closing-reason-error">
            {reasonError}
          </Typography.Text>
        )}
        {error && <Alert type="error" showIcon message={error} data-testid="reverse-closing-error" />}
      </Space>
    </Modal>
  );
}
