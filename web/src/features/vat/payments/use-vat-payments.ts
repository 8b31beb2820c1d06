import type { Dayjs } from 'dayjs';
import { crudResource } from '../../../shared/list';
import { queryKeys } from '../../../shared/api/query-keys';
import type { Answer } from '../../../shared/api/contract-types';
import { vatKeys } from '../vat-keys';
import { dhakaTodayValue } from '../../../shared/format/date';

/** GET /api/vat/payments/{id}: VAT paid to the treasury for a month, with its challan (the contract's). */
export type VatPayment = Answer<'VatPaymentsController_get'>;

export interface VatPaymentFormValues {
  period: Dayjs;
  amount: number;
  date: Dayjs;
  treasuryChallanNumber: string;
  cashAccount: string;
}

const vatPayments = crudResource<VatPayment, VatPaymentFormValues>({
  path: '/vat/payments',
  listKey: 'rows',
  keys: vatKeys.payments,
  pageSize: 20,
  label: 'VAT payment',
  texts: { created: 'VAT payment recorded successfully' },
  // A payment is a posting, and it shows in the month's return.
  invalidates: [vatKeys.all, queryKeys.books],
  toBody: (values) => ({
    period: values.period.format('YYYY-MM'),
    amount: values.amount,
    date: values.date.format('YYYY-MM-DD'),
    treasuryChallanNumber: values.treasuryChallanNumber.trim(),
    cashAccount: values.cashAccount,
  }),
});

export const { useList: useVatPaymentList, useActions: useVatPaymentActions } = vatPayments;

/** A new payment: for last month (the return usually paid now), dated today. */
export const toVatPaymentFormValues = (): Partial<VatPaymentFormValues> => ({ period: dhakaTodayValue().subtract(1, 'month').startOf('month'), date: dhakaTodayValue() });
