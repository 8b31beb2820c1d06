import type { ReactNode } from 'react';
import { Alert, Form, Modal, type ButtonProps, type FormInstance } from 'antd';

interface FormModalProps<Values> {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  submitting: boolean;
  /** A server message that is not about one field, shown above the form. */
  formError?: string | null;
  okText?: string;
  width?: number;
  /** Prefix of the modal's data-testids: `{testId}-submit`, `{testId}-cancel`. */
  testId: string;
  onCancel: () => void;
  onSubmit: (values: Values) => void;
  children: ReactNode;
}

/** A modal whose OK button submits the enclosed antd form (validation runs first). */
export function FormModal<Values>(props: FormModalProps<Values>) {
  const { open, title, form, submitting, formError, okText = 'Save', width = 560, testId, onCancel, onSubmit, children } = props;

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText="Cancel"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      // Mounted while closed so the form instance stays connected and can be filled before opening.
      forceRender
      maskClosable={!submitting}
    >
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid={`${testId}-error`} />}
      <Form<Values> form={form} layout="vertical" onFinish={onSubmit} requiredMark data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}
