import { App, Form, Modal, Typography, type ButtonProps } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { useServerFormErrors } from '../../../shared/list';
import { NewPasswordField } from '../../auth/change-password/NewPasswordField';
import { useResetUserPassword, type User } from './use-users';

/** The administrator sets a new password for a user (who forgot theirs): the user's sessions end at once. */
export function ResetPasswordModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ newPassword: string }>();
  const { showServerErrors } = useServerFormErrors(form);
  const reset = useResetUserPassword();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = ({ newPassword }: { newPassword: string }) =>
    user &&
    reset.mutate(
      { user, newPassword },
      {
        onSuccess: () => {
          message.success(`Password of ${user.name} reset. Give it to them; they are signed out everywhere.`);
          close();
        },
        onError: (error) => {
          message.error(serverMessageOr(error, 'Failed to reset the password. Please try again.'));
          showServerErrors(error);
        },
      },
    );

  return (
    <Modal
      open={user !== null}
      title={`Reset password of ${user?.name ?? ''}`}
      width={fitModalWidth(440)}
      okText="Reset password"
      cancelText="Cancel"
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={() => !reset.isPending && close()}
      okButtonProps={{ 'data-testid': 'reset-password-submit' } as ButtonProps}
      forceRender
    >
      <Typography.Paragraph type="secondary">Every session of this user ends at once; they sign in again with the new password.</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="reset-password-form">
        <NewPasswordField name="newPassword" label="New password" testId="reset-password-new" />
      </Form>
    </Modal>
  );
}
