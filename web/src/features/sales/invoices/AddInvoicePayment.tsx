import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, Flex, Form, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ApiError, serverMessageOr } from '../../../shared/api/api-error';
import { fillForm, useServerFormErrors, useSubmitOnce } from '../../../shared/list';
import { useUnsavedChangesGuard } from '../../../shared/leave-guard/use-unsaved-changes-guard';
import { formatTaka, fromPoisha, toPoisha } from '../../../shared/format/taka';
import { DateInput } from '../../../shared/inputs/DateInput';
import { dhakaTodayValue } from '../../../shared/format/date';
import { emptyPaymentRow, paymentRowsToSend, type PaymentRowValues } from './invoice-form';
import { INVOICE_TEXTS } from './invoice-texts';
import type { Invoice } from './invoice-types';
import { PaymentRowsEditor } from './PaymentRowsEditor';
import { useAddInvoicePayments, useSalePaymentMethods } from './use-invoices';

interface AddPaymentValues {
  date: Dayjs;
  payments: PaymentRowValues[];
}

/**
 * Add Payment (spec §2, §5): rows of method and amount (each required), Max fills in what is due;
 * never more than the due (the server refuses it too: Dr method / Cr Accounts Receivable).
 */
export function AddInvoicePayment({ invoice, onAdded }: { invoice: Invoice; onAdded: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddPaymentValues>();
  const methods = useSalePaymentMethods();
  const add = useAddInvoicePayments(invoice._id);
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const [rowsError, setRowsError] = useState<string | null>(null);
  // A payment typed but not added asks before the page is left; a success starts the form over, untouched.
  useUnsavedChangesGuard(() => form.isFieldsTouched());

  const defaults = (): Partial<AddPaymentValues> => ({ date: dhakaTodayValue(), payments: [emptyPaymentRow(methods.defaultMethodId)] });
  useEffect(() => {
    if (methods.defaultMethodId && !form.getFieldValue(['payments', 0, 'method'])) form.setFieldValue(['payments', 0, 'method'], methods.defaultMethodId);
  }, [methods.defaultMethodId]);

  const rows = Form.useWatch('payments', form) as PaymentRowValues[] | undefined;
  const paying = fromPoisha((rows ?? []).reduce((sum, row) => sum + Math.max(0, toPoisha(row?.amount)), 0));
  const above = toPoisha(paying) > toPoisha(invoice.due);

  const submitOnce = useSubmitOnce((values: AddPaymentValues) => {
    clearFormError();
    setRowsError(null);
    const payments = paymentRowsToSend(values.payments);
    // The form row each sent row came from, for the server's `payments.{index}.{field}` errors.
    const formRows = (values.payments ?? []).flatMap((row, index) => (paymentRowsToSend([row]).length > 0 ? [index] : []));
    if (payments.length === 0) return setRowsError('Enter an amount above 0.');
    return add.mutateAsync(
      { payments, date: values.date.format('YYYY-MM-DD') },
      {
        onSuccess: (result) => {
          message.success((result as { message?: string }).message || 'Payment added successfully');
          fillForm(form, defaults());
          onAdded();
          // The form has started over: the next payment is a new submit.
          submitOnce.release();
        },
        onError: (error) => {
          message.error(serverMessageOr(error, error instanceof Error && error.message ? error.message : INVOICE_TEXTS.paymentFailed));
          showServerErrors(error);
          if (error instanceof ApiError) {
            const rowErrors = Object.entries(error.fieldErrors).flatMap(([field, text]) => {
              const match = /^payments\.(\d+)\.(\w+)$/.exec(field);
              const row = match ? formRows[Number(match[1])] : undefined;
              return match && row !== undefined ? [{ name: ['payments', row, match[2]] as never, errors: [text] }] : [];
            });
            form.setFields(rowErrors);
          }
        },
      },
    );
  });

  return (
    <Form<AddPaymentValues> form={form} layout="vertical" initialValues={defaults()} {...submitOnce.formProps} disabled={submitOnce.locked} data-testid="add-payment-form">
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="add-payment-error" />}
      <Typography.Paragraph>
        Due now: <strong data-testid="add-payment-due">{formatTaka(invoice.due)}</strong>
      </Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={24} md={16}>
          <PaymentRowsEditor methodOptions={methods.options} methodsLoading={methods.isLoading} due={invoice.due} strict testId="add-payment" />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="date" label="Payment Date" rules={[{ required: true, message: 'Please select a date' }]}>
            <DateInput allowClear={false} data-testid="add-payment-date" />
          </Form.Item>
        </Col>
      </Row>
      {rowsError && <Alert type="error" showIcon message={rowsError} style={{ margin: '12px 0' }} />}
      {above && (
        <Alert
          type="error"
          showIcon
          message={`Payment cannot exceed the due amount of ${formatTaka(invoice.due)}`}
          style={{ margin: '12px 0' }}
          data-testid="add-payment-above-due"
        />
      )}
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={submitOnce.locked} disabled={above} data-testid="add-payment-submit">
          Add Payment ({formatTaka(paying)})
        </Button>
      </Flex>
    </Form>
  );
}
