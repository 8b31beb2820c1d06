import { Form, Input, Select, Switch } from 'antd';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { NewPasswordField } from '../../auth/change-password/NewPasswordField';
import { ROLE_DESCRIPTIONS, USER_ROLES, type User, type UserFormValues } from './use-users';

export function UserFormModal(props: CrudModalProps<UserFormValues, User>) {
  const adding = !props.modal.isEditing;
  const role = Form.useWatch('role', props.modal.form);
  return (
    <CrudFormModal {...props} title="User" testId="user-form">
      <RequiredTextField name="name" label="Name" message="Please input the name!" placeholder="e.g. Karim Hossain" testId="user-form-name" />
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Please input the email!' },
          { type: 'email', message: 'Invalid email format!' },
        ]}
      >
        <Input placeholder="karim@dealer.com" autoComplete="off" disabled={!adding} data-testid="user-form-email" />
      </Form.Item>
      {adding && (
        <NewPasswordField name="password" label="Password" requiredMessage="Please input the password!" extra="They can change it from their user menu once signed in." testId="user-form-password" />
      )}
      <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Please select a role!' }]} extra={role && ROLE_DESCRIPTIONS[role]}>
        <Select options={USER_ROLES.map((option) => ({ value: option, label: option }))} data-testid="user-form-role" />
      </Form.Item>
      {!adding && (
        <Form.Item name="isActive" label="May sign in" valuePropName="checked" extra="Switching this off signs the user out at once.">
          <Switch data-testid="user-form-active" />
        </Form.Item>
      )}
    </CrudFormModal>
  );
}
