import type { ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import { dhakaTodayValue } from '../../../shared/format/date';
import { MoneyModal, PAYMENT_METHOD_FIELD, type MoneyAmount, type MoneyModalProps } from '../../../shared/list';
import { usePaymentMethodOptions } from '../payment-methods/payment-method-options';
import type { OpenItem, OpenItemPaymentValues } from './open-item-resource';

type Payment<Item, Values> = { item: Item; values: Values };

interface OpenItemPaymentModalProps<Item extends OpenItem, Values extends OpenItemPaymentValues> {
  /** The payable or receivable paid; null: closed. */
  item: Item | null;
  onClose: () => void;
  /** The modal's title and its OK button. */
  title: string;
  testId: string;
  formTestId?: string;
  summary: (item: Item) => DescriptionsProps['items'];
  amount: Omit<MoneyAmount, 'label' | 'max'>;
  methodTestId: string;
  dateTestId: string;
  notesTestId: string;
  moreFields?: ReactNode;
  mutation: MoneyModalProps<Item, Values, Payment<Item, Values>>['mutation'];
  /** The success toast when the server gives no message. */
  succeeded: string;
}

/** Pays some or all of what remains on a payable or receivable, on a day (today first), by a payment method (the default first). */
export function OpenItemPaymentModal<Item extends OpenItem, Values extends OpenItemPaymentValues>(props: OpenItemPaymentModalProps<Item, Values>) {
  const paymentMethods = usePaymentMethodOptions();
  return (
    <MoneyModal<Item, Values, Payment<Item, Values>>
      target={props.item}
      onClose={props.onClose}
      title={props.title}
      okText={props.title}
      testId={props.testId}
      formTestId={props.formTestId}
      summary={props.summary}
      initialValues={() => ({ paymentDate: dhakaTodayValue(), paymentMethod: paymentMethods.defaultMethod?._id }) as Partial<Values>}
      columns
      amount={{ label: 'Amount', max: props.item?.remaining ?? 0, ...props.amount }}
      dateTestId={props.dateTestId}
      method={{ ...PAYMENT_METHOD_FIELD, choices: paymentMethods, testId: props.methodTestId }}
      moreFields={props.moreFields}
      notesTestId={props.notesTestId}
      mutation={props.mutation}
      variables={(item, values) => ({ item, values })}
      texts={{ succeeded: props.succeeded, failed: 'Failed to process payment. Please try again.' }}
    />
  );
}
