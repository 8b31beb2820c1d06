import { crudResource } from '../../../shared/list';
import { affectedByPaymentMethodChange } from '../shared/affected-queries';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { PaymentMethod, PaymentMethodDetails, PaymentMethodType } from '../shared/types';
import { queryKeys } from '../../../shared/query-keys';

export interface PaymentMethodFormValues {
  name: string;
  paymentAccount: string;
  account: string;
  type: PaymentMethodType;
  status: 'active' | 'inactive';
  processingFee: number;
  processingFeeAccount?: string | null;
  isDefault: boolean;
  details?: PaymentMethodDetails;
}

export interface PaymentMethodBody {
  name: string;
  paymentAccount: string;
  account: string;
  type: PaymentMethodType;
  status: 'active' | 'inactive';
  processingFee: number;
  processingFeeAccount?: string | null;
  isDefault: boolean;
  details: PaymentMethodDetails;
}

/** The fee input's arrows move 0.1 percent (accounting spec §5, §9). */
export const PROCESSING_FEE_STEP = 0.1;

/** 1.5 → "1.5%", 1.85 → "1.85%", 0 → "0.0%": the fee as kept (up to 2 decimals), never rounded to one. */
export function formatProcessingFee(fee: number | null | undefined): string {
  const percent = fee ?? 0;
  return `${Math.round(percent * 100) % 10 === 0 ? percent.toFixed(1) : percent.toFixed(2)}%`;
}

/** The detail fields each type carries; other types carry none. */
export const DETAIL_FIELDS_BY_TYPE: Partial<Record<PaymentMethodType, (keyof PaymentMethodDetails)[]>> = {
  Bank: ['bankName', 'accountNumber', 'routingNumber'],
  Card: ['cardType'],
  'Mobile Banking': ['mobileProvider', 'accountNumber'],
};

const paymentMethods = crudResource<PaymentMethod, PaymentMethodFormValues>({
  path: '/accounts/payment-methods',
  listKey: 'paymentMethods',
  keys: queryKeys.paymentMethods,
  pageSize: LIST_PAGE_SIZE,
  label: 'Payment Method',
  invalidates: affectedByPaymentMethodChange,
  toBody: (values) => toPaymentMethodBody(values),
});

export const { useList: usePaymentMethodList, useActions: usePaymentMethodActions } = paymentMethods;

export function toPaymentMethodFormValues(method: PaymentMethod | null): Partial<PaymentMethodFormValues> {
  if (!method) return { type: 'Cash', status: 'active', processingFee: 0, isDefault: false, details: {} };
  return {
    name: method.name,
    paymentAccount: method.paymentAccount,
    account: method.account?._id,
    type: method.type,
    status: method.status,
    processingFee: method.processingFee ?? 0,
    processingFeeAccount: method.processingFeeAccount?._id,
    isDefault: method.isDefault,
    details: method.details ?? {},
  };
}

/** Sends only the detail fields that belong to the chosen type, so switching type leaves no stale details. */
export function toPaymentMethodBody(values: PaymentMethodFormValues): PaymentMethodBody {
  const details: PaymentMethodDetails = {};
  for (const field of DETAIL_FIELDS_BY_TYPE[values.type] ?? []) {
    const value = values.details?.[field]?.trim();
    if (value) details[field] = value;
  }
  return {
    name: values.name.trim(),
    paymentAccount: values.paymentAccount.trim(),
    account: values.account,
    type: values.type,
    status: values.status,
    processingFee: values.processingFee ?? 0,
    processingFeeAccount: values.processingFeeAccount || null,
    isDefault: values.isDefault,
    details,
  };
}
