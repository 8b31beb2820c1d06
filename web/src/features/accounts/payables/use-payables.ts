import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import type { Pagination } from '../../../shared/api/pagination';
import { toPoisha } from '../../../shared/format/taka';
import { usePagedList, useResourceActions, type ModalForm } from '../../../shared/list';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { AccountReference } from '../shared/types';
import { dhakaTodayValue } from '../../../shared/format/date';
import { payableKeys, purchaseKeys, queryKeys } from '../../../shared/query-keys';

export type PayableStatus = 'Pending' | 'Partial' | 'Paid' | 'Overdue';
export const PAYABLE_STATUSES: PayableStatus[] = ['Pending', 'Partial', 'Paid', 'Overdue'];

export interface Payable {
  _id: string;
  supplier: { _id: string; name: string } | null;
  billNumber: string;
  source: 'purchase' | 'bill';
  purchaseId: string | null;
  purchase: { _id: string; purchaseNumber: string } | null;
  account: AccountReference | null;
  amount: number;
  paidAmount: number;
  remaining: number;
  billDate: string | null;
  dueDate: string;
  status: PayableStatus;
  notes: string | null;
  createdAt: string;
}

export interface PayablePayment {
  _id: string;
  payableId: string;
  amount: number;
  paymentDate: string;
  paymentMethod: { _id: string; name: string } | null;
  cashAccount: AccountReference | null;
  notes: string | null;
  journalEntry: { _id: string; entryNumber: number | null } | null;
}

export interface PayableSummary {
  /** The payables' own amounts (a purchase's payable is what was left unpaid at purchase). */
  totalAmount: number;
  totalPaid: number;
  totalRemaining: number;
  totalOverdue: number;
  /** What the suppliers billed: purchases whole (paid at once included) and bills. */
  totalBilled: number;
  /** All paid on what was billed: at purchase and since. */
  totalBilledPaid: number;
  totalPaidAtPurchase: number;
}

export interface BillFormValues {
  supplier: string;
  billNumber: string;
  amount: number;
  billDate: Dayjs;
  dueDate: Dayjs;
  account: string;
  notes?: string;
}

export interface PaymentFormValues {
  amount: number;
  paymentDate: Dayjs;
  paymentMethod: string;
  cashAccount?: string;
  notes?: string;
}

export const PAYABLES_PATH = '/accounts/payables';
const API_DATE = 'YYYY-MM-DD';
/** A supplier bill's usual credit period. */
const DEFAULT_BILL_TERMS_DAYS = 30;
/** Accounting spec §9: payable payments 10 a page. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/** A payment or a bill posts to the books, and a purchase shows its payable's state. */
const AFFECTED = [queryKeys.books, purchaseKeys.all];

export function usePayableList() {
  return usePagedList<Payable, { status?: PayableStatus; supplier?: string }, { summary?: PayableSummary }>({
    path: PAYABLES_PATH,
    listKey: 'payables',
    keys: payableKeys,
    pageSize: LIST_PAGE_SIZE,
    filters: ['status', 'supplier'],
  });
}

/** A bill entered by hand: add, edit and delete while it has no payments (the server says why otherwise). */
export function useBillActions(modal: ModalForm<Payable, BillFormValues>) {
  return useResourceActions({
    path: PAYABLES_PATH,
    label: 'Payable',
    invalidates: AFFECTED,
    modal,
    toBody: (values: BillFormValues) => ({
      supplier: values.supplier,
      billNumber: values.billNumber.trim(),
      amount: values.amount,
      billDate: values.billDate.format(API_DATE),
      dueDate: values.dueDate.format(API_DATE),
      account: values.account,
      notes: values.notes?.trim() ?? '',
    }),
    texts: { created: 'Bill added successfully.', updated: 'Bill updated successfully.', deleted: 'Bill deleted successfully.' },
  });
}

export function toBillFormValues(payable: Payable | null): Partial<BillFormValues> {
  if (!payable) return { billDate: dhakaTodayValue(), dueDate: dhakaTodayValue().add(DEFAULT_BILL_TERMS_DAYS, 'day') };
  return {
    supplier: payable.supplier?._id,
    billNumber: payable.billNumber,
    amount: payable.amount,
    billDate: payable.billDate ? dayjs(payable.billDate) : dayjs(payable.createdAt),
    dueDate: dayjs(payable.dueDate),
    account: payable.account?._id,
    notes: payable.notes ?? undefined,
  };
}

export const hasPayments = (payable: Payable) => toPoisha(payable.paidAmount) > 0;
export const hasRemaining = (payable: Payable) => toPoisha(payable.remaining) > 0;

export function usePayPayable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payable, values }: { payable: Payable; values: PaymentFormValues }) =>
      apiClient.post<{ payment: PayablePayment; payable: Payable }>(`${PAYABLES_PATH}/${payable._id}/payment`, {
        payableId: payable._id,
        amount: values.amount,
        paymentMethod: values.paymentMethod,
        paymentDate: values.paymentDate.format(API_DATE),
        notes: values.notes?.trim() ?? '',
        cashAccount: values.cashAccount || undefined,
      }),
    onSuccess: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function usePayablePayments(payableId: string | null, page: number) {
  const params = { page, limit: PAYMENT_HISTORY_PAGE_SIZE };
  return useQuery({
    queryKey: [...payableKeys.detail(payableId ?? ''), 'payments', params],
    queryFn: () => apiClient.get<{ payments: PayablePayment[]; pagination: Pagination }>(`${PAYABLES_PATH}/${payableId}/payments`, params),
    enabled: payableId !== null,
  });
}
