import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { TRANSACTION_ID_LIMITS, transactionIdRequiredFor } from '../../../../../libs/domain/src/sales/payment-references';
import { useAllPaymentMethods } from './payment-method-options';

const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9-]+$/;

interface TransactionIdFieldProps {
  /** Where the form keeps the id (a payment row's `transactionId`). */
  name: NamePath;
  /** The method field it belongs to: shown only when that method is Mobile Banking or Card. */
  methodName: NamePath;
  /** A label above the input (modals); payment rows show a placeholder only. */
  label?: string;
  className?: string;
  testId: string;
}

/**
 * The TrxID, card slip or approval number of a payment by a Mobile Banking or Card method, required
 * there (the server says the same, and refuses one already recorded on the method).
 */
export function TransactionIdField({ name, methodName, label, className, testId }: TransactionIdFieldProps) {
  const methodId = Form.useWatch(methodName) as string | undefined;
  const methods = useAllPaymentMethods();
  const method = (methods.data ?? []).find((candidate) => candidate._id === methodId);
  if (!method || !transactionIdRequiredFor(method)) return null;
  const required = `Transaction ID is required for ${method.name} payments`;
  const shape = `Transaction ID must be ${TRANSACTION_ID_LIMITS.min}–${TRANSACTION_ID_LIMITS.max} letters, digits or hyphens`;
  return (
    <Form.Item
      name={name}
      label={label}
      className={className}
      normalize={(value: string) => value.toUpperCase()}
      rules={[
        { required: true, whitespace: true, message: required },
        { validator: (_, value?: string) => (!value?.trim() || (value.trim().length >= TRANSACTION_ID_LIMITS.min && value.trim().length <= TRANSACTION_ID_LIMITS.max && TRANSACTION_ID_PATTERN.test(value.trim())) ? Promise.resolve() : Promise.reject(new Error(shape))) },
      ]}
    >
      <Input placeholder={`${method.name} TrxID / slip no.`} maxLength={TRANSACTION_ID_LIMITS.max} aria-label="Transaction ID" data-testid={testId} />
    </Form.Item>
  );
}
