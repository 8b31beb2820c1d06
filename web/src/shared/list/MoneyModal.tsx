import { Children, useEffect, type ReactNode } from 'react';
import { Alert, App, Descriptions, Form, Modal, type ButtonProps, type DescriptionsProps } from 'antd';
import { serverMessageOr } from '../api/api-error';
import { FieldColumns } from '../components/FieldColumns';
import { MaxAmountField } from '../components/MaxAmountField';
import { fitModalWidth } from '../components/modal-width';
import { SearchSelect } from '../components/SearchSelect';
import { TextAreaField } from '../components/TextAreaField';
import { DateInput } from '../inputs/DateInput';
import { fillForm } from './use-modal-form';
import { useDiscardGuard } from './use-discard-guard';
import { useServerFormErrors } from './use-server-form-errors';
import { useSubmitOnce } from './use-submit-once';

/** The amount field: at most `max` (what remains), with a Max button. */
export interface MoneyAmount {
  name?: string;
  label: string;
  max: number;
  messages: { required: string; positive: string; aboveMax: (max: string) => string };
  testId: string;
  maxTestId?: string;
}

/** The required select of how the money moves (a payment or refund method). */
interface MoneyMethod {
  name: string;
  label: string;
  requiredMessage: string;
  placeholder: string;
  choices: { isLoading: boolean; options: { value: string; label: string }[] };
  testId: string;
}

/** The usual method field of a payment: `method={{ ...PAYMENT_METHOD_FIELD, choices, testId }}`. */
export const PAYMENT_METHOD_FIELD = {
  name: 'paymentMethod',
  label: 'Payment Method',
  requiredMessage: 'Please select a payment method!',
  placeholder: 'Select a payment method',
} as const;

/** The request that moves the money: a react-query mutation answering the server's message. */
interface MoneyMutation<Variables> {
  mutateAsync: (variables: Variables, handlers: { onSuccess: (result: { message?: string }) => void; onError: (error: Error) => void }) => Promise<unknown>;
}

export interface MoneyModalProps<Target, Values, Variables> {
  /** What the money is for (a payable, a receivable, a booking); the modal is open while it is set. */
  target: Target | null;
  onClose: () => void;
  title: string;
  okText: string;
  /** Prefix of `{testId}-submit`, `{testId}-cancel` and `{testId}-error`; the form's own is `formTestId` (by default `testId`). */
  testId: string;
  formTestId?: string;
  /** What remains and what it is, above the form. */
  summary: (target: Target) => DescriptionsProps['items'];
  /** The values the form opens with. */
  initialValues: (target: Target) => Partial<Values>;
  amount: MoneyAmount;
  method: MoneyMethod;
  /** The required Payment Date's test id; none: no date asked. */
  dateTestId?: string;
  /** More fields after the method, in the same columns (a cash account). */
  moreFields?: ReactNode;
  /** Amount, date and method side by side from tablet width, rather than stacked. */
  columns?: boolean;
  /** The optional Notes' test id; none: no notes field. */
  notesTestId?: string;
  /** Below everything else (a required reason). */
  children?: ReactNode;
  mutation: MoneyMutation<Variables>;
  variables: (target: Target, values: Values) => Variables;
  /** The toasts: `succeeded` unless the server says otherwise; `failed` when the server gives no message. */
  texts: { succeeded: string; failed: string };
}

/**
 * A payment or refund of some or all of what remains on a record: the record's summary, an amount
 * capped at what remains (Max fills it in), how the money moves, optionally a date and notes.
 * The first click locks it until the request fails or the modal opens again (one click, one payment).
 * Success toasts and closes; failure toasts and marks the fields; closing a changed form asks first.
 */
export function MoneyModal<Target, Values, Variables>(props: MoneyModalProps<Target, Values, Variables>) {
  const { target, onClose, testId, amount, method, mutation } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const requestClose = useDiscardGuard(form, onClose, target !== null);

  const submitOnce = useSubmitOnce((values: Values) => {
    if (!target) return;
    return mutation.mutateAsync(props.variables(target, values), {
      onSuccess: (result) => {
        message.success(result.message ?? props.texts.succeeded);
        onClose();
      },
      onError: (error) => {
        message.error(serverMessageOr(error, props.texts.failed));
        showServerErrors(error);
      },
    });
  });
  const { release } = submitOnce;

  useEffect(() => {
    if (!target) return;
    fillForm(form, props.initialValues(target));
    clearFormError();
    release();
    // initialValues is a pure mapping; refilling only when opening for another record is intended.
  }, [target, form]);

  const fields = [
    <MaxAmountField key="amount" {...amount} />,
    props.dateTestId ? (
      <Form.Item key="date" name="paymentDate" label="Payment Date" rules={[{ required: true, message: 'Please select a payment date!' }]}>
        <DateInput data-testid={props.dateTestId} />
      </Form.Item>
    ) : null,
    <Form.Item key="method" name={method.name} label={method.label} rules={[{ required: true, message: method.requiredMessage }]}>
      <SearchSelect placeholder={method.placeholder} loading={method.choices.isLoading} options={method.choices.options} data-testid={method.testId} />
    </Form.Item>,
    props.moreFields,
  ];

  return (
    <Modal
      open={target !== null}
      title={props.title}
      width={fitModalWidth(600)}
      okText={props.okText}
      confirmLoading={submitOnce.locked}
      onOk={() => submitOnce.submit(form)}
      onCancel={() => !submitOnce.locked && requestClose()}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      maskClosable={!submitOnce.locked}
      forceRender
    >
      {target && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }} style={{ marginBottom: 16 }} items={props.summary(target)} />
      )}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid={`${testId}-error`} />}
      <Form<Values> form={form} layout="vertical" {...submitOnce.formProps} data-testid={props.formTestId ?? testId}>
        {props.columns ? <FieldColumns spans={[12]}>{fields}</FieldColumns> : Children.toArray(fields)}
        {props.notesTestId && <TextAreaField name="notes" label="Notes" maxLength={500} testId={props.notesTestId} />}
        {props.children}
      </Form>
    </Modal>
  );
}
