import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { dhakaTodayValue } from '../../../shared/format/date';
import { apiClient } from '../../../shared/api/api-client';
import type { Pagination } from '../../../shared/api/pagination';
import { toPoisha } from '../../../shared/format/taka';
import { usePagedList, useResourceActions, type ModalForm } from '../../../shared/list';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { AccountReference } from '../shared/types';
import { customerKeys, queryKeys, receivableKeys } from '../../../shared/query-keys';

export type ReceivableStatus = 'Outstanding' | 'Partial' | 'Overdue' | 'Paid' | 'Written Off';
export const RECEIVABLE_STATUSES: ReceivableStatus[] = ['Outstanding', 'Partial', 'Overdue', 'Paid', 'Written Off'];
export type ReceivableSource = 'invoice' | 'manual';

export interface Receivable {
  _id: string;
  customer: { _id: string; name: string; phone: string };
  source: ReceivableSource;
  invoice: { _id: string; invoiceNumber: string | null } | null;
  amount: number;
  paidAmount: number;
  writtenOffAmount: number;
  remaining: number;
  openedDate: string;
  dueDate: string;
  status: ReceivableStatus;
  notes: string;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  createdAt: string;
}

export interface ReceivablePayment {
  _id: string;
  amount: number;
  paymentDate: string;
  paymentMethod: { _id: string; name: string } | null;
  account: AccountReference | null;
  invoiceId: string | null;
  notes: string;
  journalEntry: { _id: string; entryNumber: number | null } | null;
}

export interface ReceivableSummary {
  totalAmount: number;
  totalPaid: number;
  totalWrittenOff: number;
  totalRemaining: number;
  totalOverdue: number;
}

export interface ReceivableFormValues {
  customer: string;
  amount: number;
  openedDate: Dayjs;
  dueDate: Dayjs;
  notes?: string;
}

export interface ReceivablePaymentValues {
  amount: number;
  paymentDate: Dayjs;
  paymentMethod: string;
  notes?: string;
}

export const RECEIVABLES_PATH = '/accounts/receivables';
const API_DATE = 'YYYY-MM-DD';
/** A debt's usual credit period, as the invoice terms' default. */
const DEFAULT_TERMS_DAYS = 30;
/** Accounting spec §9: other lists 10 a page. */
export const RECEIVABLE_PAYMENTS_PAGE_SIZE = 10;

/** A receivable posts to the books (under ['accounts']), and makes its customer used. */
const AFFECTED = [queryKeys.books, customerKeys.all];

export function useReceivableList() {
  return usePagedList<Receivable, { status?: ReceivableStatus; source?: ReceivableSource }, { summary?: ReceivableSummary }>({
    path: RECEIVABLES_PATH,
    listKey: 'receivables',
    keys: receivableKeys,
    pageSize: LIST_PAGE_SIZE,
    filters: ['status', 'source'],
  });
}

/** A debt from before the books: add, edit and delete while nothing was received or written off (the server says why otherwise). */
export function useReceivableActions(modal: ModalForm<Receivable, ReceivableFormValues>) {
  return useResourceActions({
    path: RECEIVABLES_PATH,
    label: 'Receivable',
    invalidates: AFFECTED,
    modal,
    toBody: (values: ReceivableFormValues) => ({
      customer: values.customer,
      amount: values.amount,
      openedDate: values.openedDate.format(API_DATE),
      dueDate: values.dueDate.format(API_DATE),
      notes: values.notes?.trim() ?? '',
    }),
    texts: { created: 'Receivable added successfully.', updated: 'Receivable updated successfully.', deleted: 'Receivable deleted successfully.' },
  });
}

export function toReceivableFormValues(receivable: Receivable | null): Partial<ReceivableFormValues> {
  if (!receivable) return { openedDate: dhakaTodayValue(), dueDate: dhakaTodayValue().add(DEFAULT_TERMS_DAYS, 'day') };
  return {
    customer: receivable.customer._id,
    amount: receivable.amount,
    openedDate: dayjs(receivable.openedDate),
    dueDate: dayjs(receivable.dueDate),
    notes: receivable.notes || undefined,
  };
}

export const hasRemaining = (receivable: Receivable) => toPoisha(receivable.remaining) > 0;
/** Entered by hand with nothing received or written off: it can still be corrected or deleted. */
export const isEditable = (receivable: Receivable) => receivable.source === 'manual' && toPoisha(receivable.paidAmount) === 0 && toPoisha(receivable.writtenOffAmount) === 0;

export function useReceivePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receivable, values }: { receivable: Receivable; values: ReceivablePaymentValues }) =>
      apiClient.post<{ payment: ReceivablePayment; receivable: Receivable }>(`${RECEIVABLES_PATH}/${receivable._id}/payment`, {
        receivableId: receivable._id,
        amount: values.amount,
        paymentMethod: values.paymentMethod,
        paymentDate: values.paymentDate.format(API_DATE),
        notes: values.notes?.trim() ?? '',
      }),
    onSuccess: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useReceivablePayments(receivableId: string | null, page: number) {
  const params = { page, limit: RECEIVABLE_PAYMENTS_PAGE_SIZE };
  return useQuery({
    queryKey: [...receivableKeys.detail(receivableId ?? ''), 'payments', params],
    queryFn: () => apiClient.get<{ payments: ReceivablePayment[]; pagination: Pagination }>(`${RECEIVABLES_PATH}/${receivableId}/payments`, params),
    enabled: receivableId !== null,
  });
}
