import { Col, Divider, Form, Input, Row, Switch } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { useAllGlGroups } from '../shared/use-account-options';
import type { GlAccountFormValues } from './use-gl-accounts';

const takaInputProps = { prefix: '৳' } as const;

export function GlAccountFormModal(props: CrudModalProps<GlAccountFormValues>) {
  const { form, isEditing } = props.modal;
  const glGroups = useAllGlGroups();

  // A new account's balance is its opening balance until something is posted to it.
  const syncBalance = (openingBalance: number | null) => {
    if (!isEditing) form.setFieldValue('balance', openingBalance ?? 0);
  };

  return (
    <CrudFormModal {...props} title="GL Account" testId="gl-account-form" width={640}>
      <FieldColumns spans={[16, 8]}>
        <RequiredTextField name="name" label="Name" message="Please input the name!" placeholder="e.g. Cash in Hand" testId="gl-account-form-name" />
        <RequiredTextField name="code" label="Code" message="Please input the code!" placeholder="e.g. 1101" testId="gl-account-form-code" />
      </FieldColumns>
      <Form.Item name="glGroup" label="GL Group" rules={[{ required: true, message: 'Please select a GL Group!' }]}>
        <SearchSelect
          placeholder="Select GL group"
          loading={glGroups.isLoading}
          options={(glGroups.data ?? []).map((group) => ({ value: group._id, label: `${group.code} · ${group.name} (${group.glClass?.type ?? '—'})` }))}
          data-testid="gl-account-form-group"
        />
      </Form.Item>
      <FieldColumns spans={[12]}>
        <Form.Item
          name="openingBalance"
          label="Opening Balance"
          rules={[{ required: true, message: 'Please input the opening balance!' }]}
          extra={isEditing ? 'Fixed once the account exists.' : undefined}
        >
          <TakaInput
            {...takaInputProps}
            disabled={isEditing}
            onChange={(value) => syncBalance(typeof value === 'number' ? value : null)}
            data-testid="gl-account-form-opening-balance"
          />
        </Form.Item>
        <Form.Item name="balance" label="Balance" rules={[{ required: true, message: 'Please input the balance!' }]}>
          <TakaInput {...takaInputProps} disabled data-testid="gl-account-form-balance" />
        </Form.Item>
      </FieldColumns>
      <TextAreaField name="description" label="Description" maxLength={500} showCount placeholder="What this account is used for" testId="gl-account-form-description" />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="status" label="Active" valuePropName="checked">
            <Switch data-testid="gl-account-form-status" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cashAccount" label="Cash account" valuePropName="checked" tooltip="Offered where cash is paid or received">
            <Switch data-testid="gl-account-form-cash-account" />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left" plain>
        Bank details (optional)
      </Divider>
      <FieldColumns spans={[12]}>
        <Form.Item name="bankName" label="Bank Name">
          <Input placeholder="e.g. Dutch-Bangla Bank" data-testid="gl-account-form-bank-name" />
        </Form.Item>
        <Form.Item name="accountNumber" label="Account Number">
          <Input data-testid="gl-account-form-account-number" />
        </Form.Item>
      </FieldColumns>
    </CrudFormModal>
  );
}
