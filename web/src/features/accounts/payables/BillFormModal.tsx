import { Alert, Form, Input } from 'antd';
import { AmountField } from '../../../shared/components/AmountField';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { useSupplierOptions } from '../../inventory/suppliers/supplier-options';
import { OpenItemDateFields } from '../open-items/OpenItemDateFields';
import { usePayableAccountOptions } from './payable-accounts';
import type { BillFormValues, Payable } from './use-payables';

/** A supplier bill entered by hand: what is owed, to whom, until when, and the account it debits. */
export function BillFormModal(props: CrudModalProps<BillFormValues, Payable>) {
  const { editing } = props.modal;
  const suppliers = useSupplierOptions(editing?.supplier);
  const accounts = usePayableAccountOptions();
  const accountOptions = [...accounts.billAccounts];
  if (editing?.account && !accountOptions.some((option) => option.value === editing.account?._id)) {
    accountOptions.push({ value: editing.account._id, label: `${editing.account.code} · ${editing.account.name}` });
  }

  return (
    <CrudFormModal {...props} title="Bill" testId="bill-form" width={620} okText={{ create: 'Add Bill', update: 'Update Bill' }}>
      {editing && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Saving reverses the bill's posting and posts it anew." />
      )}
      <FieldColumns spans={[12]}>
        <Form.Item name="supplier" label="Supplier" rules={[{ required: true, message: 'Please select a supplier!' }]}>
          <SearchSelect placeholder="Select a supplier" loading={suppliers.isLoading} options={suppliers.options} data-testid="bill-form-supplier" />
        </Form.Item>
        <Form.Item name="billNumber" label="Bill Number" rules={[{ required: true, whitespace: true, message: 'Please enter a bill number!' }]}>
          <Input placeholder="The supplier's bill number" maxLength={50} data-testid="bill-form-number" />
        </Form.Item>
        <AmountField messages={{ required: 'Please enter amount!', positive: 'Amount must be greater than 0!' }} testId="bill-form-amount" />
        <Form.Item name="account" label="Account" tooltip="The expense or asset the bill is for" rules={[{ required: true, message: 'Please select an account!' }]}>
          <SearchSelect placeholder="Select an expense or asset account" loading={accounts.isLoading} options={accountOptions} data-testid="bill-form-account" />
        </Form.Item>
        <OpenItemDateFields opened={{ name: 'billDate', label: 'Bill Date', requiredMessage: 'Please select a bill date!' }} testId="bill-form" openedTestId="bill-form-bill-date" />
      </FieldColumns>
      <TextAreaField name="notes" label="Notes" maxLength={500} testId="bill-form-notes" />
    </CrudFormModal>
  );
}
