import { Alert, App, Button, Form, Input, Select } from 'antd';
import { dhakaTodayValue } from '../../../shared/format/date';
import { DollarOutlined } from '@ant-design/icons';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { DateInput } from '../../../shared/inputs/DateInput';

import { useServerFormErrors, useSubmitOnce } from '../../../shared/list';
import { useUnsavedChangesGuard } from '../../../shared/leave-guard/use-unsaved-changes-guard';
import { MoneyAccountBalance } from '../shared/MoneyAccountBalance';
import { OverdraftDeclined } from '../shared/overdraft';
import {
  toOwnerEquityBody,
  useCashAccounts,
  useRecordOwnerTransaction,
  type EquityTransactionType,
  type OwnerEquityFormValues,
} from './use-owner-equity';


const TEXTS: Record<EquityTransactionType, { success: string; failure: string; submit: string; cashLabel: string; help: string; placeholder: string }> = {
  Drawing: {
    success: "Owner's drawing recorded successfully",
    failure: 'Failed to record drawing',
    submit: 'Record Drawing',
    cashLabel: 'Paid From (Cash/Bank Account)',
    help: "Money the owner takes out of the business: debits Owner's Drawings, credits the cash account.",
    placeholder: 'e.g. Personal withdrawal for family expenses',
  },
  Investment: {
    success: "Owner's investment recorded successfully",
    failure: 'Failed to record investment',
    submit: 'Record Investment',
    cashLabel: 'Received In (Cash/Bank Account)',
    help: "Money the owner puts into the business: debits the cash account, credits Owner's Capital.",
    placeholder: 'e.g. Additional capital for new showroom',
  },
};

/** Drawing or investment: the same four fields, posted to a different command. */
export function OwnerTransactionForm({ type }: { type: EquityTransactionType }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OwnerEquityFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  // resetFields after a success leaves the form untouched again.
  useUnsavedChangesGuard(() => form.isFieldsTouched());
  const cashAccounts = useCashAccounts();
  const record = useRecordOwnerTransaction(type);
  const texts = TEXTS[type];
  const cashAccountId = Form.useWatch('cashAccount', form);
  const amount = Form.useWatch('amount', form);

  const submitOnce = useSubmitOnce((values: OwnerEquityFormValues) => {
    clearFormError();
    return record.mutateAsync(toOwnerEquityBody(values), {
      onSuccess: () => {
        message.success(texts.success);
        form.resetFields();
        // The form has started over: the next one is a new submit.
        submitOnce.release();
      },
      onError: (error) => {
        if (error instanceof OverdraftDeclined) return;
        message.error(texts.failure);
        showServerErrors(error);
      },
    });
  });

  return (
    <Form<OwnerEquityFormValues>
      form={form}
      layout="vertical"
      initialValues={{ date: dhakaTodayValue() }}
      {...submitOnce.formProps}
      disabled={submitOnce.locked}
      data-testid={`equity-form-${type.toLowerCase()}`}
    >
      <Alert type="info" showIcon message={texts.help} style={{ marginBottom: 16 }} />
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="equity-form-error" />}
      <Form.Item name="amount" label="Amount" rules={[{ required: true, message: 'Please enter amount' }]}>
        {/* The spec: the equity form inputs show a dollar sign, not the taka sign. */}
        <TakaInput prefix={<DollarOutlined data-testid="equity-form-amount-dollar" />} min={0} placeholder="0.00" data-testid="equity-form-amount" />
      </Form.Item>
      <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]}>
        <DateInput data-testid="equity-form-date" />
      </Form.Item>
      <Form.Item
        name="cashAccount"
        label={texts.cashLabel}
        rules={[{ required: true, message: 'Please select account' }]}
        // Money a drawing takes out must be there; an investment only adds to the balance shown.
        extra={<MoneyAccountBalance account={cashAccounts.byId(cashAccountId)} leaving={type === 'Drawing' ? amount : 0} testId={`equity-form-${type.toLowerCase()}-balance`} />}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Select cash or bank account"
          loading={cashAccounts.isLoading}
          options={cashAccounts.options}
          notFoundContent={cashAccounts.isLoading ? undefined : 'No cash or bank accounts found'}
          data-testid="equity-form-account"
        />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: 'Please enter description' }]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={texts.placeholder} data-testid="equity-form-description" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitOnce.locked} data-testid="equity-form-submit">
        {texts.submit}
      </Button>
    </Form>
  );
}
