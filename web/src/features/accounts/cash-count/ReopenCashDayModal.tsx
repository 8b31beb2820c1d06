import { Form, Input, Typography } from 'antd';
import { App } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date';
import { CrudFormModal, type ModalForm } from '../../../shared/list';
import { useReopenCashDay, type CashCount } from './use-cash-counts';

export interface ReopenValues {
  reason: string;
}

/** An Administrator or Accountant reopens a counted day for cash, with the reason (kept on the count). */
export function ReopenCashDayModal({ modal }: { modal: ModalForm<CashCount, ReopenValues> }) {
  const { message } = App.useApp();
  const reopen = useReopenCashDay();
  const count = modal.editing;
  const save = {
    isPending: reopen.isPending,
    submit: (values: ReopenValues) =>
      reopen.mutateAsync(
        { id: count!._id, reason: values.reason.trim() },
        {
          onSuccess: () => {
            message.success('Cash day reopened');
            modal.close();
          },
          onError: (error) => {
            message.error(serverMessageOr(error, 'Failed to reopen the cash day'));
            modal.showServerErrors(error);
          },
        },
      ),
  };
  return (
    <CrudFormModal<ReopenValues> modal={modal} save={save} title={{ create: 'Reopen cash day', update: 'Reopen cash day' }} okText={{ create: 'Reopen', update: 'Reopen' }} testId="cash-count-reopen">
      {count && (
        <Typography.Paragraph>
          Reopen cash for {formatDate(count.date)} on {count.cashAccount.code} {count.cashAccount.name}: postings dated that day are taken again, and the drawer can be counted again.
        </Typography.Paragraph>
      )}
      <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Please give the reason for reopening' }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="cash-count-reopen-reason" />
      </Form.Item>
    </CrudFormModal>
  );
}
