import { DatePicker, Form } from 'antd';
import { AmountField } from '../../../shared/components/AmountField';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { DateInput } from '../../../shared/inputs/DateInput';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { MoneyAccountBalance } from '../../accounts/shared/MoneyAccountBalance';
import { useMoneyAccounts } from '../../accounts/shared/use-money-accounts';
import type { VatPayment, VatPaymentFormValues } from './use-vat-payments';

/** Record payment: the month paid for, the amount, the day, the treasury challan and the account it left. */
export function VatPaymentFormModal(props: CrudModalProps<VatPaymentFormValues, VatPayment>) {
  const moneyAccounts = useMoneyAccounts();
  const cashAccount = Form.useWatch('cashAccount', props.modal.form);
  const amount = Form.useWatch('amount', props.modal.form);
  return (
    <CrudFormModal {...props} title={{ create: 'Record VAT payment', update: 'VAT payment' }} okText={{ create: 'Record', update: 'Save' }} testId="vat-payment-form">
      <FieldColumns spans={[12]}>
        <Form.Item name="period" label="Month paid for" rules={[{ required: true, message: 'Please select the month paid for' }]}>
          <DatePicker picker="month" format="MMMM YYYY" style={{ width: '100%' }} data-testid="vat-payment-form-period" />
        </Form.Item>
        <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]}>
          <DateInput data-testid="vat-payment-form-date" />
        </Form.Item>
        <AmountField messages={{ required: 'Please enter amount', positive: 'Amount must be greater than 0' }} testId="vat-payment-form-amount" />
        <RequiredTextField name="treasuryChallanNumber" label="Treasury challan number" message="Please enter the treasury challan number" placeholder="e.g. TC-2026-00123" testId="vat-payment-form-challan" />
      </FieldColumns>
      <Form.Item
        name="cashAccount"
        label="Paid from"
        rules={[{ required: true, message: 'Please select the account paid from' }]}
        extra={<MoneyAccountBalance account={moneyAccounts.byId(cashAccount)} leaving={amount} testId="vat-payment-form-balance" />}
      >
        <SearchSelect placeholder="Bank or cash account" loading={moneyAccounts.isLoading} options={moneyAccounts.options} data-testid="vat-payment-form-account" />
      </Form.Item>
    </CrudFormModal>
  );
}
