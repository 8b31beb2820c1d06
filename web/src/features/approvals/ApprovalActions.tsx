import { useState } from 'react';
import { App, Button, Input, Modal, Space } from 'antd';
import { serverMessageOr } from '../../shared/api/api-error';
import { useDecideApproval, type Approval } from './use-approvals';

/** Approve at once (the void or the invoice is carried out then, re-checked), or reject with a reason. */
export function ApprovalActions({ approval }: { approval: Approval }) {
  const { message } = App.useApp();
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  const run = async (decision: 'approve' | 'reject') => {
    try {
      const result = await decide.mutateAsync({ id: approval._id, decision, reason: reason.trim() });
      message.success(result.message ?? (decision === 'approve' ? 'Request approved' : 'Request rejected'));
      setRejecting(false);
    } catch (error) {
      message.error(serverMessageOr(error, 'The request could not be decided'));
    }
  };

  return (
    <Space>
      <Button type="primary" size="small" loading={decide.isPending} onClick={() => run('approve')} data-testid={`approve-${approval._id}`}>
        Approve
      </Button>
      <Button danger size="small" disabled={decide.isPending} onClick={() => setRejecting(true)} data-testid={`reject-${approval._id}`}>
        Reject
      </Button>
      <Modal
        open={rejecting}
        title="Reject the request?"
        okText="Reject"
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: decide.isPending }}
        onOk={() => run('reject')}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Input.TextArea rows={2} maxLength={500} showCount placeholder="Why (the salesperson sees it)" value={reason} onChange={(event) => setReason(event.target.value)} data-testid="reject-reason" />
      </Modal>
    </Space>
  );
}
