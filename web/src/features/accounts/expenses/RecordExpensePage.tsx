import { useState } from 'react';
import { dhakaTodayValue } from '../../../shared/format/date';
import { Alert, App, Card, Flex, Form, Input, Select } from 'antd';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { DateInput } from '../../../shared/inputs/DateInput';

import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '../../../shared/api/api-error';
import { FormPageActions } from '../../../shared/components/FormPageActions';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useServerFormErrors, useSubmitOnce } from '../../../shared/list';
import { useUnsavedChangesGuard } from '../../../shared/leave-guard/use-unsaved-changes-guard';
import { MoneyAccountBalance } from '../shared/MoneyAccountBalance';
import { OverdraftDeclined } from '../shared/overdraft';
import { accountLabel, toAccountOptions } from '../shared/use-account-options';
import { ChartRequiredNotice } from '../shared/ChartRequiredNotice';
import {
  paymentMethodLabel,
  toExpenseBody,
  useExpenseAccounts,
  usePaymentMethodChoices,
  useRecordExpense,
  type RecordExpenseValues,
} from './use-expenses';

const EXPENSES_ROUTE = '/accounts/expenses';

export function RecordExpensePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RecordExpenseValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const leaveGuard = useUnsavedChangesGuard(() => form.isFieldsTouched());
  const expenseAccounts = useExpenseAccounts();
  const paymentMethods = usePaymentMethodChoices();
  const recordExpense = useRecordExpense();
  const [initialValues] = useState<Partial<RecordExpenseValues>>(() => ({ date: dhakaTodayValue() }));
  const chosenMethodId = Form.useWatch('paymentMethod', form);
  const amount = Form.useWatch('amount', form);
  const payingAccount = paymentMethods.accountOf(paymentMethods.methods.find((method) => method._id === chosenMethodId));

  // Success leaves the page, so the lock is never released after one.
  const submitOnce = useSubmitOnce((values: RecordExpenseValues) => {
    const method = paymentMethods.methods.find((candidate) => candidate._id === values.paymentMethod);
    if (!method) {
      form.setFields([{ name: 'paymentMethod', errors: ['Please select payment method'] }]);
      return;
    }
    clearFormError();
    return recordExpense.mutateAsync(toExpenseBody(values, method), {
      onSuccess: () => {
        message.success('Expense recorded successfully');
        leaveGuard.leaveFreely();
        navigate(EXPENSES_ROUTE);
      },
      onError: (error) => {
        if (error instanceof OverdraftDeclined) return;
        message.error(serverMessageOr(error, 'Failed to record expense'));
        showServerErrors(error);
      },
    });
  });

  return (
    <>
      <PageHeader
        title="Record Expense"
        subtitle="Pay an expense from a cash, bank or wallet account; it posts to the ledger at once."
        breadcrumb={[{ title: 'Financial Management' }, { title: 'Expenses', path: EXPENSES_ROUTE }]}
      />
      <Flex justify="center">
        <Card style={{ width: '100%', maxWidth: 600 }}>
          <ChartRequiredNotice what="An expense" />
          {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="expense-form-error" />}
          <Form<RecordExpenseValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            {...submitOnce.formProps}
            disabled={submitOnce.locked}
            data-testid="expense-form"
          >
            <Form.Item name="expenseAccount" label="Expense Account" rules={[{ required: true, message: 'Please select expense account' }]}>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="Select expense account"
                loading={expenseAccounts.isLoading}
                options={toAccountOptions(expenseAccounts.accounts)}
                notFoundContent={expenseAccounts.isLoading ? undefined : 'No expense accounts found'}
                data-testid="expense-form-account"
              />
            </Form.Item>
            <Flex gap={16} wrap="wrap">
              <Form.Item name="amount" label="Amount" rules={[{ required: true, message: 'Please enter amount' }]} style={{ flex: '1 1 220px' }}>
                <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="expense-form-amount" />
              </Form.Item>
              <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]} style={{ flex: '1 1 220px' }}>
                <DateInput data-testid="expense-form-date" />
              </Form.Item>
            </Flex>
            <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: 'Please enter description' }]}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder="e.g. Showroom electricity bill for May" data-testid="expense-form-description" />
            </Form.Item>
            <Form.Item
              name="paymentMethod"
              label="Payment Method"
              rules={[{ required: true, message: 'Please select payment method' }]}
              extra={
                payingAccount ? (
                  <>
                    Paid from {accountLabel(payingAccount)}. <MoneyAccountBalance account={payingAccount} leaving={amount} testId="expense-form-balance" />
                  </>
                ) : (
                  "The method's GL account is credited."
                )
              }
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="Select payment method"
                loading={paymentMethods.isLoading}
                options={paymentMethods.methods.map((method) => ({ value: method._id, label: paymentMethodLabel(method) }))}
                data-testid="expense-form-payment-method"
              />
            </Form.Item>
            <FormPageActions testId="expense-form" onCancel={() => navigate(EXPENSES_ROUTE)} submitText="Record Expense" submitting={submitOnce.locked} />
          </Form>
        </Card>
      </Flex>
    </>
  );
}
