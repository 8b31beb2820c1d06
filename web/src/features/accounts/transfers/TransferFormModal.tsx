import { useMemo } from 'react';
import { Col, Form, Row, Typography } from 'antd';
import { SwapRightOutlined } from '@ant-design/icons';
import { AmountField } from '../../../shared/components/AmountField';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { DateInput } from '../../../shared/inputs/DateInput';
import { againstField } from '../../../shared/inputs/field-rules';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { MoneyAccountBalance } from '../shared/MoneyAccountBalance';
import { toAccountOptions } from '../shared/use-account-options';
import { useMoneyAccounts } from '../shared/use-money-accounts';
import type { Transfer, TransferFormValues } from './use-transfers';
import { ChartRequiredNotice } from '../shared/ChartRequiredNotice';

export function TransferFormModal(props: CrudModalProps<TransferFormValues, Transfer>) {
  const { editing, form } = props.modal;
  const moneyAccounts = useMoneyAccounts();
  const from = Form.useWatch('from', form);
  const amount = Form.useWatch('amount', form);

  // Money moves between cash, bank and mobile-banking accounts (what an account is, not its name);
  // a transfer being edited keeps its own accounts selectable.
  const accountOptions = useMemo(() => {
    const current = editing ? [editing.from, editing.to].filter(Boolean) : [];
    const missing = current.filter((account) => !moneyAccounts.accounts.some((option) => option._id === account._id));
    return [...moneyAccounts.options, ...toAccountOptions(missing)];
  }, [moneyAccounts.accounts, moneyAccounts.options, editing]);

  const accountSelect = (testId: string, placeholder: string) => (
    <SearchSelect
      placeholder={placeholder}
      loading={moneyAccounts.isLoading}
      options={accountOptions}
      notFoundContent={moneyAccounts.isLoading ? undefined : 'No cash, bank or mobile-banking accounts'}
      // No closing animation: From and To list the same accounts, and a list still fading out
      // would sit over the one just opened.
      transitionName=""
      data-testid={testId}
    />
  );

  return (
    <CrudFormModal {...props} title="Transfer" testId="transfer-form" width={620}>
      <ChartRequiredNotice what="A transfer" />
      {props.modal.isEditing && (
        <Typography.Paragraph type="secondary">
          Saving a change reverses the original posting and posts the transfer anew, so the ledger keeps both.
        </Typography.Paragraph>
      )}
      <Row gutter={12} align="middle" wrap={false}>
        <Col flex="auto">
          <Form.Item
            name="from"
            label="From"
            rules={[{ required: true, message: 'Please select the account to transfer from' }]}
            extra={<MoneyAccountBalance account={moneyAccounts.byId(from)} leaving={amount} testId="transfer-form-from-balance" />}
          >
            {accountSelect('transfer-form-from', 'Account the money leaves')}
          </Form.Item>
        </Col>
        <Col flex="none" style={{ paddingTop: 6 }}>
          <SwapRightOutlined style={{ fontSize: 18, color: '#8c8c8c' }} />
        </Col>
        <Col flex="auto">
          <Form.Item
            name="to"
            label="To"
            dependencies={['from']}
            rules={[{ required: true, message: 'Please select the account to transfer to' }, againstField<string, string>('from', (to, from) => Boolean(to) && to === from && 'Cannot transfer to the same account')]}
          >
            {accountSelect('transfer-form-to', 'Account the money reaches')}
          </Form.Item>
        </Col>
      </Row>
      <FieldColumns spans={[12]}>
        <AmountField messages={{ required: 'Please enter amount', positive: 'Amount must be greater than 0' }} testId="transfer-form-amount" />
        <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]}>
          <DateInput data-testid="transfer-form-date" />
        </Form.Item>
      </FieldColumns>
      <TextAreaField name="remarks" label="Remarks" maxLength={500} showCount placeholder="Why the money moved, e.g. Cash deposited to bank" testId="transfer-form-remarks" />
    </CrudFormModal>
  );
}
