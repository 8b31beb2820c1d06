import { Alert, App, Form, Input, Modal, type ButtonProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { requestPasswordChange } from '../../../app/auth/auth-api';
import { serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { useServerFormErrors } from '../../../shared/list';
import { NewPasswordField } from './NewPasswordField';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Every user's own password (the user menu's "Change password"). The server ends every session
 * of the user, this one too, and answers a fresh token that replaces it; without one, the user
 * signs in again with the new password.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { signIn, clearSession } = useAuth();
  const [form] = Form.useForm<ChangePasswordValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const change = useMutation({ mutationFn: requestPasswordChange });

  const close = () => {
    form.resetFields();
    clearFormError();
    onClose();
  };

  const submit = ({ currentPassword, newPassword }: ChangePasswordValues) => {
    clearFormError();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          close();
          if (answer?.token && answer.user) {
            signIn(answer.token, answer.user);
            message.success('Password changed');
          } else {
            navigate('/login', { replace: true });
            clearSession();
            message.success('Password changed. Please sign in with your new password.');
          }
        },
        onError: (error) => {
          message.error(serverMessageOr(error, 'Failed to change the password. Please try again.'));
          showServerErrors(error);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Change password"
      width={fitModalWidth(440)}
      okText="Change password"
      cancelText="Cancel"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={() => !change.isPending && close()}
      okButtonProps={{ 'data-testid': 'change-password-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'change-password-cancel' } as ButtonProps}
      forceRender
    >
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="change-password-error" />}
      <Form<ChangePasswordValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="change-password-form">
        <Form.Item name="currentPassword" label="Current password" rules={[{ required: true, message: 'Please input your current password!' }]}>
          <Input.Password autoComplete="current-password" data-testid="change-password-current" />
        </Form.Item>
        <NewPasswordField name="newPassword" label="New password" testId="change-password-new" />
        <Form.Item
          name="confirmPassword"
          label="Confirm new password"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Please confirm the new password!' },
            ({ getFieldValue }) => ({
              validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('The two passwords do not match'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
